import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';

// Issue 23.10: a transaction is one connection; two of its queries sent at once (relation loads,
// a read's parts under Promise.all) make pg warn "Calling client.query() when the client is already
// executing a query" (pg@9 refuses). A representative set of writes and reads on PostgreSQL
// (TEST_DATABASE_URL; PGlite has no such warning) must send a transaction's queries one at a time.
const overlapWarnings: string[] = [];
const onWarning = (warning: Error) => {
  if (/already executing a query/.test(warning.message)) overlapWarnings.push(warning.message);
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  process.on('warning', onWarning);
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

const send = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: admin, body });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown> & { '@id': string; id: number };
};

// The warning is emitted on the next tick after the query is queued: let it arrive.
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('queries of one transaction', () => {
  it('run one after the other in writes and reads of vendors, clients, trips and their items', async () => {
    const vendor = await send('POST', '/api/vendors', { name: 'Overlap Hotels' });
    await send('PATCH', vendor['@id'], { name: 'Overlap Hotels & Spas' });
    const client = await makeClient(t, admin, 'Ada', 'Overlap');
    await send('PATCH', client['@id'], { lastName: 'Overlapped' });
    const trip = await makeTripOf(t, admin, client, ['2027-06-01', '2027-06-07'], { currency: 'EUR' });
    const {
      rows: [hotel],
    } = await t.db.execute<{ id: number }>(
      sql`insert into accommodations (vendor_id, name) values (${vendor.id}, 'Overlap Lodge') returning id`,
    );
    const stay = await send('POST', '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: `/api/accommodations/${hotel!.id}`,
      startDate: '2027-06-01T15:00',
      endDate: '2027-06-03T11:00',
    });
    const transfer = await send('POST', '/api/trip_transfers', {
      trip: trip['@id'],
      title: 'Airport',
      startDate: '2027-06-01 10:00',
      endDate: '2027-06-01 11:00',
    });
    const other = await send('POST', '/api/trip_transfers', {
      trip: trip['@id'],
      title: 'Airport, by boat',
      alternativeOf: transfer['@id'],
    });
    await send('PATCH', `/api/trip_items/${transfer.id}`, {
      start: '2027-06-02',
      end: '2027-06-02',
      strTime: '9:30 AM',
    });
    await send('POST', `/next/trips/update-item-order/${trip.id}`, { items: [transfer.id, stay.id] });
    await send('GET', `/api/switch-transfer-alternative/${other.id}`);
    await send('PATCH', trip['@id'], {
      title: 'Overlap week',
      startDate: '2027-06-02',
      endDate: '2027-06-08',
    });
    await send('GET', `/next/trips/${trip.id}`);
    await send('GET', `/api/trips?client.id=${client.id}`);
    await send('GET', '/api/vendors');
    const template = await send('POST', '/api/trips/create-template', { id: trip['@id'] });
    await send('POST', '/api/trips/import-template', {
      trip: trip['@id'],
      tripTemplate: template['@id'],
      startDay: 2,
      extend: true,
    });
    await send('DELETE', `/api/trip_items/${stay.id}`);
    const spare = await send('POST', '/api/vendors', { name: 'Overlap Spare' });
    await send('DELETE', spare['@id']);
    await settle();
    expect(overlapWarnings).toEqual([]);
  });
});
