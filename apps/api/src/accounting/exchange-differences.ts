import { sql } from 'drizzle-orm';
import type { WriteContext } from '../engine/types.ts';
import { baseCurrency } from './base-currency.ts';
import type { SystemAccount } from './chart/system-accounts.ts';
import { postEntry, reverseEntry } from './journal/post-entry.ts';
import { currencyDecimals, divRound, rateOrFaceValue, rowsOf, toCents, todayUtc } from './money.ts';

// Realised exchange differences (issue 29): an invoice (or bill) is posted at its day's rate, the
// receipt (or supplier payment) that settles it at its own day's; once the two meet, the control
// account (receivables, supplier payables) is empty in the document's currency but not in the
// base currency's value. The allocation's entry clears that rest against 7900 exchange
// differences, in the base currency (base-currency.ts). Rates are units per US dollar, so
// value in base = amount × base rate ÷ rate.
//
// One standing entry per allocation (a payment and a document meet once, allocation.ts), linked
// to it by the payment's and the document's ids on the entry (kind `exchange_difference`). After
// any change to the pair (allocated more, released, the payment's money reposted at another rate,
// the payment deleted or no longer paid) `syncExchangeDifferences` reverses the standing entry
// when it no longer says what the allocation makes, and posts the right one.

export type ExchangeSide = {
  allocations: string;
  paymentColumn: string;
  documentColumn: string;
  documents: string;
  /** The journal entry's columns naming the payment and the document. */
  entryPayment: string;
  entryDocument: string;
  /** The kind of the payment's own entry, whose lines carry its rate. */
  paymentKind: 'receipt' | 'supplier_payment';
  control: SystemAccount;
  /** +1: the document debits the control account (receivables); −1: it credits it (payables). */
  documentSide: 1n | -1n;
  noun: string;
};

export const receiptSide: ExchangeSide = {
  allocations: 'payment_allocations',
  paymentColumn: 'payment_id',
  documentColumn: 'client_invoice_id',
  documents: 'client_invoices',
  entryPayment: 'payment_id',
  entryDocument: 'client_invoice_id',
  paymentKind: 'receipt',
  control: 'receivables',
  documentSide: 1n,
  noun: 'invoice',
};

export const supplierSide: ExchangeSide = {
  allocations: 'supplier_payment_allocations',
  paymentColumn: 'supplier_payment_id',
  documentColumn: 'supplier_bill_id',
  documents: 'supplier_bills',
  entryPayment: 'supplier_payment_id',
  entryDocument: 'supplier_bill_id',
  paymentKind: 'supplier_payment',
  control: 'supplier_payables',
  documentSide: -1n,
  noun: 'bill',
};

const id = sql.identifier;

