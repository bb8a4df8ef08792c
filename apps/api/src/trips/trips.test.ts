import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: string;
let clientIri: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const res = await t.request('POST', '/api/clients', {
    token: admin,
    body: { firstName: 'Octavia', lastName: 'Reyes', email: 'octavia@reyes.example' },
  });
  clientIri = (await json<{ '@id': string }>(res))['@id'];
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { '@id': string; id: number; reference: string };

describe('trips', () => {
  it('creates trips with consecutive references of the year and refuses an end before the start', async () => {
    const body = { client: clientIri, startDate: '2027-03-02', endDate: '2027-03-12', currency: 'eur' };
    const resA = await t.request('POST', '/api/trips', { token: admin, body });
    const a = await json<Item>(resA);
    const resB = await t.request('POST', '/api/trips', { token: admin, body });
    const b = await json<Item>(resB);
    const year = new Date().getUTCFullYear();
    expect(a.reference).toMatch(new RegExp(`^TR-${year}-\\d{4}$`));
    expect(Number(b.reference.slice(-4))).toBe(Number(a.reference.slice(-4)) + 1);
    expect(a).toMatchObject({ '@type': 'Trip', status: 'draft', currency: 'EUR' });

    const bad = await t.request('POST', '/api/trips', {
      token: admin,
      body: { ...body, startDate: '2027-03-12', endDate: '2027-03-02' },
    });
    expect(bad.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(bad);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['endDate']);
  });

  it('gives distinct references to concurrent creates', async () => {
    const body = { client: clientIri, startDate: '2027-05-01', endDate: '2027-05-08' };
    const made = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', '/api/trips', { token: admin, body })),
    );
    const refs = await Promise.all(made.map(async (r) => (await json<Item>(r)).reference));
    expect(new Set(refs).size).toBe(5);
  });
});
