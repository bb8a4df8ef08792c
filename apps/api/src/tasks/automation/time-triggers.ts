import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { taskTemplates } from '../../db/schema/index.ts';
import { pendingVendorStatus } from '../../emails/booking-request.ts';
import type { TaskTrigger } from '../../enums/task-values.ts';
import type { JobDeps } from '../../jobs/define-job.ts';
import { droppedItemStatusesSql } from '../../trips/trip-items-states.ts';
import { requestSentSql } from './request-sent.queries.ts';
import { makeTemplateTasks } from './task-sql.ts';

// The triggers counted in days from a date.
export const timeTriggers: readonly TaskTrigger[] = [
  'before_departure',
  'after_return',
  'request_unanswered',
  'cancel_by_approaching',
  'supplier_payment_due',
];

// A trip whose return is older than this is not caught up with by an after_return template (a new
// template would otherwise give every past trip a task); it covers a job that did not run for days.
export const catchUpDays = 7;

const templatesOf = (trigger: TaskTrigger) =>
  sql`task_templates tt on tt.active and tt.trigger_type = ${trigger} and tt.trigger_days is not null`;

// The occurrences due at `now`, per trigger, each with its key (unique per template, so each fires
// once whatever the number of runs and processes):
//  - before_departure N: the trip leaves within N days (from N days before its start to its start
//    day), not cancelled: `trip:42:before_departure:14`;
//  - after_return N: N days after its end, within catchUpDays: `trip:42:after_return:2`;
//  - request_unanswered N: an item still "Pending vendor booking" N days after the request put it
//    there (the audited change to that status): `item:7:request_unanswered:3:2026-11-20`, one per
//    request (a new request after an answer is a new occurrence);
//  - cancel_by_approaching N, supplier_payment_due N: the item's date within N days (below).
const occurrencesOf = (trigger: TaskTrigger, now: Date): SQL | undefined => {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  switch (trigger) {
    case 'before_departure':
      return sql`select tt.id as template_id, tr.id as trip_id, null::int as item_id,
          'trip:' || tr.id || ':before_departure:' || tt.trigger_days as trigger_key
        from trips tr join ${templatesOf(trigger)}
          and tr.start_date >= ${today} and tr.start_date <= ${today} + tt.trigger_days
          and tr.status not in ('trip_cancelled', 'archived')`;
    case 'after_return':
      return sql`select tt.id as template_id, tr.id as trip_id, null::int as item_id,
          'trip:' || tr.id || ':after_return:' || tt.trigger_days as trigger_key
        from trips tr join ${templatesOf(trigger)}
          and tr.end_date <= ${today} - tt.trigger_days
          and tr.end_date > ${today} - tt.trigger_days - ${catchUpDays}::int
          and tr.status <> 'trip_cancelled'`;
    case 'request_unanswered':
      return sql`select tt.id as template_id, i.trip_id, i.id as item_id,
          'item:' || i.id || ':request_unanswered:' || tt.trigger_days || ':'
            || to_char(s.sent at time zone 'UTC', 'YYYY-MM-DD') as trigger_key
        from trip_items i
        join trips tr on tr.id = i.trip_id and tr.status not in ('trip_cancelled', 'archived')
        cross join lateral (${requestSentSql('i')}) s
        join ${templatesOf(trigger)}
          and s.sent + make_interval(days => tt.trigger_days) <= ${now.toISOString()}::timestamptz
        where i.status = ${pendingVendorStatus} and i.alternative_of_id is null`;
    case 'cancel_by_approaching':
      return itemDateApproaching('cancel_by_date', 'cancel_by', today);
    case 'supplier_payment_due':
      return itemDateApproaching('supplier_payment_due_date', 'supplier_payment', today);
    default:
      return undefined;
  }
};

// An item's supplier date (its cancel-by date, its supplier payment due date) within N days from
// today, the item still in the plan (not dropped, not an alternative) and its trip not cancelled:
// `item:7:cancel_by:3:2027-05-01`, the date in the key so that a date moved later (new terms) is a
// new occurrence.
const itemDateApproaching = (
  column: 'cancel_by_date' | 'supplier_payment_due_date',
  name: string,
  today: SQL,
) =>
  sql`select tt.id as template_id, i.trip_id, i.id as item_id,
      'item:' || i.id || ':${sql.raw(name)}:' || tt.trigger_days || ':' || to_char(i.${sql.raw(column)}, 'YYYY-MM-DD') as trigger_key
    from trip_items i
    join trips tr on tr.id = i.trip_id and tr.status not in ('trip_cancelled', 'archived')
    join ${templatesOf(column === 'cancel_by_date' ? 'cancel_by_approaching' : 'supplier_payment_due')}
      and i.${sql.raw(column)} >= ${today} and i.${sql.raw(column)} <= ${today} + tt.trigger_days
    where i.${sql.raw(column)} is not null and i.alternative_of_id is null
      and i.status not in (${sql.raw(droppedItemStatusesSql)})`;

// One run of the time triggers: the triggers that have active templates, their due occurrences
// made into tasks in one statement and one transaction. Answers the tasks made.
export const fireTimeTriggers = async (deps: Pick<JobDeps, 'db'>, now = new Date()) => {
  const active = await deps.db
    .selectDistinct({ trigger: taskTemplates.triggerType })
    .from(taskTemplates)
    .where(and(eq(taskTemplates.active, true), inArray(taskTemplates.triggerType, [...timeTriggers])));
  const parts = active.flatMap((a) => occurrencesOf(a.trigger as TaskTrigger, now) ?? []);
  if (parts.length === 0) return [];
  const occurrences = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  const { made } = await deps.db.transaction((tx) => makeTemplateTasks(tx, null, occurrences, now));
  return made;
};
