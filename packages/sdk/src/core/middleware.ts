// The client core as openapi-fetch middleware: every request of the typed client, of the orval
// functions and of the React hooks goes through this one chain.
import type { Middleware } from 'openapi-fetch';
import { publicOperations } from '../generated/operations.ts';
import { isJsonType, readBody } from './body.ts';
import { ApiError } from './errors.ts';
import { sendRequest } from './send.ts';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientConfig {
  /** Prefix of every request URL; '' (the default) means same origin. */
  baseUrl?: string;
  /** Returns the current access token; it is sent as `Authorization: Bearer <token>`. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Called once when an authenticated request answers 401. Resolve once `getToken` returns the new
   * token (the request is then retried once); reject or resolve `false` when the session is gone.
   * Concurrent 401s share one call, so a single-use refresh token is only spent once.
   */
  refresh?: () => Promise<unknown>;
  /** Called when a 401 survives the refresh (or there is no refresh); the ApiError is thrown after. */
  onUnauthorized?: (error: ApiError) => MaybePromise<void>;
  /** Extra headers for every request. */
  headers?: Record<string, string> | (() => MaybePromise<Record<string, string>>);
  /**
   * `credentials` of every request. Leave unset for the fetch default (`same-origin`); set `include`
   * when the API is on another origin and its refresh cookie (HttpOnly) must travel.
   */
  credentials?: RequestCredentials;
  /** A fetch implementation; by default `globalThis.fetch`, looked up at call time (msw-friendly). */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options the middleware reads (openapi-fetch copies unknown init keys onto the Request). */
export interface CoreCallOptions {
  /** Sends `If-Match` for optimistic locking: pass the ETag of the GET (a bare version gets quoted). */
  ifMatch?: string | number;
  /**
   * Force the bearer token and 401 handling on (true) or off (false). By default they apply to every
   * operation the contract secures, i.e. all but those declared with `security: []` (login, refresh...).
   */
  auth?: boolean;
}

export const LD_JSON = 'application/ld+json';
export const MERGE_PATCH_JSON = 'application/merge-patch+json';

const templateToRegExp = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

// Only the public operations are listed (a short table in the first script): any other route is
// secured, as the contract declares every operation but those.
const publicRoutes = publicOperations.map((op) => ({
  method: op.method as string,
  pattern: templateToRegExp(op.path),
}));

/** Whether the contract requires a bearer token for this request (unknown routes count as secured). */
export const isSecuredRequest = (method: string, url: string): boolean => {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return !publicRoutes.some((r) => r.method === method && r.pattern.test(path));
};

const quoteEtag = (value: string | number) =>
  typeof value === 'number' || /^\d+$/.test(value) ? `"${value}"` : value;

export const isAbort = (error: unknown) =>
  (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) &&
  (error.name === 'AbortError' || error.name === 'TimeoutError');

/** A request kept for the one retry after a refresh, with the token it was sent with. */
type Pending = { retry: Request; token: string | null | undefined };

/**
 * Headers (Accept, JSON-LD / merge-patch content types, If-Match, bearer token, extra headers),
 * credentials, the single-flight refresh with one retry on a 401, `onUnauthorized`, and every non-2xx
 * or network failure thrown as an ApiError (aborts stay as they are, for TanStack Query).
 */
export const coreMiddleware = (getConfig: () => ApiClientConfig): Middleware => {
  let refreshing: Promise<boolean> | undefined;
  const pending = new Map<string, Pending>();

  // One refresh at a time: every 401 that arrives while it runs waits for the same outcome.
  const refreshOnce = () => {
    const refresh = getConfig().refresh;
    if (!refresh) return Promise.resolve(false);
    refreshing ??= Promise.resolve()
      .then(refresh)
      .then(
        (result) => result !== false,
        () => false,
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const send = async (request: Request) => {
    try {
      return await sendRequest(getConfig().fetch ?? globalThis.fetch, request);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw ApiError.fromNetworkError(error, { method: request.method, url: request.url });
    }
  };

  const fail = async (request: Request, response: Response) =>
    ApiError.fromResponse(response, await readBody(response, request.method), {
      method: request.method,
      url: request.url,
    });

  return {
    async onRequest({ request, schemaPath, id }) {
      const config = getConfig();
      const { ifMatch, auth } = request as Request & CoreCallOptions;
      const extra = typeof config.headers === 'function' ? await config.headers() : config.headers;
      for (const [key, value] of Object.entries(extra ?? {})) {
        if (!request.headers.has(key)) request.headers.set(key, value);
      }
      if (!request.headers.has('accept')) request.headers.set('accept', LD_JSON);
      if (request.body !== null && isJsonType(request.headers.get('content-type'))) {
        request.headers.set('content-type', request.method === 'PATCH' ? MERGE_PATCH_JSON : LD_JSON);
      }
      if (ifMatch !== undefined) request.headers.set('if-match', quoteEtag(ifMatch));
      const secured = auth ?? isSecuredRequest(request.method, schemaPath);
      const token = secured ? await config.getToken?.() : undefined;
      if (token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${token}`);
      const sent =
        config.credentials && config.credentials !== request.credentials
          ? new Request(request, { credentials: config.credentials })
          : request;
      if (secured) pending.set(id, { retry: sent.clone(), token });
      return sent;
    },

    async onResponse({ request, response, id }) {
      const kept = pending.get(id);
      pending.delete(id);
      let answer = response;
      if (answer.status === 401 && kept) {
        // A token that changed while this request was in flight was refreshed by someone else: just retry.
        const current = await getConfig().getToken?.();
        const renewed = (current && current !== kept.token) || (await refreshOnce());
        if (renewed) {
          await answer.body?.cancel().catch(() => undefined);
          const token = await getConfig().getToken?.();
          if (token) kept.retry.headers.set('authorization', `Bearer ${token}`);
          answer = await send(kept.retry);
        }
        if (answer.status === 401) {
          const error = await fail(request, answer);
          await getConfig().onUnauthorized?.(error);
          throw error;
        }
      }
      if (!answer.ok) throw await fail(request, answer);
      return answer;
    },

    onError({ request, error, id }) {
      pending.delete(id);
      if (isAbort(error) || error instanceof ApiError) return;
      return ApiError.fromNetworkError(error, { method: request.method, url: request.url });
    },
  };
};
