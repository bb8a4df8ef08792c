import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAppForFile, callAs, callOk } from '../test/admin-app.ts';
import { addStay, optionsAB } from './proposal-testing.ts';
import { makeTripOf } from './trip-testing.ts';

// Issue 22 point 2: an option holds items of any type, is priced as the whole trip with it (and
// per person), and accepting it books its items with every price and drops the other options'.

const t = adminAppForFile();

type Item = Record<string, any> & { '@id': string; id: number };

const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: string, path: string, body?: unknown) => callAs(t, method, path, body);
const ok = (method: string, path: string, body?: unknown) => callOk(t, method, path, body);
const insertId = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(q))[0]!.id);

let vendorId: number;
const record = async (table: 'accommodations' | 'activities' | 'spas', name: string) => {
  if (table === 'activities') {
    const provider = await insertId(
      sql`insert into activity_providers (vendor_id, name) values (${vendorId}, ${`${name} provider`}) returning id`,
    );
    return insertId(
      sql`insert into activities (provider_id, name) values (${provider}, ${name}) returning id`,
    );
  }
  return insertId(
    sql`insert into ${sql.identifier(table)} (vendor_id, name) values (${vendorId}, ${name}) returning id`,
  );
};

// A trip of three travellers (the lead client and two guests) from 10 to 16 April 2027 in EUR:
// a transfer sold 400, and hotel A for three nights planned in the trip as well (2400, priced).
// Option A: hotel A (2400) and a tea ceremony (300); option B: hotel B (3100, all seven prices)
// and a flight (900).
// Option B's hotel prices: sent with its stay, found again on the trip item that accepting B books.
const stayBPrices = {
  vendorNetPrice: '2500.00',
  vendorTotalPrice: '2600.00',
  clientNetPrice: '3000.00',
  clientTotalPrice: '3100.50',
  vendorPrice: '2550.00',
  clientPrice: '3050.00',
  markupPrice: '500.50',
};

