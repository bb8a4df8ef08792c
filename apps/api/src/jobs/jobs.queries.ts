import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobSchema } from './job-queue.ts';

// The jobs screen reads pg-boss's job table directly: pg-boss's own calls read one queue at a time
// (findJobs) or counts its monitor refreshes now and then (getQueues), while the screen wants every
// queue's counts as they are and failed jobs across queues, newest first.
const jobTable = sql.raw(`${jobSchema}.job`);

export type QueueCounts = {
  name: string;
  queued: number;
  deferred: number;
  active: number;
  retrying: number;
  failed: number;
  completed: number;
  cancelled: number;
};

export const queueCounts = async (db: Db, names: string[]): Promise<QueueCounts[]> => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select name,
      count(*) filter (where state = 'created' and start_after <= now()) as queued,
      count(*) filter (where state = 'created' and start_after > now()) as deferred,
      count(*) filter (where state = 'active') as active,
      count(*) filter (where state = 'retry') as retrying,
      count(*) filter (where state = 'failed') as failed,
      count(*) filter (where state = 'completed') as completed,
      count(*) filter (where state = 'cancelled') as cancelled
    from ${jobTable} group by name`);
  const byName = new Map(rows.map((r) => [r.name as string, r]));
  // Every known queue, with zeros when it has no job.
  return [...new Set([...names, ...byName.keys()])].sort().map((name) => {
    const r = byName.get(name) ?? {};
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      name,
      queued: n('queued'),
      deferred: n('deferred'),
      active: n('active'),
      retrying: n('retrying'),
      failed: n('failed'),
      completed: n('completed'),
      cancelled: n('cancelled'),
    };
  });
};

export type JobRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  data: unknown;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
};

const columns = sql`id::text as id, name, state::text as state, retry_count, retry_limit, data, output,
  created_on, started_on, completed_on`;

export const findJobPage = async (
  db: Db,
  filter: { state?: string; name?: string },
  limit: number,
  offset: number,
): Promise<{ rows: JobRow[]; total: number }> => {
  const conditions = [sql`true`];
  if (filter.state) conditions.push(sql`state::text = ${filter.state}`);
  if (filter.name) conditions.push(sql`name = ${filter.name}`);
  const where = sql.join(conditions, sql` and `);
  const { rows } = await db.execute<JobRow>(sql`select ${columns} from ${jobTable} where ${where}
    order by created_on desc, id limit ${limit} offset ${offset}`);
  const count = await db.execute<{ n: unknown }>(sql`select count(*) as n from ${jobTable} where ${where}`);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
};

export const findJob = async (db: Db, id: string): Promise<JobRow | undefined> =>
  (await db.execute<JobRow>(sql`select ${columns} from ${jobTable} where id = ${id}::uuid`)).rows[0];
