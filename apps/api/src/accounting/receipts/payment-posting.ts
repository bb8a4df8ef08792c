import { eq, sql } from 'drizzle-orm';
import { paymentAllocations, type payments } from '../../db/schema/index.ts';
import { deleteWhere } from '../../engine/record-sets.ts';
import type { WriteContext } from '../../engine/types.ts';
import { conflict, unprocessable } from '../../http/problem.ts';
import { receiptSide, syncPaymentExchangeDifferences } from '../exchange-differences.ts';
import { postEntry, reverseEntry } from '../journal/post-entry.ts';
import { standingEntries } from '../journal/standing-entries.ts';
import { tripStarted } from '../journal/trip-started.ts';
import {
  currencyDecimals,
  isIsoCurrency,
  rateOrFaceValue,
  rowsOf,
  toCents,
  todayUtc,
  unknownCurrency,
} from '../money.ts';
import { queueSync } from '../sync/outbox.ts';
import { paymentAllocationsResource } from './allocations.resource.ts';
import { refreshInvoicesPaid } from './invoice-paid-status.ts';

type PaymentRow = typeof payments.$inferSelect;
type PaymentValues = Partial<PaymentRow> & Record<string, unknown>;

// What a paid payment must satisfy before it is written (issue 29 bad input): its currency known
// to the currencies table, no more decimals than the currency has. Nothing is written otherwise.
export const checkPaymentMoney = async (
  ctx: WriteContext,
  values: PaymentValues,
  existing: PaymentRow | undefined,
) => {
  const currency = String(values.currency ?? existing?.currency ?? '');
  const amount = String(values.amount ?? existing?.amount ?? '');
  const status = values.status ?? existing?.status;
  const decimals = (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
  if (currency && decimals > currencyDecimals(currency))
    throw unprocessable([
      {
        propertyPath: 'amount',
        message: `This value has more decimals than ${currency} has (${currencyDecimals(currency)}).`,
      },
    ]);
  if (currency && !isIsoCurrency(currency)) throw unprocessable([unknownCurrency('currency', currency)]);
  if (existing?.status === 'paid') {
    const [allocated] = await rowsOf<{ total: string }>(
      ctx.tx,
      sql`select coalesce(sum(amount), 0)::text as total from payment_allocations where payment_id = ${existing.id}`,
    );
    const allocatedCents = toCents(allocated?.total ?? '0') ?? 0n;
    const stillPaid = status === 'paid';
    if (
      allocatedCents > 0n &&
      stillPaid &&
      ((toCents(amount) ?? 0n) < allocatedCents || currency !== existing.currency)
    )
      throw conflict(
        'This receipt is allocated to invoices: release its allocations before lowering its amount or changing its currency.',
      );
  }
};

const posted = (p: PaymentRow | undefined) => p?.status === 'paid';
const sameMoney = (a: PaymentRow, b: PaymentRow) =>
  a.amount === b.amount && a.currency === b.currency && a.tripId === b.tripId && a.paidDate === b.paidDate;

// Keeps the journal in step with a payment (issue 29.3): a payment that becomes paid posts its
// receipt (the bank debited, receivables credited: the trust account until the trip starts, the
// operating account after); one that stops being paid (refunded, cancelled, deleted) or whose
// money changes gets its receipt reversed (a refund entry when refunded) and, when it stops being
// paid, its allocations released. Called after the payment's row is written, in its transaction.
export const syncPaymentPosting = async (
  ctx: WriteContext,
  row: PaymentRow | undefined,
  existing: PaymentRow | undefined,
) => {
  if (!posted(row) && !posted(existing)) return;
  if (row && existing && posted(row) && posted(existing) && sameMoney(row, existing)) return;
  const date = todayUtc();
  if (existing && posted(existing)) {
    for (const entry of await standingEntries(ctx, 'paymentId', existing.id)) {
      await reverseEntry(ctx, entry.id, {
        date,
        kind: row?.status === 'refunded' ? 'refund' : 'reversal',
        memo:
          row?.status === 'refunded' ? `Refund of payment ${existing.id}` : `Payment ${existing.id} changed`,
      });
    }
    if (!posted(row)) {
      const released = await deleteWhere(
        ctx,
        paymentAllocationsResource,
        eq(paymentAllocations.paymentId, existing.id),
      );
      await refreshInvoicesPaid(ctx, [...new Set(released.map((r) => r.clientInvoiceId))]);
    }
  }
  if (row && posted(row)) {
    const rate = await rateOrFaceValue(ctx.tx, row.currency);
    const paidOn = row.paidDate ?? date;
    const departed = await tripStarted(ctx.tx, row.tripId, paidOn);
    const cents = toCents(row.amount)!;
    await postEntry(ctx, {
      date: paidOn,
      kind: 'receipt',
      memo: `Receipt of payment ${row.id}${row.reference ? ` (${row.reference})` : ''}`,
      tripId: row.tripId,
      clientId: row.clientId,
      paymentId: row.id,
      lines: [
        { account: departed ? 'operating_bank' : 'trust_bank', currency: row.currency, rate, debit: cents },
        { account: 'receivables', currency: row.currency, rate, credit: cents },
      ],
    });
    await queueSync(ctx, 'receipt', row.id, row.version);
  } else if (existing && posted(existing)) {
    // No longer a receipt (refunded, cancelled, deleted): its last version deletes it over there.
    await queueSync(ctx, 'receipt', existing.id, row?.version ?? existing.version + 1, { deleted: true });
  }
  // Its allocations were released, or their receipt reposted at today's rate.
  await syncPaymentExchangeDifferences(ctx, receiptSide, (row ?? existing)!.id);
};
