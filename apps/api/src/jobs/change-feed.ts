import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
// The feed reads the audit log (only the engine writes it: the lint rule of biome.json exempts this reader).
import { auditLog, changeFeedCursors } from '../db/schema/index.ts';
import type { WriteOp } from '../engine/types.ts';
import type { JobDeps } from './define-job.ts';
import type { Change, Subscriber } from './on-change.ts';

// The audit log is the change feed: written in the same transaction as the change, its `id` is the
// sequence subscribers read in order, and each subscriber has a cursor (change_feed_cursors).
//
// An id is drawn when the row is inserted, not when its transaction commits: id 10 may commit after
// id 11 was visible. Reading up to the highest visible id could skip 10 for good. So a subscriber
// is handed only changes up to a safe point:
// - when no other transaction is in flight (snapshot xmin = xmax), every drawn id is visible or
//   rolled back: the safe point is the head of the log;
// - otherwise the round notes the head it sees and the snapshot's xmax (the first transaction id
//   not yet given out) as the cursor's horizon. Every transaction that drew an id up to that head
//   held its transaction id before drawing it (engine/audit.ts takes it first), so it is below that
//   xmax; once the snapshot xmin has passed it, all of them have ended and the ids up to the
//   horizon are final. A horizon is kept until reached (moving it on would starve a busy feed).
// Changes of one record are in id order (a writer locks the record, so the second change draws
// its id after the first one committed), hence delivered in order per record.

const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// Creates the cursors of new subscribers at the head of the log: a subscriber gets the changes made
// from its first start on, not the history.
export const ensureCursors = async (db: Db, subscribers: Subscriber[]) => {
  if (subscribers.length === 0) return;
  const names = JSON.stringify(subscribers.map((s) => s.name));
  await db.execute(sql`
    insert into ${changeFeedCursors} (subscriber, position)
    select name, (select coalesce(max(id), 0) from ${auditLog})
    from json_array_elements_text(${names}::json) as name
    on conflict (subscriber) do nothing`);
};

// held: changes were left behind a horizon not reached yet (another transaction in flight).
type Round = { delivered: number; more: boolean; held: boolean };

// The subscribers whose cursor is behind the head of the log (or who have none yet). On PostgreSQL
// transaction ids are the cluster's: a transaction in flight in any database of the server delays
// the safe point until it ends.
export const subscribersBehind = async (db: Db, subscribers: Subscriber[]) => {
  if (subscribers.length === 0) return [];
  const names = JSON.stringify(subscribers.map((s) => s.name));
  const { rows } = await db.execute<{ name: string }>(sql`
    select n.name from json_array_elements_text(${names}::json) as n(name)
    left join ${changeFeedCursors} c on c.subscriber = n.name
    where c.subscriber is null or c.position < (select coalesce(max(id), 0) from ${auditLog})`);
  return rows.map((r) => r.name);
};

