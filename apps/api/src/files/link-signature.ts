import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../http/problem.ts';

// The short-lived signed links of what a browser tab opens without the bearer token (a stored
// file, a trip's PDF): an HMAC of the path and the expiry with the app's key.
export const linkLifetimeSeconds = 300;

export const sign = (key: Uint8Array, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

export const validSignature = (key: Uint8Array, path: string, expires: number, given: string) => {
  const expected = Buffer.from(sign(key, path, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

// `?expires=…&signature=…` for `path`, valid for the link lifetime from now.
export const signedQuery = (key: Uint8Array, path: string, now = Date.now()) => {
  const expires = Math.floor(now / 1000) + linkLifetimeSeconds;
  return new URLSearchParams({ expires: String(expires), signature: sign(key, path, expires) }).toString();
};

// 403 unless the link's expiry is ahead and its signature is the path's.
export const checkSignedLink = (key: Uint8Array, path: string, expiresParam: unknown, signature: unknown) => {
  const expires = Number(expiresParam);
  if (!Number.isFinite(expires) || expires < Date.now() / 1000) throw forbidden('This link has expired.');
  if (typeof signature !== 'string' || !validSignature(key, path, expires, signature)) {
    throw forbidden('This link is not valid.');
  }
};
