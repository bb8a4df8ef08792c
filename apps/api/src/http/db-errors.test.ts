import { describe, expect, it } from 'vitest';
import { mapDatabaseError } from './db-errors.ts';

// Drizzle wraps the driver's error: "Failed query: …" with the pg error as its cause.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('database errors (issue 10.1, 10.2, 10.4)', () => {
  it('maps every kind of connection loss to 503 with Retry-After, wrapped or not', () => {
    const lost = [
      pgError('57P01'),
      wrapped(pgError('57P01')),
      wrapped(pgError('57P02')),
      wrapped(pgError('57P03')),
      wrapped(pgError('08006')),
      wrapped(pgError('08003')),
      pgError('53300'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
      Object.assign(new AggregateError([pgError('ECONNREFUSED')], ''), { code: undefined }),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
      wrapped(new Error('Client was closed and is not queryable')),
    ];
    for (const err of lost) {
      const mapped = mapDatabaseError(err);
      expect(mapped?.status, String((err as Error).message)).toBe(503);
      expect(mapped?.headers['Retry-After']).toBe('5');
    }
  });

  it('maps a NUL or an oversize index key that got through to 422, and keeps the other mappings', () => {
    expect(mapDatabaseError(wrapped(pgError('22021')))?.status).toBe(422);
    expect(mapDatabaseError(wrapped(pgError('22P05')))?.status).toBe(422);
    expect(mapDatabaseError(wrapped(pgError('54000')))?.status).toBe(422);
    expect(mapDatabaseError(wrapped(pgError('23505')))?.status).toBe(409);
    // lock_timeout (issue 23.5): busy, not unavailable; try again shortly.
    const busy = mapDatabaseError(wrapped(pgError('55P03')));
    expect(busy?.status).toBe(503);
    expect(busy?.message).toMatch(/being changed by another request/);
    expect(busy?.headers['Retry-After']).toBe('2');
    expect(mapDatabaseError(new Error('something else'))).toBeUndefined();
  });
});
