import { beforeAll, describe, expect, it } from 'vitest';
import { clientInvoices } from '../db/schema/index.ts';
import { type AnyItem, type AnyPage, adminAppForFile, callAs, postCreated } from '../test/admin-app.ts';
import { makeTripOf } from '../trips/trip-testing.ts';
import { oneRecordMessage } from './note-rules.ts';

const t = adminAppForFile();
const token: Record<string, string> = {};
let client: AnyItem;
let trip: AnyItem;
let vendor: AnyItem;
let invoice: string;

beforeAll(async () => {
  for (const who of ['travel', 'vendor', 'content', 'accountant', 'manager']) {
    token[who] = await t.login(`${who}@demo.travel`);
  }
  client = await postCreated(t, '/api/clients', {
    firstName: 'Élodie',
    lastName: 'Nakamura 中村',
    email: 'elodie@example.test',
  });
  trip = await makeTripOf(t, client, ['2027-04-02', '2027-04-10']);
  vendor = await postCreated(t, '/api/vendors', { name: 'Hôtel du Cap' });
  const [row] = await t.db
    .insert(clientInvoices)
    .values({
      clientId: client.id as number,
      number: 'INV-NOTES-1',
      date: '2027-01-05',
      amount: '1200.00',
      currency: 'EUR',
    })
    .returning();
  invoice = `/api/client_invoices/${row!.id}`;
});

const note = (body: Record<string, unknown>, who = 'manager') =>
  callAs(t, 'POST', '/api/notes', body, token[who]);
const listOf = async (query: string, who = 'manager') => {
  const res = await callAs(t, 'GET', `/api/notes?${query}`, undefined, token[who]);
  expect(res.status).toBe(200);
  return (res.body as unknown as AnyPage)['hydra:member'].map((m) => m.body);
};

