import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { type Item, makeClient, makeTrip } from './trip-test-helpers.ts';

// Issue 22, point 1: sell prices that follow the trip's markup, catalogue costs, price checks.
const t = adminAppForFile();
let clientIri: string;
let spaIri: string;
let activityIri: string;
let hotelIri: string;
let roomIri: string;

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
const send = async (method: string, path: string, body: Record<string, unknown>, status: number) => {
  const res = await t.request(method, path, { token: t.admin, body });
  const out = await json<Item>(res);
  expect(res.status, JSON.stringify(out)).toBe(status);
  return out;
};
const trip = (markup: string) =>
  makeTrip(t, t.admin, { client: clientIri, startDate: '2027-05-01', endDate: '2027-05-10', markup });
const read = async (iri: string) => json<Item>(await t.request('GET', iri, { token: t.admin }));
const checksOf = async (tripId: number) => {
  const res = await t.request('GET', `/api/trips/${tripId}/checks`, { token: t.admin });
  return (await json<{ checks: { kind: string; message: string; items: string[] }[] }>(res)).checks;
};

beforeAll(async () => {
  clientIri = (await makeClient(t, t.admin, 'Ada', 'Price'))['@id'];
  const vendor = await one<{ id: number }>(
    sql`insert into vendors (name) values ('Price vendor') returning id`,
  );
  const spa = await one<{ id: number }>(
    sql`insert into spas (vendor_id, name) values (${vendor.id}, 'Aquapetra') returning id`,
  );
  const provider = await one<{ id: number }>(
    sql`insert into activity_providers (vendor_id, name) values (${vendor.id}, 'Guides') returning id`,
  );
  const activity = await one<{ id: number }>(
    sql`insert into activities (provider_id, name, price) values (${provider.id}, 'Boat to Capri', 150) returning id`,
  );
  const hotel = await one<{ id: number }>(
    sql`insert into accommodations (vendor_id, name) values (${vendor.id}, 'Le Sirenuse') returning id`,
  );
  const room = await one<{ id: number }>(
    sql`insert into accommodation_rooms (accommodation_id, name, rack_rate) values (${hotel.id}, 'Sea view', 400) returning id`,
  );
  spaIri = `/api/spas/${spa.id}`;
  activityIri = `/api/activities/${activity.id}`;
  hotelIri = `/api/accommodations/${hotel.id}`;
  roomIri = `/api/accommodation_rooms/${room.id}`;
});

