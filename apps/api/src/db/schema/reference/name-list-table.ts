import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

// A reference list that is a name only. One table per list, so that the records using a list get
// plain foreign keys; names are unique per list whatever their case (a duplicate answers 409).
export const nameListTable = <const N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: idColumn(),
      name: varchar('name', { length: 255 }).notNull(),
      ...auditColumns(),
    },
    (t) => [uniqueIndex(`${name}_name_unique`).on(sql`lower(${t.name})`)],
  );