// One round for one subscriber, in one transaction: the changes it is handed and the cursor's move
// past them commit together (and with the jobs its handler enqueued), or not at all.
const runRound = async (deps: JobDeps, subscriber: Subscriber, batchSize: number): Promise<Round | null> => {
  const later: (() => unknown)[] = [];
  const round = await deps.db.transaction(async (tx) => {
    // First, before this transaction holds an id of its own (the cursor lock below gives it one).
    const snap = (
      await tx.execute<{ xmin: string; xmax: string; head: unknown }>(sql`
        select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax,
          (select coalesce(max(id), 0) from ${auditLog}) as head
        from pg_current_snapshot() as s`)
    ).rows[0] as { xmin: string; xmax: string; head: unknown };
    const head = Number(snap.head);
    const quiet = snap.xmin === snap.xmax;
    // Another process's dispatcher has this subscriber: it is its round.
    const [cursor] = (
      await tx.execute<{ position: unknown; horizon_id: unknown; reached: boolean }>(sql`
        select position, horizon_id, (horizon_xid is not null and horizon_xid <= ${snap.xmin}::xid8) as reached
        from ${changeFeedCursors} where subscriber = ${subscriber.name}
        for update skip locked`)
    ).rows;
    if (!cursor) return null;
    const position = Number(cursor.position);
    // xid 'kept': the horizon already on the cursor, not reached yet.
    let horizon: { id: number; xid: string | 'kept' } | null =
      cursor.horizon_id === null ? null : { id: Number(cursor.horizon_id), xid: 'kept' };
    let safe = position;
    if (quiet) {
      safe = head;
      horizon = null;
    } else if (horizon && cursor.reached) {
      safe = Math.max(position, horizon.id);
      horizon = null;
    }
    if (!horizon && head > safe) horizon = { id: head, xid: snap.xmax };
    const rows =
      safe > position
        ? (
            await tx.execute<Record<string, unknown>>(sql`
              select id, entity, entity_id, action, actor_id, changed_fields, before, after, at
              from ${auditLog}
              where id > ${position} and id <= ${safe}
                and entity in (select json_array_elements_text(${JSON.stringify(subscriber.resources)}::json))
                and action in (select json_array_elements_text(${JSON.stringify(subscriber.actions)}::json))
              order by id
              limit ${batchSize}`)
          ).rows
        : [];
    const ctx = { tx, deps, afterCommit: (task: () => unknown) => later.push(task) };
    for (const row of rows) {
      const change: Change = {
        seq: Number(row.id),
        resource: row.entity as string,
        recordId: Number(row.entity_id),
        action: row.action as WriteOp,
        actorId: toNumber(row.actor_id),
        changedFields: (row.changed_fields as string[] | null) ?? [],
        before: row.before as Change['before'],
        after: row.after as Change['after'],
        at: new Date(row.at as string),
      };
      await subscriber.handler(change, ctx);
    }
    const more = rows.length === batchSize;
    const next = more ? Number(rows[rows.length - 1]?.id) : safe;
    // A full batch leaves known-safe changes behind: they stay safe (an xid at xmin is reached at once).
    if (more && safe > next) horizon = { id: safe, xid: snap.xmin };
    const horizonXid = !horizon
      ? null
      : horizon.xid === 'kept'
        ? sql`horizon_xid`
        : sql`${horizon.xid}::xid8`;
    await tx.execute(sql`
      update ${changeFeedCursors}
      set position = ${next}, horizon_id = ${horizon?.id ?? null}, horizon_xid = ${horizonXid},
        last_error = null, updated_at = now()
      where subscriber = ${subscriber.name}`);
    return { delivered: rows.length, more, held: horizon !== null };
  });
  for (const task of later)
    Promise.resolve()
      .then(task)
      .catch((err) => console.warn('change feed: after-commit task failed:', err));
  return round;
};

// Hands every subscriber the changes it has not had yet, as far as they are safe to hand out;
// answers how many changes were delivered. A handler that throws stops its subscriber for this
// round (nothing of its round commits) and keeps the error on its cursor: the change comes again.
export const dispatchChanges = async (
  deps: JobDeps,
  subscribers: Subscriber[],
  // onHeld: called when a subscriber has changes it could not be handed yet (the caller comes back
  // soon rather than at its next poll).
  opts: { batchSize?: number; onHeld?: () => void } = {},
) => {
  const batchSize = opts.batchSize ?? 100;
  if (subscribers.length === 0) return 0;
  // One statement first: only the subscribers behind the head of the log get a round, so an idle
  // feed costs one query a poll, not a transaction per subscriber.
  const behind = await subscribersBehind(deps.db, subscribers);
  const due = new Set(behind);
  let delivered = 0;
  for (const subscriber of subscribers) {
    if (!due.has(subscriber.name)) continue;
    for (;;) {
      let round: Round | null;
      try {
        round = await runRound(deps, subscriber, batchSize);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        console.warn(`change feed: ${subscriber.name} failed, retried next round: ${message}`);
        await deps.db
          .execute(sql`update ${changeFeedCursors} set last_error = ${message.slice(0, 2000)}, updated_at = now()
            where subscriber = ${subscriber.name}`)
          .catch(() => {});
        break;
      }
      if (!round) break;
      delivered += round.delivered;
      if (round.held) opts.onHeld?.();
      if (!round.more) break;
    }
  }
  return delivered;
};
