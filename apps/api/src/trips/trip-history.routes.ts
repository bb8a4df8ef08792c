import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { trips } from '../db/schema/index.ts';
import { guard } from '../engine/access.ts';
import { jsonLd, parseId } from '../engine/handlers/respond.ts';
import { handPagedCollection } from '../engine/hydra.ts';
import { itemStatuses } from '../enums/item-status.ts';
import { statusLabel } from '../enums/trip-status.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { validQuery } from '../http/validate.ts';
import {
  addSchema,
  answers,
  jsonContent,
  pathId,
  ref,
  schemaOf,
  stringProperties,
} from '../openapi/components.ts';
import { itemTypeOf } from './item-types/define-item-type.ts';
import { moneyText } from './money-text.ts';
import { linkFields, type TripHistoryRow, tripHistoryPage } from './trip-history.queries.ts';

// Bookkeeping columns every write moves: not news in a history.
const skipped = new Set([
  'id',
  'tripId',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'version',
  'searchText',
]);

const actorOf = (row: TripHistoryRow) => {
  if (row.actor_id == null) return null;
  const name =
    [row.actor_first, row.actor_last].filter(Boolean).join(' ') || row.actor_email || `#${row.actor_id}`;
  return { '@id': `/api/users/${row.actor_id}`, id: row.actor_id, name };
};

const iriOf: Record<string, string> = {
  Trip: 'trips',
  TripDay: 'trip_days',
  TripItem: 'trip_items',
  TripDMC: 'trip_d_m_cs',
  TripGuest: 'trip_guests',
  TripEvent: 'trip_events',
  Payment: 'payments',
  TripProposal: 'trip_proposals',
  TripAttachment: 'trip_attachments',
  TripItemAttachment: 'trip_item_attachments',
  TripPdf: 'trip_pdfs',
};

// A field as the screens name it: 'startDate' → 'Start date', 'accommodationId' → 'Accommodation'.
const fieldLabels: Record<string, string> = {
  isMainAccommodation: 'Main accommodation',
  mainActivity: 'Main activity',
  mainTransfer: 'Main transfer',
  dmc: 'DMC',
  pnr: 'PNR',
  clientGuestId: 'Guest',
  alternativeOfId: 'Alternative of',
  acceptedOptionId: 'Accepted option',
  validUntil: 'Valid until',
  introText: 'Introduction',
  startDate: 'Start',
  endDate: 'End',
  tripType: 'Trip type',
  filePath: 'File',
};
export const fieldLabel = (field: string) => {
  if (fieldLabels[field]) return fieldLabels[field];
  const words = field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const itemStatusLabels = new Map<string, string>(itemStatuses.map((s) => [s.value, s.label]));
const itemTypeLabel = (value: string) => itemTypeOf(value)?.label;
const isItem = (entity: string) =>
  entity === 'TripItem' || (entity.startsWith('Trip') && iriOf[entity] === undefined);

// Money columns (numeric prices and amounts): the admin writes them with its one money format.
const moneyFields = new Set([
  'amount',
  'clientPrice',
  'clientNetPrice',
  'clientTotalPrice',
  'markupPrice',
  'vendorPrice',
  'vendorNetPrice',
  'vendorTotalPrice',
]);

// What a change's values are, so the admin words them (issue 30.12): money with the record's
// currency, a calendar day, a wall-clock date-time (an item's local start), an instant.
type ChangeKind = 'text' | 'money' | 'date' | 'localDateTime' | 'dateTime';
const kindOf = (field: string, values: unknown[]): ChangeKind => {
  if (moneyFields.has(field)) return 'money';
  const texts = values.filter((value): value is string => typeof value === 'string' && value !== '');
  if (texts.length === 0) return 'text';
  if (texts.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t))) return 'date';
  const stamp = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?/;
  if (texts.every((t) => stamp.test(t)))
    return texts.some((t) => /(Z|[+-]\d{2}(:?\d{2})?)$/.test(t)) ? 'dateTime' : 'localDateTime';
  return 'text';
};

