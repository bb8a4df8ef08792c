import { ApiError } from './problem.ts';

type PgError = { code?: string; detail?: string; constraint?: string; column?: string };

const pgErrorOf = (err: unknown): PgError | undefined => {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

// Database errors caused by the request become 4xx answers; connection loss becomes 503.
export const mapDatabaseError = (err: unknown): ApiError | undefined => {
  const pg = pgErrorOf(err);
  if (!pg?.code) {
    const code = (err as NodeJS.ErrnoException)?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P01') {
      return new ApiError(503, 'The database is unavailable. Please try again.', {
        headers: { 'Retry-After': '5' },
      });
    }
    return undefined;
  }
  switch (pg.code) {
    case '23505':
      return new ApiError(409, 'A record with the same unique value already exists.');
    case '23503':
      return new ApiError(
        409,
        'This record is referenced by other records and cannot be changed or deleted.',
      );
    case '23502':
      return new ApiError(422, `${pg.column ?? 'A value'}: This value should not be null.`, {
        violations: [{ propertyPath: pg.column ?? '', message: 'This value should not be null.' }],
      });
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
      return new ApiError(422, 'A value is out of range or too long.', {
        violations: [{ propertyPath: pg.column ?? '', message: 'This value is not valid.' }],
      });
    case '22P02':
      return new ApiError(400, 'Invalid value syntax.');
    case '40001':
    case '40P01':
      return new ApiError(409, 'The record was changed by another request. Please retry.');
    case '57P01':
    case '08006':
    case '08001':
    case '53300':
      return new ApiError(503, 'The database is unavailable. Please try again.', {
        headers: { 'Retry-After': '5' },
      });
    default:
      return undefined;
  }
};
