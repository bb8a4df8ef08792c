import { eq } from 'drizzle-orm';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { WriteContext } from '../../engine/types.ts';
import { type SystemAccount, systemAccountIds } from '../chart/system-accounts.ts';
import { fromCents } from '../money.ts';
import { journalEntriesResource } from './journal.resource.ts';

export type EntryKind =
  | 'invoice'
  | 'credit_note'
  | 'receipt'
  | 'refund'
  | 'revenue_recognition'
  | 'reversal'
  | 'supplier_bill'
  | 'supplier_bill_void'
  | 'supplier_payment'
  | 'cost_recognition'
  | 'commission'
  | 'commission_receipt'
  // A realised exchange difference of an allocation, in the base currency (exchange-differences.ts).
  | 'exchange_difference'
  // The demo's invoices brought over from former books (seed/demo-invoices.ts), posted by the seed.
  | 'opening_balance';

// One side of a posting: cents > 0 on the debit or the credit of an account (a system account by
// its key, or any account of the chart by its id: a bank account chosen by the accountant), in a
// currency.
export type PostingLine = {
  account: SystemAccount | { id: number };
  currency: string;
  rate: string;
  debit?: bigint;
  credit?: bigint;
};

export type Posting = {
  date: string;
  kind: EntryKind;
  memo: string;
  tripId?: number | null;
  clientId?: number | null;
  clientInvoiceId?: number | null;
  paymentId?: number | null;
  supplierBillId?: number | null;
  supplierPaymentId?: number | null;
  supplierCommissionId?: number | null;
  reversesId?: number | null;
  lines: PostingLine[];
};

// Posts one balanced entry in the caller's transaction (journal.ts: append-only, balanced per
// currency, checked again by the database at commit). Zero lines are left out; an entry with no
// line left is not posted (undefined).
export const postEntry = async (ctx: WriteContext, posting: Posting): Promise<number | undefined> => {
  const lines = posting.lines.filter((l) => (l.debit ?? 0n) > 0n || (l.credit ?? 0n) > 0n);
  if (lines.length === 0) return undefined;
  const sums = new Map<string, bigint>();
  for (const l of lines) {
    if ((l.debit ?? 0n) < 0n || (l.credit ?? 0n) < 0n) throw new Error('A journal line is never negative');
    sums.set(l.currency, (sums.get(l.currency) ?? 0n) + (l.debit ?? 0n) - (l.credit ?? 0n));
  }
  for (const [currency, diff] of sums) {
    if (diff !== 0n) throw new Error(`Unbalanced posting in ${currency}: ${fromCents(diff)}`);
  }
  const ids = await systemAccountIds(ctx.tx);
  const [entry] = await insertRecords(ctx, journalEntriesResource, [
    serverValues({
      date: posting.date,
      kind: posting.kind,
      memo: posting.memo.slice(0, 255),
      tripId: posting.tripId ?? null,
      clientId: posting.clientId ?? null,
      clientInvoiceId: posting.clientInvoiceId ?? null,
      paymentId: posting.paymentId ?? null,
      supplierBillId: posting.supplierBillId ?? null,
      supplierPaymentId: posting.supplierPaymentId ?? null,
      supplierCommissionId: posting.supplierCommissionId ?? null,
      reversesId: posting.reversesId ?? null,
      createdBy: ctx.actor.id,
    }),
  ]);
  await ctx.tx.insert(journalLines).values(
    lines.map((l) => ({
      entryId: entry!.id,
      accountId: typeof l.account === 'string' ? ids[l.account] : l.account.id,
      date: posting.date,
      currency: l.currency,
      debit: fromCents(l.debit ?? 0n),
      credit: fromCents(l.credit ?? 0n),
      rate: l.rate,
      tripId: posting.tripId ?? null,
      clientId: posting.clientId ?? null,
    })),
  );
  return entry!.id;
};

// A correction: a new entry with every line of `entryId` on the other side, dated `date`.
export const reverseEntry = async (
  ctx: WriteContext,
  entryId: number,
  opts: { date: string; memo: string; kind?: EntryKind },
): Promise<number> => {
  const [entry] = await ctx.tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!entry) throw new Error(`No journal entry ${entryId}`);
  const lines = await ctx.tx.select().from(journalLines).where(eq(journalLines.entryId, entryId));
  const [reversal] = await insertRecords(ctx, journalEntriesResource, [
    serverValues({
      date: opts.date,
      kind: opts.kind ?? 'reversal',
      memo: opts.memo.slice(0, 255),
      tripId: entry.tripId,
      clientId: entry.clientId,
      clientInvoiceId: entry.clientInvoiceId,
      paymentId: entry.paymentId,
      supplierBillId: entry.supplierBillId,
      supplierPaymentId: entry.supplierPaymentId,
      supplierCommissionId: entry.supplierCommissionId,
      reversesId: entry.id,
      createdBy: ctx.actor.id,
    }),
  ]);
  await ctx.tx.insert(journalLines).values(
    lines.map((l) => ({
      entryId: reversal!.id,
      accountId: l.accountId,
      date: opts.date,
      currency: l.currency,
      debit: l.credit,
      credit: l.debit,
      rate: l.rate,
      tripId: l.tripId,
      clientId: l.clientId,
    })),
  );
  return reversal!.id;
};
