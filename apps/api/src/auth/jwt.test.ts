import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const key = new TextEncoder().encode('k'.repeat(64));
const user = { id: 7, email: 'travel@demo.travel', roles: ['ROLE_TRAVEL_DIRECTOR'], isActive: true };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token once and serves it from the cache until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const token = await signAccessToken(key, user, 60);
    expect(await verifyAccessToken(key, token)).toEqual(user);
    expect(await verifyAccessToken(key, token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(await verifyAccessToken(key, token)).toBeUndefined();
  });

  it('never trusts a token signed with another key, even one cached for its own key', async () => {
    const token = await signAccessToken(key, user, 60);
    expect(await verifyAccessToken(key, token)).toEqual(user);
    expect(await verifyAccessToken(new TextEncoder().encode('x'.repeat(64)), token)).toBeUndefined();
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await verifyAccessToken(key, forged)).toBeUndefined();
  });
});
