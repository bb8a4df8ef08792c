import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type Item, makeClient, makeTrip } from './trip-test-helpers.ts';

let t: TestApp;
let trip: Item;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin@demo.travel');
  const client = await makeClient(t, admin, 'Iris', 'Marlow');
  trip = await makeTrip(t, admin, { client: client['@id'], startDate: '2027-11-01', endDate: '2027-11-02' });
});
afterAll(() => t.close());

// product.md §6: the travel team writes trips, the accountant reads them, the vendor role and the
// content roles have no access.
const readers = ['admin@demo.travel', 'manager@demo.travel', 'travel@demo.travel', 'accountant@demo.travel'];
const writers = ['admin@demo.travel', 'manager@demo.travel', 'travel@demo.travel'];
const others = ['vendor@demo.travel', 'content@demo.travel', 'marketing@demo.travel', 'journal@demo.travel'];

describe('trip roles', () => {
  it('lets the travel team write, the accountant read, and nobody else in', async () => {
    const reads = () => [
      '/api/trips',
      trip['@id'],
      `/api/trip_days?trip.id=${trip.id}`,
      `/api/trip_days/content?trip.id=${trip.id}`,
      `/api/trip/possible-transitions/${trip.id}`,
      `/api/trips/${trip.id}/history`,
      `/api/payments?trip.id=${trip.id}`,
      `/api/trip_events?trip.id=${trip.id}`,
      `/api/trip_d_m_cs?trip.id=${trip.id}`,
      '/api/trip_guests',
      '/api/trip_attachments',
    ];
    for (const email of [...readers, ...others]) {
      const token = await t.login(email);
      for (const path of reads()) {
        const res = await t.request('GET', path, { token });
        expect([email, path, res.status]).toEqual([email, path, readers.includes(email) ? 200 : 403]);
      }
    }
    for (const email of [...readers, ...others]) {
      const token = await t.login(email);
      const event = await t.request('POST', '/api/trip_events', {
        token,
        body: { trip: trip['@id'], title: `By ${email}`, startDate: '2027-11-01T10:00' },
      });
      expect([email, event.status]).toEqual([email, writers.includes(email) ? 201 : 403]);
      const move = await t.request('PATCH', `/api/trips/${trip.id}/status-change`, {
        token,
        body: { status: 'draft' },
      });
      expect([email, move.status]).toEqual([email, writers.includes(email) ? 200 : 403]);
    }
    expect((await t.request('GET', '/api/trips')).status).toBe(401);
  });
});
