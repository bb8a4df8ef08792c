import { asc, eq, sql } from 'drizzle-orm';
import {
  tripDays,
  tripDestinations,
  tripItems,
  trips,
  tripTemplateDays,
  tripTemplateDestinations,
  tripTemplateItems,
  tripTemplates,
} from '../db/schema/index.ts';
import { auditValues, insertAudits } from '../engine/audit.ts';
import { createRecord, updateRecord } from '../engine/records.ts';
import type { Row, Tx, WriteContext } from '../engine/types.ts';
import { ApiError, unprocessable, type Violation } from '../http/problem.ts';
import { tripDaysResource } from '../trips/trip-days.resource.ts';
import { addDays, daysBetween } from '../trips/trip-days.ts';
import { tripItemResources } from '../trips/trip-items.resource.ts';
import { tripsResource } from '../trips/trips.resource.ts';
import { copyItems } from './item-copy.ts';
import { dayAndTime, referenceDate, shiftDateTime } from './template-dates.ts';
import {
  maxTemplateDays,
  tripTemplateItemResources,
  tripTemplatesResource,
} from './trip-templates.resource.ts';

// An id given as a number, a numeric string or an IRI of the collection (/api/trips/5).
export const idOf = (value: unknown, collection: string): number | undefined => {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = new RegExp(`^(?:${collection.replace(/\//g, '\\/')}\\/)?(\\d{1,10})$`).exec(value.trim());
  const id = m ? Number(m[1]) : undefined;
  return id !== undefined && id > 0 && id < 2 ** 31 ? id : undefined;
};

const itemsOf = (tx: Tx, table: typeof tripItems | typeof tripTemplateItems, ownerId: number) => {
  const owner = table === tripItems ? tripItems.tripId : tripTemplateItems.tripTemplateId;
  return tx
    .select()
    .from(table)
    .where(eq(owner, ownerId))
    .orderBy(asc(table.position), asc(table.id)) as Promise<Row[]>;
};

const nextPosition = async (tx: Tx, tripId: number) => {
  const [row] = (
    await tx.execute<{ n: number }>(
      sql`select coalesce(max(position) + 1, 0)::int as n from ${tripItems} where trip_id = ${tripId}`,
    )
  ).rows;
  return Number(row?.n ?? 0);
};

const tripLength = (trip: { startDate: string; endDate: string }) =>
  daysBetween(trip.startDate, trip.endDate) + 1;

// ---------------------------------------------------------------------------------------------
// POST /api/trips/create-template {id}: a new template from a trip. Its length is the trip's,
// its items the trip's moved onto the reference calendar (same day numbers and times), prices kept
// as the template's defaults; day texts and DMCs copied; nothing of the client (guests, payments,
// notes, inquiry, confirmation numbers, booking statuses).
export const createTemplateFromTrip = async (ctx: WriteContext, tripId: number) => {
  const { tx } = ctx;
  // 422, not 404: the trip is named in the body.
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).limit(1).for('update');
  if (!trip)
    throw unprocessable([{ propertyPath: 'id', message: `Item not found for "/api/trips/${tripId}".` }]);
  const length = tripLength(trip);
  if (length > maxTemplateDays) {
    throw new ApiError(
      409,
      `This trip lasts ${length} days; a template lasts at most ${maxTemplateDays}. Shorten the trip first.`,
    );
  }
  const destinations = await tx
    .select({ id: tripDestinations.rightId })
    .from(tripDestinations)
    .where(eq(tripDestinations.leftId, tripId));
  const template = await createRecord(ctx, tripTemplatesResource, {
    title: trip.title?.trim() || `Template from ${trip.reference}`,
    nbDays: length,
    destinations: destinations.map((d) => `/api/destinations/${d.id}`),
  });
  await tx.execute(sql`
    update ${tripTemplateDays} d set title = s.title, description = s.description
    from ${tripDays} s
    where d.trip_template_id = ${template.id} and s.trip_id = ${tripId} and s.day_number = d.day_number
      and (s.title is not null or s.description is not null)`);
  await tx.execute(sql`
    insert into trip_template_dmcs (trip_template_id, vendor_id, notes, created_by, updated_by)
    select ${template.id}, vendor_id, notes, ${ctx.actor.id}, ${ctx.actor.id} from trip_dmcs where trip_id = ${tripId}`);
  await copyItems(ctx, {
    rows: await itemsOf(tx, tripItems, tripId),
    table: tripTemplateItems,
    byType: tripTemplateItemResources,
    owner: { tripTemplateId: template.id },
    shiftDays: daysBetween(trip.startDate, referenceDate),
    firstPosition: 0,
  });
  return template;
};

