import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';
import { ApiError } from '../http/problem.ts';

const windowMinutes = 15;
const limits = { account: 5, ip: 20 };

type Keys = { ip: string; account: string };

export const throttleKeys = (ip: string, email: string): Keys => ({
  ip: `ip:${ip}`,
  account: `account:${email.trim().toLowerCase()}`,
});

// 429 with Retry-After while either the account or the address is locked out.
export const assertNotThrottled = async (db: Db, keys: Keys) => {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.ip, keys.account]));
  const now = Date.now();
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now) {
    const seconds = Math.ceil((lockedUntil - now) / 1000);
    throw new ApiError(
      429,
      `Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      {
        headers: { 'Retry-After': String(seconds) },
      },
    );
  }
};

const bump = (db: Db, key: string, limit: number) =>
  db.execute(sql`
    insert into login_attempts (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_attempts.window_start < now() - make_interval(mins => ${windowMinutes})
                      then 1 else login_attempts.failures + 1 end,
      window_start = case when login_attempts.window_start < now() - make_interval(mins => ${windowMinutes})
                      then now() else login_attempts.window_start end,
      locked_until = case when (case when login_attempts.window_start < now() - make_interval(mins => ${windowMinutes})
                      then 1 else login_attempts.failures + 1 end) >= ${limit}
                      then now() + make_interval(mins => ${windowMinutes}) else login_attempts.locked_until end`);

export const recordFailure = async (db: Db, keys: Keys) => {
  await bump(db, keys.account, limits.account);
  await bump(db, keys.ip, limits.ip);
};

export const clearFailures = async (db: Db, keys: Keys) => {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.account]));
};
