import { type SQL, sql } from 'drizzle-orm';
import type { TaskTrigger } from '../../enums/task-values.ts';

// The placeholders a template's title and description may hold, filled from the record that fired
// it (the SQL that makes the tasks renders them: task-sql.ts).
export const taskPlaceholders = ['trip.reference', 'client.name', 'item.name', 'trip.startDate'] as const;
export type TaskPlaceholder = (typeof taskPlaceholders)[number];

// The triggers that fire for an item (the others fire for a trip and have no {item.name}).
export const itemTriggers: readonly TaskTrigger[] = [
  'item_status',
  'request_unanswered',
  'cancel_by_approaching',
  'supplier_payment_due',
];

// Every `{...}` of a text: placeholders are single braces around a dotted name; anything else in
// braces is refused too (a typo would otherwise reach the task as it is).
export const placeholdersIn = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!.trim());

// The SQL of a text with its placeholders replaced by `values` (SQL of text; null counts as '').
export const renderSql = (text: SQL, values: Record<TaskPlaceholder, SQL>): SQL =>
  taskPlaceholders.reduce(
    (acc, name) => sql`replace(${acc}, ${sql.raw(`'{${name}}'`)}, coalesce(${values[name]}, ''))`,
    text,
  );

// A value written into HTML (a template's description): its text escaped.
export const escapedSql = (value: SQL): SQL =>
  sql`replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;
