import type { Violation } from '../generated/model/index.ts';

/** One constraint violation of a 422 answer (`violations[]` of the problem document). */
export type ApiViolation = Violation;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// `errors` may be a list of strings or of { message } objects, or a map of field -> messages.
const messagesOfErrors = (errors: unknown): string[] => {
  const items = Array.isArray(errors) ? errors : isRecord(errors) ? Object.values(errors).flat() : [];
  return items.flatMap((item) => {
    if (nonEmpty(item)) return [item];
    if (isRecord(item) && nonEmpty(item.message)) return [item.message];
    return [];
  });
};

/**
 * The human-readable messages of an error answer, the first source that has any wins:
 * the body's `errors` list (each message), then `hydra:description`, then `message`,
 * then the status text (or `HTTP <status>` when the status text is empty, as over HTTP/2).
 */
export const normalizeErrorMessages = (body: unknown, status: number, statusText: string): string[] => {
  if (isRecord(body)) {
    const fromErrors = messagesOfErrors(body.errors);
    if (fromErrors.length > 0) return fromErrors;
    // A 422's violations in words: "Passport expiry: …" rather than the API's "passportExpiry: …".
    const violations = violationsOf(body);
    if (violations.length > 0)
      return violations.map((v) =>
        v.propertyPath ? `${fieldWords(v.propertyPath)}: ${v.message}` : v.message,
      );
    if (nonEmpty(body['hydra:description'])) return [body['hydra:description']];
    if (nonEmpty(body.message)) return [body.message];
  }
  return [nonEmpty(statusText) ? statusText : `HTTP ${status}`];
};

/** A property path as words: `passportExpiry` → "Passport expiry", `rooms[0].size` → "Rooms 1 size". */
export const fieldWords = (path: string) => {
  const words = path
    .replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1} `)
    .replace(/[._]/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const violationsOf = (body: unknown): ApiViolation[] => {
  if (!isRecord(body) || !Array.isArray(body.violations)) return [];
  return body.violations.filter(
    (v): v is ApiViolation =>
      isRecord(v) && typeof v.propertyPath === 'string' && typeof v.message === 'string',
  );
};

export interface ApiErrorInit<TBody> {
  status: number;
  statusText?: string;
  body?: TBody;
  messages: string[];
  method: string;
  url: string;
  response?: Response;
  cause?: unknown;
}

/**
 * Thrown by every SDK call that does not end in a 2xx: `status` is 0 when no response arrived
 * (network failure, CORS, DNS...), `body` is the parsed problem document when there is one.
 */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got a response. */
  readonly status: number;
  readonly statusText: string;
  /** The parsed body (usually an application/problem+json document), if any. */
  readonly body: TBody | undefined;
  /** Normalised messages, never empty; see {@link normalizeErrorMessages}. */
  readonly messages: string[];
  /** `violations` of a 422 answer; empty otherwise. */
  readonly violations: ApiViolation[];
  readonly method: string;
  readonly url: string;
  readonly response: Response | undefined;

  constructor(init: ApiErrorInit<TBody>) {
    super(init.messages.join('\n'), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.messages = init.messages;
    this.violations = violationsOf(init.body);
    this.method = init.method;
    this.url = init.url;
    this.response = init.response;
  }

  /** Messages of the violations for one property path (e.g. to show beside a form field). */
  violationsFor(propertyPath: string): string[] {
    return this.violations.filter((v) => v.propertyPath === propertyPath).map((v) => v.message);
  }

  static fromResponse<TBody = unknown>(
    response: Response,
    body: TBody | undefined,
    request: { method: string; url: string },
  ): ApiError<TBody> {
    return new ApiError<TBody>({
      status: response.status,
      statusText: response.statusText,
      body,
      messages: normalizeErrorMessages(body, response.status, response.statusText),
      response,
      ...request,
    });
  }

  /** No response at all: the message is the underlying error's own. */
  static fromNetworkError(cause: unknown, request: { method: string; url: string }): ApiError<never> {
    const message = cause instanceof Error && nonEmpty(cause.message) ? cause.message : String(cause);
    return new ApiError<never>({ status: 0, messages: [message], cause, ...request });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
