import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns.ts';

// PostgreSQL's 64-bit transaction id (pg_current_xact_id()), read as text: only the database compares them.
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

// One row per change, written in the same transaction as the change itself. It is also the change
// feed (jobs/change-feed.ts): `id` is its sequence, and subscribers read it in that order.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    actorId: integer('actor_id'),
    changedFields: text('changed_fields').array(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
    // The writing transaction: a change's transaction holds its id before it draws the row's `id`,
    // which the feed's horizon relies on (jobs/change-feed.ts); it also groups one write's rows.
    // Null on the rows written before the feed existed.
    txId: xid8('tx_id').default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // A client's log (GET /api/client_logs): the changes to the records that belong to a client,
    // found by the clientId of their snapshot.
    index('audit_log_client_idx')
      .on(sql`(coalesce(${t.after}->>'clientId', ${t.before}->>'clientId'))`, t.entity, t.at)
      .where(sql`coalesce(${t.after}->>'clientId', ${t.before}->>'clientId') is not null`),
    // A trip's history (GET /api/trips/{id}/history): the changes to the records of a trip, found
    // by the tripId of their snapshot.
    index('audit_log_trip_idx')
      .on(sql`(coalesce(${t.after}->>'tripId', ${t.before}->>'tripId'))`, t.at)
      .where(sql`coalesce(${t.after}->>'tripId', ${t.before}->>'tripId') is not null`),
  ],
);
