import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forbidden } from '../http/problem.ts';

// The short-lived signed links of what a browser tab opens without the bearer token (a stored
// file, a trip's PDF): an HMAC of the path, the expiry and the issuer (the user who asked for the
// link) with the app's key.
export const linkLifetimeSeconds = 300;
// No link lives longer than this, whatever asks for it (at issue) and whatever expiry a link
// carries (at check): a link signed with the key for ten years is refused. Clock skew between
// processes is allowed for.
export const maxLinkLifetimeSeconds = linkLifetimeSeconds;
const clockSkewSeconds = 30;

export const sign = (key: Uint8Array, path: string, expires: number, issuer: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}\n${issuer}`).digest('base64url');

export const validSignature = (
  key: Uint8Array,
  path: string,
  expires: number,
  issuer: number,
  given: string,
) => {
  const expected = Buffer.from(sign(key, path, expires, issuer));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

// `?expires=…&signature=…&by=…` for `path`, made by user `issuer`, valid for the link lifetime
// from now (never more than the cap).
export const signedQuery = (
  key: Uint8Array,
  path: string,
  issuer: number,
  { now = Date.now(), lifetimeSeconds = linkLifetimeSeconds } = {},
) => {
  const expires = Math.floor(now / 1000) + Math.min(lifetimeSeconds, maxLinkLifetimeSeconds);
  return new URLSearchParams({
    expires: String(expires),
    signature: sign(key, path, expires, issuer),
    by: String(issuer),
  }).toString();
};

const issuerShape = /^[1-9][0-9]{0,8}$/;

// 403 unless the link's expiry is ahead and within the cap, its signature is the path's and its
// issuer's, and the issuer is still an active user. Answers the issuer's current roles, for the
// caller to check they may still read what the link opens.
export const checkSignedLink = async (
  db: Db,
  key: Uint8Array,
  path: string,
  link: { expires: unknown; signature: unknown; by: unknown },
) => {
  const expires = Number(link.expires);
  const now = Date.now() / 1000;
  if (!Number.isFinite(expires) || expires < now) throw forbidden('This link has expired.');
  if (expires > now + maxLinkLifetimeSeconds + clockSkewSeconds) {
    throw forbidden(`This link is not valid: links live at most ${maxLinkLifetimeSeconds / 60} minutes.`);
  }
  const issuer = typeof link.by === 'string' && issuerShape.test(link.by) ? Number(link.by) : undefined;
  if (
    issuer === undefined ||
    typeof link.signature !== 'string' ||
    !validSignature(key, path, expires, issuer, link.signature)
  ) {
    throw forbidden('This link is not valid.');
  }
  const [state] = await db
    .select({ isActive: users.isActive, roles: users.roles })
    .from(users)
    .where(eq(users.id, issuer))
    .limit(1);
  if (!state?.isActive) {
    throw forbidden('This link is no longer valid: the user who made it no longer has access.');
  }
  return { id: issuer, roles: state.roles };
};
