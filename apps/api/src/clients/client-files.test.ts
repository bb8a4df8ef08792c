import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreOf } from '../files/file-store.ts';
import { seedDemoInvoices } from '../seed/demo-invoices.ts';
import { adminAppForFile, bodyOf } from '../test/admin-app.ts';
import { pdf, png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let accountant: string;
let vendor: string;
let client: Item;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };

const form = (fields: Record<string, string | Blob>, fileName: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) f.append(k, v, fileName);
    else f.append(k, v);
  }
  return f;
};

beforeAll(async () => {
  accountant = await t.login('accountant@demo.travel');
  vendor = await t.login('vendor@demo.travel');
  const res = await t.request('POST', '/api/clients', {
    token: t.admin,
    body: { firstName: 'Ines', lastName: 'Carvalho' },
  });
  client = await json<Item>(res);
});

describe('client attachments', () => {
  it('uploads, retypes (enum) and renames with name.extension, lists by client.id, deletes', async () => {
    const res = await t.request('POST', '/api/client_attachments', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), client: client['@id'], type: 'passport' }, 'Passport scan.pdf'),
    });
    const att = await bodyOf<Item>(res, 201);
    expect(att).toMatchObject({
      '@type': 'ClientAttachment',
      name: 'Passport scan',
      type: 'passport',
      client: client['@id'],
    });

    const patched = await t.request('PATCH', att['@id'], {
      token: t.admin,
      body: { name: 'Visa 2027.pdf', type: 'visa' },
    });
    expect(await json<Item>(patched)).toMatchObject({ name: 'Visa 2027', extension: 'pdf', type: 'visa' });
    const wrongType = await t.request('PATCH', att['@id'], { token: t.admin, body: { type: 'brochure' } });
    expect(wrongType.status).toBe(422);
    const wrongOnUpload = await t.request('POST', '/api/client_attachments', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), client: client['@id'], type: 'brochure' }, 'x.pdf'),
    });
    expect(wrongOnUpload.status).toBe(422);

    const list = await json<Collection>(
      await t.request('GET', `/api/client_attachments?client.id=${client.id}`, { token: accountant }),
    );
    expect(list['hydra:member'].map((a) => a.id)).toEqual([att.id]);
    const full = await json<Item>(await t.request('GET', client['@id'], { token: t.admin }));
    expect((full.attachments as Item[]).map((a) => a['@id'])).toEqual([att['@id']]);

    // The accountant reads the list but does not write, nor open a visa (sealed-attachments.test.ts);
    // the vendor role sees nothing.
    expect((await t.request('GET', `/files/${att.filePath}`, { token: accountant })).status).toBe(403);
    expect((await t.request('GET', `/files/${att.filePath}`, { token: t.admin })).status).toBe(200);
    expect((await t.request('GET', `/files/${att.filePath}`, { token: vendor })).status).toBe(403);
    expect((await t.request('PATCH', att['@id'], { token: accountant, body: { name: 'x' } })).status).toBe(
      403,
    );
    const denied = await t.request('POST', '/api/client_attachments', {
      token: accountant,
      body: form({ file: new Blob([pdf]), client: client['@id'] }, 'a.pdf'),
    });
    expect(denied.status).toBe(403);
    expect((await t.request('GET', '/api/client_attachments', { token: vendor })).status).toBe(403);

    expect((await t.request('DELETE', att['@id'], { token: t.admin })).status).toBe(204);
  });

  it("keeps the client's image (images only) and the guests' attachments", async () => {
    const notImage = await t.request('POST', '/api/client_images', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), client: client['@id'] }, 'photo.png'),
    });
    expect(notImage.status).toBe(415);
    const image = await t.request('POST', '/api/client_images', {
      token: t.admin,
      body: form({ file: new Blob([png]), client: client['@id'] }, 'portrait.png'),
    });
    expect(image.status).toBe(201);
    expect(await json<Item>(image)).toMatchObject({
      '@type': 'ClientImage',
      isMain: true,
      client: client['@id'],
    });
    const full = await json<Item>(await t.request('GET', client['@id'], { token: t.admin }));
    expect(full.images as Item[]).toHaveLength(1);

    const guest = await json<Item>(
      await t.request('POST', '/api/client_guests', {
        token: t.admin,
        body: { client: client['@id'], name: 'Rui Carvalho' },
      }),
    );
    const att = await t.request('POST', '/api/client_guest_attachments', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), clientGuest: guest['@id'], type: 'passport' }, 'Rui passport.pdf'),
    });
    const guestAtt = await bodyOf<Item>(att, 201);
    expect(guestAtt).toMatchObject({
      '@type': 'ClientGuestAttachment',
      clientGuest: guest['@id'],
      type: 'passport',
    });
    const reread = await json<Item>(await t.request('GET', guest['@id'], { token: t.admin }));
    expect((reread.attachments as Item[]).map((a) => a['@id'])).toEqual([guestAtt['@id']]);
  });
});

describe('client invoices', () => {
  it('lists a client’s invoices (read-only) and opens their PDF through a signed link', async () => {
    await seedDemoInvoices(t.db, fileStoreOf(t.config));
    const all = await json<Collection>(await t.request('GET', '/api/client_invoices', { token: t.admin }));
    expect(all['hydra:totalItems']).toBeGreaterThan(0);
    const first = all['hydra:member'][0]!;
    const ownerId = String(first.client).split('/').pop();
    const mine = await json<Collection>(
      await t.request('GET', `/api/client_invoices?client.id=${ownerId}`, { token: accountant }),
    );
    expect(mine['hydra:member'].every((i) => i.client === first.client)).toBe(true);
    expect(first).toMatchObject({ '@type': 'ClientInvoice', trip: null, currency: expect.any(String) });
    expect(typeof first.amount).toBe('string');
    expect(first.amount).toMatch(/^\d+\.\d{2}$/);

    const item = await t.request('GET', first['@id'], { token: accountant });
    expect(item.status).toBe(200);
    const link = await t.request('GET', `/files/${first.pdfPath}`, { token: accountant });
    expect(link.status).toBe(200);
    const file = await t.request('GET', (await json<{ url: string }>(link)).url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toContain(`Invoice ${first.number}`);
    expect((await t.request('GET', `/files/${first.pdfPath}`, { token: vendor })).status).toBe(403);

    // Read-only until trips create them.
    expect(
      (await t.request('POST', '/api/client_invoices', { token: t.admin, body: {} })).status,
    ).not.toBeLessThan(400);
    expect((await t.request('PATCH', first['@id'], { token: t.admin, body: {} })).status).not.toBeLessThan(
      400,
    );
    expect((await t.request('DELETE', first['@id'], { token: t.admin })).status).not.toBeLessThan(400);
    expect((await t.request('GET', '/api/client_invoices', { token: vendor })).status).toBe(403);
  });
});