// ---------------------------------------------------------------------------------------------
// Import a template into a trip from day `startDay`.
export type ImportInput = { tripId: number; templateId: number; startDay: number; extend: boolean };

// Reads and checks what an import needs (422 for unknown records or a day out of range) and plans
// it: what is added where, whether the trip must grow, what the new items would overlap.
export const planImport = async (tx: Tx, input: ImportInput, lock = false) => {
  const tripQuery = tx.select().from(trips).where(eq(trips.id, input.tripId)).limit(1);
  const [trip] = lock ? await tripQuery.for('update') : await tripQuery;
  const [template] = await tx
    .select()
    .from(tripTemplates)
    .where(eq(tripTemplates.id, input.templateId))
    .limit(1);
  const violations: Violation[] = [];
  if (!trip)
    violations.push({ propertyPath: 'trip', message: `Item not found for "/api/trips/${input.tripId}".` });
  if (!template) {
    violations.push({
      propertyPath: 'tripTemplate',
      message: `Item not found for "/api/trip_templates/${input.templateId}".`,
    });
  }
  if (trip) {
    const length = tripLength(trip);
    if (input.startDay < 1 || input.startDay > length) {
      violations.push({
        propertyPath: 'startDay',
        message: `The start day must be a day of the trip: 1 to ${length}.`,
      });
    }
  }
  if (violations.length || !trip || !template) throw unprocessable(violations);
  const length = tripLength(trip);
  const remaining = length - input.startDay + 1;
  const missingDays = Math.max(0, template.nbDays - remaining);
  const firstDate = addDays(trip.startDate, input.startDay - 1);
  const shiftDays = daysBetween(referenceDate, firstDate);
  // One after the other: a transaction is one connection, which runs one statement at a time
  // (node-postgres deprecates queueing them on it).
  const items = await itemsOf(tx, tripTemplateItems, template.id);
  const days = await tx
    .select()
    .from(tripTemplateDays)
    .where(eq(tripTemplateDays.tripTemplateId, template.id))
    .orderBy(asc(tripTemplateDays.dayNumber));
  const dmcs = await tx.execute<Row>(sql`
      select d.vendor_id as "vendorId", v.name,
        exists(select 1 from trip_dmcs t where t.trip_id = ${trip.id} and t.vendor_id = d.vendor_id) as "onTrip"
      from trip_template_dmcs d join vendors v on v.id = d.vendor_id
      where d.trip_template_id = ${template.id} order by d.id`);
  const existing = await tx.execute<Row>(sql`
      select id, type, title, start_date::text as "startDate", end_date::text as "endDate"
      from trip_items where trip_id = ${trip.id} and alternative_of_id is null
        and start_date is not null and end_date is not null`);
  const tripDayTexts = await tx
    .select({ dayNumber: tripDays.dayNumber, title: tripDays.title, description: tripDays.description })
    .from(tripDays)
    .where(eq(tripDays.tripId, trip.id));
  const textByDay = new Map(tripDayTexts.map((d) => [d.dayNumber, d]));
  const planned = items.map((item) => {
    const s = dayAndTime(item.startDate);
    return {
      type: item.type as string,
      title: item.title as string | null,
      templateItem: `/api/trip_template_items/${item.id}`,
      alternative: item.alternativeOfId !== null,
      day: s.day === null ? null : s.day + input.startDay - 1,
      startTime: s.time,
      startDate: shiftDateTime(item.startDate, shiftDays),
      endDate: shiftDateTime(item.endDate, shiftDays),
    };
  });
  // Overlaps: a new item in the trip and an item already there of the same type whose times cross
  // (two hotels for the same night, two activities at once).
  const overlaps: Row[] = [];
  for (const p of planned) {
    if (p.alternative || !p.startDate || !p.endDate) continue;
    for (const e of existing.rows) {
      if (e.type !== p.type) continue;
      if (p.startDate < String(e.endDate) && String(e.startDate) < p.endDate) {
        overlaps.push({
          type: p.type,
          title: p.title,
          startDate: p.startDate,
          endDate: p.endDate,
          overlaps: `/api/trip_items/${e.id}`,
          overlapsTitle: e.title,
          overlapsStartDate: e.startDate,
          overlapsEndDate: e.endDate,
        });
      }
    }
  }
  return {
    trip,
    template,
    items,
    days,
    plan: {
      trip: `/api/trips/${trip.id}`,
      tripTemplate: `/api/trip_templates/${template.id}`,
      startDay: input.startDay,
      startDate: firstDate,
      nbDays: template.nbDays,
      tripDays: length,
      remainingDays: remaining,
      missingDays,
      mustExtend: missingDays > 0,
      newEndDate: missingDays > 0 ? addDays(trip.endDate, missingDays) : null,
      items: planned,
      days: days
        .filter((d) => d.title !== null || d.description !== null)
        .map((d) => {
          const dayNumber = d.dayNumber + input.startDay - 1;
          const current = textByDay.get(dayNumber);
          const filled = Boolean(current && (current.title || current.description));
          return {
            dayNumber,
            date: addDays(trip.startDate, dayNumber - 1),
            title: d.title,
            description: d.description,
            // A day of the trip that has texts keeps them; an empty one takes the template's.
            kept: filled,
          };
        }),
      dmcs: dmcs.rows.map((d) => ({
        vendor: `/api/vendors/${d.vendorId}`,
        name: d.name,
        alreadyOnTrip: Boolean(d.onTrip),
      })),
      overlaps,
    },
  };
};

