import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

let t: TestApp;
let clientIri: string;
let membershipId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin@demo.travel');
  const client = await json<{ '@id': string; id: number }>(
    await t.request('POST', '/api/clients', { token: admin, body: { firstName: 'Role', lastName: 'Check' } }),
  );
  clientIri = client['@id'];
  const membership = await json<{ id: number }>(
    await t.request('POST', '/api/memberships', {
      token: admin,
      body: { client: clientIri, programme: 'P' },
    }),
  );
  membershipId = membership.id;
});
afterAll(() => t.close());

// product.md §6 on the server: the clients area is written by the travel team, read by the
// accountant, closed to every other role.
describe('the clients area', () => {
  const readers = ['travel@demo.travel', 'accountant@demo.travel', 'manager@demo.travel'];
  const closed = [
    'vendor@demo.travel',
    'content@demo.travel',
    'journal@demo.travel',
    'marketing@demo.travel',
  ];

  // What the area reads: the clients, one client and their children, a membership's transitions.
  const areaPaths = () => [
    '/api/clients',
    clientIri,
    '/api/client_guests',
    '/api/referrals',
    '/api/memberships',
    `/api/membership/possible-transitions/${membershipId}`,
  ];

  it.each(readers)('%s reads clients and their children', async (email) => {
    const token = await t.login(email);
    for (const path of [...areaPaths(), `/api/client/possible-transitions/${clientIri.split('/').pop()}`]) {
      expect((await t.request('GET', path, { token })).status, path).toBe(200);
    }
  });

  it.each(closed)('%s can neither read nor write clients', async (email) => {
    const token = await t.login(email);
    for (const path of areaPaths()) {
      expect((await t.request('GET', path, { token })).status, path).toBe(403);
    }
    const res = await t.request('POST', '/api/clients', { token, body: { firstName: 'A', lastName: 'B' } });
    expect(res.status).toBe(403);
  });

  it('lets the travel director write and the accountant only read', async () => {
    const travel = await t.login('travel@demo.travel');
    const accountant = await t.login('accountant@demo.travel');
    const body = { firstName: 'Travel', lastName: 'Made' };
    expect((await t.request('POST', '/api/clients', { token: travel, body })).status).toBe(201);
    expect(
      (await t.request('POST', '/api/clients', { token: accountant, body: { ...body, lastName: 'Nope' } }))
        .status,
    ).toBe(403);
    expect((await t.request('PATCH', clientIri, { token: accountant, body: { notes: 'x' } })).status).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', '/api/client_guests', {
          token: accountant,
          body: { client: clientIri, name: 'G' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('PATCH', clientIri, { token: travel, body: { notes: 'Prefers suites' } })).status,
    ).toBe(200);
  });
});
