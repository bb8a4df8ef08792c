import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, instant, ownerId } from '../columns.ts';

// The durable outbox of the accounting synchronisation (issue 29.5): a row per version of a posted
// document (an issued invoice or credit note, an approved bill, a supplier payment), written in
// the transaction that posts it, with the Xero-shaped payload of that version and an idempotency
// key stable for it, so the other side applies each version once however often it is sent.
export const accountingOutbox = pgTable(
  'accounting_outbox',
  {
    id: idColumn(),
    // invoice | credit_note | supplier_bill | supplier_payment
    recordType: varchar('record_type', { length: 32 }).notNull(),
    recordId: integer('record_id').notNull(),
    recordVersion: integer('record_version').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    payload: jsonb('payload').notNull(),
    // pending | sent | failed (retries exhausted: waits for a resend)
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    externalId: varchar('external_id', { length: 128 }),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('accounting_outbox_key_unique').on(t.idempotencyKey),
    index('accounting_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('accounting_outbox_record_idx').on(t.recordType, t.recordId),
    check('accounting_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

// Every attempt to send an outbox row: the answer's status and the external id, or the error.
export const accountingSyncLog = pgTable(
  'accounting_sync_log',
  {
    id: idColumn(),
    outboxId: ownerId('outbox_id', () => accountingOutbox.id),
    attempt: integer('attempt').notNull(),
    // success | error
    outcome: varchar('outcome', { length: 16 }).notNull(),
    httpStatus: integer('http_status'),
    externalId: varchar('external_id', { length: 128 }),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('accounting_sync_log_outbox_idx').on(t.outboxId, t.id)],
);
