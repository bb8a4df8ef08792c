import { eq, type SQL, sql } from 'drizzle-orm';
import {
  supplierBillLines,
  supplierBills,
  supplierPaymentAllocations,
  trips,
} from '../../db/schema/index.ts';
import { deleteWhere, lockById, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Row, Tx, WriteContext } from '../../engine/types.ts';
import { ApiError, conflict, notFound, unprocessable, type Violation } from '../../http/problem.ts';
import { vendorRecordSql } from '../../trips/item-types/item-type-sql.ts';
import { postEntry } from '../journal/post-entry.ts';
import { tripStarted } from '../journal/trip-started.ts';
import {
  addDays,
  checkAmount,
  currencyDecimals,
  fromCents,
  isIsoCurrency,
  rateOrFaceValue,
  rowsOf,
  toCents,
  todayUtc,
  unknownCurrency,
} from '../money.ts';
import { checkDate, deleteDraftDocument } from '../sales/drafts.ts';
import { checkEachLine, lineTripItem, refId } from '../sales/invoice-lines.ts';
import { queueSync } from '../sync/outbox.ts';
import { supplierAllocationsResource } from './supplier-allocations.resource.ts';
import { supplierBillsResource } from './supplier-bills.resource.ts';

export type BillRow = typeof supplierBills.$inferSelect;
type LineInput = { description: string; amount: bigint; tripItemId: number | null };

const maxLines = 200;
// A bill's due date when neither the request nor its items say: 30 days after its date.
const defaultTermDays = 30;

const textOf = (value: unknown, propertyPath: string, max: number): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string')
    throw unprocessable([{ propertyPath, message: 'This value should be of type string.' }]);
  if (value.length > max)
    throw unprocessable([
      { propertyPath, message: `This value is too long. It should have ${max} characters or less.` },
    ]);
  return value.trim() === '' ? null : value.trim();
};

type ItemRow = {
  id: number;
  trip_id: number;
  title: string;
  currency: string;
  price: string | null;
  vendor_id: number | null;
  vendor_name: string | null;
  alternative: boolean;
  due: string | null;
  billed_on: string | null;
};

// The items as a bill sees them: its trip, title, currency (the trip's when the item has none),
// vendor total price, the vendor of its catalogue record (none for a flight or an item without a
// record), the supplier's payment due date, and the bill of the same trip that already holds it
// (not void, other than `exceptBill`).
const readItems = async (tx: Tx, ids: number[], exceptBill: number | null) =>
  selectItems(tx, sql`i.id = any(${`{${ids.join(',')}}`}::int[])`, exceptBill);

const selectItems = async (tx: Tx, where: SQL, exceptBill: number | null) =>
  rowsOf<ItemRow>(
    tx,
    sql`
      select i.id, i.trip_id, coalesce(i.title, i.type) as title,
        upper(coalesce(nullif(i.currency, ''), t.currency)) as currency,
        i.vendor_total_price::text as price, k.vendor_id, v.name as vendor_name,
        i.alternative_of_id is not null as alternative, i.supplier_payment_due_date::text as due,
        (select coalesce(b.number, '#' || b.id) from supplier_bill_lines l join supplier_bills b on b.id = l.bill_id
          where l.trip_item_id = i.id and b.status <> 'void' and b.id is distinct from ${exceptBill}
          limit 1) as billed_on
      from trip_items i
      join trips t on t.id = i.trip_id
      left join lateral (${vendorRecordSql()}) k on true
      left join vendors v on v.id = k.vendor_id
      where ${where}
      order by i.start_date nulls last, i.position, i.id`,
  );

