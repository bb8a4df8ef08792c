// Single-threaded cost of the per-request steps the API adds to GET /api/vendors on top of the SQL
// (what the thin server does not do), to size the changes proposed in docs/performance.md.
//   node bench/list-overhead-micro.ts
import { createHmac, timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { signAccessToken, verifyAccessToken } from '../apps/api/src/auth/jwt.ts';
import { vendorsResource } from '../apps/api/src/catalogue/vendors.resource.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { ShapeBinder } from '../apps/api/src/engine/binder.ts';
import { buildConditions, buildOrder } from '../apps/api/src/engine/filters.ts';
import { inlineSelections } from '../apps/api/src/engine/serialize.ts';
import { useModules } from '../apps/api/src/modules.ts';

// The relations resolve through the registry the app builds from the modules.
useModules();

const time = async (label: string, n: number, fn: () => unknown) => {
  for (let i = 0; i < n / 5; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(`${label.padEnd(58)} ${(((performance.now() - t) * 1000) / n).toFixed(1).padStart(7)} µs`);
};

const pool = new pg.Pool({ max: 1 }); // never connects: toSQL only
const db = drizzle(pool, { schema });
const params = { search: ['gho'], 'order[name]': ['asc'], page: ['1'], itemsPerPage: ['30'] };
await time('drizzle: print the list SQL (page with locations + count)', 5_000, () => {
  const where = buildConditions(vendorsResource, params);
  const order = buildOrder(vendorsResource, params);
  const cut = db
    .select(vendorsResource.columns)
    .from(vendorsResource.table)
    .where(where)
    .orderBy(...order)
    .limit(30)
    .offset(0)
    .as('vendors');
  const fields = Object.fromEntries(
    Object.keys(vendorsResource.columns).map((k) => [k, (cut as unknown as Record<string, PgColumn>)[k]!]),
  );
  db.select({ ...fields, ...inlineSelections(vendorsResource) })
    .from(cut)
    .orderBy(...order)
    .toSQL();
  db.select({ n: count() }).from(vendorsResource.table).where(where).toSQL();
});
await time('engine: shape key + values of a compiled list (cache hit)', 20_000, () => {
  const binder = new ShapeBinder();
  buildConditions(vendorsResource, params, binder);
  buildOrder(vendorsResource, params, binder);
  return binder.key;
});

const key = new TextEncoder().encode('x'.repeat(64));
const user = { id: 1, email: 'admin@demo.travel', roles: ['ROLE_SUPER_ADMIN'], isActive: true };
const token = await signAccessToken(key, user, 3600);
await time('jose: verifyAccessToken (WebCrypto HMAC, async)', 20_000, () => verifyAccessToken(key, token));
const [header, payload, signature] = token.split('.') as [string, string, string];
const expected = Buffer.from(signature, 'base64url');
await time('node:crypto: createHmac + timingSafeEqual + parse payload', 20_000, () => {
  const mac = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw new Error('bad signature');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
});
const verified = new Map([[token, { user, expMs: Date.now() + 3_600_000 }]]);
await time('cache of verified tokens: hit + expiry check', 20_000, () => {
  const hit = verified.get(token);
  return hit && hit.expMs > Date.now() ? hit.user : undefined;
});
await pool.end();