export const importTemplate = async (ctx: WriteContext, input: ImportInput) => {
  const { tx, actor } = ctx;
  const { trip, template, items, plan } = await planImport(tx, input, true);
  if (plan.mustExtend && !input.extend) {
    throw new ApiError(
      409,
      `The template lasts ${template.nbDays} days but the trip has only ${plan.remainingDays} day(s) from day ` +
        `${input.startDay}: ${plan.missingDays} day(s) are missing. Send extend: true to move the trip's end ` +
        `to ${plan.newEndDate}, or choose an earlier start day.`,
      { extra: { missingDays: plan.missingDays, newEndDate: plan.newEndDate } },
    );
  }
  if (plan.mustExtend) await updateRecord(ctx, tripsResource, trip.id, { endDate: plan.newEndDate });
  const made = await copyItems(ctx, {
    rows: items,
    table: tripItems,
    byType: tripItemResources,
    owner: { tripId: trip.id },
    shiftDays: daysBetween(referenceDate, plan.startDate),
    firstPosition: await nextPosition(tx, trip.id),
  });
  // Empty days take the template's texts (a day with texts keeps them), audited like an edit.
  const filled = await tx.execute<{ id: number; title: string | null; description: string | null }>(sql`
    update ${tripDays} d set title = s.title, description = s.description, version = d.version + 1,
      updated_at = now(), updated_by = ${actor.id}
    from ${tripTemplateDays} s
    where d.trip_id = ${trip.id} and s.trip_template_id = ${template.id}
      and d.day_number = s.day_number + ${input.startDay - 1}
      and (s.title is not null or s.description is not null)
      and d.title is null and d.description is null
    returning d.id, d.title, d.description`);
  await insertAudits(
    tx,
    filled.rows.map((day) =>
      auditValues(
        tripDaysResource,
        'update',
        Number(day.id),
        actor.id,
        { title: null, description: null },
        { title: day.title, description: day.description },
      ),
    ),
  );
  await tx.execute(sql`
    insert into trip_dmcs (trip_id, vendor_id, notes, created_by, updated_by)
    select ${trip.id}, vendor_id, notes, ${actor.id}, ${actor.id} from trip_template_dmcs
    where trip_template_id = ${template.id}
    on conflict (trip_id, vendor_id) do nothing`);
  await tx.execute(sql`
    insert into trip_destinations (trip_id, destination_id)
    select ${trip.id}, destination_id from ${tripTemplateDestinations} where trip_template_id = ${template.id}
    on conflict do nothing`);
  await tx.update(trips).set({ tripTemplateId: template.id }).where(eq(trips.id, trip.id));
  return { ...plan, extended: plan.mustExtend, created: made.map((row) => `/api/trip_items/${row.id}`) };
};

