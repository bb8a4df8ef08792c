import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { vendors } from '../catalogue/vendors.ts';
import { clients } from '../clients/clients.ts';
import { day, entityTable, instant, ownerId, refId } from '../columns.ts';
import { tripItems } from '../trips/trip-items.ts';
import { trips } from '../trips/trips.ts';
import { taskTemplates } from './task-templates.ts';

export type ChecklistEntry = { label: string; done: boolean };

// A to-do of the staff (shown as Updates), assigned to one active user, due at an instant (kept in
// UTC, shown in the viewer's zone), about at most one record of each kind. `seen` is the assignee's:
// the header list shows a user's unseen tasks. A task made by a template carries the template and
// the occurrence that made it (`triggerKey`, e.g. `trip:42:status:booked`): unique per template, so
// an occurrence makes its task once however many writers race (the insert does nothing the second
// time).
export const tasks = entityTable(
  'tasks',
  {
    title: varchar('title', { length: 255 }).notNull(),
    // Sanitised HTML.
    description: text('description'),
    // taskStatus enum: pending, in-progress, completed, cancelled.
    status: varchar('status', { length: 32 }).notNull().default('pending'),
    // taskPriority enum: low, normal, high, urgent.
    priority: varchar('priority', { length: 16 }).notNull().default('normal'),
    dueDate: instant('due_date'),
    assigneeId: refId('assignee_id', () => users.id, 'restrict').notNull(),
    seen: boolean('seen').notNull().default(false),
    completedAt: instant('completed_at'),
    tripId: refId('trip_id', () => trips.id, 'cascade'),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    vendorId: refId('vendor_id', () => vendors.id, 'cascade'),
    tripItemId: refId('trip_item_id', () => tripItems.id, 'cascade'),
    taskTemplateId: refId('task_template_id', () => taskTemplates.id, 'set null'),
    triggerKey: varchar('trigger_key', { length: 160 }),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>().notNull().default([]),
    requiresEvidence: boolean('requires_evidence').notNull().default(false),
    // The day (UTC) the overdue reminder last went out: one reminder per task and day.
    remindedOn: day('reminded_on'),
  },
  (t) => [
    // The header's "my unseen tasks" and the my-tasks calendar.
    index('tasks_assignee_due_idx').on(t.assigneeId, t.dueDate),
    index('tasks_assignee_unseen_idx').on(t.assigneeId).where(sql`not ${t.seen}`),
    index('tasks_created_by_idx').on(t.createdBy),
    index('tasks_due_idx').on(t.dueDate, t.id),
    index('tasks_trip_idx').on(t.tripId).where(sql`${t.tripId} is not null`),
    index('tasks_client_idx').on(t.clientId).where(sql`${t.clientId} is not null`),
    index('tasks_vendor_idx').on(t.vendorId).where(sql`${t.vendorId} is not null`),
    index('tasks_trip_item_idx').on(t.tripItemId).where(sql`${t.tripItemId} is not null`),
    uniqueIndex('tasks_template_occurrence_unique')
      .on(t.taskTemplateId, t.triggerKey)
      .where(sql`${t.taskTemplateId} is not null and ${t.triggerKey} is not null`),
  ],
);

// A comment on a task; its author is createdBy (the caller), the only one who may edit it.
export const taskComments = entityTable(
  'task_comments',
  {
    taskId: ownerId('task_id', () => tasks.id),
    // Sanitised HTML.
    body: text('body').notNull(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);
