import { ApiError } from './problem.ts';

type PgError = { code?: string; detail?: string; constraint?: string; column?: string };

// The error, its causes (Drizzle wraps the driver's error) and the first of an AggregateError
// (a refused connection to a host with several addresses).
const chainOf = (err: unknown) => {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 6; ) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause ?? (e as { errors?: unknown[] }).errors?.[0];
  }
  return chain;
};

const pgErrorOf = (chain: unknown[]) =>
  chain.find((e): e is PgError => {
    const code = (e as PgError).code;
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  });

// The database is unreachable, restarting or dropped our connection: the request itself was fine.
const lostSqlStates = /^(08...|57P0[1-5]|53300)$/;
const lostErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dead socket, a connect timeout or a broken client by message only.
const lostMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

const isConnectionLoss = (chain: unknown[]) =>
  chain.some((e) => {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (lostErrnos.has(code) || lostSqlStates.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    return typeof message === 'string' && lostMessages.test(message);
  });

const unavailable = () =>
  new ApiError(503, 'The database is unavailable. Please try again.', {
    headers: { 'Retry-After': '5' },
  });

// Database errors caused by the request become 4xx answers; connection loss becomes 503.
export const mapDatabaseError = (err: unknown): ApiError | undefined => {
  const chain = chainOf(err);
  if (isConnectionLoss(chain)) return unavailable();
  const pg = pgErrorOf(chain);
  if (!pg?.code) return undefined;
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
    // lock_timeout (engine/records.ts): another request (another process, a long write) holds the
    // row. Nothing is wrong with this request or the record: try again shortly.
    case '55P03':
      return new ApiError(
        503,
        'This record is being changed by another request. Please try again in a moment.',
        {
          headers: { 'Retry-After': '2' },
        },
      );
    // A NUL or a character the database encoding lacks, should one get past the request guard.
    case '22021':
    case '22P05':
      return new ApiError(422, 'A value contains a character that cannot be stored.', {
        violations: [{ propertyPath: pg.column ?? '', message: 'This value is not valid.' }],
      });
    // An index entry over the size limit (a key of thousands of characters).
    case '54000':
      return new ApiError(422, 'A value is too long.', {
        violations: [{ propertyPath: pg.column ?? '', message: 'This value is too long.' }],
      });
    default:
      return undefined;
  }
};