// A rate (numeric(20, 8) as text) as an integer of hundred-millionths.
const scaled = (rate: string): bigint => {
  const [whole, fraction = ''] = rate.trim().split('.');
  return BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

// The base-currency cents (rounded to the base currency's minor unit) that the control account
// keeps as a debit (> 0) or credit (< 0) once `amountCents` of the document is settled:
// documentSide × (amount × base ÷ document rate − amount × base ÷ payment rate).
export const exchangeRest = (
  amountCents: bigint,
  rates: { document: string; payment: string; base: string },
  documentSide: 1n | -1n,
  base: string,
): bigint => {
  const d = scaled(rates.document);
  const p = scaled(rates.payment);
  if (d <= 0n || p <= 0n || d === p) return 0n;
  const step = 10n ** BigInt(2 - Math.min(2, currencyDecimals(base)));
  const numerator = documentSide * amountCents * scaled(rates.base) * (p - d);
  return divRound(numerator, d * p * step) * step;
};

type Standing = { id: number; rest: string };

// Entries of the pair's exchange difference that no later entry reverses, with what they leave
// on the control account (debit − credit).
const standingFor = (ctx: WriteContext, side: ExchangeSide, paymentId: number, documentId: number) =>
  rowsOf<Standing>(
    ctx.tx,
    sql`select e.id, coalesce((select sum(l.debit - l.credit) from journal_lines l
                 join accounts a on a.id = l.account_id
                 where l.entry_id = e.id and a.system_key = ${side.control}), 0)::text as rest
        from journal_entries e
        where e.kind = 'exchange_difference' and e.${id(side.entryPayment)} = ${paymentId}
          and e.${id(side.entryDocument)} = ${documentId}
          and not exists (select 1 from journal_entries r where r.reverses_id = e.id)
        order by e.id`,
  );

// The rate of the payment's standing entry (undefined when it has none: not paid, deleted).
const paymentRate = async (ctx: WriteContext, side: ExchangeSide, paymentId: number) => {
  const [row] = await rowsOf<{ rate: string }>(
    ctx.tx,
    sql`select l.rate::text as rate from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.kind = ${side.paymentKind} and e.${id(side.entryPayment)} = ${paymentId}
          and not exists (select 1 from journal_entries r where r.reverses_id = e.id)
        order by e.id desc limit 1`,
  );
  return row?.rate;
};

// Brings the pair's exchange difference in step with its allocation (see the top of the file).
export const syncExchangeDifference = async (
  ctx: WriteContext,
  side: ExchangeSide,
  paymentId: number,
  documentId: number,
) => {
  const [allocation] = await rowsOf<{ amount: string }>(
    ctx.tx,
    sql`select amount::text as amount from ${id(side.allocations)}
        where ${id(side.paymentColumn)} = ${paymentId} and ${id(side.documentColumn)} = ${documentId}`,
  );
  const [document] = await rowsOf<{
    currency: string;
    rate: string | null;
    client_id: number | null;
  }>(
    ctx.tx,
    side.documents === 'client_invoices'
      ? sql`select currency, rate::text as rate, client_id from client_invoices where id = ${documentId}`
      : sql`select currency, rate::text as rate, null::int as client_id from supplier_bills where id = ${documentId}`,
  );
  const base = await baseCurrency(ctx.tx);
  const payRate = allocation ? await paymentRate(ctx, side, paymentId) : undefined;
  // What the control account keeps in base-currency value, to be cleared (0: nothing to post).
  let rest = 0n;
  let baseRate = '1';
  if (allocation && document?.rate && payRate && document.currency.toUpperCase() !== base) {
    baseRate = await rateOrFaceValue(ctx.tx, base);
    rest = exchangeRest(
      toCents(allocation.amount)!,
      { document: document.rate, payment: payRate, base: baseRate },
      side.documentSide,
      base,
    );
  }
  const standing = await standingFor(ctx, side, paymentId, documentId);
  // The standing entry already clears the rest: nothing changes.
  if (standing.length === 1 && toCents(standing[0]!.rest)! === -rest) return;
  const date = todayUtc();
  for (const entry of standing)
    await reverseEntry(ctx, entry.id, {
      date,
      memo: `Exchange difference of ${side.noun} ${documentId} and payment ${paymentId} released or changed`,
    });
  if (rest === 0n) return;
  // A debit left on the control account is value lost (credited away against 7900); a credit, gained.
  const gain = rest < 0n;
  const cents = rest < 0n ? -rest : rest;
  await postEntry(ctx, {
    date,
    kind: 'exchange_difference',
    memo: `Exchange ${gain ? 'gain' : 'loss'} on ${side.noun} ${documentId} settled by payment ${paymentId}`,
    clientId: document!.client_id,
    ...(side === receiptSide
      ? { clientInvoiceId: documentId, paymentId }
      : { supplierBillId: documentId, supplierPaymentId: paymentId }),
    lines:
      rest > 0n
        ? [
            { account: 'exchange_differences', currency: base, rate: baseRate, debit: cents },
            { account: side.control, currency: base, rate: baseRate, credit: cents },
          ]
        : [
            { account: side.control, currency: base, rate: baseRate, debit: cents },
            { account: 'exchange_differences', currency: base, rate: baseRate, credit: cents },
          ],
  });
};

// Every pair of one payment: those it is allocated to now and those with a standing entry (an
// allocation just released). Called after the payment's allocations or its posting changed.
export const syncPaymentExchangeDifferences = async (
  ctx: WriteContext,
  side: ExchangeSide,
  paymentId: number,
) => {
  const documents = await rowsOf<{ document_id: number }>(
    ctx.tx,
    sql`select ${id(side.documentColumn)} as document_id from ${id(side.allocations)}
          where ${id(side.paymentColumn)} = ${paymentId}
        union
        select e.${id(side.entryDocument)} from journal_entries e
          where e.kind = 'exchange_difference' and e.${id(side.entryPayment)} = ${paymentId}
            and not exists (select 1 from journal_entries r where r.reverses_id = e.id)
        order by 1`,
  );
  for (const { document_id } of documents)
    await syncExchangeDifference(ctx, side, paymentId, Number(document_id));
};
