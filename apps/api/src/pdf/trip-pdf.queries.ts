import { sql } from 'drizzle-orm';
import type { Tx } from '../engine/types.ts';
import { clientLabelOf } from '../trips/item-types/define-item-type.ts';
import { vendorRecordSql } from '../trips/item-types/item-type-sql.ts';
import type { TripItemSqlRow } from '../trips/trip-item-sql-row.ts';
import { tripTotals } from '../trips/trip-totals.queries.ts';

export type PdfTrip = {
  id: number;
  reference: string;
  title: string | null;
  startDate: string;
  endDate: string;
  currency: string;
  adults: number | null;
  children: number | null;
  clientName: string;
  destination: { name: string; imagePath: string | null } | null;
  // Every destination of the trip, for the cover.
  destinations: string[];
  // The trip's own image (its first image attachment), the cover's first choice.
  imagePath: string | null;
};

export type PdfDay = { dayNumber: number; date: string; title: string | null; description: string | null };

export type PdfItem = {
  id: number;
  type: string;
  // The type as the client reads it (the renderer process knows no item types).
  typeLabel: string;
  status: string;
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  confirmationNumber: string | null;
  clientTotalPrice: string | null;
  currency: string | null;
  name: string | null;
  description: string | null;
  place: string | null;
  roomName: string | null;
  flight: {
    number: string | null;
    airline: string | null;
    from: string | null;
    to: string | null;
    pnr: string | null;
  } | null;
  vendor: { name: string; phone: string | null; email: string | null } | null;
  contact: { name: string; phone: string | null; email: string | null } | null;
  accommodationId: number | null;
  imagePaths: string[];
};

export type PdfTripData = {
  trip: PdfTrip;
  days: PdfDay[];
  items: PdfItem[];
  // The lead client first, then the trip's guests.
  travellers: string[];
  clientTotal: string;
  settings: Record<string, string>;
};

// Items that cost nothing and are not travelled: left out of every PDF.
const dropped = sql`('not_needed', 'cancelled')`;

type ItemRow = TripItemSqlRow & {
  confirmation_number: string | null;
  client_total_price: string | null;
  currency: string | null;
  ref_name: string | null;
  ref_description: string | null;
  place: string | null;
  room_name: string | null;
  flight_number: string | null;
  airline: string | null;
  dep: string | null;
  arr: string | null;
  pnr: string | null;
  vendor_name: string | null;
  vendor_phone: string | null;
  vendor_email: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  accommodation_id: number | null;
  images: string[] | null;
};

