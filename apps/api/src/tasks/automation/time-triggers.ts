import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { taskTemplates } from '../../db/schema/index.ts';
import { pendingVendorStatus } from '../../emails/booking-request.ts';
import type { TaskTrigger } from '../../enums/task-values.ts';
import type { JobDeps } from '../../jobs/define-job.ts';
import { requestSentSql } from './request-sent.queries.ts';
import { makeTemplateTasks } from './task-sql.ts';

// The triggers counted in days from a date. cancel_by_approaching and supplier_payment_due wait
// for dates the items do not hold yet (no cancel-by or supplier payment due column): their
// templates can be written and never fire until the items carry those dates.
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
//    request (a new request after an answer is a new occurrence).
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
    default:
      return undefined;
  }
};

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
