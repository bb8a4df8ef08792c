import { eq } from 'drizzle-orm';
import { type supplierCommissions, tripItems } from '../../db/schema/index.ts';
import type { WriteContext } from '../../engine/types.ts';
import { conflict, unprocessable } from '../../http/problem.ts';
import { postEntry, reverseEntry } from '../journal/post-entry.ts';
import { standingEntries } from '../journal/standing-entries.ts';
import {
  checkAmount,
  currencyDecimals,
  isIsoCurrency,
  rateOrFaceValue,
  toCents,
  todayUtc,
  unknownCurrency,
} from '../money.ts';
import { queueSync } from '../sync/outbox.ts';

type CommissionRow = typeof supplierCommissions.$inferSelect;
type CommissionValues = Partial<CommissionRow> & Record<string, unknown>;

// The fields of a commission that its recording entry depends on: changed, the entry is reversed
// and posted again (only while it is expected).
const moneyFields = ['amount', 'currency', 'date', 'vendorId', 'tripId'] as const;
// Fields that may change whatever the status: the rest is fixed once received or written off.
const freeFields = new Set(['memo', 'updatedAt', 'updatedBy', 'version']);

const statusWords: Record<string, string> = { received: 'received', written_off: 'written off' };

// What a commission must satisfy before it is written (issue 29.4): a known ISO currency with no
// more decimals than it has (three-decimal currencies refused: two-decimal columns), an amount
// above 0, a trip item of its own trip, the date today by default; the status goes from expected
// to received (receivedDate today by default) or written off, and nothing but the memo changes
// after that (409).
export const checkCommission = async (
  ctx: WriteContext,
  values: CommissionValues,
  existing: CommissionRow | undefined,
) => {
  for (const key of ['currency', 'date', 'status'] as const)
    if (existing && values[key] === null) delete values[key];
  if (!existing && !values.date) values.date = todayUtc();
  if (!existing && !values.status) values.status = 'expected';
  const status = String(values.status ?? existing?.status);
  if (existing && existing.status !== 'expected') {
    // The same amount written otherwise ("175.5" for "175.50") is no change.
    const same = (k: string, a: unknown, b: unknown) =>
      k === 'amount' && a != null && b != null && a !== '' && Number(a) === Number(b)
        ? true
        : String(a ?? '') === String(b ?? '');
    const changed = Object.keys(values).filter(
      (k) => !freeFields.has(k) && !same(k, values[k], (existing as Record<string, unknown>)[k]),
    );
    if (changed.length > 0)
      throw conflict(
        `This commission is ${statusWords[existing.status]}: only its memo can change (delete it to reverse its entries).`,
      );
    return;
  }
  if (!existing && status === 'written_off')
    throw unprocessable([
      { propertyPath: 'status', message: 'A commission is recorded as expected or received.' },
    ]);
  if (status === 'received' && !values.receivedDate)
    values.receivedDate = existing?.receivedDate ?? todayUtc();
  if (status !== 'received' && values.receivedDate)
    throw unprocessable([
      { propertyPath: 'receivedDate', message: 'Only a received commission has a received date.' },
    ]);
  const currency = String(values.currency ?? existing?.currency ?? '');
  if (!isIsoCurrency(currency)) throw unprocessable([unknownCurrency('currency', currency)]);
  if (currencyDecimals(currency) > 2)
    throw unprocessable([
      { propertyPath: 'currency', message: `Commissions in ${currency} (three decimals) are not supported.` },
    ]);
  const amount = checkAmount(values.amount ?? existing?.amount, currency, 'amount', { positive: true });
  if ('violation' in amount) throw unprocessable([amount.violation]);
  if (toCents(String(values.amount ?? existing?.amount)) === undefined || amount.cents >= 10n ** 12n)
    throw unprocessable([{ propertyPath: 'amount', message: 'This value is too large.' }]);
  const tripItemId = values.tripItemId === undefined ? existing?.tripItemId : values.tripItemId;
  const tripId = values.tripId ?? existing?.tripId;
  if (tripItemId != null) {
    const [item] = await ctx.tx
      .select({ tripId: tripItems.tripId })
      .from(tripItems)
      .where(eq(tripItems.id, Number(tripItemId)));
    if (item && item.tripId !== tripId)
      throw unprocessable([{ propertyPath: 'tripItem', message: 'This item belongs to another trip.' }]);
  }
};

