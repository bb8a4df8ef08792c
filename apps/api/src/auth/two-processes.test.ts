import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

// Issue 10 item 26: nothing a second API process needs lives in one process only. Two apps on one
// database: on PostgreSQL (TEST_DATABASE_URL) each with its own connection pool and its own copy of
// the signing key (so no in-process cache is shared); on PGlite, which is one in-process database,
// on the same handle.
let t: TestApp;
let second: DbHandle | undefined;
let other: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  let db = t.db;
  if (t.driver === 'postgres') {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    second = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    db = second.db;
  }
  other = createApp({
    db,
    driver: t.driver,
    config: t.config,
    jwtKey: new Uint8Array(t.jwtKey),
    mailer: createMailer({ dataDir: t.dataDir }),
  });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const viaOther = (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; forwardedFor?: string } = {},
) =>
  other.request(path, {
    method,
    headers: {
      accept: 'application/ld+json',
      'content-type': 'application/ld+json',
      'x-forwarded-for': opts.forwardedFor ?? '10.200.0.1',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });

type Pair = { token: string; refresh_token: string };

describe('two API processes on one database', () => {
  it('a user deactivated through one is refused by the other at once', async () => {
    const admin = await t.login('admin@demo.travel');
    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: { email: 'two-apps@demo.travel', password: 'two-apps-pass', roles: ['ROLE_VENDOR'] },
    });
    const { id } = await json<{ id: number }>(created);
    const session = await json<Pair>(
      await viaOther('POST', '/api-auth/admin/auth_token', {
        body: { email: 'two-apps@demo.travel', password: 'two-apps-pass' },
      }),
    );
    // Used (and cached) on the other process first.
    expect((await viaOther('GET', '/api/vendors', { token: session.token })).status).toBe(200);
    expect((await t.request('GET', '/api/vendors', { token: session.token })).status).toBe(200);

    const deactivated = await t.request('POST', `/api/users/${id}/update`, {
      token: admin,
      body: { isActive: false },
    });
    expect(deactivated.status).toBe(200);
    const refused = await viaOther('GET', '/api/vendors', { token: session.token });
    expect(refused.status).toBe(401);
    expect((await json(refused))['hydra:description']).toMatch(/deactivated/);
    expect(
      (await viaOther('GET', `/api/token/refresh?refresh_token=${session.refresh_token}`)).status,
    ).not.toBe(200);
  });

  it('a role change through the second ends the session on the first', async () => {
    const adminOther = await json<Pair>(
      await viaOther('POST', '/api-auth/admin/auth_token', {
        body: { email: 'admin@demo.travel', password: 'demo-password' },
      }),
    );
    const session = await t.login('travel@demo.travel');
    expect((await t.request('GET', '/api/vendors', { token: session })).status).toBe(200);
    const me = await json<{ id: number }>(await t.request('GET', '/api/me', { token: session }));
    const changed = await viaOther('POST', `/api/users/${me.id}/update`, {
      token: adminOther.token,
      body: { roles: ['ROLE_VENDOR'] },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/vendors', { token: session })).status).toBe(401);
  });

  it('failed sign-ins on one count on the other', async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api-auth/admin/auth_token', {
        body: { email: 'content@demo.travel', password: `wrong-${i}` },
        headers: { 'x-forwarded-for': address },
      });
      expect(res.status).toBe(401);
    }
    const locked = await viaOther('POST', '/api-auth/admin/auth_token', {
      body: { email: 'content@demo.travel', password: 'demo-password' },
      forwardedFor: address,
    });
    expect(locked.status).toBe(429);
  });

  it('a refresh token rotated on one is refused as reused on the other', async () => {
    const first = await json<Pair>(
      await viaOther('POST', '/api-auth/admin/auth_token', {
        body: { email: 'manager@demo.travel', password: 'demo-password' },
      }),
    );
    const rotated = await t.request('GET', `/api/token/refresh?refresh_token=${first.refresh_token}`);
    expect(rotated.status).toBe(200);
    expect((await viaOther('GET', `/api/token/refresh?refresh_token=${first.refresh_token}`)).status).toBe(
      401,
    );
  });
});