// GET /api/accounting/billable_items?trip=: the trip's booked items (alternatives left out) as a
// new bill sees them: vendor, vendor total price, currency, and the bill that already holds one.
// The purchases screen offers a vendor's items from it.
export const billableItems = async (tx: Tx, tripId: number) => {
  const [trip] = await rowsOf<{ id: number }>(tx, sql`select id from trips where id = ${tripId}`);
  if (!trip) throw notFound();
  const items = await selectItems(tx, sql`i.trip_id = ${tripId} and i.alternative_of_id is null`, null);
  return {
    trip: `/api/trips/${tripId}`,
    items: items.map((item) => ({
      item: `/api/trip_items/${item.id}`,
      title: item.title,
      currency: item.currency,
      vendorTotalPrice: item.price,
      vendor: item.vendor_id === null ? null : `/api/vendors/${item.vendor_id}`,
      vendorName: item.vendor_name,
      supplierPaymentDueDate: item.due,
      billedOn: item.billed_on,
    })),
  };
};

// Checks that each item can be billed by the vendor on this trip's bill; 422 naming each bad one.
const checkItems = (
  items: (ItemRow | undefined)[],
  at: (i: number) => string,
  bill: { tripId: number; vendorId: number },
) => {
  const violations: Violation[] = [];
  items.forEach((item, i) => {
    const problem = !item
      ? 'This trip item does not exist.'
      : Number(item.trip_id) !== bill.tripId
        ? 'This item is not an item of the trip.'
        : item.alternative
          ? 'This item is an alternative: only the item booked is billed.'
          : item.vendor_id !== null && Number(item.vendor_id) !== bill.vendorId
            ? `This item is booked with another vendor (${item.vendor_name}).`
            : item.billed_on !== null
              ? `This item is already on the bill ${item.billed_on}.`
              : undefined;
    if (problem) violations.push({ propertyPath: at(i), message: problem });
  });
  if (violations.length) throw unprocessable(violations);
};

const lockTrip = async (tx: Tx, id: number) => {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, id)).for('no key update');
  return trip;
};

export const lockBill = lockById(supplierBills);

const refuseUnlessDraft = (row: BillRow) => {
  if (row.status !== 'draft')
    throw conflict(
      `Bill ${row.number ?? row.id} is ${row.status}: an approved bill cannot be edited or deleted; void it instead.`,
    );
};

