import { sql } from 'drizzle-orm';
import { uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

export const vendorGroups = entityTable(
  'vendor_groups',
  {
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [uniqueIndex('vendor_groups_name_unique').on(sql`lower(${t.name})`)],
);
