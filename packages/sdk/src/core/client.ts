// One transport for the whole SDK: a typed openapi-fetch client over the openapi-typescript `paths`,
// with the client core as its middleware. The orval functions and hooks (through `request`, their
// mutator) and the typed `api` share the same client, configuration and refresh.
import createClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../generated/paths.ts';
import { readBody } from './body.ts';
import { type ApiClientConfig, type CoreCallOptions, coreMiddleware } from './middleware.ts';
import { sendRequest } from './send.ts';

export {
  type ApiClientConfig,
  type CoreCallOptions,
  isSecuredRequest,
  LD_JSON,
  MERGE_PATCH_JSON,
} from './middleware.ts';

export interface RequestOptions extends RequestInit, CoreCallOptions {
  /** Send this one request through another client instance instead of the default one. */
  client?: ApiClient;
}

/** What every generated function resolves to: the parsed 2xx body, its status and its headers. */
export interface ApiResponse<TData = unknown> {
  data: TData;
  status: number;
  headers: Headers;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Op> ? (Op extends undefined ? never : P) : never;
}[keyof paths];
type RequiredKeysOf<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & CoreCallOptions & { [key: string]: unknown })?]
    : [Init & CoreCallOptions & { [key: string]: unknown }];
// Non-2xx answers are thrown as ApiError by the middleware, so a call resolves to the success branch.
type Ok<R> = Exclude<R, { error: unknown }>;
type TypedMethod<M extends HttpMethod> = <
  P extends PathsWith<M>,
  Init extends MaybeOptionalInit<paths[P], M>,
>(
  url: P,
  ...init: InitParam<Init>
) => Promise<Ok<FetchResponse<NonNullable<paths[P][M]>, Init, `${string}/${string}`>>>;

/**
 * The typed client: `api.GET('/api/vendors', { params: { query: { 'status[]': ['active'] } } })`
 * resolves to `{ data, response }` of a 2xx; anything else is thrown as ApiError.
 */
export interface TypedApi {
  GET: TypedMethod<'get'>;
  PUT: TypedMethod<'put'>;
  POST: TypedMethod<'post'>;
  DELETE: TypedMethod<'delete'>;
  PATCH: TypedMethod<'patch'>;
  HEAD: TypedMethod<'head'>;
  OPTIONS: TypedMethod<'options'>;
  /** Adds openapi-fetch middleware after the core (its onResponse sees answers before the core does). */
  use: Client<paths>['use'];
  eject: Client<paths>['eject'];
}

export interface ApiClient {
  readonly config: Readonly<ApiClientConfig>;
  /** Merges settings into this client (later calls override earlier ones). */
  configure(config: ApiClientConfig): void;
  /** The typed openapi-fetch client. */
  readonly api: TypedApi;
  /** A request by URL (what orval's functions and hooks call): resolves to `{ data, status, headers }`. */
  request<TData = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<TData>>;
}

const methods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

// '' means same origin: a browser resolves it against the page (Request needs an absolute URL).
const originOf = (baseUrl: string | undefined) =>
  baseUrl || (typeof location === 'undefined' ? '' : location.origin);

export const createApiClient = (initial: ApiClientConfig = {}): ApiClient => {
  let config: ApiClientConfig = { ...initial };
  const inner = createClient<paths>({
    // Late-bound on purpose: msw (and test stubs) replace globalThis.fetch after we are loaded.
    fetch: (request) => sendRequest(config.fetch ?? globalThis.fetch, request),
    // Lists are sent as repeated keys (`status[]=a&status[]=b`), the way the API reads them.
    querySerializer: { array: { style: 'form', explode: true } },
  });
  inner.use(coreMiddleware(() => config));

  type AnyInit = Record<string, unknown> | undefined;
  type AnyCall = (url: string, init?: AnyInit) => Promise<unknown>;
  const call = (method: (typeof methods)[number]) => (url: string, init?: AnyInit) =>
    (inner[method] as unknown as AnyCall)(url, { baseUrl: originOf(config.baseUrl), ...init });
  const api = {
    ...Object.fromEntries(methods.map((method) => [method, call(method)])),
    use: inner.use,
    eject: inner.eject,
  } as unknown as TypedApi;

  const request = async <TData>(url: string, options: RequestOptions = {}): Promise<ApiResponse<TData>> => {
    const { client: _client, method: given, body, ...init } = options;
    const method = (given ?? 'GET').toUpperCase() as (typeof methods)[number];
    // The URL is already built (path and query); the body is already serialised (JSON or FormData).
    const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
    const { response } = (await call(method)(url, {
      ...init,
      ...(absolute ? { baseUrl: undefined } : {}),
      body: body ?? undefined,
      bodySerializer: (value: unknown) => value,
      parseAs: 'stream',
    })) as { response: Response };
    return {
      data: (await readBody(response, method)) as TData,
      status: response.status,
      headers: response.headers,
    };
  };

  return {
    get config() {
      return config;
    },
    configure(patch) {
      config = { ...config, ...patch };
    },
    api,
    request,
  };
};

/** The client the generated functions use unless a call passes `{ client }`. */
export const defaultClient: ApiClient = createApiClient();

/** The default client's typed openapi-fetch interface. */
export const api: TypedApi = defaultClient.api;

/** Configures the default client, e.g. once at application start. */
export const configureClient = (config: ApiClientConfig): ApiClient => {
  defaultClient.configure(config);
  return defaultClient;
};
