import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultKeysOf } from '../clients/vault.ts';
import { tablesHolding } from '../clients/vault-test-helpers.ts';
import { vendorKindPaths } from '../test/catalogue-rows.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { loadUsdRates } from './currency-rates.ts';
import { seedDemoKinds } from './demo-catalogue.ts';
import { seedDemoClientVault } from './demo-client-vault.ts';
import { demoClients, seedDemoClients } from './demo-clients.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoPreferences, seedDemoProspects } from './demo-preferences.ts';
import { demoTaskCounts, seedDemoTasks } from './demo-tasks.ts';
import { demoTaxRates, seedDemoTaxRates } from './demo-tax-rates.ts';
import { seedDemoTripTemplates } from './demo-trip-templates.ts';
import { seedDemoTrips } from './demo-trips.ts';
import { type SeedResult, seedDemoData, seedDemoVendors } from './seed.ts';

let t: TestApp;
let admin: string;
let seeded: SeedResult | false;

// The harness creates the users, so this seeds the reference data into a database that has users
// but none (as on the first start after an upgrade); a new database seeds both in one transaction.
beforeAll(async () => {
  // The demo seed writes its data in bulk as fixtures, with no audit rows by design.
  t = await createTestApp({ auditCheck: false });
  admin = await t.login('admin@demo.travel');
  seeded = await seedDemoData(t.db);
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { '@id': string; id: number; name: string };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };
const list = async (path: string) => json<Collection>(await t.request('GET', path, { token: admin }));

describe('reference data seed', () => {
  it('loads real data from the npm data packages, once', async () => {
    expect(seeded).not.toBe(false);
    const { counts, ms } = seeded as SeedResult;
    console.log(`reference seed (${t.driver}): ${ms} ms`, JSON.stringify(counts));
    expect(counts.airports).toBeGreaterThan(5000);
    expect(counts.airlines).toBeGreaterThan(900);
    expect(counts.currencies).toBeGreaterThan(140);
    expect(counts.destinations).toBeGreaterThan(250);
    expect(counts.diets).toBeGreaterThanOrEqual(10);
    expect(await seedDemoData(t.db)).toBe(false);
  });

  it('finds airports by code, name or city, 10 per page', async () => {
    const cdg = await list('/api/airports?orSearch_search=cdg');
    expect(cdg['hydra:member'][0]).toMatchObject({ iata: 'CDG', city: 'Paris', timezone: 'Europe/Paris' });
    const paris = await list('/api/airports?orSearch_search=paris');
    expect(paris['hydra:member']).toHaveLength(Math.min(10, paris['hydra:totalItems']));
    expect(paris['hydra:member'].map((a) => a.iata)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    const words = await list('/api/airports?orSearch_search=kennedy%20new%20york');
    expect(words['hydra:member'].map((a) => a.iata)).toContain('JFK');
  });

  it('links airports to their country and city destinations', async () => {
    const [france] = (await list('/api/destinations?name=France&level=1'))['hydra:member'];
    const [paris] = (await list(`/api/destinations?parent.id=${france!.id}&name=Paris`))['hydra:member'];
    expect(paris).toMatchObject({ level: 2, parent: france!['@id'] });
    const inParis = await list(`/api/airports?destinations.id=${paris!.id}&pagination=false`);
    expect(inParis['hydra:member'].map((a) => a.iata)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    const cdg = inParis['hydra:member'].find((a) => a.iata === 'CDG')!;
    expect(cdg.destinations).toEqual(expect.arrayContaining([france!['@id'], paris!['@id']]));
    const inFrance = await list(`/api/airports?destinations.id=${france!['@id']}`);
    expect(inFrance['hydra:totalItems']).toBeGreaterThan(20);
  });

  it('has ISO 4217 currencies with symbols and dated USD rates', async () => {
    const byIso = async (iso: string) => (await list(`/api/currencies?iso=${iso}`))['hydra:member'][0];
    expect(await byIso('USD')).toMatchObject({ name: 'US Dollar', symbol: '$', rate: '1.00000000' });
    expect(await byIso('THB')).toMatchObject({ symbol: '฿' });
    expect(Number((await byIso('EUR'))!.rate)).toBeLessThan(1);
    expect(await byIso('XAU')).toBeUndefined();
  });

  it("seeds real rates for nearly every currency, dated by the data package's date", async () => {
    const all = await list('/api/currencies?pagination=false&itemsPerPage=500');
    const members = all['hydra:member'];
    expect(members.length).toBe(all['hydra:totalItems']);
    // Only the US dollar and the currencies pegged one to one to it (Panama, Bahamas, Bermuda...).
    const atOne = members.filter((c) => Number(c.rate) === 1).map((c) => c.iso);
    expect(atOne.length).toBeLessThanOrEqual(6);
    expect(atOne).toContain('USD');
    const { date, rates } = loadUsdRates();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byIso = new Map(members.map((c) => [c.iso, c]));
    for (const iso of ['EUR', 'JPY', 'XOF', 'MNT', 'BTN']) {
      expect(Number(byIso.get(iso)!.rate)).toBeCloseTo(Number(rates[iso]), 6);
      expect(byIso.get(iso)!.updatedAt).toBe(`${date}T00:00:00.000Z`);
    }
  });

  it('answers the whole destination tree with nested __children', async () => {
    const tree = await list('/api/destinations?tree=true&pagination=false');
    expect(tree['hydra:totalItems']).toBe(250);
    const japan = tree['hydra:member'].find((d) => d.name === 'Japan')!;
    const children = japan.__children as Item[];
    expect(children.map((c) => c.name)).toEqual(['Kyoto', 'Tokyo']);
    expect(children[0]!.__children).toEqual([]);
    // Issue 30.6: "Amalfi" finds a destination, on the coast Italy's tree holds with Positano.
    const italy = tree['hydra:member'].find((d) => d.name === 'Italy')!;
    expect((italy.__children as Item[]).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Amalfi', 'Positano', 'Ravello']),
    );
  });

  it('seeds the robots.txt setting and the airlines', async () => {
    const robots = (await list('/api/settings?code=robots.txt'))['hydra:member'][0];
    expect(robots?.value).toContain('User-agent');
    const airline = (await list('/api/airlines?iata=AF'))['hydra:member'].map((a) => a.name);
    expect(airline).toContain('Air France');
  });
});

describe('demo catalogue seed', () => {
  it('builds a believable catalogue: 60+ vendors across the kinds in 8+ destinations', async () => {
    await t.db.transaction(async (tx) => {
      await seedDemoVendors(tx);
      await seedDemoKinds(tx);
    });
    const total = async (path: string) => (await list(path))['hydra:totalItems'];
    expect(await total('/api/vendors')).toBeGreaterThanOrEqual(60);
    expect(await total('/api/vendors?exists[accommodations]=true')).toBeGreaterThanOrEqual(25);
    // Every kind but accommodations (counted above), and the kinds' own records.
    for (const path of [
      ...vendorKindPaths.slice(1),
      'accommodation_rooms',
      'spa_treatments',
      'restaurant_meals',
      'wines',
      'activities',
      'transfers',
      'conciergerie_services',
      'vendor_contacts',
      'vendor_contracts',
    ]) {
      expect(await total(`/api/${path}`), path).toBeGreaterThan(2);
    }
    const located = await list('/api/vendor_locations?itemsPerPage=100');
    const destinations = new Set(located['hydra:member'].map((l) => l.destination).filter(Boolean));
    expect(destinations.size).toBeGreaterThanOrEqual(8);
    expect(located['hydra:member'].every((l) => l.latitude && l.longitude)).toBe(true);
    // Villas and hotels both appear on the map, with contacts tied to their places.
    const map = await json<Record<string, unknown[]>>(
      await t.request('GET', '/api/vendors/map', { token: admin }),
    );
    expect(map.hotel!.length).toBeGreaterThan(10);
    expect(map.villa!.length).toBeGreaterThan(3);
    const [ritz] = (await list('/api/accommodations?name=Ritz%20Paris'))['hydra:member'];
    expect((ritz!.contacts as string[]).length).toBe(1);
  });
});

describe('demo tax rates seed', () => {
  it('seeds the UK/EU tax rates the invoice lines pick from, once', async () => {
    const rates = (await list('/api/tax_rates?itemsPerPage=50'))['hydra:member'];
    expect(rates.map((r) => r.code).sort()).toEqual(demoTaxRates.map((r) => r.code).sort());
    expect(rates.find((r) => r.code === 'S20')).toMatchObject({ percent: '20.000', active: true });
    expect(rates.find((r) => r.code === 'TOMS')).toMatchObject({ percent: '0.000' });
    // Again: nothing added, and a rate the accountant changed is kept as it is.
    await t.db.execute(sql`update tax_rates set name = 'Standard (edited)' where code = 'S20'`);
    expect(await t.db.transaction((tx) => seedDemoTaxRates(tx))).toBe(0);
    const again = (await list('/api/tax_rates?itemsPerPage=50'))['hydra:member'];
    expect(again).toHaveLength(demoTaxRates.length);
    expect(again.find((r) => r.code === 'S20')!.name).toBe('Standard (edited)');
  });
});

describe('demo clients seed', () => {
  it('adds clients with guests, memberships and referrals, once', async () => {
    expect(await t.db.transaction((tx) => seedDemoClients(tx))).toBe(demoClients.length);
    expect(await t.db.transaction((tx) => seedDemoClients(tx))).toBe(0);
    const total = async (path: string) => (await list(path))['hydra:totalItems'];
    expect(await total('/api/clients')).toBe(demoClients.length);
    // 40 clients of many nationalities, languages and currencies (issue 11's demo data).
    expect(demoClients.length).toBe(40);
    expect(new Set(demoClients.map((c) => c[6])).size).toBeGreaterThanOrEqual(25);
    expect(new Set(demoClients.map((c) => c[7])).size).toBeGreaterThanOrEqual(12);
    expect(new Set(demoClients.map((c) => c[8])).size).toBeGreaterThanOrEqual(15);
    expect(await total('/api/clients?status=vip')).toBeGreaterThanOrEqual(3);
    expect(await total('/api/client_guests')).toBeGreaterThanOrEqual(25);
    expect(await total('/api/memberships')).toBeGreaterThanOrEqual(20);
    expect(await total('/api/referrals')).toBeGreaterThanOrEqual(3);
    const [poppy] = (await list('/api/client_guests?name=Poppy'))['hydra:member'];
    const [vegetarian] = (await list('/api/diets?name=Vegetarian'))['hydra:member'];
    expect(poppy!.diets).toEqual([vegetarian!['@id']]);
    expect((poppy!.foodAllergies as string[]).length).toBe(1);
  });

  it("brings the demo invoices' outstanding amounts into the journal: the trial balance agrees with the aged receivables", async () => {
    expect(await t.db.transaction((tx) => seedDemoInvoices(tx))).toBeGreaterThan(0);
    const get = async (path: string) =>
      json<Record<string, unknown>>(await t.request('GET', path, { token: admin }));
    const aged = await get('/api/accounting/aged_receivables?date=2026-12-31');
    const owed = new Map<string, number>();
    for (const row of aged.rows as unknown as { currency: string; total: string }[])
      owed.set(row.currency, (owed.get(row.currency) ?? 0) + Number(row.total));
    expect(owed.size).toBeGreaterThan(0);
    const tb = await get('/api/accounting/trial_balance?from=2025-01-01&to=2026-12-31');
    for (const total of tb.totals as unknown as { debit: string; credit: string }[])
      expect(total.debit).toBe(total.credit);
    const receivables = (tb.rows as unknown as { code: string; currency: string; balance: string }[]).filter(
      (r) => r.code === '1100',
    );
    expect(new Map(receivables.map((r) => [r.currency, Number(r.balance)]))).toEqual(owed);
    // Numbered like issued invoices, without gaps, and the year's counter after them: the next
    // invoice issued in 2026 is INV-2026-00008, not a second INV-2026-00001.
    const numbers = (await list('/api/client_invoices?itemsPerPage=50&order[date]=asc'))['hydra:member']
      .map((i) => i.number as string)
      .filter((n) => n?.startsWith('INV-2026-'));
    expect(numbers).toEqual(Array.from({ length: 7 }, (_, i) => `INV-2026-0000${i + 1}`));
    const counters = await t.db.execute<{ prefix: string; year: number; last: number }>(
      sql`select prefix, year, last from document_counters order by year`,
    );
    expect(counters.rows).toEqual([
      { prefix: 'INV', year: 2025, last: 1 },
      { prefix: 'INV', year: 2026, last: 7 },
    ]);
  });
});

describe('demo preferences and prospects seed', () => {
  it('gives most demo clients preferences and adds ten prospects, once', async () => {
    // After the demo clients (the test above).
    const n = await t.db.transaction((tx) => seedDemoPreferences(tx));
    expect(n).toBeGreaterThanOrEqual(Math.floor(demoClients.length * 0.8));
    expect(n).toBeLessThan(demoClients.length);
    expect(await t.db.transaction((tx) => seedDemoPreferences(tx))).toBe(0);
    const [first] = (await list('/api/clients?order[id]=asc&itemsPerPage=1'))['hydra:member'];
    const client = await json<Item>(await t.request('GET', first!['@id'], { token: admin }));
    const prefs = await json<Item>(await t.request('GET', String(client.preferences), { token: admin }));
    expect(prefs.client).toBe(client['@id']);
    expect((prefs.favoriteCuisines as string[]).length).toBeGreaterThan(0);
    expect((prefs.roomAmenities as string[]).length).toBeGreaterThan(0);
    expect((prefs.interests as unknown[]).length).toBeGreaterThan(0);
    expect(prefs.airport).toMatch(/^\/api\/airports\/\d+$/);
    expect(prefs.roomSize).toBeTruthy();
    expect((prefs.destinations as string[]).length).toBeGreaterThan(0);
    // Destination interests: Italy finds the clients who named Italy, Venice or Positano.
    const [italy] = (await list('/api/destinations?name=Italy&level=1'))['hydra:member'];
    const italyFans = await list(`/api/clients?preferences.destinations.id=${italy!.id}`);
    expect(italyFans['hydra:totalItems']).toBeGreaterThanOrEqual(5);

    expect(await t.db.transaction((tx) => seedDemoProspects(tx))).toBe(10);
    expect(await t.db.transaction((tx) => seedDemoProspects(tx))).toBe(0);
    const prospects = await list('/api/prospects');
    expect(prospects['hydra:totalItems']).toBe(10);
    expect(prospects['hydra:member'][0]!.name).toBe('Victoria Langley');
    const withPlaces = prospects['hydra:member'].filter((p) => (p.destinations as string[]).length > 0);
    expect(withPlaces.length).toBeGreaterThanOrEqual(7);
  });
});

describe('demo cards and log notes seed', () => {
  it('adds sealed cards that reveal to their test numbers and log notes, once', async () => {
    const key = vaultKeysOf(t.config).cards;
    // After the demo clients (the test above, or here when run alone).
    await t.db.transaction((tx) => seedDemoClients(tx));
    const first = await t.db.transaction((tx) => seedDemoClientVault(tx, key));
    expect(first.cards).toBeGreaterThanOrEqual(3);
    expect(first.notes).toBeGreaterThanOrEqual(3);
    expect(await t.db.transaction((tx) => seedDemoClientVault(tx, key))).toEqual({ cards: 0, notes: 0 });
    expect((await tablesHolding(t.db, '4242424242424242')).found).toEqual([]);
    const cards = (await list('/api/client_credit_cards?pagination=false'))['hydra:member'];
    const visa = cards.find((c) => c.last4 === '4242')!;
    expect(visa).toMatchObject({ brand: 'visa', main: true });
    const revealed = await t.request('POST', `/api/client_credit_cards/${visa.id}/reveal`, { token: admin });
    expect(await json<{ number: string }>(revealed)).toEqual({ number: '4242424242424242' });
    const clientId = Number(String(visa.client).split('/').pop());
    const log = await list(`/api/client_logs?client.id=${clientId}`);
    expect(log['hydra:member'].map((e) => e.kind)).toEqual(expect.arrayContaining(['note', 'card-reveal']));
  });
});

describe('demo trips seed', () => {
  it('adds 25 trips across the statuses with days, items of every type, DMCs, guests and payments, once', async () => {
    // After the demo catalogue and clients (the tests above, or here when run alone).
    await t.db.transaction((tx) => seedDemoClients(tx));
    expect(await t.db.transaction((tx) => seedDemoTrips(tx))).toBe(25);
    expect(await t.db.transaction((tx) => seedDemoTrips(tx))).toBe(0);
    const trips = (await list('/api/trips?pagination=false'))['hydra:member'];
    expect(trips).toHaveLength(25);
    expect(new Set(trips.map((trip) => trip.status)).size).toBeGreaterThanOrEqual(20);
    for (const trip of trips) expect(trip.reference).toMatch(/^TR-\d{4}-\d{4}$/);
    const { rows } = await t.db.execute(
      sql`select (select count(distinct type) from trip_items) as types,
              (select count(*) from trip_days) as days,
              (select sum(end_date - start_date + 1) from trips) as dates,
              (select count(*) from trip_guests) as guests,
              (select count(*) from trip_dmcs) as dmcs,
              (select count(*) from payments where status = 'paid') as paid,
              (select min(end_date - start_date + 1) from trips) as shortest,
              (select max(end_date - start_date + 1) from trips) as longest`,
    );
    const row = rows[0] as Record<string, unknown>;
    expect(Number(row.types)).toBe(7);
    expect(Number(row.days)).toBe(Number(row.dates));
    expect(Number(row.guests)).toBeGreaterThan(5);
    expect(Number(row.dmcs)).toBeGreaterThan(5);
    expect(Number(row.paid)).toBeGreaterThan(5);
    expect(Number(row.shortest)).toBeGreaterThanOrEqual(7);
    expect(Number(row.longest)).toBeLessThanOrEqual(16);
  });

  it('adds 3 trip templates made from demo trips, with items and days, once', async () => {
    expect(await t.db.transaction((tx) => seedDemoTripTemplates(tx))).toBe(3);
    expect(await t.db.transaction((tx) => seedDemoTripTemplates(tx))).toBe(0);
    const templates = (await list('/api/trip_templates'))['hydra:member'];
    expect(templates.map((tpl) => tpl.title).sort()).toEqual([
      'Family discovery',
      'Grand tour highlights',
      'Signature honeymoon',
    ]);
    for (const tpl of templates) {
      const items = await list(`/api/trip_template_items?tripTemplate.id=${tpl.id}`);
      expect(items['hydra:totalItems']).toBeGreaterThan(0);
      const days = await list(`/api/trip_template_days?tripTemplate.id=${tpl.id}`);
      expect(days['hydra:totalItems']).toBe(tpl.nbDays);
    }
  });
});

describe('demo tasks seed', () => {
  it('adds about 60 tasks across the demo users, some overdue, some with comments, once; directors on trips', async () => {
    // After the demo trips (the test above).
    const made = await t.db.transaction((tx) => seedDemoTasks(tx));
    expect(made).toBe(demoTaskCounts.tasks);
    expect(made).toBeGreaterThanOrEqual(55);
    expect(await t.db.transaction((tx) => seedDemoTasks(tx))).toBe(0);
    const total = async (path: string) => (await list(path))['hydra:totalItems'];
    expect(await total('/api/tasks')).toBe(made);
    expect(await total('/api/task_comments')).toBe(demoTaskCounts.comments);
    const now = new Date().toISOString();
    const overdue = await total(`/api/tasks?status=pending&dueDate[strictly_before]=${now}`);
    expect(overdue).toBeGreaterThanOrEqual(5);
    const onTrips = await t.db.execute(sql`select count(*)::int as n from tasks where trip_id is not null`);
    expect((onTrips.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(20);
    const assignees = await t.db.execute(sql`select count(distinct assignee_id)::int as n from tasks`);
    expect((assignees.rows[0] as { n: number }).n).toBe(8);
    const directed = await t.db.execute(
      sql`select count(*)::int as n from trips where travel_director_id is not null`,
    );
    expect((directed.rows[0] as { n: number }).n).toBe(23);
    // The travel director sees their own and every trip and client task.
    const travel = await t.login('travel@demo.travel');
    const theirs = await json<Collection>(
      await t.request('GET', '/api/tasks?itemsPerPage=1', { token: travel }),
    );
    expect(theirs['hydra:totalItems']).toBeGreaterThan(30);
    expect(theirs['hydra:totalItems']).toBeLessThan(made);
  });
});
