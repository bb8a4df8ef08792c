import { eq, sql } from 'drizzle-orm';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { clientInvoices, trips } from '../../db/schema/index.ts';
import { deleteWhere, lockById, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Resource, Row, Tx, WriteContext } from '../../engine/types.ts';
import { ApiError, conflict, notFound, unprocessable, type Violation } from '../../http/problem.ts';
import { tripTotals } from '../../trips/trip-totals.queries.ts';
import {
  addDays,
  checkAmount,
  currencyDecimals,
  divRound,
  fromCents,
  isIsoCurrency,
  roundToCurrency,
  rowsOf,
  toCents,
  todayUtc,
  unknownCurrency,
} from '../money.ts';
import { type LineInput, parseLines, refId, writeLines } from './invoice-lines.ts';

export type InvoiceRow = typeof clientInvoices.$inferSelect;

// A real calendar day (2030-02-30 is not one: Date.parse would roll it into March).
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const dateViolation = (value: unknown, propertyPath: string): Violation | undefined =>
  value === undefined || value === null || (typeof value === 'string' && isDay(value))
    ? undefined
    : { propertyPath, message: 'This value is not a valid date.' };

export const checkDate = (value: unknown, propertyPath: string) => {
  const bad = dateViolation(value, propertyPath);
  if (bad) throw unprocessable([bad]);
  return (value ?? undefined) as string | null | undefined;
};

const notesOf = (value: unknown): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string')
    throw unprocessable([{ propertyPath: 'notes', message: 'This value should be of type string.' }]);
  if (value.length > 5000)
    throw unprocessable([
      { propertyPath: 'notes', message: 'This value is too long. It should have 5000 characters or less.' },
    ]);
  return value.trim() === '' ? null : value;
};

