import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

// The destination tree: countries at level 1, then regions, cities, areas (four levels at most).
// level is derived from the parent on every write; a parent with children cannot be deleted.
export const destinations = entityTable(
  'destinations',
  {
    name: varchar('name', { length: 255 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => destinations.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull().default(1),
    pending: boolean('pending').notNull().default(false),
    description: text('description'),
  },
  (t) => [
    index('destinations_parent_idx').on(t.parentId),
    index('destinations_name_id_idx').on(t.name, t.id),
    // The same name may exist under two parents (San José), not twice under one.
    uniqueIndex('destinations_parent_name_unique').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    check('destinations_level_check', sql`${t.level} between 1 and 4`),
  ],
);
