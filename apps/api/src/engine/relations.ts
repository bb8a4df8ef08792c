import type { PgTable } from 'drizzle-orm/pg-core';
import type { ManyThrough, ToOne } from './types.ts';

/**
 * To-one relations stored by convention: `{ trip: 'Trip' }` is the relation `trip` to a Trip, its
 * foreign key `tripId`, in the order given; `options` (readOnly, embed) apply to each of them.
 */
export const toOne = (
  targets: Record<string, string>,
  options: Omit<ToOne, 'kind' | 'target' | 'fk'> = {},
): Record<string, ToOne> =>
  Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [
      name,
      { kind: 'one', target, fk: `${name}Id`, ...options },
    ]),
  );

/**
 * A many-to-many relation through a link table of `leftId` (this record) and `rightId` (the
 * target), read and written as a list of IRIs.
 */
export const manyThrough = (target: string, table: PgTable): ManyThrough => ({
  kind: 'manyThrough',
  target,
  through: table,
  sourceKey: 'leftId',
  targetKey: 'rightId',
});
