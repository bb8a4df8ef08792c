import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The caller's address. Behind `trustedProxies` reverse proxies each of them appended the address
// it saw to X-Forwarded-For, so the client is the entry that many places from the right; anything
// left of it was written by the client and can be anything. Without proxies, the socket address.
export const forwardedAddress = (header: string | undefined, trustedProxies: number) => {
  if (trustedProxies <= 0) return undefined;
  const entries = (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  // Fewer entries than proxies: the request took a shorter path; the leftmost was still written
  // by a trusted proxy.
  return entries[Math.max(0, entries.length - trustedProxies)];
};

export const clientIp = (c: Context, trustedProxies: number): string => {
  if (trustedProxies > 0) {
    const forwarded = forwardedAddress(c.req.header('x-forwarded-for'), trustedProxies);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};
