// orval's custom mutator: every generated function and hook sends its request through here.
import { defaultClient, type RequestOptions } from './client.ts';
import type { ApiError } from './errors.ts';

/**
 * `T` is the generated success envelope ({ data, status, headers }); errors are thrown as ApiError.
 * The second argument is what every generated function accepts as its last `options` parameter.
 */
export const apiFetch = <T>(url: string, options: RequestOptions = {}): Promise<T> =>
  (options.client ?? defaultClient).request(url, options) as unknown as Promise<T>;

/** Read by orval: the error type of the generated React Query hooks. */
export type ErrorType<TBody> = ApiError<TBody>;

/** Read by orval: the request body type of the generated hooks (bodies are sent as they are). */
export type BodyType<TBody> = TBody;
