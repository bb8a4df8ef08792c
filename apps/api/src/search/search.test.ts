import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Item, testAppForFile } from '../test/test-app.ts';
import { searchBackfillJob } from './search-backfill.job.ts';

const t = testAppForFile();
let admin: string;

type Hit = { kind: string; '@id': string; id: number; title: string; snippet: string; path: string };
type Group = { kind: string; label: string; count: number; hits: Hit[] };
type Answer = { total: number; groups: Group[] };

const post = async (path: string, body: unknown, token = admin) => {
  const res = await t.request('POST', path, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Item>(res);
};
const search = async (category: string, query: string, token = admin) => {
  const res = await t.request(
    'GET',
    `/api/global-search?category=${category}&query=${encodeURIComponent(query)}`,
    { token },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Answer>(res);
};
const titles = (a: Answer, kind?: string) =>
  a.groups.filter((g) => !kind || g.kind === kind).flatMap((g) => g.hits.map((h) => h.title));

let italy: Item;
let florence: Item;
let vendor: Item;
let hotel: Item;
let client: Item;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
  italy = await post('/api/destinations', { name: 'Italyssia' });
  const tuscany = await post('/api/destinations', { name: 'Tuscanella', parent: italy['@id'] });
  florence = await post('/api/destinations', { name: 'Florenzia', parent: tuscany['@id'] });
  vendor = await post('/api/vendors', {
    name: 'Hôtel Amalfi Grandissimo',
    email: 'desk@amalfi-grand.example',
    phone: '+39 055 123 4567',
    description: 'A quiet palazzo with a rooftop terrace & <b>views</b> over the Arno.',
  });
  const location = await post('/api/vendor_locations', {
    vendor: vendor['@id'],
    address: '12 Via Tornabuoni',
    city: 'Florenzia',
    country: 'Italyssia',
    destination: florence['@id'],
  });
  hotel = await post('/api/accommodations', {
    vendor: vendor['@id'],
    name: 'Palazzo Müllerino',
    location: location['@id'],
  });
  client = await post('/api/clients', {
    firstName: 'Zoé',
    lastName: 'Quarzenbach',
    email: 'zoe@quarzen.example',
    city: 'Lausannix',
    country: 'Switzerland',
  });
  await post('/api/trips', {
    client: client['@id'],
    startDate: '2027-05-01',
    endDate: '2027-05-08',
    currency: 'EUR',
    title: 'Quarzenbach honeymoon',
  });
});