describe('sell prices from the markup', () => {
  it('sells an item entered with a cost only at its cost plus the trip markup', async () => {
    const tr = await trip('18');
    const spa = await send(
      'POST',
      '/api/trip_spas',
      {
        trip: tr['@id'],
        spa: spaIri,
        title: 'Spa afternoon',
        startDate: '2027-05-03T15:00',
        endDate: '2027-05-03T17:00',
        vendorTotalPrice: '200',
        vendorNetPrice: '150',
      },
      201,
    );
    expect(spa.vendorTotalPrice).toBe('200.00');
    expect(spa.clientTotalPrice).toBe('236.00');
    expect(spa.clientNetPrice).toBe('177.00');
    expect(spa.markupPrice).toBe('36.00');
    expect(spa.clientPriceOverridden).toBe(false);
    const totals = (await read(tr['@id'])).totals as Record<string, string>;
    expect(totals.clientTotal).toBe('236');
    expect(totals.margin).toBe('36');
  });

  it('keeps a sell price typed by hand when the markup changes; the others follow the new markup', async () => {
    const tr = await trip('18');
    const base = { trip: tr['@id'], startDate: '2027-05-04T10:00' };
    const follows = await send('POST', '/api/trip_spas', { ...base, vendorTotalPrice: '200' }, 201);
    const typed = await send(
      'POST',
      '/api/trip_spas',
      { ...base, startDate: '2027-05-05T10:00', vendorTotalPrice: '200', clientTotalPrice: '300' },
      201,
    );
    expect(typed.clientPriceOverridden).toBe(true);
    expect(typed.clientTotalPrice).toBe('300.00');
    expect(typed.markupPrice).toBe('100.00');
    // The form sends back the value it showed: the markup's value is not an override.
    const same = await send(
      'POST',
      '/api/trip_spas',
      { ...base, startDate: '2027-05-06T10:00', vendorTotalPrice: '100', clientTotalPrice: '118.00' },
      201,
    );
    expect(same.clientPriceOverridden).toBe(false);

    await send('PATCH', `/api/trips/${tr.id}`, { markup: '25' }, 200);
    expect((await read(follows['@id'])).clientTotalPrice).toBe('250.00');
    expect((await read(follows['@id'])).markupPrice).toBe('50.00');
    expect((await read(same['@id'])).clientTotalPrice).toBe('125.00');
    const kept = await read(typed['@id']);
    expect([kept.clientTotalPrice, kept.clientPriceOverridden]).toEqual(['300.00', true]);
    // The change is in the item's history.
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'TripSpa' and entity_id = ${follows.id}
        and action = 'update' and 'clientTotalPrice' = any(changed_fields)`,
    );
    expect(audit.n).toBe(1);

    // A new cost re-derives the sell price; dropping the override goes back to the markup.
    await send('PATCH', `/api/trip_items/${follows.id}`, { vendorTotalPrice: '400' }, 200);
    expect((await read(follows['@id'])).clientTotalPrice).toBe('500.00');
    await send('PATCH', `/api/trip_items/${typed.id}`, { clientPriceOverridden: false }, 200);
    expect((await read(typed['@id'])).clientTotalPrice).toBe('250.00');
  });

  it('prefills the cost from the catalogue: an activity price, a room rate × rooms × nights', async () => {
    const tr = await trip('10');
    // The itinerary's quick add sends the record and the dates only.
    const boat = await send(
      'POST',
      '/api/trip_activities',
      {
        trip: tr['@id'],
        activity: activityIri,
        startDate: '2027-05-02T10:00:00',
        endDate: '2027-05-02T13:00:00',
      },
      201,
    );
    expect([boat.vendorTotalPrice, boat.clientTotalPrice]).toEqual(['150.00', '165.00']);
    const stay = await send(
      'POST',
      '/api/trip_accommodations',
      {
        trip: tr['@id'],
        accommodation: hotelIri,
        room: roomIri,
        roomCount: 2,
        boardBasis: 'half_board',
        startDate: '2027-05-02T15:00',
        endDate: '2027-05-05T11:00',
      },
      201,
    );
    expect([stay.vendorTotalPrice, stay.clientTotalPrice]).toEqual(['2400.00', '2640.00']);
    expect([stay.roomCount, stay.boardBasis]).toEqual([2, 'half_board']);
    // A cost the planner gives (or clears) wins over the catalogue's.
    const given = await send(
      'POST',
      '/api/trip_activities',
      { trip: tr['@id'], activity: activityIri, vendorTotalPrice: null, startDate: '2027-05-03T10:00' },
      201,
    );
    expect([given.vendorTotalPrice, given.clientTotalPrice]).toEqual([null, null]);
    const bad = await send(
      'POST',
      '/api/trip_accommodations',
      { trip: tr['@id'], accommodation: hotelIri, boardBasis: 'breakfast', roomCount: 0 },
      422,
    );
    expect((bad.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual([
      'boardBasis',
      'roomCount',
    ]);
  });

  it('checks items with a cost and no sell price, and items sold below cost', async () => {
    const tr = await trip('18');
    const base = { trip: tr['@id'], startDate: '2027-05-04T10:00' };
    const noSell = await send(
      'POST',
      '/api/trip_spas',
      {
        ...base,
        title: 'Massage',
        vendorTotalPrice: '200',
        clientTotalPrice: null,
        clientPriceOverridden: true,
      },
      201,
    );
    expect(noSell.clientTotalPrice).toBeNull();
    const below = await send(
      'POST',
      '/api/trip_spas',
      {
        ...base,
        title: 'Hammam',
        startDate: '2027-05-05T10:00',
        vendorTotalPrice: '200',
        clientTotalPrice: '150',
      },
      201,
    );
    await send(
      'POST',
      '/api/trip_spas',
      { ...base, title: 'Fine', startDate: '2027-05-06T10:00', vendorTotalPrice: '90' },
      201,
    );
    const checks = (await checksOf(tr.id)).filter((c) =>
      ['cost_without_sell_price', 'sold_below_cost'].includes(c.kind),
    );
    expect(checks).toEqual([
      {
        kind: 'cost_without_sell_price',
        message: 'Massage costs EUR 200 and has no sell price.',
        items: [`/api/trip_items/${noSell.id}`],
      },
      {
        kind: 'sold_below_cost',
        message: 'Hammam is sold below its cost (EUR 150 for a cost of EUR 200).',
        items: [`/api/trip_items/${below.id}`],
      },
    ]);
  });
});