// A value as the screens show it: a link by its name, a status by its label, a flag as Yes/No.
const valueText = (row: TripHistoryRow, field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (linkFields.includes(field) && typeof value === 'number')
    return row.names?.[`${field}:${value}`] ?? `#${value}`;
  if (field === 'status' && typeof value === 'string')
    return isItem(row.entity) ? (itemStatusLabels.get(value) ?? statusLabel(value)) : statusLabel(value);
  if (field === 'type' && typeof value === 'string') return itemTypeLabel(value) ?? statusLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

// What the record is, in words: 'Accommodation: Hotel X', 'Day 3', 'Payment of EUR 500'.
const recordTitle = (row: TripHistoryRow): string => {
  const snap = { ...(row.before ?? {}), ...(row.after ?? {}) } as Record<string, unknown>;
  const named = (field: string) => {
    const id = snap[field];
    return typeof id === 'number' ? row.names?.[`${field}:${id}`] : undefined;
  };
  const text = (field: string) =>
    typeof snap[field] === 'string' && snap[field] ? (snap[field] as string) : undefined;
  switch (row.entity) {
    case 'Trip':
      return 'Trip';
    case 'TripDay':
      return snap.dayNumber ? `Day ${snap.dayNumber}` : 'Day';
    case 'TripDMC':
      return `DMC: ${named('vendorId') ?? `#${row.entity_id}`}`;
    case 'TripGuest':
      return `Guest: ${named('clientGuestId') ?? `#${row.entity_id}`}`;
    case 'TripEvent':
      return `Event: ${text('title') ?? `#${row.entity_id}`}`;
    case 'TripProposal':
      return `Proposal: ${text('title') ?? `#${row.entity_id}`}`;
    case 'Payment':
      return snap.amount
        ? `Payment of ${moneyText(snap.amount as string, typeof snap.currency === 'string' ? snap.currency : null)}`
        : 'Payment';
    case 'TripPdf':
      return `PDF: ${snap.kind === 'finalized' ? 'Finalized trip' : 'Proposal'} version ${snap.number ?? '?'}`;
    case 'TripAttachment':
    case 'TripItemAttachment':
      return `Attachment: ${text('name') ?? text('fileName') ?? `#${row.entity_id}`}`;
    default: {
      const type = typeof snap.type === 'string' ? snap.type : undefined;
      const kind = (type && itemTypeLabel(type)) ?? 'Item';
      const catalogue = linkFields.map(named).find(Boolean);
      const name = (type === 'flight' ? text('flightNumber') : undefined) ?? catalogue ?? text('title');
      return name ? `${kind}: ${name}` : `${kind} #${row.entity_id}`;
    }
  }
};

const entry = (row: TripHistoryRow, tripCurrency: string | null) => {
  const fields = (row.changed ?? []).filter((f) => !skipped.has(f));
  const snapCurrency = row.after?.currency ?? row.before?.currency;
  const currency = typeof snapCurrency === 'string' && snapCurrency ? snapCurrency : tripCurrency;
  return {
    '@id': `/api/trips/history/${row.id}`,
    '@type': 'TripHistoryEntry',
    id: Number(row.id),
    entity: row.entity,
    record: `/api/${iriOf[row.entity] ?? (row.entity.startsWith('Trip') ? 'trip_items' : row.entity.toLowerCase())}/${row.entity_id}`,
    title: recordTitle(row),
    action: row.action,
    changes: fields.map((field) => ({
      field,
      label: fieldLabel(field),
      kind: kindOf(field, [row.before?.[field], row.after?.[field]]),
      currency: moneyFields.has(field) ? currency : null,
      before: row.before?.[field] ?? null,
      after: row.after?.[field] ?? null,
      beforeText: valueText(row, field, row.before?.[field]),
      afterText: valueText(row, field, row.after?.[field]),
    })),
    actor: actorOf(row),
    at: new Date(row.at).toISOString(),
  };
};

const Entry = v.object({
  '@id': v.string(),
  '@type': v.string(),
  id: v.number(),
  entity: v.string(),
  record: v.string(),
  title: v.string(),
  action: v.picklist(['create', 'update', 'delete']),
  changes: v.array(
    v.object({
      field: v.string(),
      label: v.string(),
      kind: v.picklist(['text', 'money', 'date', 'localDateTime', 'dateTime']),
      currency: v.nullable(v.string()),
      before: v.unknown(),
      after: v.unknown(),
      beforeText: v.nullable(v.string()),
      afterText: v.nullable(v.string()),
    }),
  ),
  actor: v.nullable(v.object({ '@id': v.string(), id: v.number(), name: v.string() })),
  at: v.pipe(v.string(), v.isoTimestamp()),
});

const digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a whole number.'));
const HistoryQuery = v.object({ page: v.optional(digits), itemsPerPage: v.optional(digits) });

const collection = (
  id: number,
  currency: string | null,
  rows: TripHistoryRow[],
  total: number,
  page: number,
  perPage: number,
) => {
  const base = `/api/trips/${id}/history`;
  const at = (n: number) => `${base}?page=${n}&itemsPerPage=${perPage}`;
  return handPagedCollection(
    base,
    rows.map((row) => entry(row, currency)),
    total,
    [page, perPage],
    at,
  );
};

// GET /api/trips/{id}/history: every change to the trip and its records from the audit log,
// newest first, 30 a page, with who (by name) and each changed field before and after.
export const mountTripHistoryRoutes = (app: Hono<AppEnv>) => {
  addSchema('TripHistoryEntry', schemaOf(Entry));
  addSchema('TripHistoryCollection', {
    type: 'object',
    properties: {
      ...stringProperties('@id', '@type'),
      'hydra:totalItems': { type: 'integer' },
      'hydra:member': { type: 'array', items: ref('TripHistoryEntry') },
      'hydra:view': ref('HydraView'),
    },
    required: ['hydra:member', 'hydra:totalItems'],
  });
  app.get(
    '/api/trips/:id{[0-9]+}/history',
    describeRoute({
      operationId: 'getTripHistory',
      summary: 'The changes to a trip and its records, newest first',
      tags: ['Trips'],
      parameters: [pathId()],
      responses: answers(
        200,
        'A page of changes',
        jsonContent('TripHistoryCollection'),
        [400, 401, 403, 404],
      ),
    }),
    guard('trips', 'read'),
    validQuery(HistoryQuery),
    async (c) => {
      const id = parseId(c.req.param('id'));
      const q = c.req.valid('query');
      const page = Math.max(1, Number(q.page ?? 1));
      const perPage = Math.min(100, Math.max(1, Number(q.itemsPerPage ?? 30)));
      const { db } = c.get('deps');
      const [trip] = await db
        .select({ id: trips.id, currency: trips.currency })
        .from(trips)
        .where(eq(trips.id, id))
        .limit(1);
      if (!trip) throw notFound();
      const { rows, total } = await tripHistoryPage(db, id, perPage, (page - 1) * perPage);
      return jsonLd(c, collection(id, trip.currency, rows, total, page, perPage));
    },
  );
};
