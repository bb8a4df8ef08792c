import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// Lists reuse a compiled statement per query shape: these requests share shapes with other values,
// or differ only in what changes the SQL text, and each must still get its own answer.
let t: TestApp;
let admin: string;
const tag = `shape${Date.now()}`;
type Collection = { 'hydra:member': { name: string; status: string }[]; 'hydra:totalItems': number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  for (const [name, status] of [
    ['alpha one', 'active'],
    ['alpha two', 'blacklisted'],
    ['beta one', 'active'],
    ['beta two', 'inactive'],
  ])
    await t.request('POST', '/api/vendors', { token: admin, body: { name: `${tag} ${name}`, status } });
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.request('GET', `/api/vendors?search=${tag}&${query}`, { token: admin });
  expect(res.status).toBe(200);
  return ((await json<Collection>(res))['hydra:member'] as { name: string }[]).map((v) =>
    v.name.slice(tag.length + 1),
  );
};

describe('compiled list statements', () => {
  it('binds new values into a known shape', async () => {
    expect(await names('name=alpha&order[name]=asc')).toEqual(['alpha one', 'alpha two']);
    expect(await names('name=beta&order[name]=asc')).toEqual(['beta one', 'beta two']);
    expect(await names('status=active&order[name]=asc')).toEqual(['alpha one', 'beta one']);
    expect(await names('status=inactive&order[name]=asc')).toEqual(['beta two']);
  });

  it('tells apart what changes the SQL: word and value counts, order, exists, page', async () => {
    expect(await names('search=one&order[name]=asc')).toEqual(['alpha one', 'beta one']);
    expect(await names('search=one two&order[name]=asc')).toEqual([]);
    expect(await names('status[]=active&status[]=inactive&order[name]=asc')).toEqual([
      'alpha one',
      'beta one',
      'beta two',
    ]);
    expect(await names('order[name]=desc')).toEqual(['beta two', 'beta one', 'alpha two', 'alpha one']);
    expect(await names('exists[group]=true')).toEqual([]);
    expect(await names('exists[group]=false&order[name]=asc&itemsPerPage=1&page=3')).toEqual(['beta one']);
    expect(await names('exists[group]=false&order[name]=asc&itemsPerPage=2&page=1')).toEqual([
      'alpha one',
      'alpha two',
    ]);
  });

  it('still refuses bad values of a known shape', async () => {
    expect(await names('order[name]=asc')).toHaveLength(4);
    const bad = await t.request('GET', `/api/vendors?search=${tag}&order[name]=sideways`, { token: admin });
    expect(bad.status).toBe(400);
    const badId = await t.request('GET', '/api/vendors?group.id=abc', { token: admin });
    expect(badId.status).toBe(400);
  });
});