describe('notes (calls.md 7.9, issue 29.6)', () => {
  it('writes a note on each kind of record, with its author and time, and lists them newest first per record', async () => {
    const first = await note({ body: 'Prefers a sea view\nand late check-out', trip: trip['@id'] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: 'Prefers a sea view\nand late check-out',
      trip: trip['@id'],
      client: null,
      createdBy: expect.stringMatching(/^\/api\/users\/\d+$/),
    });
    expect(first.body.createdAt).toEqual(expect.any(String));
    await note({ body: 'Second on the trip', trip: trip['@id'] });
    expect((await note({ body: 'On the client', client: client['@id'] })).status).toBe(201);
    expect((await note({ body: 'On the vendor', vendor: vendor['@id'] })).status).toBe(201);
    expect((await note({ body: 'On the invoice', clientInvoice: invoice })).status).toBe(201);
    expect(await listOf(`trip.id=${trip.id}`)).toEqual([
      'Second on the trip',
      'Prefers a sea view\nand late check-out',
    ]);
    expect(await listOf(`client.id=${client.id}`)).toEqual(['On the client']);
    expect(await listOf(`vendor.id=${vendor.id}`)).toEqual(['On the vendor']);
    expect(await listOf(`clientInvoice.id=${invoice.split('/').pop()}`)).toEqual(['On the invoice']);
  });

  it('only the author edits a note; the author or an admin deletes it', async () => {
    const mine = (await note({ body: 'Travel note', trip: trip['@id'] }, 'travel')).body;
    const byOther = await callAs(t, 'PATCH', mine['@id'], { body: 'Changed' }, token.manager);
    expect(byOther.status).toBe(403);
    expect(byOther.body['hydra:description']).toBe('Only the author may edit this note.');
    const byAuthor = await callAs(t, 'PATCH', mine['@id'], { body: 'Travel note, amended' }, token.travel);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.body).toBe('Travel note, amended');
    expect((await callAs(t, 'DELETE', mine['@id'], undefined, token.manager)).status).toBe(403);
    expect((await callAs(t, 'DELETE', mine['@id'])).status).toBe(204);
    const another = (await note({ body: 'Gone by its author', trip: trip['@id'] }, 'travel')).body;
    expect((await callAs(t, 'DELETE', another['@id'], undefined, token.travel)).status).toBe(204);
  });

  it('follows the roles of the record: a vendor user sees only vendor notes, content roles none', async () => {
    expect(await listOf(`trip.id=${trip.id}`, 'vendor')).toEqual([]);
    expect(await listOf(`vendor.id=${vendor.id}`, 'vendor')).toEqual(['On the vendor']);
    expect((await note({ body: 'Not mine to write', trip: trip['@id'] }, 'vendor')).status).toBe(403);
    expect((await callAs(t, 'GET', '/api/notes', undefined, token.content)).status).toBe(403);
    // The accountant reads trips, clients and invoices and writes notes on them.
    expect(await listOf(`clientInvoice.id=${invoice.split('/').pop()}`, 'accountant')).toEqual([
      'On the invoice',
    ]);
    expect((await note({ body: 'Deposit chased', clientInvoice: invoice }, 'accountant')).status).toBe(201);
    const hidden = (await note({ body: 'Trip only', trip: trip['@id'] })).body;
    expect((await callAs(t, 'GET', hidden['@id'], undefined, token.vendor)).status).toBe(404);
  });

  it('refuses a note on no record or on two, a blank or too long body, a NUL byte, and a moved note', async () => {
    const none = await note({ body: 'Floating' });
    expect(none.status).toBe(422);
    expect(none.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'trip', message: oneRecordMessage }),
    ]);
    expect((await note({ body: 'Two', trip: trip['@id'], client: client['@id'] })).status).toBe(422);
    expect((await note({ body: '   ', trip: trip['@id'] })).status).toBe(422);
    expect((await note({ body: 'x'.repeat(5001), trip: trip['@id'] })).status).toBe(422);
    expect((await note({ body: 'nul\u0000byte', trip: trip['@id'] })).status).toBe(422);
    expect((await note({ body: 'Unknown trip', trip: '/api/trips/999999' })).status).toBe(422);
    const kept = (await note({ body: 'Stays put', trip: trip['@id'] })).body;
    const moved = await callAs(t, 'PATCH', kept['@id'], { client: client['@id'] }, token.manager);
    expect(moved.status).toBe(422);
    expect(await listOf(`client.id=${client.id}`)).toEqual(['On the client']);
  });

  it('refuses a 50 MB body (413) and writes nothing', async () => {
    const res = await t.request('POST', '/api/notes', {
      token: token.manager,
      body: { body: 'x'.repeat(50 * 1024 * 1024), trip: trip['@id'] },
    });
    expect(res.status).toBe(413);
    expect((await listOf(`trip.id=${trip.id}`)).every((body) => !/^x+$/.test(String(body)))).toBe(true);
  });

  it('refuses an edit made on a stale version (If-Match, 412) and keeps the newer text', async () => {
    const mine = (await note({ body: 'v1', client: client['@id'] }, 'travel')).body;
    const stale = await callAs(t, 'PATCH', mine['@id'], { body: 'v2' }, token.travel);
    expect(stale.status).toBe(200);
    const res = await t.request('PATCH', mine['@id'] as string, {
      token: token.travel,
      body: { body: 'v3' },
      headers: { 'if-match': '"1"' },
    });
    expect(res.status).toBe(412);
    expect((await callAs(t, 'GET', mine['@id'], undefined, token.travel)).body.body).toBe('v2');
    await callAs(t, 'DELETE', mine['@id'], undefined, token.travel);
  });

  it('goes with its record', async () => {
    const other = await postCreated(t, '/api/vendors', { name: 'Ryokan 旅館' });
    await note({ body: 'Ask for the tatami room', vendor: other['@id'] });
    expect((await callAs(t, 'DELETE', other['@id'] as string)).status).toBe(204);
    expect(await listOf(`vendor.id=${other.id}`)).toEqual([]);
  });
});
