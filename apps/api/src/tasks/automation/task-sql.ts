import { type SQL, sql } from 'drizzle-orm';
import { withAuditSql } from '../../engine/audit.ts';
import { entitySql, snapshotSql } from '../../engine/snapshot-sql.ts';
import type { Tx } from '../../engine/types.ts';
import { logger } from '../../ops/logger.ts';
import { optionNameSql } from '../../trips/item-types/item-type-sql.ts';
import { tasksResource } from '../tasks.resource.ts';
import { escapedSql, renderSql, type TaskPlaceholder } from './placeholders.ts';

// The occurrences a write or the time job found, as SQL of rows (template_id int, trip_id int,
// item_id int or null, trigger_key text): one row per (template, record, occurrence).
export type Occurrences = SQL;

// The placeholders' values, read once per occurrence (the `facts` of the statement) from the trip
// `tr`, its client `cl` and the item `i` (null for a trip's trigger). The start date as the e-mails
// write it ("Fri, 12 June 2026": a calendar date, no zone).
const factsSql = () => sql`tr.reference as v_reference, cl.name as v_client,
  case when i.id is not null then coalesce(nullif(btrim(i.title), ''), ${optionNameSql('i')}, i.type) end as v_item,
  to_char(tr.start_date, 'Dy, FMDD FMMonth YYYY') as v_start`;
const values = (): Record<TaskPlaceholder, SQL> => ({
  'trip.reference': sql`f.v_reference`,
  'client.name': sql`f.v_client`,
  'item.name': sql`f.v_item`,
  'trip.startDate': sql`f.v_start`,
});
const escaped = () =>
  Object.fromEntries(Object.entries(values()).map(([k, v]) => [k, escapedSql(v)])) as Record<
    TaskPlaceholder,
    SQL
  >;

// Whom the task goes to, by the template's rule: its fixed user, the trip's travel director, or
// the user who made the change (a write of the system's own, or a time trigger: the director).
// Only an active user: none (null) means the task is not made.
const assigneeSql = (actorId: number | null) => sql`(select u.id from users u where u.is_active and u.id =
  case tt.assignee_rule
    when 'fixed_user' then tt.assignee_id
    when 'actor' then coalesce(${actorId}::int, f.travel_director_id)
    else f.travel_director_id
  end)`;

// What audit.ts counts as changed for a new record: every property but the stamps.
const createdFields = () => {
  const hidden = new Set([...(tasksResource.hidden ?? []), 'updatedAt', 'version']);
  const keys = Object.keys(tasksResource.columns).filter((k) => !hidden.has(k));
  return sql.raw(`'{${keys.join(',')}}'::text[]`);
};

export type MadeTasks = { made: { id: number; templateId: number; key: string }[]; skipped: number };

// Makes the tasks of the occurrences in ONE statement, in the caller's transaction: the tasks
// (title and description rendered, due `dueOffsetDays` after now, the checklist copied unticked,
// linked to the trip, its client and the item), their audit rows (as the record service writes
// them: the history and the change feed see the automation's tasks like any other), and the
// occurrences skipped for want of an assignee. An occurrence that already made its task (the
// unique index tasks_template_occurrence_unique) makes nothing: concurrent writers, a job run
// twice or two processes make it once. The tasks are the automation's (createdBy null); the audit
// row names the user whose change fired them.
export const makeTemplateTasks = async (
  tx: Tx,
  actorId: number | null,
  occurrences: Occurrences,
  // When the occurrences fired (the time job's clock, a test's); the transaction's time otherwise.
  at?: Date,
): Promise<MadeTasks> => {
  const firedAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const res = await tx.execute<{ id: number | null; template_id: number; trigger_key: string }>(
    withAuditSql(
      sql`occ as (${occurrences}),
      facts as materialized (
        select o.template_id, o.trigger_key, tr.id as trip_id, tr.client_id, tr.travel_director_id,
          i.id as item_id, ${factsSql()}
        from occ o
        join trips tr on tr.id = o.trip_id
        join clients cl on cl.id = tr.client_id
        left join trip_items i on i.id = o.item_id
      ),
      cand as (
        select f.template_id, f.trigger_key, f.trip_id, f.client_id, f.item_id,
          left(${renderSql(sql`tt.title`, values())}, 255) as title,
          ${renderSql(sql`tt.description`, escaped())} as description,
          tt.priority, ${firedAt} + make_interval(days => tt.due_offset_days) as due_date,
          ${assigneeSql(actorId)} as assignee_id,
          (select coalesce(jsonb_agg(jsonb_build_object('label', e.label, 'done', false) order by e.n), '[]'::jsonb)
            from jsonb_array_elements_text(tt.checklist) with ordinality as e(label, n)) as checklist,
          tt.requires_evidence
        from facts f join task_templates tt on tt.id = f.template_id
      ),
      made as (
        insert into tasks (title, description, status, priority, due_date, assignee_id, seen, trip_id,
          client_id, trip_item_id, task_template_id, trigger_key, checklist, requires_evidence)
        select c.title, c.description, 'pending', c.priority, c.due_date, c.assignee_id, false, c.trip_id,
          c.client_id, c.item_id, c.template_id, c.trigger_key, c.checklist, c.requires_evidence
        from cand c where c.assignee_id is not null
        on conflict (task_template_id, trigger_key)
          where task_template_id is not null and trigger_key is not null do nothing
        returning *
      )`,
      sql`(select ${entitySql(tasksResource, 't')} as entity, t.id as entity_id, 'create'::varchar as action,
          ${actorId}::int as actor_id, ${createdFields()} as changed_fields, null::jsonb as before,
          ${snapshotSql(tasksResource, 't')} as after
        from made t) as x`,
      sql`select t.id, t.task_template_id as template_id, t.trigger_key from made t
      union all
      select null, c.template_id, c.trigger_key from cand c
      where c.assignee_id is null and not exists (
        select 1 from tasks x where x.task_template_id = c.template_id and x.trigger_key = c.trigger_key)`,
    ),
  );
  const made: MadeTasks['made'] = [];
  const skipped: { templateId: number; key: string }[] = [];
  for (const r of res.rows) {
    if (r.id === null) skipped.push({ templateId: r.template_id, key: r.trigger_key });
    else made.push({ id: Number(r.id), templateId: r.template_id, key: r.trigger_key });
  }
  // No one to give the task to (no travel director on the trip, the fixed user deactivated): the
  // occurrence is left for a later one to make once someone is named (a time trigger tries again
  // on its next run; a status trigger when the status is reached again), and said in the log.
  if (skipped.length)
    logger.warn({ skipped }, 'task templates fired without an active assignee: no task made');
  return { made, skipped: skipped.length };
};
