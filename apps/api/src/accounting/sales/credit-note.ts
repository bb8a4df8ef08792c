import { eq, sql } from 'drizzle-orm';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { clientInvoiceLines, clientInvoices, paymentAllocations } from '../../db/schema/index.ts';
import { deleteWhere, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, notFound, unprocessable } from '../../http/problem.ts';
import { receiptSide, syncExchangeDifference } from '../exchange-differences.ts';
import { postEntry } from '../journal/post-entry.ts';
import { tripStarted } from '../journal/trip-started.ts';
import { currencyRate, fromCents, rowsOf, toCents, todayUtc } from '../money.ts';
import { paymentAllocationsResource } from '../receipts/allocations.resource.ts';
import { refreshInvoicesPaid } from '../receipts/invoice-paid-status.ts';
import { queueSync } from '../sync/outbox.ts';
import { creditLinesOf } from './credit-lines.ts';
import { checkDate, type InvoiceRow, lockInvoice } from './drafts.ts';
import { storeIssuedPdf } from './invoice-pdf.ts';
import { nextNumber } from './numbering.ts';

// Credit an issued invoice (issue 29.1), in full or in part: a credit note (CN-2027-00001, numbered
// like the invoices in its own series) issued at once, with a line per invoice line it credits
// (credit-lines.ts: the rest of every line without `lines`, else the amounts asked), whose entry
// reverses the credited net and tax (receivables credited; deposits, or revenue once the trip has
// started, and tax debited). The invoice's `creditedAmount` grows by the note: it owes
// amount − paid − credited. Credited in full, it becomes void and the receipts allocated to it are
// released (the client's credit, to allocate elsewhere or refund); credited in part, only what its
// receipts now pay beyond what it owes is released. The invoice's row lock serialises credits, so
// two at once cannot together credit a line beyond its total.
export const creditInvoice = async (
  ctx: WriteContext,
  id: number,
  body: Row,
  stored: string[] = [],
): Promise<InvoiceRow> => {
  const invoice = await lockInvoice(ctx.tx, id);
  if (!invoice) throw notFound();
  if (invoice.kind !== 'invoice') throw conflict('A credit note cannot be credited.');
  if (invoice.status === 'draft') throw conflict('A draft is not credited: edit or delete it.');
  if (invoice.status === 'void') throw conflict(`Invoice ${invoice.number} is already void.`);
  const date = checkDate(body.date, 'date') ?? todayUtc();
  if (date < invoice.date)
    throw unprocessable([
      { propertyPath: 'date', message: 'A credit note cannot be dated before its invoice.' },
    ]);
  if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string')
    throw unprocessable([{ propertyPath: 'reason', message: 'This value should be of type string.' }]);
  const reason = typeof body.reason === 'string' ? body.reason.slice(0, 5000) : null;
  const credits = await creditLinesOf(ctx.tx, invoice, body.lines);
  const net = credits.reduce((sum, l) => sum + l.net, 0n);
  const tax = credits.reduce((sum, l) => sum + l.tax, 0n);
  if (net + tax <= 0n)
    throw unprocessable([{ propertyPath: 'lines', message: 'Nothing is left to credit on this invoice.' }]);
  const credited = toCents(invoice.creditedAmount)! + net + tax;
  const total = toCents(invoice.amount)!;
  const rate = (await currencyRate(ctx.tx, invoice.currency)) ?? invoice.rate ?? '1';
  const number = await nextNumber(ctx.tx, 'CN', date);
  const [note] = await insertRecords(ctx, clientInvoicesResource, [
    serverValues({
      clientId: invoice.clientId,
      kind: 'credit_note',
      number,
      date,
      dueDate: date,
      amount: fromCents(net + tax),
      netAmount: fromCents(net),
      taxAmount: fromCents(tax),
      currency: invoice.currency,
      rate,
      status: 'issued',
      basis: invoice.basis,
      tripId: invoice.tripId,
      creditOfId: invoice.id,
      issuedAt: new Date(),
      notes: reason,
    }),
  ]);
  if (credits.length)
    await ctx.tx.insert(clientInvoiceLines).values(
      credits.map((l, position) => ({
        invoiceId: note!.id,
        position,
        description: l.source.description,
        tripItemId: l.source.tripItemId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        taxRateId: l.source.taxRateId,
        taxPercent: l.source.taxPercent,
        net: fromCents(l.net),
        tax: fromCents(l.tax),
        total: fromCents(l.net + l.tax),
        creditsLineId: l.source.id,
      })),
    );
  if (credited >= total) {
    const released = await rowsOf<{ payment_id: number }>(
      ctx.tx,
      sql`select payment_id from payment_allocations where client_invoice_id = ${invoice.id}`,
    );
    await deleteWhere(ctx, paymentAllocationsResource, eq(paymentAllocations.clientInvoiceId, invoice.id));
    await resyncExchange(
      ctx,
      invoice.id,
      released.map((r) => Number(r.payment_id)),
    );
    await updateWhere(
      ctx,
      clientInvoicesResource,
      eq(clientInvoices.id, invoice.id),
      { status: 'void', paidAmount: '0.00', creditedAmount: fromCents(credited) },
      { beforeWrite: false },
    );
  } else {
    await releaseBeyond(ctx, invoice.id, toCents(invoice.paidAmount)! + credited - total);
    await updateWhere(
      ctx,
      clientInvoicesResource,
      eq(clientInvoices.id, invoice.id),
      { creditedAmount: fromCents(credited) },
      { beforeWrite: false },
    );
    await refreshInvoicesPaid(ctx, [invoice.id]);
  }
  const departed = await tripStarted(ctx.tx, invoice.tripId, date);
  await postEntry(ctx, {
    date,
    kind: 'credit_note',
    memo: `Credit note ${number} for invoice ${invoice.number}`,
    tripId: invoice.tripId,
    clientId: invoice.clientId,
    clientInvoiceId: note!.id,
    lines: [
      { account: 'receivables', currency: invoice.currency, rate, credit: net + tax },
      { account: departed ? 'revenue' : 'client_deposits', currency: invoice.currency, rate, debit: net },
      { account: 'tax_payable', currency: invoice.currency, rate, debit: tax },
    ],
  });
  const [withPdf] = await updateWhere(
    ctx,
    clientInvoicesResource,
    eq(clientInvoices.id, note!.id),
    { pdfPath: await storeIssuedPdf(ctx, note!, stored) },
    { beforeWrite: false },
  );
  const done = withPdf ?? note!;
  await queueSync(ctx, 'credit_note', done.id, done.version);
  return done;
};

