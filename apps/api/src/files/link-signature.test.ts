import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../test/file-bytes.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';
import { linkLifetimeSeconds, maxLinkLifetimeSeconds, sign, signedQuery } from './link-signature.ts';

// Issue 23 point 9: a signed link's lifetime is capped at issue and at check (5 minutes, the
// lifetime links are made with), and a link made by a user since deactivated stops working.
let t: TestApp;
let admin: string;
let destination: string;
let filePath: string;
let tripId: number;
let reference: string;

type Problem = { 'hydra:description': string };

let counter = 0;
const newUser = async (roles: string[]) => {
  const email = `link-${counter++}@demo.travel`;
  const res = await t.request('POST', '/api/users', {
    token: admin,
    body: { email, password: 'first-pass-1', roles },
  });
  expect(res.status).toBe(201);
  const { id } = await json<{ id: number }>(res);
  const login = await t.request('POST', '/api-auth/admin/auth_token', {
    body: { email, password: 'first-pass-1' },
  });
  return { id, token: (await json<{ token: string }>(login)).token };
};
const deactivate = async (id: number) =>
  expect(
    (await t.request('POST', `/api/users/${id}/update`, { token: admin, body: { isActive: false } })).status,
  ).toBe(200);
const linkTo = async (path: string, token: string) => {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  destination = (
    await json<{ '@id': string }>(
      await t.request('POST', '/api/destinations.json', { token: admin, body: { name: 'Signed Links' } }),
    )
  )['@id'];
  const f = new FormData();
  f.append('file', new Blob([png]), 'map.png');
  f.append('destination', destination);
  const uploaded = await t.request('POST', '/api/destination_attachments', { token: admin, body: f });
  expect(uploaded.status).toBe(201);
  filePath = (await json<{ filePath: string }>(uploaded)).filePath;
  const client = await makeClient(t, admin, 'Lina', 'Links');
  const trip = await makeTripOf(t, admin, client, ['2027-06-01', '2027-06-02'], { title: 'Links' });
  tripId = trip.id as number;
  reference = trip.reference as string;
});
afterAll(() => t.close());

describe('signed links: lifetime cap', () => {
  it('a link signed with the key for ten years is refused (403), for files and PDFs', async () => {
    const url = new URL(await linkTo(`/files/${filePath}`, admin), 'http://x');
    const by = Number(url.searchParams.get('by'));
    const tenYears = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600;
    const raw = `/files/raw/${filePath}`;
    const long = await t.request(
      'GET',
      `${raw}?expires=${tenYears}&signature=${sign(t.jwtKey, filePath, tenYears, by)}&by=${by}`,
    );
    expect(long.status).toBe(403);
    expect((await json<Problem>(long))['hydra:description']).toMatch(/at most 5 minutes/);
    // Just over the cap is refused too; within it the same hand-made link opens.
    const over = Math.floor(Date.now() / 1000) + maxLinkLifetimeSeconds + 120;
    expect(
      (
        await t.request(
          'GET',
          `${raw}?expires=${over}&signature=${sign(t.jwtKey, filePath, over, by)}&by=${by}`,
        )
      ).status,
    ).toBe(403);
    const within = Math.floor(Date.now() / 1000) + 60;
    expect(
      (
        await t.request(
          'GET',
          `${raw}?expires=${within}&signature=${sign(t.jwtKey, filePath, within, by)}&by=${by}`,
        )
      ).status,
    ).toBe(200);

    const pdf = `/pdf/trip/${reference}/proposal`;
    const pdfLong = await t.request(
      'GET',
      `${pdf}?expires=${tenYears}&signature=${sign(t.jwtKey, pdf, tenYears, by)}&by=${by}`,
    );
    expect(pdfLong.status).toBe(403);
  });

  it('links are issued for at most the cap, whatever lifetime is asked', async () => {
    const now = Date.UTC(2027, 0, 1);
    const asked = new URLSearchParams(
      signedQuery(t.jwtKey, 'p', 1, { now, lifetimeSeconds: 10 * 365 * 86400 }),
    );
    expect(Number(asked.get('expires'))).toBe(now / 1000 + maxLinkLifetimeSeconds);
    const issued = new URL(await linkTo(`/files/${filePath}`, admin), 'http://x');
    const lifetime = Number(issued.searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeLessThanOrEqual(linkLifetimeSeconds);
    expect(lifetime).toBeGreaterThan(linkLifetimeSeconds - 30);
  });

  it('a link whose issuer is changed no longer matches its signature', async () => {
    const url = await linkTo(`/files/${filePath}`, admin);
    expect((await t.request('GET', url)).status).toBe(200);
    expect((await t.request('GET', url.replace(/by=\d+/, 'by=2'))).status).toBe(403);
    expect((await t.request('GET', url.replace(/&by=\d+/, ''))).status).toBe(403);
  });
});

describe('signed links: the issuer must still be active', () => {
  it("a file link stops working once its maker is deactivated (403), another user's still opens", async () => {
    const maker = await newUser(['ROLE_CONTENT_MANAGER']);
    const url = await linkTo(`/files/${filePath}`, maker.token);
    const other = await linkTo(`/files/${filePath}`, admin);
    expect((await t.request('GET', url)).status).toBe(200);
    await deactivate(maker.id);
    const refused = await t.request('GET', url);
    expect(refused.status).toBe(403);
    expect((await json<Problem>(refused))['hydra:description']).toMatch(/no longer/);
    expect((await t.request('GET', other)).status).toBe(200);
  });

  it('a PDF link stops working once its maker is deactivated (403)', async () => {
    const maker = await newUser(['ROLE_ACCOUNTANT']);
    const url = await linkTo(`/api/trips/${tripId}/pdf-link?kind=finalized`, maker.token);
    await deactivate(maker.id);
    expect((await t.request('GET', url)).status).toBe(403);
  });

  it('a file link stops working once its maker may no longer read the record (role changed)', async () => {
    const maker = await newUser(['ROLE_CONTENT_MANAGER']);
    const url = await linkTo(`/files/${filePath}`, maker.token);
    const changed = await t.request('POST', `/api/users/${maker.id}/update`, {
      token: admin,
      body: { roles: ['ROLE_JOURNAL_MANAGER'] },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', url)).status).toBe(403);
  });
});
