import { sql } from 'drizzle-orm';
import { queueMail } from '../../emails/queue-mail.ts';
import { withAuditSql } from '../../engine/audit.ts';
import { entitySql, snapshotSql } from '../../engine/snapshot-sql.ts';
import { systemWrite } from '../../engine/system-writes.ts';
import type { Tx } from '../../engine/types.ts';
import { openTaskStatuses } from '../../enums/task-values.ts';
import type { JobDeps } from '../../jobs/define-job.ts';
import { escapeHtml } from '../../mail/placeholders.ts';
import { tasksResource } from '../tasks.resource.ts';

type Reminded = {
  id: number;
  title: string;
  due_date: Date | string;
  assignee_id: number;
  email: string;
  first_name: string | null;
  reference: string | null;
};

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const open = sql.raw(`'{${openTaskStatuses.join(',')}}'::text[]`);

// Marks today's reminder on every overdue open task of an active assignee not reminded today, and
// audits it, in one statement: the condition is on the updated row itself, so a concurrent run
// (a second process, a retry) that waited for the row finds it reminded and leaves it — one
// reminder per task and day. The version is not bumped: a reminder is the server's bookkeeping,
// not an edit that should make a calendar's If-Match stale. Answers the tasks with their assignee.
const markReminded = async (tx: Tx, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`${utcDay(now)}::date`;
  const res = await tx.execute<Reminded>(
    withAuditSql(
      sql`reminded as (
        update tasks t set reminded_on = ${today}
        from tasks o
        where o.id = t.id and t.status = any(${open}) and t.due_date < ${at}
          and (t.reminded_on is null or t.reminded_on < ${today})
          and t.assignee_id in (select u.id from users u where u.is_active)
        returning t.*, ${snapshotSql(tasksResource, 'o')} as was
      )`,
      sql`(select ${entitySql(tasksResource, 'r')} as entity, r.id as entity_id, 'update'::varchar as action,
          null::int as actor_id, '{remindedOn}'::text[] as changed_fields, r.was as before,
          ${snapshotSql(tasksResource, 'r')} as after
        from reminded r) as x`,
      sql`select r.id, r.title, r.due_date, r.assignee_id, u.email, u.first_name, tr.reference
      from reminded r join users u on u.id = r.assignee_id left join trips tr on tr.id = r.trip_id
      order by r.assignee_id, r.due_date, r.id`,
    ),
  );
  return res.rows;
};

const dueText = (due: Date | string) => `${new Date(due).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

// One e-mail per assignee listing their overdue tasks, each linking to the task (the admin opens
// it from ?task=).
const reminderMail = (publicUrl: string, tasks: Reminded[]) => {
  const link = (t: Reminded) => `${publicUrl}/admin/calendar/my-tasks?task=${t.id}`;
  const what = (t: Reminded) => (t.reference ? `${t.title} (${t.reference})` : t.title);
  const subject =
    tasks.length === 1 ? `Overdue task: ${tasks[0]!.title}` : `You have ${tasks.length} overdue tasks`;
  const hello = `Hello${tasks[0]!.first_name ? ` ${tasks[0]!.first_name}` : ''},`;
  const text = [
    hello,
    '',
    'These tasks are past their due date:',
    ...tasks.map((t) => `- ${what(t)}, due ${dueText(t.due_date)}: ${link(t)}`),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p><p>These tasks are past their due date:</p><ul>`,
    ...tasks.map(
      (t) =>
        `<li><a href="${escapeHtml(link(t))}">${escapeHtml(what(t))}</a>, due ${escapeHtml(dueText(t.due_date))}</li>`,
    ),
    '</ul>',
  ].join('');
  return { subject, text, html };
};

// The daily reminders: the tasks marked and their e-mails queued in the project's outbox in one
// transaction (mail.send sends them once it commits; a run that fails leaves nothing marked).
// Answers the number of tasks reminded.
export const sendTaskReminders = async (deps: Pick<JobDeps, 'db' | 'config' | 'mailer'>, now = new Date()) =>
  systemWrite(deps.db, deps, async (ctx) => {
    const rows = await markReminded(ctx.tx, now);
    const byAssignee = Map.groupBy(rows, (r) => r.assignee_id);
    for (const tasks of byAssignee.values()) {
      await queueMail(
        ctx,
        {
          to: tasks[0]!.email,
          composed: reminderMail(deps.config.publicUrl.replace(/\/+$/, ''), tasks),
          scope: 'task-reminder',
          sentBy: null,
        },
        'Overdue tasks reminder.',
      );
    }
    return rows.length;
  });