// A part credited of an invoice its receipts already pay (beyond what it now owes): that much of
// its allocations is released, the latest first, and goes back to the client's credit.
const releaseBeyond = async (ctx: WriteContext, invoiceId: number, excess: bigint) => {
  if (excess <= 0n) return;
  const allocations = await rowsOf<{ id: number; amount: string; payment_id: number }>(
    ctx.tx,
    sql`select id, amount::text as amount, payment_id from payment_allocations
        where client_invoice_id = ${invoiceId} order by id desc for update`,
  );
  let rest = excess;
  const touched: number[] = [];
  for (const a of allocations) {
    if (rest <= 0n) break;
    touched.push(Number(a.payment_id));
    const cents = toCents(a.amount)!;
    if (cents <= rest) {
      await deleteWhere(ctx, paymentAllocationsResource, eq(paymentAllocations.id, a.id));
      rest -= cents;
    } else {
      await updateWhere(
        ctx,
        paymentAllocationsResource,
        eq(paymentAllocations.id, a.id),
        { amount: fromCents(cents - rest) },
        { beforeWrite: false },
      );
      rest = 0n;
    }
  }
  await resyncExchange(ctx, invoiceId, touched);
};

// A released or reduced allocation takes its exchange difference with it (exchange-differences.ts),
// as when the accountant releases it by hand.
const resyncExchange = async (ctx: WriteContext, invoiceId: number, paymentIds: number[]) => {
  for (const paymentId of new Set(paymentIds))
    await syncExchangeDifference(ctx, receiptSide, paymentId, invoiceId);
};
