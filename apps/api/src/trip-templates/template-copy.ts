import { asc, eq, sql } from 'drizzle-orm';
import {
  tripDays,
  tripDestinations,
  tripDmcs,
  tripGuests,
  tripItems,
  trips,
  tripTemplateDays,
  tripTemplateDestinations,
  tripTemplateDmcs,
  tripTemplateItems,
  tripTemplates,
} from '../db/schema/index.ts';
import { updateWhere } from '../engine/record-sets.ts';
import {
  applyUpdates,
  createRecord,
  insertRecords,
  lockRecord,
  serverValues,
  updateRecord,
} from '../engine/records.ts';
import type { Row, Tx, WriteContext } from '../engine/types.ts';
import { ApiError, unprocessable, type Violation } from '../http/problem.ts';
import { optionNameSql } from '../trips/item-types/item-type-sql.ts';
import { tripDaysResource } from '../trips/trip-days.resource.ts';
import { addDays, daysBetween } from '../trips/trip-days.ts';
import { tripDmcsResource } from '../trips/trip-dmcs.resource.ts';
import { tripGuestsResource } from '../trips/trip-guests.resource.ts';
import { tripItemsResource } from '../trips/trip-items.resource.ts';
import { droppedItemStatuses, type ItemStatus } from '../trips/trip-items-states.ts';
import { tripsResource } from '../trips/trips.resource.ts';
import { copyItems } from './item-copy.ts';
import { dayAndTime, referenceDate, shiftDateTime } from './template-dates.ts';
import { tripTemplateDmcsResource } from './template-dmcs.resource.ts';
import {
  maxTemplateDays,
  tripTemplateDaysResource,
  tripTemplateItemsResource,
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

// The items' names as the screens show them (issue 30.12: a preview said "Accommodation" for every
// hotel): the title typed, else the catalogue record's name (a flight: airline and number), one
// query for the owner's items.
const itemNames = async (tx: Tx, table: 'trip_items' | 'trip_template_items', ownerId: number) => {
  const owner = table === 'trip_items' ? 'trip_id' : 'trip_template_id';
  const { rows } = await tx.execute<{ id: number; name: string | null }>(sql`
    select i.id, coalesce(nullif(btrim(i.title), ''), ${optionNameSql('i')}) as name
    from ${sql.identifier(table)} i where i.${sql.identifier(owner)} = ${ownerId}`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
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

// The texts of the days that have some, by day number.
type DayText = { title: string | null; description: string | null };
const textsByDay = (days: ({ dayNumber: number } & DayText)[]) =>
  new Map<number, DayText>(
    days
      .filter((d) => d.title !== null || d.description !== null)
      .map((d) => [d.dayNumber, { title: d.title, description: d.description }]),
  );
const dayTexts = async (tx: Tx, tripId: number) =>
  textsByDay(await tx.select().from(tripDays).where(eq(tripDays.tripId, tripId)));
const templateDayTexts = async (tx: Tx, templateId: number) =>
  textsByDay(await tx.select().from(tripTemplateDays).where(eq(tripTemplateDays.tripTemplateId, templateId)));

// ---------------------------------------------------------------------------------------------
// POST /api/trips/create-template {id}: a new template from a trip. Its length is the trip's,
// its items the trip's moved onto the reference calendar (same day numbers and times), prices kept
// as the template's defaults; day texts and DMCs copied; nothing of the client (guests, payments,
// notes, inquiry, confirmation numbers, booking statuses).
export const createTemplateFromTrip = async (
  ctx: WriteContext,
  tripId: number,
  opts: { title?: string | undefined } = {},
) => {
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
    // The name the user gave (the trip's title is often the client's: "Giulia's honeymoon").
    title: opts.title?.trim() || trip.title?.trim() || `Template from ${trip.reference}`,
    nbDays: length,
    destinations: destinations.map((d) => `/api/destinations/${d.id}`),
  });
  const texts = await dayTexts(tx, tripId);
  await updateWhere(ctx, tripTemplateDaysResource, eq(tripTemplateDays.tripTemplateId, template.id), (day) =>
    texts.get(day.dayNumber),
  );
  const dmcs = await tx.select().from(tripDmcs).where(eq(tripDmcs.tripId, tripId)).orderBy(asc(tripDmcs.id));
  await insertRecords(
    ctx,
    tripTemplateDmcsResource,
    dmcs.map((d) => serverValues({ tripTemplateId: template.id, vendorId: d.vendorId, notes: d.notes })),
    { beforeWrite: false },
  );
  await copyItems(ctx, {
    // Items dropped from the plan (not needed, cancelled) stay out: imported later they would come
    // back as needed (issue 30.12); their alternatives go with them.
    rows: (await itemsOf(tx, tripItems, tripId)).filter(
      (row) => !droppedItemStatuses.includes(row.status as ItemStatus),
    ),
    resource: tripTemplateItemsResource,
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
  const names = await itemNames(tx, 'trip_template_items', template.id);
  const tripNames = await itemNames(tx, 'trip_items', trip.id);
  const planned = items.map((item) => {
    const s = dayAndTime(item.startDate);
    return {
      type: item.type as string,
      title: item.title as string | null,
      name: names.get(item.id as number) ?? null,
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
          name: p.name,
          startDate: p.startDate,
          endDate: p.endDate,
          overlaps: `/api/trip_items/${e.id}`,
          overlapsTitle: e.title,
          overlapsName: tripNames.get(Number(e.id)) ?? null,
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
  const { tx } = ctx;
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
    resource: tripItemsResource,
    owner: { tripId: trip.id },
    shiftDays: daysBetween(referenceDate, plan.startDate),
    firstPosition: await nextPosition(tx, trip.id),
  });
  // Empty days take the template's texts (a day with texts keeps them), audited like an edit.
  const texts = new Map(
    [...(await templateDayTexts(tx, template.id))].map(([day, text]) => [day + input.startDay - 1, text]),
  );
  await updateWhere(ctx, tripDaysResource, eq(tripDays.tripId, trip.id), (day) =>
    day.title === null && day.description === null ? texts.get(day.dayNumber) : undefined,
  );
  // The template's DMCs the trip has not got yet.
  const onTrip = new Set(
    (await tx.select({ vendorId: tripDmcs.vendorId }).from(tripDmcs).where(eq(tripDmcs.tripId, trip.id))).map(
      (d) => d.vendorId,
    ),
  );
  const dmcs = await tx
    .select()
    .from(tripTemplateDmcs)
    .where(eq(tripTemplateDmcs.tripTemplateId, template.id))
    .orderBy(asc(tripTemplateDmcs.id));
  await insertRecords(
    ctx,
    tripDmcsResource,
    dmcs
      .filter((d) => !onTrip.has(d.vendorId))
      .map((d) => serverValues({ tripId: trip.id, vendorId: d.vendorId, notes: d.notes })),
    { beforeWrite: false },
  );
  // The trip takes the template's destinations and keeps a link to it: one audited change.
  const destinations = await tx
    .select({ id: tripTemplateDestinations.rightId })
    .from(tripTemplateDestinations)
    .where(eq(tripTemplateDestinations.leftId, template.id));
  const had = await tx
    .select({ id: tripDestinations.rightId })
    .from(tripDestinations)
    .where(eq(tripDestinations.leftId, trip.id));
  const linked = [...new Set([...had.map((d) => d.id), ...destinations.map((d) => d.id)])];
  await applyUpdates(
    ctx,
    tripsResource,
    [
      {
        existing: await lockRecord(ctx, tripsResource, trip.id),
        parsed: serverValues({ tripTemplateId: template.id }, { destinations: linked }),
      },
    ],
    { beforeWrite: false },
  );
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
  const names = await itemNames(tx, 'trip_items', trip.id);
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
        name: names.get(item.id as number) ?? null,
        status: item.status,
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
  const { tx } = ctx;
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
  const copy = await createRecord(
    ctx,
    tripsResource,
    {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
      client: `/api/clients/${trip.clientId}`,
      startDate: plan.startDate,
      endDate: plan.endDate,
      destinations: destinations.map((d) => `/api/destinations/${d.id}`),
    },
    trip.tripTemplateId !== null ? { tripTemplateId: trip.tripTemplateId } : {},
  );
  const texts = await dayTexts(tx, trip.id);
  await updateWhere(ctx, tripDaysResource, eq(tripDays.tripId, copy.id), (day) => texts.get(day.dayNumber));
  const dmcs = await tx.select().from(tripDmcs).where(eq(tripDmcs.tripId, trip.id)).orderBy(asc(tripDmcs.id));
  await insertRecords(
    ctx,
    tripDmcsResource,
    dmcs.map((d) => serverValues({ tripId: copy.id, vendorId: d.vendorId, notes: d.notes })),
    { beforeWrite: false },
  );
  const guests = await tx
    .select()
    .from(tripGuests)
    .where(eq(tripGuests.tripId, trip.id))
    .orderBy(asc(tripGuests.id));
  await insertRecords(
    ctx,
    tripGuestsResource,
    guests.map((g) => serverValues({ tripId: copy.id, clientGuestId: g.clientGuestId, notes: g.notes })),
    { beforeWrite: false },
  );
  await copyItems(ctx, {
    rows: items,
    resource: tripItemsResource,
    owner: { tripId: copy.id },
    shiftDays,
    firstPosition: 0,
    keepDropped: true,
  });
  return copy;
};
