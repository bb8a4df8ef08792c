import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itemTypes } from './item-types/define-item-type.ts';
// The types are read when this file loads: the built-in ones are declared by then.
import './item-types/trip-item-types.ts';

export type TripHistoryRow = {
  id: string;
  entity: string;
  entity_id: number;
  action: string;
  changed: string[] | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor_id: number | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_email: string | null;
  at: string | Date;
  names: Record<string, string> | null;
};

// The links an audit snapshot holds by id, and how each reads as a name: resolved for the page in
// the page's own query (no query per row).
const linkNames: Record<string, SQL> = {
  clientId: sql`(select trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) from clients where id = l.id)`,
  // The catalogue record each item type books (item-types/), then the other links.
  ...Object.fromEntries(
    itemTypes().map((t) => [
      t.catalogue.fk,
      sql.raw(`(select name from ${t.catalogue.table} where id = l.id)`),
    ]),
  ),
  roomId: sql`(select name from accommodation_rooms where id = l.id)`,
  departureAirportId: sql`(select coalesce(iata || ' · ', '') || name from airports where id = l.id)`,
  arrivalAirportId: sql`(select coalesce(iata || ' · ', '') || name from airports where id = l.id)`,
  vendorId: sql`(select name from vendors where id = l.id)`,
  clientGuestId: sql`(select name from client_guests where id = l.id)`,
  alternativeOfId: sql`(select coalesce(title, type || ' #' || id) from trip_items where id = l.id)`,
  acceptedOptionId: sql`(select label from trip_proposal_options where id = l.id)`,
  travelDirectorId: sql`(select coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) from users where id = l.id)`,
  tripTemplateId: sql`(select title from trip_templates where id = l.id)`,
};
export const linkFields = Object.keys(linkNames);
const namesOf = sql`(
  select jsonb_object_agg(n.key || ':' || n.id, n.name) from (
    select l.key, l.id, case l.key ${sql.join(
      Object.entries(linkNames).map(([key, name]) => sql`when ${key} then ${name}`),
      sql` `,
    )} end as name
    from (
      select distinct e.key, (e.value #>> '{}')::int as id
      from (select * from jsonb_each(coalesce(h.before, '{}'::jsonb))
            union all select * from jsonb_each(coalesce(h.after, '{}'::jsonb))) e
      where e.key in (${sql.join(
        Object.keys(linkNames).map((k) => sql`${k}`),
        sql`, `,
      )}) and jsonb_typeof(e.value) = 'number'
    ) l
  ) n where n.name is not null)`;

// A day's own history is its texts: days made, moved and removed with the trip's dates are the
// trip's change (its own row shows the dates), unless a removed day took texts with it.
const dayTextChange = sql`(action = 'update' and changed_fields && array['title', 'description']::text[]
  or action = 'delete' and coalesce(before->>'title', before->>'description') is not null)`;

// The audit rows of a trip: the trip's own, those of every record holding its id (days, items of
// every type, DMCs, guests, events, payments: index audit_log_trip_idx), and those of its
// attachments and its items' attachments (by owner). UNION ALL keeps each branch on its index.
const tripAudit = (tripId: number): SQL => sql`
  select id, entity, entity_id, action, changed_fields, before, after, actor_id, at
    from audit_log where entity = 'Trip' and entity_id = ${tripId}
  union all
  select id, entity, entity_id, action, changed_fields, before, after, actor_id, at
    from audit_log where coalesce(after->>'tripId', before->>'tripId') = ${String(tripId)}
      and (entity <> 'TripDay' or ${dayTextChange})
  union all
  select id, entity, entity_id, action, changed_fields, before, after, actor_id, at
    from audit_log where entity = 'TripAttachment'
      and coalesce(after->>'ownerId', before->>'ownerId') = ${String(tripId)}
  union all
  select a.id, a.entity, a.entity_id, a.action, a.changed_fields, a.before, a.after, a.actor_id, a.at
    from audit_log a where a.entity = 'TripItemAttachment'
      and coalesce(a.after->>'ownerId', a.before->>'ownerId') in (
        select i.id::text from trip_items i where i.trip_id = ${tripId})`;

// One page of a trip's history, newest first, with the actors' names, and its total.
export const tripHistoryPage = async (db: Db, tripId: number, limit: number, offset: number) => {
  const page = db.execute<TripHistoryRow>(sql`
    select h.id::text as id, h.entity, h.entity_id, h.action, h.changed_fields as changed, h.before, h.after,
      h.actor_id, u.first_name as actor_first, u.last_name as actor_last, u.email as actor_email, h.at,
      ${namesOf} as names
    from (${tripAudit(tripId)}) h
    left join users u on u.id = h.actor_id
    order by h.at desc, h.id desc
    limit ${limit} offset ${offset}`);
  const total = db.execute<{ n: string | number }>(sql`select count(*) as n from (${tripAudit(tripId)}) h`);
  const [{ rows }, counted] = await Promise.all([page, total]);
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
};
