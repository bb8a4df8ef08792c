import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

const post = async (body: Record<string, unknown>) =>
  t.request('POST', '/api/clients', { token: admin, body });
const create = async (body: Record<string, unknown>) => {
  const res = await post(body);
  expect(res.status).toBe(201);
  return json<Item>(res);
};
const list = async (query: string) =>
  json<Collection>(await t.request('GET', `/api/clients?${query}`, { token: admin }));

describe('clients', () => {
  it('creates a prospect with a derived name and reads it back', async () => {
    const client = await create({
      firstName: ' Eleanor ',
      lastName: 'Whitfield',
      email: 'Eleanor@Whitfield.example',
      phone: '+44 20 7946 0101',
      birthday: '1971-04-12',
      currency: 'gbp',
      nationality: 'British',
      language: 'en',
      city: 'London',
    });
    expect(client).toMatchObject({
      '@type': 'Client',
      name: 'Eleanor Whitfield',
      firstName: 'Eleanor',
      status: 'prospect',
      currency: 'GBP',
      birthday: '1971-04-12',
      guests: [],
      memberships: [],
      referrals: [],
    });
    expect(client).not.toHaveProperty('searchText');
    expect(client).not.toHaveProperty('force');
    const patched = await t.request('PATCH', client['@id'], { token: admin, body: { lastName: 'Ashford' } });
    expect(patched.status).toBe(200);
    expect((await json<Item>(patched)).name).toBe('Eleanor Ashford');
  });

  it('searches over name, e-mail and phone, filters by status, orders by name and last activity', async () => {
    const a = await create({ firstName: 'Zoltan', lastName: 'Kovacs', email: 'zk@danube.example' });
    const b = await create({ firstName: 'Amelie', lastName: 'Durand', phone: '+33 1 55 55 98 76' });
    expect((await list('search=kovacs'))['hydra:member'].map((c) => c.id)).toEqual([a.id]);
    expect((await list('search=danube'))['hydra:member'].map((c) => c.id)).toEqual([a.id]);
    expect((await list('search=98 76'))['hydra:member'].map((c) => c.id)).toEqual([b.id]);
    // A phone is found whatever its spacing or punctuation: the search is one run of digits.
    expect((await list('search=%2B331 5555-9876'))['hydra:member'].map((c) => c.id)).toEqual([b.id]);
    expect((await list('search=(1) 55 55 98'))['hydra:member'].map((c) => c.id)).toEqual([b.id]);
    await t.request('PATCH', b['@id'], { token: admin, body: { status: 'active' } });
    const active = await list('status=active');
    expect(active['hydra:member'].map((c) => c.id)).toContain(b.id);
    expect(active['hydra:member'].every((c) => c.status === 'active')).toBe(true);
    const byName = (await list('order[name]=asc&itemsPerPage=100'))['hydra:member'].map((c) => c.name);
    expect(byName).toEqual([...byName].sort((x, y) => String(x).localeCompare(String(y))));
    const recent = await list('order[updatedAt]=desc');
    expect(recent['hydra:member'][0]?.id).toBe(b.id);
  });

  it('filters by destination interest, a country matching its regions, in one indexed query', async () => {
    const dest = async (name: string, parent?: string) => {
      const res = await t.request('POST', '/api/destinations', { token: admin, body: { name, parent } });
      expect(res.status).toBe(201);
      return json<Item>(res);
    };
    const italy = await dest('Italia Interest');
    const tuscany = await dest('Toscana Interest', italy['@id']);
    const japan = await dest('Nippon Interest');
    const withPrefs = async (firstName: string, destinations: string[]) => {
      const client = await create({ firstName, lastName: 'Traveller' });
      const res = await t.request('POST', '/api/client_preferences', {
        token: admin,
        body: { client: client['@id'], destinations },
      });
      expect(res.status).toBe(201);
      expect((await json<Item>(res)).destinations).toEqual(destinations);
      return client;
    };
    const tuscanyFan = await withPrefs('Tessa', [tuscany['@id']]);
    const japanFan = await withPrefs('Jun', [japan['@id']]);
    const both = await withPrefs('Bea', [italy['@id'], japan['@id']]);
    await create({ firstName: 'Nadia', lastName: 'Nopref' });
    const ids = async (query: string) => (await list(query))['hydra:member'].map((c) => c.id).sort();
    expect(await ids(`preferences.destinations.id=${italy.id}`)).toEqual([tuscanyFan.id, both.id].sort());
    expect(await ids(`preferences.destinations.id=${tuscany['@id']}`)).toEqual([tuscanyFan.id]);
    expect(await ids(`preferences.destinations.id=${japan.id}&search=jun`)).toEqual([japanFan.id]);
    expect(
      await ids(`preferences.destinations.id[]=${tuscany.id}&preferences.destinations.id[]=${japan.id}`),
    ).toEqual([tuscanyFan.id, japanFan.id, both.id].sort());
    // A destination nobody asked for: an empty page, not an error; a malformed id: 400.
    expect((await list(`preferences.destinations.id=999999`))['hydra:totalItems']).toBe(0);
    const bad = await t.request('GET', '/api/clients?preferences.destinations.id=abc', { token: admin });
    expect(bad.status).toBe(400);
    // The filter reaches clients through indexes: the join table's destination index and clients'
    // preferences index exist (the plan itself depends on the table sizes).
    const indexes = (await t.db.execute(
      sql`select indexname from pg_indexes where indexname in ('client_preference_destinations_right_idx', 'clients_preferences_idx')`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([
      'client_preference_destinations_right_idx',
      'clients_preferences_idx',
    ]);
  });

  it('refuses a duplicate e-mail or name and birthday with 409 and the match, unless forced', async () => {
    const first = await create({
      firstName: 'Hugo',
      lastName: 'Lindqvist',
      email: 'hugo@lindqvist.example',
      birthday: '1980-02-29',
    });
    const byEmail = await post({ firstName: 'H', lastName: 'L', email: 'HUGO@lindqvist.example' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json<Record<string, string>>(byEmail);
    expect(problem.duplicate).toBe(first['@id']);
    expect(problem.duplicateBy).toBe('email');
    expect(problem['hydra:description']).toContain(first['@id']);

    const byName = await post({ firstName: 'hugo', lastName: 'LINDQVIST', birthday: '1980-02-29' });
    expect(byName.status).toBe(409);
    expect(await json<Record<string, string>>(byName)).toMatchObject({
      duplicate: first['@id'],
      duplicateBy: 'nameAndBirthday',
    });

    // Same name, another birthday: a different person.
    await create({ firstName: 'Hugo', lastName: 'Lindqvist', birthday: '1990-01-01' });
    const forced = await create({
      firstName: 'Hugo',
      lastName: 'Lindqvist',
      email: 'hugo@lindqvist.example',
      force: true,
    });
    expect(forced.id).not.toBe(first.id);
  });

  it('moves the status only along the state machine, with possible transitions and an ETag', async () => {
    const client = await create({ firstName: 'Ines', lastName: 'Carvalho' });
    const moves = await t.request('GET', `/api/client/possible-transitions/${client.id}`, { token: admin });
    expect(moves.status).toBe(200);
    expect(moves.headers.get('etag')).toBe('"1"');
    expect(await json(moves)).toEqual({
      '@id': client['@id'],
      status: 'prospect',
      transitions: [
        { status: 'active', label: 'Make active client' },
        { status: 'archived', label: 'Archive' },
      ],
    });
    const bad = await t.request('PATCH', client['@id'], { token: admin, body: { status: 'vip' } });
    expect(bad.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(bad)).violations[0]?.propertyPath).toBe(
      'status',
    );
    for (const status of ['active', 'vip', 'inactive', 'archived', 'active']) {
      const res = await t.request('PATCH', client['@id'], { token: admin, body: { status } });
      expect(res.status, status).toBe(200);
    }
    expect((await post({ firstName: 'New', lastName: 'Archived', status: 'archived' })).status).toBe(422);
    expect((await t.request('GET', '/api/client/possible-transitions/999999', { token: admin })).status).toBe(
      404,
    );
  });

  it('answers 422 per field for bad input', async () => {
    const res = await post({ firstName: '', email: 'nope', birthday: '1980-13-45', currency: 'EURO' });
    expect(res.status).toBe(422);
    const paths = (await json<{ violations: { propertyPath: string }[] }>(res)).violations
      .map((v) => v.propertyPath)
      .sort();
    expect(paths).toEqual(['birthday', 'currency', 'email', 'firstName', 'lastName']);
  });
});
