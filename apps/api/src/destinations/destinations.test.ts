import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

type Item = Record<string, unknown> & { '@id': string; id: number; name: string; level: number };
type Node = Item & { __children: Node[] };
type Collection<T = Item> = { 'hydra:member': T[]; 'hydra:totalItems': number };

const create = async (name: string, parent?: Item, extra: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/destinations', {
    token: admin,
    body: { name, parent: parent?.['@id'] ?? null, ...extra },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Item>(res);
};
const list = async <T = Item>(query: string) =>
  json<Collection<T>>(await t.request('GET', `/api/destinations${query}`, { token: admin }));

describe('destinations: a tree of four levels', () => {
  it('derives the level from the parent and refuses a fifth level', async () => {
    const country = await create('Treeland');
    const region = await create('North Treeland', country);
    const city = await create('Treetown', region);
    const area = await create('Old Treetown', city);
    expect([country.level, region.level, city.level, area.level]).toEqual([1, 2, 3, 4]);
    expect(region.parent).toBe(country['@id']);
    expect(country.parent).toBeNull();
    expect(country.pending).toBe(false);
    const fifth = await t.request('POST', '/api/destinations', {
      token: admin,
      body: { name: 'Too deep', parent: area['@id'] },
    });
    expect(fifth.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(fifth)).violations[0]!.propertyPath).toBe(
      'parent',
    );
  });

  it('answers roots with nested __children (tree=true) and a subtree (tree=true&parent.id)', async () => {
    const tree = await list<Node>('?tree=true&pagination=false&name=Treeland');
    expect(tree['hydra:member']).toHaveLength(1);
    const [root] = tree['hydra:member'];
    expect(root!.__children.map((c) => c.name)).toEqual(['North Treeland']);
    const leaf = root!.__children[0]!.__children[0]!.__children[0]!;
    expect(leaf).toMatchObject({ name: 'Old Treetown', level: 4, __children: [] });
    expect(leaf['@id']).toMatch(/^\/api\/destinations\/\d+$/);

    const sub = await list<Node>(`?tree=true&parent.id=${root!.__children[0]!.id}`);
    expect(sub['hydra:member'].map((d) => [d.name, d.__children.map((c) => c.name)])).toEqual([
      ['Treetown', ['Old Treetown']],
    ]);
    // Without tree=true the list is flat: no __children.
    const flat = await list('?name=Tree');
    expect(flat['hydra:totalItems']).toBe(4);
    expect(flat['hydra:member'][0]).not.toHaveProperty('__children');
    expect((await list('?exists[parent]=false&name=Treeland'))['hydra:totalItems']).toBe(1);
    expect((await list('?level=4&name=Treetown'))['hydra:member'].map((d) => d.name)).toEqual([
      'Old Treetown',
    ]);
  });

  it('creates with POST /api/destinations.json and updates with POST /api/destination/{id}/update', async () => {
    const res = await t.request('POST', '/api/destinations.json', {
      token: admin,
      body: { name: 'Pendingland', pending: true },
    });
    expect(res.status).toBe(201);
    const item = await json<Item>(res);
    expect(item.pending).toBe(true);
    expect((await list('?pending=true'))['hydra:member'].map((d) => d.id)).toContain(item.id);

    const updated = await t.request('POST', `/api/destination/${item.id}/update`, {
      token: admin,
      body: { description: 'Islands and lagoons' },
    });
    expect(updated.status).toBe(200);
    expect(await json<Item>(updated)).toMatchObject({ description: 'Islands and lagoons', pending: true });
    // Approval: PATCH pending=false.
    const approved = await t.request('PATCH', item['@id'], { token: admin, body: { pending: false } });
    expect((await json<Item>(approved)).pending).toBe(false);
    expect((await list('?pending=true'))['hydra:member'].map((d) => d.id)).not.toContain(item.id);
    expect((await t.request('PUT', item['@id'], { token: admin, body: { name: 'x' } })).status).toBe(405);
  });

  it('moves a subtree with its levels, never under itself nor below level 4', async () => {
    const a = await create('Moveland');
    const b = await create('Move Region', a);
    const c = await create('Move City', b);
    const other = await create('Otherland');
    const otherRegion = await create('Other Region', other);
    const otherCity = await create('Other City', otherRegion);

    const underSelf = await t.request('PATCH', b['@id'], { token: admin, body: { parent: c['@id'] } });
    expect(underSelf.status).toBe(422);
    const underItself = await t.request('PATCH', b['@id'], { token: admin, body: { parent: b['@id'] } });
    expect(underItself.status).toBe(422);
    // b has one level below it: under a level-3 city it would reach level 5.
    const tooDeep = await t.request('PATCH', b['@id'], { token: admin, body: { parent: otherCity['@id'] } });
    expect(tooDeep.status).toBe(422);

    const moved = await t.request('PATCH', b['@id'], { token: admin, body: { parent: otherRegion['@id'] } });
    expect(moved.status).toBe(200);
    expect((await json<Item>(moved)).level).toBe(3);
    const child = await json<Item>(await t.request('GET', c['@id'], { token: admin }));
    expect(child.level).toBe(4);

    const toRoot = await t.request('PATCH', b['@id'], { token: admin, body: { parent: null } });
    expect((await json<Item>(toRoot)).level).toBe(1);
    expect((await json<Item>(await t.request('GET', c['@id'], { token: admin }))).level).toBe(2);
  });

  it('keeps names unique per parent (409), refuses to delete a parent (409), deletes a leaf', async () => {
    const country = await create('Dupland');
    const city = await create('Springfield', country);
    await create('Springfield', await create('Otherdup'));
    const duplicate = await t.request('POST', '/api/destinations', {
      token: admin,
      body: { name: 'SPRINGFIELD', parent: country['@id'] },
    });
    expect(duplicate.status).toBe(409);
    expect(
      (await t.request('POST', '/api/destinations', { token: admin, body: { name: 'dupland' } })).status,
    ).toBe(409);
    const parentDelete = await t.request('DELETE', country['@id'], { token: admin });
    expect(parentDelete.status).toBe(409);
    expect((await json(parentDelete))['hydra:description']).toMatch(/sub-destinations/);
    expect((await t.request('DELETE', city['@id'], { token: admin })).status).toBe(204);
    expect((await t.request('DELETE', country['@id'], { token: admin })).status).toBe(204);
    expect((await t.request('GET', country['@id'], { token: admin })).status).toBe(404);
  });

  it('lets the content team read but not write destinations', async () => {
    const content = await t.login('content@demo.travel');
    expect((await t.request('GET', '/api/destinations', { token: content })).status).toBe(200);
    expect(
      (await t.request('POST', '/api/destinations', { token: content, body: { name: 'Nope' } })).status,
    ).toBe(403);
  });
});
