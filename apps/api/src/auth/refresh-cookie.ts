import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env.ts';
import { forwardedAddress } from '../http/client-ip.ts';

// The refresh token also travels in a cookie page scripts cannot read (HttpOnly), sent only to the
// token endpoints (Path) and never from another site (SameSite=Strict); the name and lifetime are
// product.md §9's: 8 hours with "remember", else a session cookie.
export const refreshCookieName = 'refresh_token';
const path = '/api/token';
const rememberSeconds = 8 * 60 * 60;

// Over https (PUBLIC_URL, the request, or X-Forwarded-Proto read like X-Forwarded-For: the entry
// the outermost trusted proxy wrote) the cookie is Secure.
const isHttps = (c: Context<AppEnv>) => {
  const { config } = c.get('deps');
  if (config.publicUrl.startsWith('https:') || c.req.url.startsWith('https:')) return true;
  return forwardedAddress(c.req.header('x-forwarded-proto'), config.trustProxy) === 'https';
};

export const setRefreshCookie = (c: Context<AppEnv>, token: string, remember: boolean) =>
  setCookie(c, refreshCookieName, token, {
    path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    ...(remember ? { maxAge: rememberSeconds } : {}),
  });

export const readRefreshCookie = (c: Context<AppEnv>) => getCookie(c, refreshCookieName) || undefined;

export const clearRefreshCookie = (c: Context<AppEnv>) =>
  deleteCookie(c, refreshCookieName, { path, httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
