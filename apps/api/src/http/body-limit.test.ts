import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longTextMax } from '../engine/fields.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { jsonBodyLimit } from './body-limit.ts';

let t: TestApp;
let admin: string;

type Problem = {
  status: number;
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
});
afterAll(() => t.close());

// A body that sends one chunk and then never ends: only a check made before reading answers.
const endlessBody = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"email":"'));
    },
  });

describe('body size (issue 10.3)', () => {
  it('refuses a 2 MB JSON login with 413 problem+json, quickly', async () => {
    const started = performance.now();
    const res = await t.request('POST', '/api-auth/admin/auth_token', {
      body: { email: 'admin@demo.travel', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await json<Problem>(res))['hydra:description']).toMatch(/too large/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses from Content-Length before reading the body', async () => {
    const res = await t.app.request('/api-auth/admin/auth_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body: endlessBody(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('counts a chunked body while it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far beyond the cap, and never closed: the count must stop it.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 50 * jsonBodyLimit) controller.close();
      },
    });
    const res = await t.app.request('/api/vendors', {
      method: 'POST',
      headers: { 'content-type': 'application/ld+json', authorization: `Bearer ${admin}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * jsonBodyLimit);
  });

  it('keeps bodies under the cap working', async () => {
    const res = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'Long Vendor', description: 'd'.repeat(longTextMax) },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a description over its declared maximum with 422', async () => {
    const res = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'Huge Vendor', description: 'd'.repeat(50_000) },
    });
    expect(res.status).toBe(422);
    const body = await json<Problem>(res);
    expect(body.violations?.[0]).toEqual({
      propertyPath: 'description',
      message: `This value is too long. It should have ${longTextMax} characters or less.`,
    });
    const notes = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'huge', value: 'v'.repeat(longTextMax + 1) },
    });
    expect(notes.status).toBe(422);
  });

  it('still accepts an upload over the JSON cap from a signed-in user', async () => {
    const vendor = await t.request('POST', '/api/vendors', { token: admin, body: { name: 'Upload Vendor' } });
    const pdf = new Uint8Array(2 * 1024 * 1024).fill(32);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    pdf.set(new TextEncoder().encode('\n%%EOF\n'), pdf.length - 7);
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'big.pdf');
    form.append('vendor', (await json<{ '@id': string }>(vendor))['@id']);
    const res = await t.request('POST', '/api/vendor_attachments', { token: admin, body: form });
    expect(res.status).toBe(201);
    // Without a token the same body is refused before anything else.
    const anonymous = await t.request('POST', '/api/vendor_attachments', { body: form });
    expect(anonymous.status).toBe(413);
  });
});

describe('login e-mail length (issue 10.4)', () => {
  it('refuses an e-mail longer than 180 characters before throttling: 422, never 500', async () => {
    for (const length of [181, 3000, 100_000]) {
      const res = await t.request('POST', '/api-auth/admin/auth_token', {
        body: { email: `${'a'.repeat(length)}@demo.travel`, password: 'whatever-it-is' },
      });
      expect(res.status, String(length)).toBe(422);
      expect((await json<Problem>(res)).violations?.[0]?.propertyPath).toBe('email');
    }
    const next = await t.request('POST', '/next/user/token', {
      body: { email: `${'a'.repeat(3000)}@demo.travel`, password: 'whatever-it-is' },
    });
    expect(next.status).toBe(422);
  });
});
