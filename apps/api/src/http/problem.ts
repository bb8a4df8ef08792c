import type { Context } from 'hono';

export type Violation = { propertyPath: string; message: string; code?: string };

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

// Every error the API answers with: rendered as application/problem+json with hydra:description.
export class ApiError extends Error {
  readonly status: number;
  readonly violations: Violation[] | undefined;
  readonly headers: Record<string, string>;
  // Members added to the problem body (a 409's `duplicate`: the IRI of the record it clashes with).
  readonly extra: Record<string, unknown>;
  constructor(
    status: number,
    detail: string,
    opts: {
      violations?: Violation[];
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.status = status;
    this.violations = opts.violations;
    this.headers = opts.headers ?? {};
    this.extra = opts.extra ?? {};
  }
}

export const badRequest = (detail: string) => new ApiError(400, detail);
export const unauthorized = (detail = 'Invalid or missing token.') => new ApiError(401, detail);
export const forbidden = (detail = 'Access denied.') => new ApiError(403, detail);
export const notFound = (detail = 'Not Found') => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const unprocessable = (violations: Violation[]) =>
  new ApiError(422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), { violations });

export const problemBody = (
  status: number,
  detail: string,
  violations?: Violation[],
  extra: Record<string, unknown> = {},
) => ({
  '@context': '/api/contexts/Error',
  '@type': violations ? 'ConstraintViolationList' : 'hydra:Error',
  type: `/errors/${status}`,
  title: titles[status] ?? 'Error',
  status,
  detail,
  'hydra:title': titles[status] ?? 'Error',
  'hydra:description': detail,
  ...(violations ? { violations } : {}),
  ...extra,
});

export const problemResponse = (c: Context, err: ApiError) => {
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  c.header('Content-Type', 'application/problem+json; charset=utf-8');
  // The request's id (http/request-log.ts): what a user quotes to find the log line of the error.
  const requestId = c.get('requestId') as string | undefined;
  const extra = requestId ? { ...err.extra, requestId } : err.extra;
  return c.body(
    JSON.stringify(problemBody(err.status, err.message, err.violations, extra)),
    err.status as 400,
  );
};
