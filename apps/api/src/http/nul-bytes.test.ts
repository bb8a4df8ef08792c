import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../seed/demo-users.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { nulBytePath } from './nul-bytes.ts';

let t: TestApp;
let admin: string;
let vendorIri: string;

type Problem = {
  status: number;
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
};

const nul = 'a\u0000b';

const expect422 = async (res: Response, propertyPath: string) => {
  expect(res.status).toBe(422);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = await json<Problem>(res);
  expect(body.violations).toEqual([
    { propertyPath, message: 'This value must not contain a NUL character.' },
  ]);
};

const expect400 = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect((await json<Problem>(res))['hydra:description']).toMatch(/NUL/);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const res = await t.request('POST', '/api/vendors', { token: admin, body: { name: 'Nul Vendor' } });
  vendorIri = (await json<{ '@id': string }>(res))['@id'];
});
afterAll(() => t.close());

describe('NUL characters (issue 10.2)', () => {
  it('finds the property path of a NUL in nested bodies and keys', () => {
    expect(nulBytePath({ name: 'ok', locations: [{ city: 'x' }, { city: nul }] })).toBe('locations[1].city');
    expect(nulBytePath({ ok: ['a', 'b'], deep: { more: { x: nul } } })).toBe('deep.more.x');
    expect(nulBytePath({ [nul]: 1 })).toBe(nul);
    expect(nulBytePath({ name: 'fine', n: 3, b: true, z: null })).toBeUndefined();
  });

  it('refuses a NUL in a JSON body of a collection with 422 and the property path', async () => {
    await expect422(
      await t.request('POST', '/api/vendors', { token: admin, body: { name: 'V', description: nul } }),
      'description',
    );
    await expect422(
      await t.request('POST', '/api/vendors', {
        token: admin,
        body: { name: 'V', locations: [{ city: 'Rome' }, { city: nul }] },
      }),
      'locations[1].city',
    );
    await expect422(await t.request('PATCH', vendorIri, { token: admin, body: { name: nul } }), 'name');
    await expect422(
      await t.request('POST', '/api/airports', { token: admin, body: { name: `Air${nul}` } }),
      'name',
    );
  });

  it('refuses a NUL in the special routes with a body', async () => {
    const me = await t.request('GET', '/api/me', { token: admin });
    const meBody = await json<{ id: number }>(me);
    await expect422(
      await t.request('PATCH', '/api/me', { token: admin, body: { firstName: nul } }),
      'firstName',
    );
    await expect422(
      await t.request('POST', `/api/users/${meBody.id}/update`, { token: admin, body: { lastName: nul } }),
      'lastName',
    );
    const dest = await t.request('POST', '/api/destinations', { token: admin, body: { name: 'Nul Place' } });
    const destId = (await json<{ id: number }>(dest)).id;
    await expect422(
      await t.request('POST', `/api/destination/${destId}/update`, {
        token: admin,
        body: { description: nul },
      }),
      'description',
    );
    await expect422(
      await t.request('POST', '/api-auth/reset-password-request', { body: { email: `x${nul}@demo.travel` } }),
      'email',
    );
    await expect422(
      await t.request('POST', '/api-auth/admin/auth_token', {
        body: { email: 'admin@demo.travel', password: nul },
      }),
      'password',
    );
  });

  it('refuses a NUL in a filter, a search or any query parameter with 400', async () => {
    for (const path of [
      '/api/vendors?name=a%00b',
      '/api/vendors?search=%00',
      '/api/vendors?locations.city=x%00',
      '/api/vendors?order%5Bname%00%5D=asc',
      '/api/airports?iata=%00',
      '/api/vendors/associate-item?keyword=a%00',
      '/next/vendors/export?search=%00',
    ]) {
      await expect400(await t.request('GET', path, { token: admin }));
    }
    // An encoded percent sign is not a NUL.
    expect((await t.request('GET', '/api/vendors?name=%2500', { token: admin })).status).toBe(200);
  });

  it('refuses a NUL in multipart field values and upload names', async () => {
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const upload = (name: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('file', new Blob([pdf]), name);
      form.append('vendor', vendorIri);
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return t.request('POST', '/api/vendor_attachments', { token: admin, body: form });
    };
    await expect422(await upload(`bro${nul}.pdf`), 'file');
    await expect422(await upload('brochure.pdf', { name: nul }), 'name');
    // The same upload without the NUL is stored.
    expect((await upload('brochure.pdf')).status).toBe(201);
  });

  it('refuses a NUL in a urlencoded login', async () => {
    await expect422(
      await t.request('POST', '/api-auth/admin/auth_token', {
        body: `email=${encodeURIComponent(nul)}&password=x`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      'email',
    );
    // The guard's read of the body leaves it to the route: a clean form still signs in.
    const ok = await t.request('POST', '/api-auth/admin/auth_token', {
      body: `email=admin%40demo.travel&password=${encodeURIComponent(demoPassword)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ok.status).toBe(200);
  });
});
