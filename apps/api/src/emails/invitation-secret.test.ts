import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';
import { invitationDigest } from './portal.ts';

// Issue 23 point 2: the client-portal invitation secret is stored only as its digest, answered to
// nobody (item, lists, trips that embed the client, OpenAPI), and shown once, in the answer of
// POST /api/send-invitation, to its sender.
let t: TestApp;
let admin: string;
let accountant: string;
let client: { '@id': string; id: number };
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ config: { clientPortalUrl: 'https://portal.example/' } });
  admin = await t.login('admin@demo.travel');
  accountant = await t.login('accountant@demo.travel');
  client = (await makeClient(t, admin, 'Ines', 'Invited')) as typeof client;
  await makeTripOf(t, admin, client, ['2027-05-01', '2027-05-03'], { title: 'Invited trip' });
  const res = await t.request('POST', '/api/send-invitation', {
    token: admin,
    body: { client: client['@id'] },
  });
  expect(res.status).toBe(202);
  const sent = await json<Record<string, unknown> & { link: string }>(res);
  expect(sent).not.toHaveProperty('invitationHash');
  secret = /\/sign-up\/([A-Za-z0-9_-]{43})$/.exec(sent.link)![1]!;
});
afterAll(() => t.close());

const leaks = (text: string, digest: string) =>
  text.includes('invitationHash') || text.includes(secret) || text.includes(digest);

describe('the invitation secret', () => {
  it('is stored only as its SHA-256 digest', async () => {
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.invitationHash).toBe(invitationDigest(secret));
    expect(row!.invitationHash).not.toContain(secret);
    // The portal (and the migration of earlier rows) hash the same way in SQL.
    const { rows } = await t.db.execute<{ digest: string }>(
      sql`select encode(sha256(convert_to(${secret}, 'UTF8')), 'hex') as digest`,
    );
    expect(rows[0]!.digest).toBe(row!.invitationHash);
  });

  it("is answered to nobody: the accountant's and the admin's item, list and trip list", async () => {
    const digest = invitationDigest(secret);
    for (const token of [accountant, admin]) {
      for (const path of [client['@id'], '/api/clients', `/api/trips?client.id=${client.id}`]) {
        const res = await t.request('GET', path, { token });
        expect(res.status, path).toBe(200);
        expect(leaks(await res.text(), digest), path).toBe(false);
      }
    }
  });

  it('is in no OpenAPI schema', async () => {
    const res = await t.request('GET', '/api/docs.json');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('invitationHash');
  });

  it('cannot be set through the client resource', async () => {
    const res = await t.request('PATCH', client['@id'], {
      token: admin,
      body: { invitationHash: 'chosen-by-an-attacker' },
    });
    expect([200, 422]).toContain(res.status);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.invitationHash).toBe(invitationDigest(secret));
  });

  // Last: it runs the migration's statement over the whole table.
  it('the migration turns a secret left in clear into its digest', async () => {
    const dir = join(import.meta.dirname, '../../drizzle');
    const statement = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('--> statement-breakpoint'))
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .find((part) => /^UPDATE "clients" SET "invitation_hash"/.test(part));
    expect(statement).toBeDefined();
    const old = await makeClient(t, admin, 'Olga', 'Old');
    await t.db
      .update(clients)
      .set({ invitationHash: 'an-old-clear-secret' })
      .where(eq(clients.id, old.id as number));
    await t.db.execute(sql.raw(statement!));
    const [row] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.id, old.id as number));
    expect(row!.invitationHash).toBe(invitationDigest('an-old-clear-secret'));
  });
});
