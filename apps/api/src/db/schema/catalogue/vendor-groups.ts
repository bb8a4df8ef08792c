import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

export const vendorGroups = pgTable(
  'vendor_groups',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('vendor_groups_name_unique').on(sql`lower(${t.name})`)],
);
