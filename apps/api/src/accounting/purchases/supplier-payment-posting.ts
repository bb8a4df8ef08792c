import { eq, sql } from 'drizzle-orm';
import { accounts, supplierPaymentAllocations, type supplierPayments } from '../../db/schema/index.ts';
import { deleteWhere } from '../../engine/record-sets.ts';
import type { WriteContext } from '../../engine/types.ts';
import { conflict, unprocessable } from '../../http/problem.ts';
import { systemAccountIds } from '../chart/system-accounts.ts';
import { supplierSide, syncPaymentExchangeDifferences } from '../exchange-differences.ts';
import { postEntry, reverseEntry } from '../journal/post-entry.ts';
import { standingEntries } from '../journal/standing-entries.ts';
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
import { refreshBillsPaid } from './bill-paid-status.ts';
import { supplierAllocationsResource } from './supplier-allocations.resource.ts';

type PaymentRow = typeof supplierPayments.$inferSelect;
type PaymentValues = Partial<PaymentRow> & Record<string, unknown>;

// The asset accounts money is never paid from: they are not bank accounts.
const notBanks = ['receivables', 'commissions_receivable', 'supplier_prepayments'];

// What a supplier payment must satisfy before it is written (issue 29 bad input): a known ISO
// currency, no more decimals than it has, a bank account that is an asset account of the chart
// (the operating bank by default), the date today by default; and, once allocated to bills, no
// lowering below what is allocated nor a change of vendor or currency (409).
export const checkSupplierPayment = async (
  ctx: WriteContext,
  values: PaymentValues,
  existing: PaymentRow | undefined,
) => {
  if (existing && values.currency === null) delete values.currency;
  if (!existing && !values.date) values.date = todayUtc();
  if (existing && values.date === null) delete values.date;
  const currency = String(values.currency ?? existing?.currency ?? '');
  const amount = String(values.amount ?? existing?.amount ?? '');
  if (currency && !isIsoCurrency(currency)) throw unprocessable([unknownCurrency('currency', currency)]);
  const decimals = (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
  if (currency && decimals > currencyDecimals(currency))
    throw unprocessable([
      {
        propertyPath: 'amount',
        message: `This value has more decimals than ${currency} has (${currencyDecimals(currency)}).`,
      },
    ]);
  if (currency && currencyDecimals(currency) > 2)
    throw unprocessable([
      { propertyPath: 'currency', message: `Payments in ${currency} (three decimals) are not supported.` },
    ]);
  if (toCents(amount) === undefined)
    throw unprocessable([{ propertyPath: 'amount', message: 'This value is too large.' }]);
  if (!existing && values.bankAccountId == null)
    values.bankAccountId = (await systemAccountIds(ctx.tx)).operating_bank;
  if (existing && values.bankAccountId === null) delete values.bankAccountId;
  if (values.bankAccountId != null) {
    const [account] = await ctx.tx
      .select({ type: accounts.type, key: accounts.systemKey })
      .from(accounts)
      .where(eq(accounts.id, Number(values.bankAccountId)));
    if (account && (account.type !== 'asset' || notBanks.includes(account.key ?? '')))
      throw unprocessable([
        { propertyPath: 'bankAccount', message: 'This account is not a bank account (an asset account).' },
      ]);
  }
  if (existing) {
    const [allocated] = await rowsOf<{ total: string }>(
      ctx.tx,
      sql`select coalesce(sum(amount), 0)::text as total from supplier_payment_allocations where supplier_payment_id = ${existing.id}`,
    );
    const allocatedCents = toCents(allocated?.total ?? '0') ?? 0n;
    const vendorId = values.vendorId ?? existing.vendorId;
    if (
      allocatedCents > 0n &&
      ((toCents(amount) ?? 0n) < allocatedCents ||
        currency !== existing.currency ||
        vendorId !== existing.vendorId)
    )
      throw conflict(
        'This payment is allocated to bills: release its allocations before lowering its amount or changing its vendor or currency.',
      );
  }
};

const sameMoney = (a: PaymentRow, b: PaymentRow) =>
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.date === b.date &&
  a.vendorId === b.vendorId &&
  a.bankAccountId === b.bankAccountId;

// Keeps the journal in step with a supplier payment: recorded, it posts supplier payables debited
// and its bank account credited on its date; its money changed, that entry is reversed (dated
// today) and the new one posted; deleted, it is reversed and its allocations released (the bills
// owe again). Called in the payment's transaction.
export const syncSupplierPaymentPosting = async (
  ctx: WriteContext,
  row: PaymentRow | undefined,
  existing: PaymentRow | undefined,
) => {
  if (row && existing && sameMoney(row, existing)) return;
  if (existing) {
    for (const entry of await standingEntries(ctx, 'supplierPaymentId', existing.id)) {
      await reverseEntry(ctx, entry.id, {
        date: todayUtc(),
        memo: row ? `Supplier payment ${existing.id} changed` : `Supplier payment ${existing.id} deleted`,
      });
    }
    if (!row) {
      await queueSync(ctx, 'supplier_payment', existing.id, existing.version + 1, { deleted: true });
      const released = await deleteWhere(
        ctx,
        supplierAllocationsResource,
        eq(supplierPaymentAllocations.supplierPaymentId, existing.id),
      );
      await refreshBillsPaid(ctx, [...new Set(released.map((r) => r.supplierBillId))]);
    }
  }
  if (row) {
    const rate = await rateOrFaceValue(ctx.tx, row.currency);
    const cents = toCents(row.amount)!;
    const bank = row.bankAccountId ?? (await systemAccountIds(ctx.tx)).operating_bank;
    await postEntry(ctx, {
      date: row.date,
      kind: 'supplier_payment',
      memo: `Payment ${row.id} to vendor ${row.vendorId}${row.reference ? ` (${row.reference})` : ''}`,
      supplierPaymentId: row.id,
      lines: [
        { account: 'supplier_payables', currency: row.currency, rate, debit: cents },
        { account: { id: bank }, currency: row.currency, rate, credit: cents },
      ],
    });
    await queueSync(ctx, 'supplier_payment', row.id, row.version);
  }
  // Its allocations were released, or the payment reposted at today's rate.
  await syncPaymentExchangeDifferences(ctx, supplierSide, (row ?? existing)!.id);
};