// ---------------------------------------------------------------------------------------------
// POST /next/clone-trip {trip_id, startDate?}: a new trip for the same client with a new
// reference and the first status, optionally on new dates (every item moved by the same days).
export type CloneInput = { tripId: number; startDate?: string };

export const planClone = async (tx: Tx, input: CloneInput) => {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, input.tripId)).limit(1);
  if (!trip)
    throw unprocessable([
      { propertyPath: 'trip_id', message: `Item not found for "/api/trips/${input.tripId}".` },
    ]);
  const startDate = input.startDate ?? trip.startDate;
  const shiftDays = daysBetween(trip.startDate, startDate);
  const items = await itemsOf(tx, tripItems, trip.id);
  const [counts] = (
    await tx.execute<Row>(sql`
      select (select count(*) from trip_dmcs where trip_id = ${trip.id})::int as dmcs,
        (select count(*) from trip_guests where trip_id = ${trip.id})::int as guests,
        (select count(*) from trip_days where trip_id = ${trip.id} and (title is not null or description is not null))::int as days,
        (select count(*) from payments where trip_id = ${trip.id})::int as payments`)
  ).rows;
  return {
    trip,
    items,
    shiftDays,
    plan: {
      trip: `/api/trips/${trip.id}`,
      reference: trip.reference,
      startDate,
      endDate: addDays(trip.endDate, shiftDays),
      shiftDays,
      status: 'draft',
      items: items.map((item) => ({
        '@id': `/api/trip_items/${item.id}`,
        type: item.type,
        title: item.title,
        startDate: item.startDate,
        endDate: item.endDate,
        newStartDate: shiftDateTime(item.startDate, shiftDays),
        newEndDate: shiftDateTime(item.endDate, shiftDays),
      })),
      dayTexts: Number(counts?.days ?? 0),
      dmcs: Number(counts?.dmcs ?? 0),
      guests: Number(counts?.guests ?? 0),
      // Kept with the original: money, history, files, events; and every booking (statuses reset).
      notCopied: {
        payments: Number(counts?.payments ?? 0),
        history: true,
        attachments: true,
        events: true,
        confirmationNumbers: items.filter((i) => i.confirmationNumber).length,
      },
    },
  };
};

export const cloneTrip = async (ctx: WriteContext, input: CloneInput) => {
  const { tx, actor } = ctx;
  const { trip, items, shiftDays, plan } = await planClone(tx, input);
  const destinations = await tx
    .select({ id: tripDestinations.rightId })
    .from(tripDestinations)
    .where(eq(tripDestinations.leftId, trip.id));
  // The trip's own fields as the API takes them (unset ones left out: they are not all nullable).
  const fields: Row = {
    title: trip.title,
    currency: trip.currency,
    markup: trip.markup,
    tripType: trip.tripType,
    mobileAppItineraryName: trip.mobileAppItineraryName,
    adults: trip.adults,
    children: trip.children,
    inquiry: trip.inquiry,
    notes: trip.notes,
  };
  const copy = await createRecord(ctx, tripsResource, {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
    client: `/api/clients/${trip.clientId}`,
    startDate: plan.startDate,
    endDate: plan.endDate,
    destinations: destinations.map((d) => `/api/destinations/${d.id}`),
  });
  if (trip.tripTemplateId !== null) {
    await tx.update(trips).set({ tripTemplateId: trip.tripTemplateId }).where(eq(trips.id, copy.id));
  }
  await tx.execute(sql`
    update ${tripDays} d set title = s.title, description = s.description
    from ${tripDays} s
    where d.trip_id = ${copy.id} and s.trip_id = ${trip.id} and s.day_number = d.day_number
      and (s.title is not null or s.description is not null)`);
  await tx.execute(sql`
    insert into trip_dmcs (trip_id, vendor_id, notes, created_by, updated_by)
    select ${copy.id}, vendor_id, notes, ${actor.id}, ${actor.id} from trip_dmcs where trip_id = ${trip.id}`);
  await tx.execute(sql`
    insert into trip_guests (trip_id, client_guest_id, notes, created_by, updated_by)
    select ${copy.id}, client_guest_id, notes, ${actor.id}, ${actor.id} from trip_guests where trip_id = ${trip.id}`);
  await copyItems(ctx, {
    rows: items,
    table: tripItems,
    byType: tripItemResources,
    owner: { tripId: copy.id },
    shiftDays,
    firstPosition: 0,
  });
  return copy;
};
