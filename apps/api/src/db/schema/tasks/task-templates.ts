import { boolean, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { auditColumns, idColumn, refId } from '../columns.ts';

// A rule that makes tasks (Settings › Updates): when its trigger fires for a record (a trip reaching
// a status, an item reaching an item status, a trip created, N days before departure...), a task
// titled from `title` with the record's placeholders ({trip.reference}, {client.name}, {item.name},
// {trip.startDate}) is made for the user the assignee rule names, due `dueOffsetDays` later.
export const taskTemplates = pgTable('task_templates', {
  id: idColumn(),
  name: varchar('name', { length: 160 }).notNull(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description'),
  // taskTrigger enum: trip_status, item_status, trip_created, before_departure, after_return,
  // request_unanswered, cancel_by_approaching, supplier_payment_due.
  triggerType: varchar('trigger_type', { length: 40 }).notNull(),
  // The status a status trigger waits for (a trip status or an item status); null otherwise.
  triggerStatus: varchar('trigger_status', { length: 40 }),
  // The N of the time triggers (days before departure, after return, after the request...).
  triggerDays: smallint('trigger_days'),
  // The task's due date: this many days after the trigger fired (0: the same moment).
  dueOffsetDays: smallint('due_offset_days').notNull().default(0),
  // taskAssigneeRule enum: fixed_user (assigneeId), travel_director (the trip's), actor (who made
  // the change; falls back to the travel director for time triggers).
  assigneeRule: varchar('assignee_rule', { length: 32 }).notNull().default('travel_director'),
  assigneeId: refId('assignee_id', () => users.id, 'set null'),
  priority: varchar('priority', { length: 16 }).notNull().default('normal'),
  // The checklist copied onto each task it makes: a list of labels.
  checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
  // The task cannot be completed without an attached file (the supplier's confirmation...).
  requiresEvidence: boolean('requires_evidence').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ...auditColumns(),
});
