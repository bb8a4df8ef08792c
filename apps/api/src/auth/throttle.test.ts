import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedAddress } from '../http/client-ip.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

// Issue 10 item 7: throttling by (account, address) pair with backoff and a per-address ceiling;
// the address is taken from the right of X-Forwarded-For (TRUST_PROXY=N), never the leftmost.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, forwardedFor: string) =>
  t.request('POST', '/api-auth/admin/auth_token', {
    body: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

// Each test checks dozens of passwords (a dummy hash for unknown accounts): slow by design on a
// loaded machine, so they get more than the suite's 30 s.
describe('the client address behind TRUST_PROXY=N proxies', { timeout: 120_000 }, () => {
  it('is the Nth X-Forwarded-For entry from the right', () => {
    expect(forwardedAddress('6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedAddress('6.6.6.6,198.51.100.7 , 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedAddress('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedAddress('198.51.100.7', 3)).toBe('198.51.100.7');
    expect(forwardedAddress('', 1)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
  });
});

describe('login throttling', () => {
  it('throttles 40 failures whose first X-Forwarded-For entry rotates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login('travel@demo.travel', `wrong-${i}`, `203.0.${i}.${i}, 198.51.100.7`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right password, from that address, waits.
    const locked = await login('travel@demo.travel', 'demo-password', '1.2.3.4, 198.51.100.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('applies the per-address ceiling to failures across accounts whose first entry rotates', async () => {
    const ceiling = t.config.loginThrottle.addressMaxFailures;
    for (let i = 0; i < ceiling; i++) {
      const res = await login(`ghost-${i}@demo.travel`, 'wrong-pass', `203.1.${i}.${i}, 198.51.100.9`);
      expect(res.status).toBe(401);
    }
    expect((await login('manager@demo.travel', 'demo-password', '9.9.9.9, 198.51.100.9')).status).toBe(429);
    expect((await login('manager@demo.travel', 'demo-password', '9.9.9.9, 198.51.100.10')).status).toBe(200);
  });

  it('lets the victim sign in from another address during an attack on the account', async () => {
    for (let i = 0; i < 15; i++) {
      await login('accountant@demo.travel', `wrong-${i}`, `198.51.100.${20 + (i % 3)}`);
    }
    // Attacking addresses are locked ...
    expect((await login('accountant@demo.travel', 'demo-password', '198.51.100.20')).status).toBe(429);
    // ... the victim, from an address that has not failed, is not.
    expect((await login('accountant@demo.travel', 'demo-password', '192.0.2.50')).status).toBe(200);
  });

  it('backs off: the wait after each further failure doubles', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 5; i++) await login('marketing@demo.travel', 'wrong-pass', address);
    const first = Number((await login('marketing@demo.travel', 'wrong', address)).headers.get('retry-after'));
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    // Let the lock run out, fail once more: twice as long.
    await t.db.execute(
      sql`update login_attempts set locked_until = now() - interval '1 second' where key like ${`pair:${address}|%`}`,
    );
    expect((await login('marketing@demo.travel', 'wrong-again', address)).status).toBe(401);
    const second = Number(
      (await login('marketing@demo.travel', 'wrong', address)).headers.get('retry-after'),
    );
    expect(second).toBeGreaterThan(50);
    expect(second).toBeLessThanOrEqual(60);
  });

  it('a success clears the pair but not the address count', async () => {
    const address = '198.51.100.88';
    for (let i = 0; i < 4; i++) await login('content@demo.travel', 'wrong-pass', address);
    expect((await login('content@demo.travel', 'demo-password', address)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login('content@demo.travel', 'wrong-pass', address);
    expect((await login('content@demo.travel', 'demo-password', address)).status).toBe(200);
    const { rows } = (await t.db.execute(
      sql`select failures from login_attempts where key = ${`ip:${address}`}`,
    )) as unknown as { rows: { failures: number }[] };
    expect(rows[0]?.failures).toBe(8);
  });
});