// The supplier's invoice number is entered once per vendor (a void bill gives it back).
const refuseDuplicateNumber = async (tx: Tx, vendorId: number, number: string, exceptId?: number) => {
  const [dup] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from supplier_bills where vendor_id = ${vendorId} and upper(number) = upper(${number})
        and status <> 'void' and id is distinct from ${exceptId ?? null} limit 1`,
  );
  if (dup)
    throw unprocessable([
      { propertyPath: 'number', message: `This vendor already has a bill numbered "${number}".` },
    ]);
};

const writeLines = async (tx: Tx, billId: number, lines: LineInput[]) => {
  const total = lines.reduce((sum, l) => sum + l.amount, 0n);
  if (total >= 10n ** 12n)
    throw unprocessable([{ propertyPath: 'lines', message: 'The bill total is too large.' }]);
  await tx.delete(supplierBillLines).where(eq(supplierBillLines.billId, billId));
  if (lines.length)
    await tx.insert(supplierBillLines).values(
      lines.map((l, position) => ({
        billId,
        position,
        description: l.description,
        tripItemId: l.tripItemId,
        amount: fromCents(l.amount),
      })),
    );
  return fromCents(total);
};

// POST /api/supplier_bills {trip, vendor, items, number?, date?, dueDate?, notes?}: a draft bill of
// the vendor for items of the trip, a line per item at its vendor total price, in the items'
// currency (one per bill). The due date defaults to the items' earliest supplier payment due date,
// else 30 days after the bill's date. The trip is locked so that two bills cannot take one item.
export const createBill = async (ctx: WriteContext, body: Row): Promise<BillRow> => {
  const tripId = refId(body.trip, 'trips');
  const vendorId = refId(body.vendor, 'vendors');
  const violations: Violation[] = [];
  if (!tripId) violations.push({ propertyPath: 'trip', message: 'This value should be a trip IRI.' });
  if (!vendorId) violations.push({ propertyPath: 'vendor', message: 'This value should be a vendor IRI.' });
  if (!Array.isArray(body.items) || body.items.length === 0 || body.items.length > maxLines)
    violations.push({
      propertyPath: 'items',
      message: `This value should be a list of 1 to ${maxLines} trip item IRIs.`,
    });
  if (violations.length) throw unprocessable(violations);
  const ids = (body.items as unknown[]).map((x) => refId(x, 'trip_[a-z_]+'));
  const bad = ids.findIndex((id) => !id);
  if (bad >= 0)
    throw unprocessable([
      { propertyPath: `items[${bad}]`, message: 'This value should be a trip item IRI.' },
    ]);
  if (new Set(ids).size !== ids.length)
    throw unprocessable([{ propertyPath: 'items', message: 'An item is listed twice.' }]);
  const date = checkDate(body.date, 'date') ?? todayUtc();
  const dueDate = checkDate(body.dueDate, 'dueDate');
  const number = textOf(body.number, 'number', 64);
  const notes = textOf(body.notes, 'notes', 5000);
  const trip = await lockTrip(ctx.tx, tripId!);
  if (!trip) throw unprocessable([{ propertyPath: 'trip', message: 'Item not found for "trip".' }]);
  const [vendor] = await rowsOf<{ id: number }>(ctx.tx, sql`select id from vendors where id = ${vendorId}`);
  if (!vendor) throw unprocessable([{ propertyPath: 'vendor', message: 'Item not found for "vendor".' }]);
  const found = new Map((await readItems(ctx.tx, ids as number[], null)).map((r) => [Number(r.id), r]));
  const items = (ids as number[]).map((id) => found.get(id));
  checkItems(items, (i) => `items[${i}]`, { tripId: trip.id, vendorId: vendorId! });
  const rows = items as ItemRow[];
  const currency = rows[0]!.currency;
  const other = rows.findIndex((r) => r.currency !== currency);
  if (other >= 0)
    throw unprocessable([
      {
        propertyPath: `items[${other}]`,
        message: `This item is priced in ${rows[other]!.currency}, the others in ${currency}: one bill per currency.`,
      },
    ]);
  if (!isIsoCurrency(currency)) throw unprocessable([unknownCurrency('items', currency)]);
  if (currencyDecimals(currency) > 2)
    throw unprocessable([
      { propertyPath: 'items', message: `Bills in ${currency} (three decimals) are not supported.` },
    ]);
  const lines: LineInput[] = [];
  const lineViolations: Violation[] = [];
  rows.forEach((r, i) => {
    if (r.price === null) {
      lineViolations.push({ propertyPath: `items[${i}]`, message: 'This item has no vendor total price.' });
      return;
    }
    const checked = checkAmount(
      r.price.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
      currency,
      `items[${i}]`,
    );
    if ('violation' in checked) lineViolations.push(checked.violation);
    else lines.push({ description: r.title.slice(0, 255), amount: checked.cents, tripItemId: Number(r.id) });
  });
  if (lineViolations.length) throw unprocessable(lineViolations);
  if (number) await refuseDuplicateNumber(ctx.tx, vendorId!, number);
  const itemsDue = rows
    .map((r) => r.due)
    .filter((d): d is string => d !== null)
    .sort()[0];
  const [row] = await insertRecords(ctx, supplierBillsResource, [
    serverValues({
      vendorId: vendorId!,
      tripId: trip.id,
      number: number ?? null,
      date,
      dueDate: dueDate ?? itemsDue ?? addDays(date, defaultTermDays),
      currency,
      status: 'draft',
      notes: notes ?? null,
    }),
  ]);
  const amount = await writeLines(ctx.tx, row!.id, lines);
  const [written] = await updateWhere(
    ctx,
    supplierBillsResource,
    eq(supplierBills.id, row!.id),
    { amount },
    {
      beforeWrite: false,
    },
  );
  return written ?? row!;
};

// The `lines` of a draft's edit: description, amount (no more decimals than the currency), the
// trip item it bills (optional; an item of the bill's trip not billed elsewhere).
const parseLines = async (ctx: WriteContext, bill: BillRow, raw: unknown): Promise<LineInput[]> => {
  if (!Array.isArray(raw) || raw.length > maxLines)
    throw unprocessable([
      { propertyPath: 'lines', message: `This value should be a list of at most ${maxLines} lines.` },
    ]);
  const lines = checkEachLine<LineInput>(raw, (l, at, description, violations) => {
    const amount = checkAmount(l.amount, bill.currency, at('amount'));
    if ('violation' in amount) violations.push(amount.violation);
    const tripItemId = lineTripItem(l, at, violations);
    if ('cents' in amount && tripItemId !== undefined)
      return { description, amount: amount.cents, tripItemId };
    return undefined;
  });
  const itemIds = lines.map((l) => l.tripItemId).filter((id): id is number => id !== null);
  if (itemIds.length) {
    if (bill.tripId === null)
      throw unprocessable([{ propertyPath: 'lines', message: 'This bill has no trip to bill items of.' }]);
    await lockTrip(ctx.tx, bill.tripId);
    const found = new Map((await readItems(ctx.tx, itemIds, bill.id)).map((r) => [Number(r.id), r]));
    const positions = lines.flatMap((l, i) => (l.tripItemId === null ? [] : [i]));
    checkItems(
      positions.map((i) => found.get(lines[i]!.tripItemId!)),
      (k) => `lines[${positions[k]}].tripItem`,
      { tripId: bill.tripId, vendorId: bill.vendorId },
    );
  }
  return lines;
};

// PATCH /api/supplier_bills/{id}: a draft's number, date, due date, notes and lines (replaced as
// a whole); an approved bill answers 409.
export const editBill = async (ctx: WriteContext, id: number, body: Row, expectedVersion?: number) => {
  const row = await lockBill(ctx.tx, id);
  if (!row) throw notFound();
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
  refuseUnlessDraft(row);
  const allowed = ['number', 'date', 'dueDate', 'notes', 'lines'];
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k) && !k.startsWith('@'));
  if (unknown.length)
    throw unprocessable(
      unknown.map((k) => ({
        propertyPath: k,
        message:
          'This field cannot be changed on a bill (a draft takes number, date, dueDate, notes and lines).',
      })),
    );
  const date = checkDate(body.date, 'date');
  const dueDate = checkDate(body.dueDate, 'dueDate');
  const number = textOf(body.number, 'number', 64);
  const notes = textOf(body.notes, 'notes', 5000);
  if (body.date === null)
    throw unprocessable([{ propertyPath: 'date', message: 'This value should not be blank.' }]);
  if (number) await refuseDuplicateNumber(ctx.tx, row.vendorId, number, row.id);
  const lines = body.lines === undefined ? undefined : await parseLines(ctx, row, body.lines);
  const amount = lines ? await writeLines(ctx.tx, id, lines) : undefined;
  const [written] = await updateWhere(
    ctx,
    supplierBillsResource,
    eq(supplierBills.id, id),
    {
      ...(amount !== undefined ? { amount } : {}),
      ...(date ? { date } : {}),
      ...(dueDate !== undefined ? { dueDate } : {}),
      ...(number !== undefined ? { number } : {}),
      ...(notes !== undefined ? { notes } : {}),
    },
    { beforeWrite: false },
  );
  return written ?? row;
};

// DELETE /api/supplier_bills/{id}: only a draft (an approved bill is voided, never deleted).
export const deleteBill = (ctx: WriteContext, id: number) =>
  deleteDraftDocument(ctx, supplierBillsResource, id, lockBill, refuseUnlessDraft);

// POST /api/supplier_bills/{id}/approve: the draft is posted on its date, the currency's rate of
// the day kept: supplier payables credited with its amount, and debited either the supplier
// prepayments (an asset) while the trip has not started on that date, moved to cost at departure
// by the daily recognition, or the cost of travel sold once it has. One transaction.
export const approveBill = async (ctx: WriteContext, id: number, expectedVersion?: number) => {
  const row = await lockBill(ctx.tx, id);
  if (!row) throw notFound();
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
  if (row.status !== 'draft') throw conflict(`Bill ${row.number ?? row.id} is already ${row.status}.`);
  if (!row.number)
    throw unprocessable([
      { propertyPath: 'number', message: "The supplier's invoice number is needed to approve the bill." },
    ]);
  const total = toCents(row.amount) ?? 0n;
  if (total <= 0n) throw conflict('A bill with a total of 0 cannot be approved: add lines first.');
  if (row.dueDate && row.dueDate < row.date)
    throw unprocessable([
      { propertyPath: 'dueDate', message: 'The due date cannot be before the bill date.' },
    ]);
  const rate = await rateOrFaceValue(ctx.tx, row.currency);
  const [approved] = await updateWhere(
    ctx,
    supplierBillsResource,
    eq(supplierBills.id, id),
    { status: 'approved', rate, approvedAt: new Date() },
    { beforeWrite: false },
  );
  const departed = await tripStarted(ctx.tx, row.tripId, row.date);
  await postEntry(ctx, {
    date: row.date,
    kind: 'supplier_bill',
    memo: `Bill ${row.number} of vendor ${row.vendorId}`,
    tripId: row.tripId,
    supplierBillId: row.id,
    lines: [
      {
        account: departed ? 'cost_of_sales' : 'supplier_prepayments',
        currency: row.currency,
        rate,
        debit: total,
      },
      { account: 'supplier_payables', currency: row.currency, rate, credit: total },
    ],
  });
  await queueSync(ctx, 'supplier_bill', id, approved!.version);
  return approved!;
};

// POST /api/supplier_bills/{id}/void {date?}: an approved bill is cancelled: its amount leaves
// supplier payables again, against the prepayments before the trip starts or the cost after (as on
// the day of the void: the recognition may have moved it since), and the payments allocated to it
// are released (an advance to the vendor, to allocate elsewhere).
export const voidBill = async (ctx: WriteContext, id: number, body: Row) => {
  const row = await lockBill(ctx.tx, id);
  if (!row) throw notFound();
  if (row.status === 'draft') throw conflict('A draft is not voided: edit or delete it.');
  if (row.status === 'void') throw conflict(`Bill ${row.number ?? row.id} is already void.`);
  const date = checkDate(body.date, 'date') ?? todayUtc();
  if (date < row.date)
    throw unprocessable([{ propertyPath: 'date', message: 'A bill cannot be voided before its date.' }]);
  await deleteWhere(ctx, supplierAllocationsResource, eq(supplierPaymentAllocations.supplierBillId, row.id));
  const [voided] = await updateWhere(
    ctx,
    supplierBillsResource,
    eq(supplierBills.id, id),
    { status: 'void', paidAmount: '0.00' },
    { beforeWrite: false },
  );
  const rate = await rateOrFaceValue(ctx.tx, row.currency);
  const total = toCents(row.amount)!;
  const departed = await tripStarted(ctx.tx, row.tripId, date);
  await postEntry(ctx, {
    date,
    kind: 'supplier_bill_void',
    memo: `Bill ${row.number} voided`,
    tripId: row.tripId,
    supplierBillId: row.id,
    lines: [
      { account: 'supplier_payables', currency: row.currency, rate, debit: total },
      {
        account: departed ? 'cost_of_sales' : 'supplier_prepayments',
        currency: row.currency,
        rate,
        credit: total,
      },
    ],
  });
  await queueSync(ctx, 'supplier_bill', id, voided!.version);
  return voided!;
};
