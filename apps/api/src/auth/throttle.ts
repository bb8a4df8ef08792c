import { createHash } from 'node:crypto';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';
import { ApiError } from '../http/problem.ts';

type Limits = AppConfig['loginThrottle'];
type Keys = { pair: string; address: string };

// Failed sign-ins are counted per (account, address) pair and per address, in the database so
// that every API process shares them (login_attempts). Never per account alone: that would let
// anyone lock a victim out by failing on purpose. The account is hashed so that a key stays
// short whatever the e-mail's length.
export const throttleKeys = (ip: string, email: string): Keys => {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return { pair: `pair:${ip}|${account}`, address: `ip:${ip}` };
};

// 429 with Retry-After while the pair or the address is locked.
export const assertNotThrottled = async (db: Db, keys: Keys) => {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.pair, keys.address]));
  const now = Date.now();
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now) {
    const seconds = Math.ceil((lockedUntil - now) / 1000);
    const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    throw new ApiError(429, `Too many failed login attempts. Try again in ${wait}.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  }
};

const int = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

// One more failure on a key, in one statement (concurrent failures all count); a count whose
// window started more than `windowMinutes` ago starts again at 1. `lockAt` turns the new count
// into the end of a lock, or null.
const bump = (db: Db, key: string, windowMinutes: number, lockAt: (count: SQL) => SQL) => {
  const stale = sql`login_attempts.window_start < now() - make_interval(mins => ${int(windowMinutes)})`;
  const count = sql`(case when ${stale} then 1 else login_attempts.failures + 1 end)`;
  return db.execute(sql`
    insert into login_attempts (key, failures, window_start, locked_until)
    values (${key}, 1, now(), ${lockAt(sql`1`)})
    on conflict (key) do update set
      failures = ${count},
      window_start = case when ${stale} then now() else login_attempts.window_start end,
      locked_until = ${lockAt(count)}`);
};

// A pair gets `pairFreeFailures` tries, then waits 30 s, 60 s, 120 s... (at most the window)
// after each further failure: slow for a guesser, a short pause for someone who mistyped.
const pairLock = (limits: Limits) => (count: SQL) =>
  sql`
  case when ${count} >= ${int(limits.pairFreeFailures)}
  then now() + least(${int(limits.windowMinutes * 60)}, 30 * power(2, ${count} - ${int(limits.pairFreeFailures)}))
    * interval '1 second'
  end`;

// An address that failed `addressMaxFailures` times in the window, on any accounts, is locked for
// the window: a ceiling for someone trying many accounts, high enough for an office behind one NAT.
const addressLock = (limits: Limits) => (count: SQL) =>
  sql`
  case when ${count} >= ${int(limits.addressMaxFailures)}
  then now() + make_interval(mins => ${int(limits.windowMinutes)})
  end`;

export const recordFailure = async (db: Db, keys: Keys, limits: Limits) => {
  await bump(db, keys.pair, limits.windowMinutes, pairLock(limits));
  await bump(db, keys.address, limits.windowMinutes, addressLock(limits));
};

// A success clears its pair only: the address keeps its count, or signing in to one's own account
// now and then would reset the ceiling for an attacker trying others.
export const clearFailures = async (db: Db, keys: Keys) => {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
};
