import { sql } from 'drizzle-orm';
import { tripItems, trips } from '../../db/schema/index.ts';
import type { Reaction, WrittenRow } from '../../engine/reactions.ts';
import type { WriteContext } from '../../engine/types.ts';
import type { TaskTrigger } from '../../enums/task-values.ts';
import { makeTemplateTasks } from './task-sql.ts';

// An event a write caused: the template trigger it matches (and the status, for a status
// trigger), the trip and item it is about, and its occurrence key.
type Event = { type: TaskTrigger; status: string | null; trip: number; item: number | null; key: string };

// What an occurrence is (decision): a record reaching a status is one occurrence per (template,
// record, status) for the record's life — `trip:42:status:booked`. A trip that goes back and
// forth (proposal_sent → proposal_feedback → proposal_sent) does not get the template's task a
// second time: the first one is still the to-do of that step, open or done, and a trip bouncing
// between two statuses would otherwise pile up copies. A trip created is `trip:42:created`.
const tripEvents = ({ before, after }: WrittenRow): Event[] => {
  const trip = after.id as number;
  const events: Event[] = [];
  if (!before)
    events.push({ type: 'trip_created', status: null, trip, item: null, key: `trip:${trip}:created` });
  // A trip created in a status has reached it.
  if (!before || before.status !== after.status) {
    const status = after.status as string;
    events.push({ type: 'trip_status', status, trip, item: null, key: `trip:${trip}:status:${status}` });
  }
  return events;
};

// Items: the one in the trip (an alternative is an option, not yet part of the trip). An item
// switched in (its alternative taking its place) has reached its status too.
const itemEvents = ({ before, after }: WrittenRow): Event[] => {
  if (after.alternativeOfId !== null && after.alternativeOfId !== undefined) return [];
  const reached =
    !before ||
    before.status !== after.status ||
    (before.alternativeOfId !== null && before.alternativeOfId !== undefined);
  if (!reached) return [];
  const item = after.id as number;
  const status = after.status as string;
  return [
    { type: 'item_status', status, trip: after.tripId as number, item, key: `item:${item}:status:${status}` },
  ];
};

// The matching active templates of the events make their tasks in the writer's transaction, in
// one statement (task-sql.ts). A write that fires nothing costs no query; one whose events match no
// active template (most status changes) costs one small query, not the making statement's planning.
const fire = async (ctx: WriteContext, events: Event[]) => {
  if (events.length === 0) return;
  const rows = JSON.stringify(events);
  const occurrences = sql`select tt.id as template_id, e.trip as trip_id, e.item as item_id, e.key as trigger_key
    from json_to_recordset(${rows}::json) as e(type text, status text, trip int, item int, key text)
    join task_templates tt on tt.active and tt.trigger_type = e.type
      and (e.status is null or tt.trigger_status = e.status)`;
  const matching = await ctx.tx.execute(sql`select 1 from (${occurrences}) o limit 1`);
  if (matching.rows.length === 0) return;
  await makeTemplateTasks(ctx.tx, ctx.actor.id ?? null, occurrences);
};

export const tripStatusReaction: Reaction = {
  table: trips,
  run: (ctx, batch) => fire(ctx, batch.rows.flatMap(tripEvents)),
};

export const itemStatusReaction: Reaction = {
  table: tripItems,
  run: (ctx, batch) => fire(ctx, batch.rows.flatMap(itemEvents)),
};
