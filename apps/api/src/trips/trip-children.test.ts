import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreOf } from '../files/file-store.ts';
import { adminAppForFile, bodyOf } from '../test/admin-app.ts';
import { pdf } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { tripItemIri } from './trip-days.ts';
import { type Collection, type Item, makeClient, makeTripOf } from './trip-test-helpers.ts';

const t = adminAppForFile();
let client: Item;
let otherClient: Item;
let trip: Item;

beforeAll(async () => {
  client = await makeClient(t, t.admin, 'Lena', 'Okafor');
  otherClient = await makeClient(t, t.admin, 'Pablo', 'Serra');
  trip = await makeTripOf(t, t.admin, client, ['2027-09-01', '2027-09-08'], { currency: 'USD' });
});

const post = async (path: string, body: Record<string, unknown>) =>
  t.request('POST', path, { token: t.admin, body });
const list = async (path: string) => json<Collection>(await t.request('GET', path, { token: t.admin }));

describe('trip DMCs', () => {
  it('adds a vendor as DMC once, edits notes, lists by trip and removes it', async () => {
    const vendor = await json<Item>(await post('/api/vendors', { name: 'Kyoto Ground Services' }));
    const res = await post('/api/trip_d_m_cs', {
      trip: trip['@id'],
      vendor: vendor['@id'],
      notes: 'Main DMC',
    });
    const dmc = await bodyOf<Item>(res, 201);
    expect(dmc).toMatchObject({ '@type': 'TripDMC', trip: trip['@id'], notes: 'Main DMC' });
    const twice = await post('/api/trip_d_m_cs', { trip: trip['@id'], vendor: vendor['@id'] });
    expect(twice.status).toBe(409);
    expect((await json<{ duplicate: string }>(twice)).duplicate).toBe(dmc['@id']);
    expect((await post('/api/trip_d_m_cs', { trip: trip['@id'] })).status).toBe(422);
    const patched = await t.request('PATCH', dmc['@id'], { token: t.admin, body: { notes: 'Backup' } });
    expect(await json<Item>(patched)).toMatchObject({ notes: 'Backup' });
    expect((await list(`/api/trip_d_m_cs?trip.id=${trip.id}`))['hydra:totalItems']).toBe(1);
    const detail = await json<Item>(await t.request('GET', trip['@id'], { token: t.admin }));
    expect((detail.DMCs as Item[]).map((d) => d['@id'])).toEqual([dmc['@id']]);
    expect((await t.request('DELETE', dmc['@id'], { token: t.admin })).status).toBe(204);
    expect((await list(`/api/trip_d_m_cs?trip.id=${trip.id}`))['hydra:totalItems']).toBe(0);
  });
});

describe('trip guests', () => {
  it("takes only the trip's client's guests", async () => {
    const mine = await json<Item>(
      await post('/api/client_guests', { client: client['@id'], name: 'Ada Okafor' }),
    );
    const theirs = await json<Item>(
      await post('/api/client_guests', { client: otherClient['@id'], name: 'Rosa Serra' }),
    );
    const res = await post('/api/trip_guests', { trip: trip['@id'], clientGuest: mine['@id'] });
    const guest = await bodyOf<Item>(res, 201);
    const foreign = await post('/api/trip_guests', { trip: trip['@id'], clientGuest: theirs['@id'] });
    expect(foreign.status).toBe(422);
    expect(
      (await json<{ violations: { propertyPath: string }[] }>(foreign)).violations[0]!.propertyPath,
    ).toBe('clientGuest');
    const moved = await t.request('PATCH', guest['@id'], {
      token: t.admin,
      body: { clientGuest: theirs['@id'] },
    });
    expect(moved.status).toBe(422);
    expect(
      (await t.request('PATCH', guest['@id'], { token: t.admin, body: { notes: 'Vegetarian' } })).status,
    ).toBe(200);
    const detail = await json<Item>(await t.request('GET', trip['@id'], { token: t.admin }));
    expect((detail.guests as Item[])[0]).toMatchObject({ '@id': guest['@id'], notes: 'Vegetarian' });
    expect((await t.request('DELETE', guest['@id'], { token: t.admin })).status).toBe(204);
  });
});

describe('trip events', () => {
  it('creates, lists by trip, refuses an end before the start, edits and deletes', async () => {
    const res = await post('/api/trip_events', {
      trip: trip['@id'],
      type: 'meeting',
      title: 'Briefing',
      startDate: '2027-09-02T10:00',
      endDate: '2027-09-02T11:30',
    });
    const event = await bodyOf<Item>(res, 201);
    expect(event).toMatchObject({
      type: 'meeting',
      startDate: '2027-09-02 10:00:00',
      endDate: '2027-09-02 11:30:00',
    });
    const bad = await post('/api/trip_events', {
      trip: trip['@id'],
      title: 'Late',
      startDate: '2027-09-03T10:00',
      endDate: '2027-09-03T09:00',
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await post('/api/trip_events', {
          trip: trip['@id'],
          title: 'X',
          startDate: '2027-09-03',
          type: 'party',
        })
      ).status,
    ).toBe(422);
    const earlier = await t.request('PATCH', event['@id'], {
      token: t.admin,
      body: { endDate: '2027-09-02T09:00' },
    });
    expect(earlier.status).toBe(422);
    expect((await list(`/api/trip_events?trip.id=${trip.id}`))['hydra:member'].map((e) => e.title)).toEqual([
      'Briefing',
    ]);
    expect((await t.request('DELETE', event['@id'], { token: t.admin })).status).toBe(204);
  });
});