const reverseStanding = async (ctx: WriteContext, id: number, memo: string) => {
  for (const entry of await standingEntries(ctx, 'supplierCommissionId', id))
    await reverseEntry(ctx, entry.id, { date: todayUtc(), memo });
};

const postRecorded = async (ctx: WriteContext, row: CommissionRow) => {
  const rate = await rateOrFaceValue(ctx.tx, row.currency);
  const cents = toCents(row.amount)!;
  await postEntry(ctx, {
    date: row.date,
    kind: 'commission',
    memo: `Commission ${row.id} from vendor ${row.vendorId}`,
    tripId: row.tripId,
    supplierCommissionId: row.id,
    lines: [
      { account: 'commissions_receivable', currency: row.currency, rate, debit: cents },
      { account: 'commission_income', currency: row.currency, rate, credit: cents },
    ],
  });
};

const postReceived = async (ctx: WriteContext, row: CommissionRow) => {
  const rate = await rateOrFaceValue(ctx.tx, row.currency);
  const cents = toCents(row.amount)!;
  await postEntry(ctx, {
    date: row.receivedDate ?? todayUtc(),
    kind: 'commission_receipt',
    memo: `Commission ${row.id} received from vendor ${row.vendorId}`,
    tripId: row.tripId,
    supplierCommissionId: row.id,
    lines: [
      { account: 'operating_bank', currency: row.currency, rate, debit: cents },
      { account: 'commissions_receivable', currency: row.currency, rate, credit: cents },
    ],
  });
};

// Keeps the journal in step with a commission (decision 301's rules for the receivable the vendor
// owes): recorded, Dr commissions receivable / Cr commission income on its date; received, Dr the
// operating bank / Cr commissions receivable on its received date; its money changed while
// expected, the standing entry reversed (dated today) and posted again; written off or deleted,
// whatever stands is reversed (dated today). Each change the accounting system must know (the
// commission as a sales invoice to the vendor, its receipt) is queued for it (sync/outbox.ts).
// Called in the commission's transaction.
export const syncCommissionPosting = async (
  ctx: WriteContext,
  row: CommissionRow | undefined,
  existing: CommissionRow | undefined,
) => {
  if (!row) {
    if (!existing) return;
    await reverseStanding(ctx, existing.id, `Commission ${existing.id} deleted`);
    // Its last version voids the invoice there (already void when written off) and deletes the receipt.
    const version = existing.version + 1;
    if (existing.status !== 'written_off')
      await queueSync(ctx, 'supplier_commission', existing.id, version, { deleted: true });
    if (existing.status === 'received')
      await queueSync(ctx, 'commission_receipt', existing.id, version, { deleted: true });
    return;
  }
  if (!existing) {
    await postRecorded(ctx, row);
    await queueSync(ctx, 'supplier_commission', row.id, row.version);
    if (row.status === 'received') {
      await postReceived(ctx, row);
      await queueSync(ctx, 'commission_receipt', row.id, row.version);
    }
    return;
  }
  if (existing.status !== 'expected') return;
  if (row.status === 'written_off') {
    await reverseStanding(ctx, row.id, `Commission ${row.id} written off`);
    await queueSync(ctx, 'supplier_commission', row.id, row.version);
    return;
  }
  if (moneyFields.some((k) => row[k] !== existing[k])) {
    await reverseStanding(ctx, row.id, `Commission ${row.id} changed`);
    await postRecorded(ctx, row);
  }
  // The invoice there carries the money and the due date.
  if (moneyFields.some((k) => row[k] !== existing[k]) || row.dueDate !== existing.dueDate)
    await queueSync(ctx, 'supplier_commission', row.id, row.version);
  if (row.status === 'received') {
    await postReceived(ctx, row);
    await queueSync(ctx, 'commission_receipt', row.id, row.version);
  }
};