const scenario = async (title: string) => {
  const client = await ok('POST', '/api/clients', { firstName: 'Ines', lastName: `Marlow ${title}` });
  const trip = await makeTripOf(t, client, ['2027-04-10', '2027-04-16'], { currency: 'EUR' });
  for (const name of ['Sophie Marlow', 'James Marlow']) {
    const guest = await insertId(
      sql`insert into client_guests (client_id, name) values (${client.id}, ${name}) returning id`,
    );
    await ok('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: `/api/client_guests/${guest}` });
  }
  const hotelA = `/api/accommodations/${await record('accommodations', `Aman ${title}`)}`;
  const hotelB = `/api/accommodations/${await record('accommodations', `Hoshinoya ${title}`)}`;
  const tea = `/api/activities/${await record('activities', `Tea ceremony ${title}`)}`;
  await ok('POST', '/api/trip_transfers', {
    trip: trip['@id'],
    title: 'Airport pick-up',
    startDate: '2027-04-10T10:00',
    endDate: '2027-04-10T11:00',
    currency: 'EUR',
    clientTotalPrice: '400',
    vendorTotalPrice: '300',
  });
  const plannedA = await ok('POST', '/api/trip_accommodations', {
    trip: trip['@id'],
    accommodation: hotelA,
    startDate: '2027-04-10T15:00',
    endDate: '2027-04-13T11:00',
    status: 'priced',
    currency: 'EUR',
    clientTotalPrice: '2400',
    vendorTotalPrice: '2000',
  });
  const proposal = await ok('POST', '/api/trip_proposals', { trip: trip['@id'], title });
  const { optionA, optionB } = await optionsAB(t, proposal);
  await addStay(t, optionA, hotelA, ['2027-04-10', '2027-04-13'], {
    clientTotalPrice: '2400',
    vendorTotalPrice: '2000',
  });
  await ok('POST', '/api/trip_proposal_option_items', {
    option: optionA['@id'],
    type: 'activity',
    activity: tea,
    startDate: '2027-04-11',
    startTime: '14:00',
    endTime: '16:00',
    clientTotalPrice: '300',
    vendorTotalPrice: '200',
  });
  const stayB = await addStay(t, optionB, hotelB, ['2027-04-10', '2027-04-13'], stayBPrices);
  const flightB = await ok('POST', '/api/trip_proposal_option_items', {
    option: optionB['@id'],
    type: 'flight',
    title: 'Tokyo to Osaka',
    flightNumber: 'JL 123',
    flightClass: 'Business',
    startDate: '2027-04-13',
    startTime: '09:05',
    endTime: '10:20',
    clientTotalPrice: '900',
    vendorTotalPrice: '700',
  });
  return { trip, proposal, optionA, optionB, hotelA, hotelB, tea, plannedA, stayB, flightB };
};

beforeAll(async () => {
  vendorId = await insertId(sql`insert into vendors (name) values ('Kyoto partners') returning id`);
});

describe('option items of any type', () => {
  it('hold activities and flights as well as hotels, with their type, times, links and prices', async () => {
    const { optionA, flightB, tea } = await scenario('Types');
    const list = await ok('GET', `/api/trip_proposal_option_items?option.id=${optionA.id}`);
    const activity = list['hydra:member'].find((i: Item) => i.type === 'activity');
    expect(activity).toMatchObject({
      activity: tea,
      accommodation: null,
      startDate: '2027-04-11',
      endDate: '2027-04-11',
      startTime: '14:00',
      endTime: '16:00',
      clientTotalPrice: '300.00',
      currency: 'EUR',
      name: 'Tea ceremony Types',
    });
    expect(flightB).toMatchObject({ type: 'flight', flightNumber: 'JL 123', flightClass: 'Business' });
  });

  it("refuses another type's link, a hotel without a hotel, a bad time and an end before the start", async () => {
    const { optionA, hotelA } = await scenario('Refusals');
    // Each body and the fields its 422 names (none listed: the type itself is refused).
    const refused: [Record<string, unknown>, string[] | null][] = [
      [{ type: 'activity', accommodation: hotelA, startDate: '2027-04-11' }, ['accommodation']],
      [{ startDate: '2027-04-11', endDate: '2027-04-12' }, ['accommodation']],
      [{ type: 'spa', startDate: '2027-04-11', startTime: '25:00' }, ['startTime']],
      [{ type: 'transfer', startDate: '2027-04-12', endDate: '2027-04-11' }, ['endDate']],
      [{ type: 'cruise', startDate: '2027-04-12' }, null],
    ];
    for (const [body, paths] of refused) {
      const res = await call('POST', '/api/trip_proposal_option_items', { option: optionA['@id'], ...body });
      expect([body, res.status]).toEqual([body, 422]);
      if (paths) expect(res.body.violations.map((v: Item) => v.propertyPath)).toEqual(paths);
    }
  });
});

describe('option prices', () => {
  it('price each option as the whole trip with it, and per person, on the proposal and option reads', async () => {
    const { proposal, optionA, optionB } = await scenario('Prices');
    // A: transfer 400 + hotel A 2400 (the trip's copy is in the option, counted once) + tea 300.
    // B: transfer 400 + hotel B 3100.50 (rounded per item, as the trip's totals) + flight 900.
    const read = await ok('GET', proposal['@id']);
    expect(read.optionPrices).toEqual([
      {
        option: optionA['@id'],
        label: 'Option A',
        tripTotal: '3100',
        perPerson: '1033',
        travellers: 3,
        tripCurrency: 'EUR',
      },
      {
        option: optionB['@id'],
        label: 'Option B',
        tripTotal: '4401',
        perPerson: '1467',
        travellers: 3,
        tripCurrency: 'EUR',
      },
    ]);
    expect(read.options.map((o: Item) => [o.label, o.tripTotal, o.perPerson])).toEqual([
      ['Option A', '3100', '1033'],
      ['Option B', '4401', '1467'],
    ]);
    const option = await ok('GET', optionB['@id']);
    expect(option).toMatchObject({
      tripTotal: '4401',
      perPerson: '1467',
      travellers: 3,
      tripCurrency: 'EUR',
    });
    expect(option.totals).toEqual({ currency: 'EUR', clientPrice: '4000.50', vendorPrice: '3300.00' });
    const list = await ok('GET', `/api/trip_proposal_options?proposal.id=${proposal.id}`);
    expect(list['hydra:member'].map((o: Item) => o.tripTotal)).toEqual(['3100', '4401']);
  });

  it('convert an option item in another currency at the rates, as the trip totals do', async () => {
    const { proposal, optionA } = await scenario('Currencies');
    await t.db.execute(sql`delete from currencies where upper(iso) in ('EUR', 'USD')`);
    await t.db.execute(
      sql`insert into currencies (iso, name, rate) values ('EUR', 'Euro', 0.5), ('USD', 'US dollar', 1)`,
    );
    await ok('POST', '/api/trip_proposal_option_items', {
      option: optionA['@id'],
      type: 'spa',
      startDate: '2027-04-12',
      currency: 'USD',
      clientTotalPrice: '200',
    });
    const read = await ok('GET', proposal['@id']);
    // 200 USD at 1 per dollar is 100 EUR at 0.5 per dollar.
    expect(read.optionPrices[0].tripTotal).toBe('3200');
  });
});

describe('accepting option B', () => {
  it("books B's items with every price, drops A's copy in the trip, and the trip totals and checks are B's", async () => {
    const { trip, proposal, optionB, hotelB, plannedA, stayB, flightB } = await scenario('Accept');
    const before = await ok('GET', trip['@id']);
    expect(before.totals.clientTotal).toBe('2800');
    const checksBefore = await ok('GET', `/api/trips/${trip.id}/checks`);

    const res = await call('POST', `${proposal['@id']}/accept`, { option: optionB['@id'] });
    expect(res.status).toBe(200);
    expect(res.body.createdItems).toHaveLength(2);
    expect(res.body.droppedItems).toEqual([`/api/trip_items/${plannedA.id}`]);

    const hotel = await ok('GET', res.body.createdItems[0]);
    expect(hotel).toMatchObject({
      '@type': 'TripAccommodation',
      accommodation: hotelB,
      status: 'approved',
      startDate: '2027-04-10 15:00:00',
      endDate: '2027-04-13 11:00:00',
      currency: 'EUR',
      ...stayBPrices,
    });
    const flight = await ok('GET', res.body.createdItems[1]);
    expect(flight).toMatchObject({
      '@type': 'TripFlight',
      title: 'Tokyo to Osaka',
      flightNumber: 'JL 123',
      flightClass: 'Business',
      startDate: '2027-04-13 09:05:00',
      endDate: '2027-04-13 10:20:00',
      status: 'approved',
      clientTotalPrice: '900.00',
      vendorTotalPrice: '700.00',
    });
    expect((await ok('GET', `/api/trip_items/${plannedA.id}`)).status).toBe('not_needed');
    expect((await ok('GET', stayB['@id'])).tripItem).toBe(res.body.createdItems[0]);
    expect((await ok('GET', flightB['@id'])).tripItem).toBe(res.body.createdItems[1]);

    // The trip total includes B and not A: 400 + 3101 + 900, the price B was proposed at.
    const after = await ok('GET', trip['@id']);
    expect(after.totals.clientTotal).toBe('4401');
    expect(after.totals.vendorTotal).toBe('3600');
    expect((await ok('GET', proposal['@id'])).optionPrices[1].tripTotal).toBe('4401');

    // The checks are those of the trip with B: no second hotel for the nights of A.
    const checks = await ok('GET', `/api/trips/${trip.id}/checks`);
    const twoHotels = (list: Item) =>
      (list.checks as Item[]).filter((c) => c.kind === 'night_with_two_accommodations');
    // Before, hotel A planned in the trip was the only hotel: no double night either.
    expect(twoHotels(checksBefore)).toEqual([]);
    expect(twoHotels(checks)).toEqual([]);
    expect(JSON.stringify(checks)).not.toContain(`/api/trip_items/${plannedA.id}"`);

    // The history names the items booked and the one dropped.
    const history = await ok('GET', `/api/trips/${trip.id}/history`);
    const titles = history['hydra:member'].map((e: Item) => e.title);
    expect(titles.filter((x: string) => x.startsWith('Flight')).length).toBeGreaterThan(0);
  });

  it('leaves an item of the rejected option alone once it is booked, and drops nothing of B', async () => {
    const { trip, proposal, optionA, plannedA } = await scenario('Booked');
    await t.db.execute(sql`update trip_items set status = 'booked' where id = ${plannedA.id}`);
    const res = await ok('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] });
    expect(res.droppedItems).toEqual([]);
    expect((await ok('GET', `/api/trip_items/${plannedA.id}`)).status).toBe('booked');
    expect((await ok('GET', trip['@id'])).totals.clientTotal).toBe(String(400 + 2400 + 2400 + 300));
  });

  it('writes nothing when the last item fails: no item booked, none dropped, the proposal a draft', async () => {
    const { trip, proposal, optionB, plannedA } = await scenario('Atomic');
    const count = async () =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from trip_items where trip_id = ${trip.id}`)
      )[0]!.n;
    const before = await count();
    await t.db.execute(
      sql.raw(`create or replace function fail_flight() returns trigger language plpgsql as $$
        begin if new.type = 'flight' then raise exception 'forced failure'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger fail_flight before insert on trip_items for each row execute function fail_flight()',
      ),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call('POST', `${proposal['@id']}/accept`, { option: optionB['@id'] });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      errors.mockRestore();
      await t.db.execute(sql.raw('drop trigger fail_flight on trip_items'));
    }
    expect(await count()).toBe(before);
    expect((await ok('GET', `/api/trip_items/${plannedA.id}`)).status).toBe('priced');
    expect((await ok('GET', proposal['@id'])).status).toBe('draft');
    expect(
      (await rows(sql`select 1 from trip_proposal_option_items where trip_item_id is not null`)).length,
    ).toBe(
      (
        await rows(sql`select 1 from trip_proposal_option_items x join trip_proposal_options o on o.id = x.option_id
        join trip_proposals p on p.id = o.proposal_id where p.status = 'accepted' and x.trip_item_id is not null`)
      ).length,
    );
  });
});