describe('payments', () => {
  it("defaults the client and currency to the trip's, checks the amount, filters by trip and client", async () => {
    const res = await post('/api/payments', {
      trip: trip['@id'],
      amount: '1250.50',
      dueDate: '2027-06-01',
      method: 'transfer',
    });
    const payment = await bodyOf<Item>(res, 201);
    expect(payment).toMatchObject({
      amount: '1250.50',
      currency: 'USD',
      client: client['@id'],
      status: 'pending',
    });
    for (const amount of ['0', '-3', 'abc', '1.234'])
      expect([amount, (await post('/api/payments', { trip: trip['@id'], amount })).status]).toEqual([
        amount,
        422,
      ]);
    expect((await post('/api/payments', { trip: trip['@id'], amount: 5, status: 'lost' })).status).toBe(422);
    const paid = await t.request('PATCH', payment['@id'], {
      token: t.admin,
      body: { status: 'paid', paidDate: '2027-05-30' },
    });
    expect(await json<Item>(paid)).toMatchObject({ status: 'paid', paidDate: '2027-05-30' });
    expect((await list(`/api/payments?trip.id=${trip.id}`))['hydra:totalItems']).toBe(1);
    expect((await list(`/api/payments?client.id=${client.id}`))['hydra:totalItems']).toBe(1);
    expect((await list(`/api/payments?client.id=${otherClient.id}`))['hydra:totalItems']).toBe(0);

    // A trip with payments is not deleted: money records are kept.
    const refused = await t.request('DELETE', trip['@id'], { token: t.admin });
    expect(refused.status).toBe(409);
    expect((await json<{ 'hydra:description': string }>(refused))['hydra:description']).toContain('payment');
    const other = await makeTripOf(t, t.admin, client, ['2027-09-01', '2027-09-02']);
    const second = await json<Item>(await post('/api/payments', { trip: other['@id'], amount: 10 }));
    expect((await t.request('DELETE', second['@id'], { token: t.admin })).status).toBe(204);
    expect((await t.request('DELETE', other['@id'], { token: t.admin })).status).toBe(204);
  });
});

describe('trip attachments', () => {
  it('uploads to a trip, embeds on the trip, renames and deletes', async () => {
    const f = new FormData();
    f.append('file', new Blob([pdf]), 'Vouchers.pdf');
    f.append('trip', trip['@id']);
    const res = await t.request('POST', '/api/trip_attachments', { token: t.admin, body: f });
    const att = await bodyOf<Item>(res, 201);
    expect(att).toMatchObject({ '@type': 'TripAttachment', name: 'Vouchers', trip: trip['@id'] });
    const detail = await json<Item>(await t.request('GET', trip['@id'], { token: t.admin }));
    expect((detail.attachments as Item[]).map((a) => a['@id'])).toEqual([att['@id']]);
    const listed = await list('/api/trips');
    expect(listed['hydra:member'][0]).not.toHaveProperty('attachments');
    expect(
      (await t.request('PATCH', att['@id'], { token: t.admin, body: { name: 'All vouchers.pdf' } })).status,
    ).toBe(200);
    expect((await t.request('DELETE', att['@id'], { token: t.admin })).status).toBe(204);
  });

  it("removes a deleted trip's stored files once the delete is committed", async () => {
    const doomed = await makeTripOf(t, t.admin, client, ['2027-09-01', '2027-09-02']);
    const f = new FormData();
    f.append('file', new Blob([pdf]), 'Plan.pdf');
    f.append('trip', doomed['@id']);
    const att = await json<Item>(
      await t.request('POST', '/api/trip_attachments', { token: t.admin, body: f }),
    );
    const store = fileStoreOf(t.config);
    const path = String(att.filePath);
    expect(await store.open(path)).toBeDefined();
    expect((await t.request('DELETE', doomed['@id'], { token: t.admin })).status).toBe(204);
    expect((await t.request('GET', att['@id'], { token: t.admin })).status).toBe(404);
    // The files go with files.delete jobs of the deleting transaction (the worker's, here drained).
    await t.drainJobs();
    expect(await store.open(path)).toBeUndefined();
  });

  it('uploads to a trip item (a voucher), lists it by item and deletes it', async () => {
    const activity = await json<Item>(
      await t.request('POST', '/api/trip_activities', {
        token: t.admin,
        body: { trip: trip['@id'], title: 'Sunset sail', startDate: trip.startDate, endDate: trip.startDate },
      }),
    );
    const f = new FormData();
    f.append('file', new Blob([pdf]), 'Voucher.pdf');
    f.append('tripItem', tripItemIri(activity.id));
    const res = await t.request('POST', '/api/trip_item_attachments', { token: t.admin, body: f });
    const att = await bodyOf<Item>(res, 201);
    expect(att).toMatchObject({
      '@type': 'TripItemAttachment',
      name: 'Voucher',
      tripItem: tripItemIri(activity.id),
    });
    expect((await t.request('DELETE', att['@id'], { token: t.admin })).status).toBe(204);
  });
});