describe('global search (issue 28)', () => {
  it('finds by name with prefixes, accents, case and a typo; marks the snippet; gives the admin path', async () => {
    const a = await search('name', 'amalfi grand');
    const group = a.groups.find((g) => g.kind === 'vendors')!;
    expect(group.count).toBe(1);
    expect(group.hits[0]).toMatchObject({
      '@id': vendor['@id'],
      title: 'Hôtel Amalfi Grandissimo',
      path: `/admin/vendors/${vendor.id}`,
    });
    expect(group.hits[0]!.snippet).toContain('<mark>Amalfi</mark>');
    expect(titles(await search('name', 'hotel amal'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(titles(await search('name', 'MULLERINO'), 'accommodations')).toEqual(['Palazzo Müllerino']);
    expect(titles(await search('name', 'Amalfy'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(titles(await search('name', 'quarzenbak'))).toContain('Zoé Quarzenbach');
    // No typo forgiven under five letters; every word must match.
    expect(titles(await search('name', 'amalfi zzz'))).toEqual([]);
    expect(titles(await search('name', 'phone 0551234567'))).toEqual([]);
    expect(titles(await search('name', '055 123'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
  });

  it('finds a reference, a phone and a code as typed, hyphens and plus signs included', async () => {
    const own = await post('/api/clients', { firstName: 'Réka', lastName: 'Vollandt' });
    const trip = await post('/api/trips', {
      client: own['@id'],
      startDate: '2027-06-01',
      endDate: '2027-06-05',
      currency: 'EUR',
      title: 'Vollandt reference trip',
    });
    const reference = String(trip.reference);
    expect(reference).toMatch(/^[A-Z]+-\d+/);
    // PostgreSQL's parser reads "-0042" as a signed number: the reference's parts never matched.
    const tripTitles = async (q: string) => titles(await search('name', q), 'trips');
    expect((await tripTitles(reference)).some((title) => title.includes('Vollandt reference trip'))).toBe(
      true,
    );
    const prefix = reference.slice(0, reference.lastIndexOf('-') + 2);
    expect((await tripTitles(prefix)).some((title) => title.includes('Vollandt reference trip'))).toBe(true);
    expect(titles(await search('name', '+39 055 123'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    // An international number is the start of the phone's digits, however it is spaced.
    expect(titles(await search('name', '+39055 12'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(titles(await search('name', '+39 055 9'), 'vendors')).toEqual([]);
  });

  it('matches a quoted phrase as a phrase', async () => {
    expect(titles(await search('name', '"amalfi grandissimo"'), 'vendors')).toHaveLength(1);
    expect(titles(await search('name', '"grandissimo amalfi"'), 'vendors')).toHaveLength(0);
  });

  it('each category finds what it should and nothing else', async () => {
    // Address: the street and city of the vendor's location; not its name.
    expect(titles(await search('address', 'tornabuoni'), 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(titles(await search('address', 'grandissimo'))).toEqual([]);
    expect(titles(await search('address', 'lausannix'), 'clients')).toEqual(['Zoé Quarzenbach']);
    // Description: rich text, tags stripped; the name is not a description.
    const d = await search('description', 'rooftop terrace');
    expect(titles(d, 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(d.groups[0]!.hits[0]!.snippet).toContain('<mark>rooftop</mark>');
    expect(d.groups[0]!.hits[0]!.snippet).toContain('&amp;');
    expect(titles(await search('description', 'tornabuoni'))).toEqual([]);
    // Location: a country finds what lies in its cities, the sub-destinations too.
    const l = await search('location', 'Italyssia');
    expect(titles(l, 'vendors')).toEqual(['Hôtel Amalfi Grandissimo']);
    expect(titles(l, 'destinations').sort()).toEqual(['Florenzia', 'Italyssia', 'Tuscanella']);
    expect(titles(await search('name', 'Italyssia'), 'vendors')).toEqual([]);
  });

  it('ranks the exact name first, then the names starting with the query', async () => {
    await post('/api/destinations', { name: 'Ranko' });
    await post('/api/destinations', { name: 'Rankovia' });
    await post('/api/destinations', { name: 'Old Ranko Town' });
    expect(titles(await search('name', 'ranko'), 'destinations')).toEqual([
      'Ranko',
      'Rankovia',
      'Old Ranko Town',
    ]);
  });

  it('finds a record right after the write that made or renamed it, and not after its delete', async () => {
    const made = await post('/api/destinations', { name: 'Zephyrolia' });
    expect(titles(await search('name', 'zephyrolia'))).toEqual(['Zephyrolia']);
    const res = await t.request('PATCH', `/api/destinations/${made.id}`, {
      token: admin,
      body: { name: 'Boreasmont' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(titles(await search('name', 'zephyrolia'))).toEqual([]);
    expect(titles(await search('name', 'boreasmont'))).toEqual(['Boreasmont']);
    expect((await t.request('DELETE', `/api/destinations/${made.id}`, { token: admin })).status).toBe(204);
    expect(titles(await search('name', 'boreasmont'))).toEqual([]);
  });

  it("follows related writes: a client's new name finds the trip, a vendor's location its address", async () => {
    const res = await t.request('PATCH', `/api/clients/${client.id}`, {
      token: admin,
      body: { lastName: 'Vortenhaus' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(titles(await search('name', 'vortenhaus'), 'trips')).toHaveLength(1);
    expect(titles(await search('name', 'vortenhaus'), 'clients')).toHaveLength(1);
  });

  it('backfills the records with no document (written before the search, or by SQL)', async () => {
    await t.db.execute(sql`insert into destinations (name) values ('Backfillia')`);
    await t.db.execute(sql`delete from search_documents where kind = 'destinations' and title = 'Florenzia'`);
    expect(titles(await search('name', 'backfillia'))).toEqual([]);
    await searchBackfillJob.run({}, { deps: { db: t.db } as never, jobId: 'test', attempt: 1 });
    expect(titles(await search('name', 'backfillia'))).toEqual(['Backfillia']);
    expect(titles(await search('name', 'florenzia'), 'destinations')).toEqual(['Florenzia']);
  });

  it('answers broad queries without ranking every match: one letter lists names starting with it; past 1000 matches the count says more', async () => {
    await t.db.execute(sql`insert into destinations (name) select 'Qwertania' || case when n = 0 then '' else ' ' || n end
      from generate_series(0, 1100) n`);
    await searchBackfillJob.run({}, { deps: { db: t.db } as never, jobId: 'test', attempt: 1 });
    const broad = await search('name', 'qwertania');
    const group = broad.groups.find((g) => g.kind === 'destinations')! as Group & { countCapped: boolean };
    expect(group.count).toBe(1000);
    expect(group.countCapped).toBe(true);
    // The exact name first, though it is the oldest.
    expect(group.hits[0]!.title).toBe('Qwertania');
    expect(group.hits).toHaveLength(5);
    // Then the most recent matches (one write: the same updated_at, so the newest ids), read down the
    // (kind, updated_at) index.
    expect(group.hits.slice(1).map((h) => h.title)).toEqual([
      'Qwertania 1100',
      'Qwertania 1099',
      'Qwertania 1098',
      'Qwertania 1097',
    ]);
    // A narrower query is counted and ranked in full.
    const narrow = (await search('name', 'qwertania 10')).groups[0]! as Group & { countCapped: boolean };
    expect(narrow.count).toBe(111); // 10, 100–109, 1000–1099
    expect(narrow.countCapped).toBe(false);
    expect(narrow.hits[0]!.title).toBe('Qwertania 10');
    // One letter: names starting with it (Zoé Quarzenbach holds a q, but not first).
    const letter = await search('name', 'q');
    expect(titles(letter).length).toBeGreaterThan(0);
    for (const title of titles(letter)) expect(title.normalize('NFD')[0]!.toLowerCase()).toBe('q');
    expect(titles(letter)).not.toContain('Zoé Quarzenbach');
  });

  it('finds only what the role may read', async () => {
    const content = await t.login('content@demo.travel');
    expect(titles(await search('name', 'quarzenbach', content))).toEqual([]);
    expect(titles(await search('name', 'florenzia', content))).toEqual(['Florenzia']);
    const vendorRole = await t.login('vendor@demo.travel');
    const v = await search('name', 'quarzenbach', vendorRole);
    expect(v.groups.map((g) => g.kind)).toEqual([]);
    expect(titles(await search('name', 'quarzenbach'), 'trips')).toHaveLength(1);
  });

  it('answers odd input cleanly, never a 500', async () => {
    for (const q of [
      "'; DROP TABLE vendors; --",
      '.*[a-z]+(',
      '!!!???',
      '%_\\',
      'a:* & !b',
      '½ ß ǅ',
      '""',
      '"',
    ]) {
      const res = await t.request('GET', `/api/global-search?category=name&query=${encodeURIComponent(q)}`, {
        token: admin,
      });
      expect(res.status, `${q}: ${await res.clone().text()}`).toBe(200);
    }
    expect((await search('name', '!!!')).groups).toEqual([]);
    const long = await t.request('GET', `/api/global-search?category=name&query=${'a'.repeat(256)}`, {
      token: admin,
    });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain('query');
    const nul = await t.request('GET', '/api/global-search?category=name&query=a%00b', { token: admin });
    expect([400, 422]).toContain(nul.status);
    const badCategory = await t.request('GET', '/api/global-search?category=colour&query=a', {
      token: admin,
    });
    expect(badCategory.status).toBe(422);
    expect((await t.request('GET', '/api/global-search?query=a')).status).toBe(401);
  });
});

describe('filters and advanced search (issue 28.4-28.6)', () => {
  it('lists the filters with their options per kind', async () => {
    const res = await t.request('GET', '/api/get-filters', { token: admin });
    expect(res.status).toBe(200);
    const body = await json<{ filters: { name: string; kinds: string[]; options: { label: string }[] }[] }>(
      res,
    );
    const names = body.filters.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['destination', 'vendorKind', 'accommodationType', 'status', 'startDate']),
    );
    expect(body.filters.find((f) => f.name === 'destination')!.options.map((o) => o.label)).toContain(
      'Florenzia',
    );
    // Vendor kinds as people read them, not as type names.
    expect(body.filters.find((f) => f.name === 'vendorKind')!.options.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        'Accommodations',
        'Activity providers',
        'Transportation providers',
        'Other Services',
      ]),
    );
  });

  it('combines filters and answers facet counts; an unknown filter or option is a 422 naming it', async () => {
    const run = async (body: unknown) => {
      const res = await t.request('POST', '/api/advanced-search', { token: admin, body });
      return res;
    };
    const one = await run({ query: '', filters: { destination: [String(italy.id)] } });
    expect(one.status, await one.clone().text()).toBe(200);
    const a = await json<{ total: number; results: Hit[]; facets: Record<string, Record<string, number>> }>(
      one,
    );
    expect(a.results.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Hôtel Amalfi Grandissimo', 'Palazzo Müllerino']),
    );
    // The vendor (its services) and its accommodation.
    expect(a.facets.vendorKind?.accommodations).toBe(2);
    const two = await json<{ total: number; results: Hit[]; facets: Record<string, Record<string, number>> }>(
      await run({ filters: { destination: [String(italy.id)], vendorKind: ['accommodations'] } }),
    );
    expect(two.results.map((r) => r.title).sort()).toEqual(['Hôtel Amalfi Grandissimo', 'Palazzo Müllerino']);
    expect(two.total).toBeLessThan(a.total);
    expect(two.results.find((r) => r.title === 'Palazzo Müllerino')!.path).toBe(
      `/admin/accommodations/${hotel.id}`,
    );
    expect(two.facets.destination?.[String(florence.id)]).toBe(two.total);
    const bad = await run({ filters: { colour: ['red'] } });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('colour');
    const badOption = await run({ filters: { vendorKind: ['submarines'] } });
    expect(badOption.status).toBe(422);
    expect(await badOption.text()).toContain('submarines');
  });

  it("counts a word's facets under the other filters and follows the writes of its records", async () => {
    type Advanced = { total: number; results: Hit[]; facets: Record<string, Record<string, number>> };
    const run = async (body: unknown) => {
      const res = await t.request('POST', '/api/advanced-search', { token: admin, body });
      expect(res.status, await res.clone().text()).toBe(200);
      return json<Advanced>(res);
    };
    const inItaly = { destination: [String(italy.id)] };
    // No restaurant is called so: nothing found, but the vendor kind facet counts the word's
    // matches under the destination alone (choosing another kind would give one).
    const none = await run({ query: 'müllerino', filters: { ...inItaly, vendorKind: ['restaurants'] } });
    expect(none.total).toBe(0);
    expect(none.results).toEqual([]);
    expect(none.facets.vendorKind).toEqual({ accommodations: 1 });
    expect(none.facets.destination).toEqual({});
    const one = await run({ query: 'mullerino', filters: { ...inItaly, vendorKind: ['accommodations'] } });
    expect(one.results.map((r) => r.title)).toEqual(['Palazzo Müllerino']);
    expect(one.total).toBe(1);
    expect(one.facets.destination?.[String(florence.id)]).toBe(1);
    expect(one.facets.destination?.[String(italy.id)]).toBe(1);

    // A new record is found by its word at once, under its new name after a rename, and not after its delete.
    const villa = await post('/api/accommodations', { vendor: vendor['@id'], name: 'Villa Quellarino' });
    const byWord = (query: string) =>
      run({ query, filters: { vendorKind: ['accommodations'] }, sort: 'title' });
    expect((await byWord('quellarino')).results.map((r) => r.title)).toEqual(['Villa Quellarino']);
    const renamed = await t.request('PATCH', `/api/accommodations/${villa.id}`, {
      token: admin,
      body: { name: 'Villa Quintessa' },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect((await byWord('quellarino')).total).toBe(0);
    expect((await byWord('quintessa')).results.map((r) => r.title)).toEqual(['Villa Quintessa']);
    expect((await t.request('DELETE', `/api/accommodations/${villa.id}`, { token: admin })).status).toBe(204);
    expect((await byWord('quintessa')).total).toBe(0);
  });

  it('answers odd words with filters cleanly, and only with the kinds a role may read', async () => {
    const run = (body: unknown, token = admin) => t.request('POST', '/api/advanced-search', { token, body });
    for (const query of ["'; DROP TABLE vendors; --", '.*[a-z]+(', '!!!???', '%_\\', 'a:* & !b', '"', '山田'])
      for (const sort of ['relevance', 'title', 'updated']) {
        const res = await run({
          query,
          sort,
          filters: { destination: [String(italy.id)], status: ['active'] },
        });
        expect(res.status, `${query} ${sort}: ${await res.clone().text()}`).toBe(200);
      }
    const nul = await run({ query: 'a\u0000b', filters: {} });
    expect([400, 422]).toContain(nul.status);
    const huge = await run({
      query: 'a',
      filters: { status: Array.from({ length: 600_000 }, () => 'active') },
    });
    expect([413, 422]).toContain(huge.status);
    // The vendor role reads no trip: trips are not a kind it may ask for, and its word finds none.
    const vendorRole = await t.login('vendor@demo.travel');
    const trips = await run({ kinds: ['trips'], query: 'quarzenbach', filters: {} }, vendorRole);
    expect(trips.status).toBe(422);
    expect(await trips.text()).toContain('trips');
    const any = await run({ query: 'quarzenbach', filters: {} }, vendorRole);
    expect(any.status).toBe(200);
    expect((await json<{ total: number }>(any)).total).toBe(0);
  });

  it('keeps saved searches per user', async () => {
    const saved = await post('/api/saved_searches', {
      name: 'Tuscan stays',
      body: { filters: { vendorKind: ['accommodations'] } },
    });
    const mine = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', '/api/saved_searches', { token: admin }),
    );
    expect(mine['hydra:member'].map((s) => s.name)).toContain('Tuscan stays');
    const other = await t.login('travel@demo.travel');
    const theirs = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', '/api/saved_searches', { token: other }),
    );
    expect(theirs['hydra:member']).toEqual([]);
    expect((await t.request('GET', `/api/saved_searches/${saved.id}`, { token: other })).status).toBe(404);
  });
});
