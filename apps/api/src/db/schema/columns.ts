import { integer, timestamp } from 'drizzle-orm/pg-core';

// Every main table carries an identity id, audit fields and an optimistic-locking version.
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
});
