import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { makeClient, makeTrip } from './trip-test-helpers.ts';

// issue 23.8: a trip, the guests on it and its payments belong to one client; a client does not
// refer themselves. A change that would contradict that is a 422 on the field that says why.

let t: TestApp;
let admin: string;
let ines: string;
let olaf: string;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Problem = { violations: { propertyPath: string; message: string }[] };

const call = async (method: string, path: string, body?: Record<string, unknown>) => {
  const res = await t.request(method, path, { token: admin, body });
  return {
    status: res.status,
    body: res.status === 204 ? ({} as Item & Problem) : await json<Item & Problem>(res),
  };
};
const ok = async (method: string, path: string, body?: Record<string, unknown>) => {
  const res = await call(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const refused = (res: { status: number; body: Item & Problem }, field: string, words: RegExp) => {
  expect(res.status).toBe(422);
  expect(res.body.violations).toEqual([{ propertyPath: field, message: expect.stringMatching(words) }]);
};
const tripFor = (client: string) =>
  makeTrip(t, admin, { client, startDate: '2027-03-02', endDate: '2027-03-08', currency: 'EUR' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  ines = (await makeClient(t, admin, 'Ines', 'Marlow'))['@id'];
  olaf = (await makeClient(t, admin, 'Olaf', 'Berg'))['@id'];
});
afterAll(() => t.close());

describe('a guest travelling on a trip stays with its client', () => {
  it('refuses moving the guest to another client while on the trip, allows it once off the trip', async () => {
    const guest = await ok('POST', '/api/client_guests', { client: ines, name: 'Mia Marlow' });
    const trip = await tripFor(ines);
    const onTrip = await ok('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: guest['@id'] });
    refused(
      await call('PATCH', guest['@id'], { client: olaf }),
      'client',
      new RegExp(`travels on trip ${trip.reference}`),
    );
    expect((await ok('GET', guest['@id'])).client).toBe(ines);
    // The same client, or another field, still saves.
    expect((await call('PATCH', guest['@id'], { client: ines, name: 'Mia M.' })).status).toBe(200);
    await ok('DELETE', onTrip['@id']);
    expect((await ok('PATCH', guest['@id'], { client: olaf })).client).toBe(olaf);
  });
});

describe("a trip's client", () => {
  it("refuses another client while the first client's guests travel on it", async () => {
    const guest = await ok('POST', '/api/client_guests', { client: ines, name: 'Leo Marlow' });
    const trip = await tripFor(ines);
    const onTrip = await ok('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: guest['@id'] });
    for (const path of [trip['@id'], `/next/trips/${trip.id}`]) {
      refused(await call('PATCH', path, { client: olaf }), 'client', /Leo Marlow.*take them off the trip/);
    }
    expect(((await ok('GET', trip['@id'])).client as Item)['@id']).toBe(ines);
    await ok('DELETE', onTrip['@id']);
    expect((await call('PATCH', trip['@id'], { client: olaf })).status).toBe(200);
  });

  it('refuses another client once the trip has payments of its client', async () => {
    const trip = await tripFor(ines);
    await ok('POST', '/api/payments', { trip: trip['@id'], amount: '500' });
    refused(await call('PATCH', trip['@id'], { client: olaf }), 'client', /payment/);
  });
});

describe("a payment's client is its trip's", () => {
  it('refuses another client on create and on update, takes the trip client or none', async () => {
    const trip = await tripFor(ines);
    refused(
      await call('POST', '/api/payments', { trip: trip['@id'], amount: '100', client: olaf }),
      'client',
      /client of its trip/,
    );
    const payment = await ok('POST', '/api/payments', { trip: trip['@id'], amount: '100', client: ines });
    const defaulted = await ok('POST', '/api/payments', { trip: trip['@id'], amount: '100' });
    expect(defaulted.client).toBe(ines);
    refused(await call('PATCH', payment['@id'], { client: olaf }), 'client', /client of its trip/);
    refused(await call('PATCH', payment['@id'], { client: null }), 'client', /client of its trip/);
    expect((await call('PATCH', payment['@id'], { client: ines, amount: '120' })).status).toBe(200);
    expect((await ok('GET', payment['@id'])).client).toBe(ines);
  });
});

describe('a referral', () => {
  it('refuses a client referring themselves, on create and on update', async () => {
    refused(
      await call('POST', '/api/referrals', { client: ines, referredClient: ines }),
      'referredClient',
      /refer themselves/,
    );
    const referral = await ok('POST', '/api/referrals', { client: ines, referredClient: olaf });
    refused(
      await call('PATCH', referral['@id'], { referredClient: ines }),
      'referredClient',
      /refer themselves/,
    );
    refused(await call('PATCH', referral['@id'], { client: olaf }), 'referredClient', /refer themselves/);
    expect((await ok('GET', referral['@id'])).referredClient).toBe(olaf);
  });
});
