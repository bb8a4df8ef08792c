import { configureClient } from '@backoffice/sdk/core';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { clearCookie, readCookie, writeCookie } from './cookies.ts';

export type SessionUser = { username: string; roles: string[]; isActive: boolean; exp: number };
// The refresh token is not part of it: the API keeps it in an HttpOnly cookie (product.md §9's
// refresh_token) that page scripts cannot read, sent only to /api/token/*.
export type Session = { token: string; remember: boolean; user: SessionUser };

const tokenCookie = 'token';
const rememberCookie = 'remember';
// Where earlier versions kept the refresh token, readable by scripts: removed at start-up.
const legacyRefreshCookie = 'refresh_token';

export const decodeToken = (token: string): SessionUser => {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as SessionUser;
};

const readSession = (): Session | null => {
  try {
    clearCookie(legacyRefreshCookie);
    const token = readCookie(tokenCookie);
    if (!token) return null;
    return { token, remember: readCookie(rememberCookie) === '1', user: decodeToken(token) };
  } catch {
    // Unreadable session cookies at start-up mean a logout.
    for (const name of [tokenCookie, rememberCookie]) clearCookie(name);
    return null;
  }
};

export const sessionAtom = atom<Session | null>(readSession());
const store = getDefaultStore();

/**
 * Who is signed in, read from the app's store. A screen with a jotai store of its own (the
 * itinerary's planning session) would otherwise read the atom's first value there — no one, when
 * the page was opened signed out — and hide what the user's roles allow.
 */
export const useSession = () => useAtomValue(sessionAtom, { store });

// The refresh token of the sign-in answer is not kept: the API set it as an HttpOnly cookie.
export const startSession = (token: string, remember: boolean) => {
  const user = decodeToken(token);
  // product.md §5: login succeeds only when the token's isActive is true.
  if (!user.isActive) throw new Error('Access denied.');
  writeCookie(tokenCookie, token, remember);
  writeCookie(rememberCookie, remember ? '1' : '0', remember);
  store.set(sessionAtom, { token, remember, user });
};

export const endSession = () => {
  for (const name of [tokenCookie, rememberCookie]) clearCookie(name);
  store.set(sessionAtom, null);
};

// product.md §7.2: logout clears the token and all cookies, then goes to the login page after a
// short delay (the guards send a signed-out visitor to /login). The HttpOnly refresh cookie is out
// of the page's reach: the API revokes its session and clears it.
export const logout = (delayMs = 300) => {
  // The shell imports no SDK call statically: the SDK's one module holds every call the screens
  // use, and a static import here would put all of it in the initial chunk (docs/performance.md).
  import('@backoffice/sdk')
    .then((sdk) => sdk.revokeRefreshToken())
    .catch((error: unknown) => console.warn('Sign-out call failed', error));
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) clearCookie(name);
  }
  setTimeout(() => store.set(sessionAtom, null), delayMs);
};

// The browser sends the HttpOnly refresh cookie (same origin); the answer renews it. One refresh
// at a time: the start-up refresh and the SDK's refresh on a 401 share it, since a refresh token
// used twice revokes the whole session.
let refreshing: Promise<boolean> | undefined;
const refreshSession = () => {
  refreshing ??= (async () => {
    const session = store.get(sessionAtom);
    if (!session) return false;
    const { data } = await (await import('@backoffice/sdk')).refreshToken();
    startSession(data.token, session.remember);
    return true;
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
};

// An expired token is refreshed when the page is first served; a failure is only logged.
export const refreshIfExpired = async (now = Date.now()) => {
  const session = store.get(sessionAtom);
  if (!session || session.user.exp * 1000 > now) return;
  try {
    await refreshSession();
  } catch (error) {
    console.warn('Session refresh failed', error);
  }
};

// The SDK asks for the token on every call and refreshes once on a 401; a failed refresh logs out.
configureClient({
  getToken: () => store.get(sessionAtom)?.token,
  refresh: refreshSession,
  // A 401 that survives the refresh logs the user out.
  onUnauthorized: () => logout(),
});
