import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { clients, emailTemplates } from '../db/schema/index.ts';
import { intArray } from '../engine/statements.ts';
import type { Tx } from '../engine/types.ts';
import type { TripItemSqlRow } from '../trips/trip-item-sql-row.ts';

export type TripMailFacts = {
  id: number;
  reference: string;
  title: string | null;
  startDate: string;
  endDate: string;
  clientId: number;
  clientName: string;
  destinations: string[];
  guests: { id: number; name: string; email: string | null }[];
};

// What a message about a trip says of it: its names, dates, destinations and the people travelling
// (the client's guests on the trip, with the address a copy may go to). `lock` takes the trip row
// for the rest of the transaction (a PDF version is numbered under it).
export const loadTripMailFacts = async (
  db: Tx,
  tripId: number,
  opts: { lock?: boolean } = {},
): Promise<TripMailFacts | undefined> => {
  const lock = opts.lock ? sql` for update of t` : sql``;
  const tripRows = await db.execute<{
    id: number;
    reference: string;
    title: string | null;
    start_date: string;
    end_date: string;
    client_id: number;
    client_name: string;
  }>(sql`
    select t.id, t.reference, t.title, t.start_date::text as start_date, t.end_date::text as end_date,
      t.client_id, trim(c.first_name || ' ' || c.last_name) as client_name
    from trips t join clients c on c.id = t.client_id
    where t.id = ${tripId}${lock}`);
  const t = tripRows.rows[0];
  if (!t) return undefined;
  // One after the other: two queries at once on a transaction's connection are not allowed.
  const destinations = await db.execute<{ name: string }>(sql`
    select d.name from trip_destinations td join destinations d on d.id = td.destination_id
    where td.trip_id = ${tripId} order by d.name, d.id`);
  const guests = await db.execute<{ id: number; name: string; email: string | null }>(sql`
    select cg.id, cg.name, nullif(trim(cg.email), '') as email
    from trip_guests g join client_guests cg on cg.id = g.client_guest_id
    where g.trip_id = ${tripId} order by cg.name, cg.id`);
  return {
    id: Number(t.id),
    reference: t.reference,
    title: t.title,
    startDate: t.start_date,
    endDate: t.end_date,
    clientId: Number(t.client_id),
    clientName: t.client_name,
    destinations: destinations.rows.map((d) => d.name),
    guests: guests.rows.map((g) => ({ id: Number(g.id), name: g.name, email: g.email })),
  };
};

// The trip's client, whom its documents are sent to.
export const clientOfTrip = async (db: Tx, clientId: number) => {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return client;
};

// The first template of a scope (by id), its name containing `nameLike` when given: what a send
// uses when none is chosen.
export const firstTemplate = async (db: Tx, scope: string, nameLike?: string) => {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.scope, scope),
        nameLike ? ilike(emailTemplates.name, `%${nameLike}%`) : undefined,
      ),
    )
    .orderBy(asc(emailTemplates.id))
    .limit(1);
  return row;
};

export type BookingItem = {
  id: number;
  tripId: number;
  type: string;
  status: string;
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  alternativeOfId: number | null;
  name: string | null;
  roomName: string | null;
  vendor: { id: number; name: string; email: string | null } | null;
  contact: { name: string; email: string } | null;
};

type BookingItemRow = TripItemSqlRow & {
  trip_id: number;
  alternative_of_id: number | null;
  ref_name: string | null;
  room_name: string | null;
  vendor_id: number | null;
  vendor_name: string | null;
  vendor_email: string | null;
  contact_name: string | null;
  contact_email: string | null;
};

// The items of a booking request with the supplier each books and the contact to write to: a
// contact of the vendor with an address, those who look after the item's place first (vendor
// contact lists), then by position; the vendor's own address is the caller's fallback. `lock`
// takes the item rows (their status moves in the same transaction).
export const loadBookingItems = async (db: Tx, ids: number[], opts: { lock?: boolean } = {}) => {
  if (ids.length === 0) return [];
  if (opts.lock) {
    await db.execute(
      sql`select id from trip_items where id = any(${intArray(ids)}::int[]) order by id for update`,
    );
  }
  const { rows } = await db.execute<BookingItemRow>(sql`
    select i.id, i.trip_id, i.type, i.status, i.title, i.start_date::text as start_date,
      i.end_date::text as end_date, i.notes, i.alternative_of_id, k.name as ref_name, r.name as room_name,
      v.id as vendor_id, v.name as vendor_name, nullif(trim(v.email), '') as vendor_email,
      vc.title as contact_name, vc.email as contact_email
    from trip_items i
    left join lateral (
      select name, vendor_id, 'accommodation' as place, id as place_id from accommodations
        where id = i.accommodation_id
      union all
      select a.name, p.vendor_id, 'activity_provider', p.id
        from activities a join activity_providers p on p.id = a.provider_id where a.id = i.activity_id
      union all
      select x.name, p.vendor_id, 'transportation_provider', p.id
        from transfers x join transportation_providers p on p.id = x.provider_id where x.id = i.transfer_id
      union all
      select name, vendor_id, 'spa', id from spas where id = i.spa_id
      union all
      select name, vendor_id, 'restaurant', id from restaurants where id = i.restaurant_id
      union all
      select s.name, c.vendor_id, 'conciergerie', c.id
        from conciergerie_services s join conciergeries c on c.id = s.conciergerie_id
        where s.id = i.conciergerie_service_id
    ) k on true
    left join vendors v on v.id = k.vendor_id
    left join lateral (
      select c.title, trim(c.email) as email from vendor_contacts c
      where c.vendor_id = k.vendor_id and nullif(trim(c.email), '') is not null
      order by exists (
        select 1 from vendor_contact_accommodations l
          where l.contact_id = c.id and k.place = 'accommodation' and l.accommodation_id = k.place_id
        union all
        select 1 from vendor_contact_activity_providers l
          where l.contact_id = c.id and k.place = 'activity_provider' and l.activity_provider_id = k.place_id
        union all
        select 1 from vendor_contact_transportation_providers l
          where l.contact_id = c.id and k.place = 'transportation_provider'
            and l.transportation_provider_id = k.place_id
        union all
        select 1 from vendor_contact_spas l
          where l.contact_id = c.id and k.place = 'spa' and l.spa_id = k.place_id
        union all
        select 1 from vendor_contact_restaurants l
          where l.contact_id = c.id and k.place = 'restaurant' and l.restaurant_id = k.place_id
        union all
        select 1 from vendor_contact_conciergeries l
          where l.contact_id = c.id and k.place = 'conciergerie' and l.conciergerie_id = k.place_id
      ) desc, c.position, c.id
      limit 1
    ) vc on true
    left join accommodation_rooms r on r.id = i.room_id
    where i.id = any(${intArray(ids)}::int[])
    order by i.start_date nulls last, i.position, i.id`);
  return rows.map(
    (r): BookingItem => ({
      id: Number(r.id),
      tripId: Number(r.trip_id),
      type: r.type,
      status: r.status,
      title: r.title,
      startDate: r.start_date,
      endDate: r.end_date,
      notes: r.notes,
      alternativeOfId: r.alternative_of_id === null ? null : Number(r.alternative_of_id),
      name: r.ref_name,
      roomName: r.room_name,
      vendor:
        r.vendor_id === null
          ? null
          : { id: Number(r.vendor_id), name: r.vendor_name ?? '', email: r.vendor_email },
      contact: r.contact_email ? { name: r.contact_name ?? '', email: r.contact_email } : null,
    }),
  );
};