// Everything a trip's PDF prints, in five queries sent together: the trip with its client and main
// destination, its days, its items with their catalogue record, place, vendor, first contact and
// (accommodations) first images, its travellers, the agency settings; then its totals.
export const loadTripPdfData = async (
  db: Tx,
  tripId: number,
  imagesPerStay = 5,
): Promise<PdfTripData | undefined> => {
  const [tripRows, days, items, travellers, settings] = await Promise.all([
    db.execute<{
      id: number;
      reference: string;
      title: string | null;
      start_date: string;
      end_date: string;
      currency: string;
      adults: number | null;
      children: number | null;
      client_name: string;
      destination_name: string | null;
      destination_image: string | null;
      destinations: string[] | null;
      image_path: string | null;
    }>(sql`
      select t.id, t.reference, t.title, t.start_date::text as start_date, t.end_date::text as end_date,
        t.currency, t.adults, t.children,
        trim(c.first_name || ' ' || c.last_name) as client_name,
        d.name as destination_name, d.image as destination_image,
        array(select dest.name from trip_destinations td join destinations dest on dest.id = td.destination_id
          where td.trip_id = t.id order by dest.name, dest.id) as destinations,
        (select file_path from trip_attachments ta where ta.trip_id = t.id and ta.mime_type like 'image/%'
          order by ta.id limit 1) as image_path
      from trips t
      join clients c on c.id = t.client_id
      left join lateral (
        select dest.name, (select file_path from destination_images di where di.destination_id = dest.id
            order by di.is_main desc, di.position, di.id limit 1) as image
        from trip_destinations td join destinations dest on dest.id = td.destination_id
        where td.trip_id = t.id
        order by (select count(*) from destination_images di where di.destination_id = dest.id) > 0 desc, dest.id
        limit 1
      ) d on true
      where t.id = ${tripId}`),
    db.execute<{ day_number: number; date: string; title: string | null; description: string | null }>(sql`
      select day_number, date::text as date, title, description from trip_days where trip_id = ${tripId} order by date`),
    db.execute<ItemRow>(sql`
      select i.id, i.type, i.status, i.title, i.start_date::text as start_date, i.end_date::text as end_date,
        i.notes, i.confirmation_number, i.client_total_price::text as client_total_price, i.currency,
        k.name as ref_name, k.description as ref_description,
        nullif(concat_ws(', ', loc.address, loc.city, loc.country), '') as place,
        r.name as room_name, i.flight_number, al.name as airline,
        case when dep.id is not null then coalesce(dep.iata || ' ', '') || dep.name end as dep,
        case when arr.id is not null then coalesce(arr.iata || ' ', '') || arr.name end as arr, i.pnr,
        v.name as vendor_name, v.phone as vendor_phone, v.email as vendor_email,
        vc.title as contact_name, vc.phone as contact_phone, vc.email as contact_email,
        i.accommodation_id,
        case when i.type = 'accommodation' then array(
          select file_path from accommodation_images ai where ai.accommodation_id = i.accommodation_id
          order by ai.is_main desc, ai.position, ai.id limit ${imagesPerStay}) end as images
      from trip_items i
      left join lateral (${vendorRecordSql()}) k on true
      left join vendor_locations loc on loc.id = k.location_id
      left join vendors v on v.id = k.vendor_id
      left join lateral (
        select title, phone, email from vendor_contacts where vendor_id = k.vendor_id order by position, id limit 1
      ) vc on true
      left join accommodation_rooms r on r.id = i.room_id
      left join airlines al on al.id = i.airline_id
      left join airports dep on dep.id = i.departure_airport_id
      left join airports arr on arr.id = i.arrival_airport_id
      where i.trip_id = ${tripId} and i.alternative_of_id is null and i.status not in ${dropped}
      order by i.start_date nulls last, i.position, i.id`),
    db.execute<{ name: string }>(sql`
      select cg.name from trip_guests g join client_guests cg on cg.id = g.client_guest_id
      where g.trip_id = ${tripId} order by cg.name, g.id`),
    db.execute<{ code: string; value: string | null }>(sql`
      select code, value from settings where code like 'agency.%'`),
  ]);
  const t = tripRows.rows[0];
  if (!t) return undefined;
  const totals = await tripTotals(db, [tripId]);
  return {
    trip: {
      id: Number(t.id),
      reference: t.reference,
      title: t.title,
      startDate: t.start_date,
      endDate: t.end_date,
      currency: t.currency,
      adults: t.adults,
      children: t.children,
      clientName: t.client_name,
      destination: t.destination_name ? { name: t.destination_name, imagePath: t.destination_image } : null,
      destinations: t.destinations ?? [],
      imagePath: t.image_path,
    },
    days: days.rows.map((d) => ({
      dayNumber: d.day_number,
      date: d.date,
      title: d.title,
      description: d.description,
    })),
    items: items.rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      typeLabel: clientLabelOf(r.type),
      status: r.status,
      title: r.title,
      startDate: r.start_date,
      endDate: r.end_date,
      notes: r.notes,
      confirmationNumber: r.confirmation_number,
      clientTotalPrice: r.client_total_price,
      currency: r.currency,
      name: r.ref_name,
      description: r.ref_description,
      place: r.place,
      roomName: r.room_name,
      flight:
        r.type === 'flight'
          ? { number: r.flight_number, airline: r.airline, from: r.dep, to: r.arr, pnr: r.pnr }
          : null,
      vendor: r.vendor_name ? { name: r.vendor_name, phone: r.vendor_phone, email: r.vendor_email } : null,
      contact: r.contact_name
        ? { name: r.contact_name, phone: r.contact_phone, email: r.contact_email }
        : null,
      accommodationId: r.accommodation_id,
      imagePaths: r.images ?? [],
    })),
    // The lead client travels too, first; a guest card of the same name is the same person.
    travellers: [...new Set([t.client_name, ...travellers.rows.map((g) => g.name)].filter(Boolean))],
    clientTotal: totals.get(tripId)?.clientTotal ?? '0',
    settings: Object.fromEntries(settings.rows.filter((s) => s.value).map((s) => [s.code, s.value!])),
  };
};

export type PdfEvent = {
  id: number;
  type: string;
  title: string;
  startDate: string;
  endDate: string | null;
  description: string | null;
  tripId: number;
};

export const loadTripEvent = async (db: Tx, id: number): Promise<PdfEvent | undefined> => {
  const { rows } = await db.execute<{
    id: number;
    type: string;
    title: string;
    start_date: string;
    end_date: string | null;
    description: string | null;
    trip_id: number;
  }>(sql`select id, type, title, start_date::text as start_date, end_date::text as end_date, description, trip_id
    from trip_events where id = ${id}`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: Number(r.id),
    type: r.type,
    title: r.title,
    startDate: r.start_date,
    endDate: r.end_date,
    description: r.description,
    tripId: Number(r.trip_id),
  };
};
