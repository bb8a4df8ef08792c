import { apiOperations } from '../generated/operations.ts';
import { ApiError } from './errors.ts';

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
  /** A fetch implementation; by default `globalThis.fetch`, looked up at call time (msw-friendly). */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions extends RequestInit {
  /** Sends `If-Match` for optimistic locking: pass the ETag of the GET (a bare version gets quoted). */
  ifMatch?: string | number;
  /**
   * Force the bearer token and 401 handling on (true) or off (false). By default they apply to every
   * operation the contract secures, i.e. all but those declared with `security: []` (login, refresh...).
   */
  auth?: boolean;
  /** Send this one request through another client instance instead of the default one. */
  client?: ApiClient;
}

/** What every generated function resolves to: the parsed 2xx body, its status and its headers. */
export interface ApiResponse<TData = unknown> {
  data: TData;
  status: number;
  headers: Headers;
}

export interface ApiClient {
  readonly config: Readonly<ApiClientConfig>;
  /** Merges settings into this client (later calls override earlier ones). */
  configure(config: ApiClientConfig): void;
  request<TData = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<TData>>;
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;
export const LD_JSON = 'application/ld+json';
export const MERGE_PATCH_JSON = 'application/merge-patch+json';

const templateToRegExp = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const securedRoutes = Object.values(apiOperations).map((op) => ({
  method: op.method as string,
  pattern: templateToRegExp(op.path),
  secured: op.secured as boolean,
}));

/** Whether the contract requires a bearer token for this request (unknown routes count as secured). */
export const isSecuredRequest = (method: string, url: string): boolean => {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const route = securedRoutes.find((r) => r.method === method && r.pattern.test(path));
  return route ? route.secured : true;
};

const joinUrl = (baseUrl: string, url: string) => {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || baseUrl === '') return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

const quoteEtag = (value: string | number) =>
  typeof value === 'number' || /^\d+$/.test(value) ? `"${value}"` : value;

const isAbort = (error: unknown) =>
  (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) &&
  (error.name === 'AbortError' || error.name === 'TimeoutError');

const readBody = async (response: Response, method: string): Promise<unknown> => {
  if (method === 'HEAD' || response.status === 204 || response.status === 205 || response.status === 304) {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  // Downloads (xlsx exports, PDFs) stay binary; JSON and text are read as text.
  if (type !== '' && !JSON_TYPE.test(type) && !/^text\//i.test(type)) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  if (JSON_TYPE.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

export const createApiClient = (initial: ApiClientConfig = {}): ApiClient => {
  let config: ApiClientConfig = { ...initial };
  let refreshing: Promise<boolean> | undefined;

  // One refresh at a time: every 401 that arrives while it runs waits for the same outcome.
  const refreshOnce = () => {
    const refresh = config.refresh;
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

  const buildHeaders = async (
    init: RequestInit,
    method: string,
    token: string | null | undefined,
    ifMatch: string | number | undefined,
  ) => {
    const defaults = typeof config.headers === 'function' ? await config.headers() : config.headers;
    const headers = new Headers(defaults);
    new Headers(init.headers).forEach((value, key) => {
      headers.set(key, value);
    });
    if (!headers.has('accept')) headers.set('accept', LD_JSON);
    if (typeof init.body === 'string') {
      const type = headers.get('content-type');
      if (!type || JSON_TYPE.test(type))
        headers.set('content-type', method === 'PATCH' ? MERGE_PATCH_JSON : LD_JSON);
    }
    if (ifMatch !== undefined) headers.set('if-match', quoteEtag(ifMatch));
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  };

  const request = async <TData>(url: string, options: RequestOptions = {}): Promise<ApiResponse<TData>> => {
    const { ifMatch, auth, client: _client, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    const fullUrl = joinUrl(config.baseUrl ?? '', url);
    const secured = auth ?? isSecuredRequest(method, url);
    const where = { method, url: fullUrl };

    const send = async () => {
      const token = secured ? await config.getToken?.() : undefined;
      const headers = await buildHeaders(init, method, token, ifMatch);
      // Late-bound on purpose: msw (and test stubs) replace globalThis.fetch after we are loaded.
      const fetchImpl = config.fetch ?? globalThis.fetch;
      try {
        return { response: await fetchImpl(fullUrl, { ...init, method, headers }), token };
      } catch (error) {
        if (isAbort(error)) throw error;
        throw ApiError.fromNetworkError(error, where);
      }
    };

    const first = await send();
    let response = first.response;
    if (response.status === 401 && secured) {
      // A token that changed while this request was in flight was refreshed by someone else: just retry.
      const current = await config.getToken?.();
      const renewed = (current && current !== first.token) || (await refreshOnce());
      if (renewed) {
        await response.body?.cancel().catch(() => undefined);
        ({ response } = await send());
      }
      if (response.status === 401) {
        const error = ApiError.fromResponse(response, await readBody(response, method), where);
        await config.onUnauthorized?.(error);
        throw error;
      }
    }
    const body = await readBody(response, method);
    if (!response.ok) throw ApiError.fromResponse(response, body, where);
    return { data: body as TData, status: response.status, headers: response.headers };
  };

  return {
    get config() {
      return config;
    },
    configure(patch) {
      config = { ...config, ...patch };
    },
    request,
  };
};

/** The client the generated functions use unless a call passes `{ client }`. */
export const defaultClient: ApiClient = createApiClient();

/** Configures the default client, e.g. once at application start. */
export const configureClient = (config: ApiClientConfig): ApiClient => {
  defaultClient.configure(config);
  return defaultClient;
};