// The lines a trip gives for the basis asked (issue 29.1): a deposit (a percentage of the trip's
// client total), the balance (the client total less what its other invoices already bill), or
// chosen items (each at its client total in the trip's currency, as the trip totals count it).
const tripLines = async (
  tx: Tx,
  trip: typeof trips.$inferSelect,
  body: Row,
): Promise<{ lines: LineInput[]; basis: string; depositPercent: string | null }> => {
  const basis = body.basis;
  const taxRateId = refId(body.taxRate, 'tax_rates');
  if (taxRateId === undefined)
    throw unprocessable([{ propertyPath: 'taxRate', message: 'This value should be a tax rate IRI.' }]);
  const ref = trip.reference;
  const total = BigInt((await tripTotals(tx, [trip.id])).get(trip.id)?.clientTotal ?? '0') * 100n;
  if (basis === 'deposit') {
    const pct = checkAmount(body.percent, 'XXX', 'percent', { positive: true });
    if ('violation' in pct) throw unprocessable([pct.violation]);
    if (pct.cents > 10_000n)
      throw unprocessable([{ propertyPath: 'percent', message: 'This value should be 100 or less.' }]);
    const amount = roundToCurrency(divRound(total * pct.cents, 10_000n), trip.currency);
    if (amount <= 0n) throw conflict('The trip has no client total to take a deposit on.');
    const percent = fromCents(pct.cents);
    return {
      basis,
      depositPercent: percent,
      lines: [
        {
          description: `Deposit ${percent.replace(/\.00$/, '')}% of trip ${ref}`,
          quantity: 100n,
          unitPrice: amount,
          taxRateId,
          tripItemId: null,
        },
      ],
    };
  }
  if (basis === 'balance') {
    const [billed] = await rowsOf<{ net: string }>(
      tx,
      sql`select coalesce(sum(net_amount), 0)::text as net from client_invoices
        where trip_id = ${trip.id} and kind = 'invoice' and status <> 'void'`,
    );
    const left = total - (toCents(billed?.net ?? '0') ?? 0n);
    if (left <= 0n)
      throw conflict(`Trip ${ref} has nothing left to invoice: its invoices already bill its client total.`);
    return {
      basis,
      depositPercent: null,
      lines: [
        {
          description: `Balance of trip ${ref}`,
          quantity: 100n,
          unitPrice: left,
          taxRateId,
          tripItemId: null,
        },
      ],
    };
  }
  if (basis === 'items') {
    if (!Array.isArray(body.items) || body.items.length === 0 || body.items.length > 200)
      throw unprocessable([
        { propertyPath: 'items', message: 'This value should be a list of 1 to 200 trip item IRIs.' },
      ]);
    const ids = body.items.map((x) => refId(x, 'trip_[a-z_]+'));
    if (ids.some((id) => !id))
      throw unprocessable([
        { propertyPath: 'items', message: 'This value should be a list of trip item IRIs.' },
      ]);
    const rows = await rowsOf<{ id: number; title: string; price: string }>(
      tx,
      sql`
      select i.id, coalesce(i.title, i.type) as title,
        round(coalesce(i.client_total_price, 0) * coalesce(tc.rate, 1) / coalesce(ic.rate, tc.rate, 1))::bigint::text as price
      from trip_items i
      join trips t on t.id = i.trip_id
      left join currencies tc on upper(tc.iso) = t.currency
      left join currencies ic on upper(ic.iso) = i.currency and i.currency <> t.currency
      where i.trip_id = ${trip.id} and i.id = any(${`{${(ids as number[]).join(',')}}`}::int[])`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const missing = (ids as number[]).findIndex((id) => !byId.has(id));
    if (missing >= 0)
      throw unprocessable([{ propertyPath: `items[${missing}]`, message: 'Not an item of this trip.' }]);
    return {
      basis,
      depositPercent: null,
      lines: (ids as number[]).map((id) => {
        const r = byId.get(id)!;
        return {
          description: r.title.slice(0, 255),
          quantity: 100n,
          unitPrice: BigInt(r.price) * 100n,
          taxRateId,
          tripItemId: id,
        };
      }),
    };
  }
  throw unprocessable([
    {
      propertyPath: 'basis',
      message: 'The value you selected is not a valid choice. Choose one of: deposit, balance, items.',
    },
  ]);
};

// POST /api/client_invoices: a draft made from a trip, for its client, in its currency.
export const createDraft = async (ctx: WriteContext, body: Row): Promise<InvoiceRow> => {
  const tripId = refId(body.trip, 'trips');
  if (!tripId)
    throw unprocessable([
      {
        propertyPath: 'trip',
        message: tripId === null ? 'This value should not be blank.' : 'This value should be a trip IRI.',
      },
    ]);
  const dueDate = checkDate(body.dueDate, 'dueDate');
  const notes = notesOf(body.notes);
  const [trip] = await ctx.tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  if (!trip) throw unprocessable([{ propertyPath: 'trip', message: 'Item not found for "trip".' }]);
  if (currencyDecimals(trip.currency) > 2)
    throw unprocessable([
      { propertyPath: 'trip', message: `Invoices in ${trip.currency} (three decimals) are not supported.` },
    ]);
  if (!isIsoCurrency(trip.currency)) throw unprocessable([unknownCurrency('trip', trip.currency)]);
  const { lines, basis, depositPercent } = await tripLines(ctx.tx, trip, body);
  const [row] = await insertRecords(ctx, clientInvoicesResource, [
    serverValues({
      clientId: trip.clientId,
      kind: 'invoice',
      date: todayUtc(),
      dueDate: dueDate ?? null,
      amount: '0',
      currency: trip.currency,
      status: 'draft',
      basis,
      depositPercent,
      tripId: trip.id,
      notes: notes ?? null,
    }),
  ]);
  const amounts = await writeLines(ctx.tx, row!.id, trip.currency, lines);
  const [written] = await updateWhere(ctx, clientInvoicesResource, eq(clientInvoices.id, row!.id), amounts, {
    beforeWrite: false,
  });
  return written ?? row!;
};

export const lockInvoice = lockById(clientInvoices);

export const refuseUnlessDraft = (row: InvoiceRow) => {
  if (row.status !== 'draft')
    throw new ApiError(
      409,
      `${row.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${row.number ?? row.id} is ${row.status}: an issued document cannot be edited; correct it with a credit note.`,
    );
};

// PATCH /api/client_invoices/{id}: a draft's due date, notes and lines (replaced as a whole).
export const editDraft = async (
  ctx: WriteContext,
  id: number,
  body: Row,
  expectedVersion?: number,
): Promise<InvoiceRow> => {
  const row = await lockInvoice(ctx.tx, id);
  if (!row) throw notFound();
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
  refuseUnlessDraft(row);
  const allowed = ['dueDate', 'notes', 'lines'];
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k) && !k.startsWith('@'));
  if (unknown.length)
    throw unprocessable(
      unknown.map((k) => ({
        propertyPath: k,
        message: 'This field cannot be changed on an invoice (a draft takes dueDate, notes and lines).',
      })),
    );
  const dueDate = checkDate(body.dueDate, 'dueDate');
  const notes = notesOf(body.notes);
  const lines = body.lines === undefined ? undefined : parseLines(body.lines, row.currency);
  const amounts = lines ? await writeLines(ctx.tx, id, row.currency, lines) : {};
  const [written] = await updateWhere(
    ctx,
    clientInvoicesResource,
    eq(clientInvoices.id, id),
    {
      ...amounts,
      ...(dueDate !== undefined ? { dueDate } : {}),
      ...(notes !== undefined ? { notes } : {}),
    },
    { beforeWrite: false },
  );
  return written ?? row;
};

// The DELETE of a draft document (an invoice, a bill): locked (`lock`: undefined when there is
// none, a 404), refused past its draft (`refuseUnlessDraft`: the 409), then deleted.
export const deleteDraftDocument = async <R>(
  ctx: WriteContext,
  resource: Resource,
  id: number,
  lock: (tx: Tx, id: number) => Promise<R | undefined>,
  refuseUnlessDraft: (row: R) => void,
) => {
  const row = await lock(ctx.tx, id);
  if (!row) throw notFound();
  refuseUnlessDraft(row);
  await deleteWhere(ctx, resource, eq(resource.idColumn, id));
};

// DELETE /api/client_invoices/{id}: only a draft (an issued document is credited, never deleted).
export const deleteDraft = (ctx: WriteContext, id: number) =>
  deleteDraftDocument(ctx, clientInvoicesResource, id, lockInvoice, refuseUnlessDraft);

export const defaultDueDate = (date: string) => addDays(date, 14);
