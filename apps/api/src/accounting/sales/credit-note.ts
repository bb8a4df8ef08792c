import { eq, sql } from 'drizzle-orm';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { clientInvoiceLines, clientInvoices, paymentAllocations } from '../../db/schema/index.ts';
import { deleteWhere, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, notFound, unprocessable } from '../../http/problem.ts';
import { postEntry } from '../journal/post-entry.ts';
import { tripStarted } from '../journal/trip-started.ts';
import { currencyRate, toCents, todayUtc } from '../money.ts';
import { paymentAllocationsResource } from '../receipts/allocations.resource.ts';
import { queueSync } from '../sync/outbox.ts';
import { checkDate, type InvoiceRow, lockInvoice } from './drafts.ts';
import { storeIssuedPdf } from './invoice-pdf.ts';
import { nextNumber } from './numbering.ts';

// Credit an issued invoice in full (issue 29.1): a credit note (CN-2027-00001, numbered like the
// invoices in its own series) with the invoice's lines, issued at once, whose entry reverses the
// invoice's (receivables credited; deposits, or revenue once the trip has started, and tax
// debited); the invoice becomes void and the receipts allocated to it are released (the client's
// credit, to allocate elsewhere or refund).
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
  const reason = typeof body.reason === 'string' ? body.reason.slice(0, 5000) : null;
  const rate = (await currencyRate(ctx.tx, invoice.currency)) ?? invoice.rate ?? '1';
  const number = await nextNumber(ctx.tx, 'CN', date);
  const [note] = await insertRecords(ctx, clientInvoicesResource, [
    serverValues({
      clientId: invoice.clientId,
      kind: 'credit_note',
      number,
      date,
      dueDate: date,
      amount: invoice.amount,
      netAmount: invoice.netAmount,
      taxAmount: invoice.taxAmount,
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
  await ctx.tx.execute(sql`
    insert into client_invoice_lines (invoice_id, position, description, trip_item_id, quantity, unit_price, tax_rate_id, tax_percent, net, tax, total)
    select ${note!.id}, position, description, trip_item_id, quantity, unit_price, tax_rate_id, tax_percent, net, tax, total
    from ${clientInvoiceLines} where invoice_id = ${invoice.id}`);
  await deleteWhere(ctx, paymentAllocationsResource, eq(paymentAllocations.clientInvoiceId, invoice.id));
  await updateWhere(
    ctx,
    clientInvoicesResource,
    eq(clientInvoices.id, invoice.id),
    { status: 'void', paidAmount: '0.00' },
    { beforeWrite: false },
  );
  const departed = await tripStarted(ctx.tx, invoice.tripId, date);
  await postEntry(ctx, {
    date,
    kind: 'credit_note',
    memo: `Credit note ${number} for invoice ${invoice.number}`,
    tripId: invoice.tripId,
    clientId: invoice.clientId,
    clientInvoiceId: note!.id,
    lines: [
      { account: 'receivables', currency: invoice.currency, rate, credit: toCents(invoice.amount)! },
      {
        account: departed ? 'revenue' : 'client_deposits',
        currency: invoice.currency,
        rate,
        debit: toCents(invoice.netAmount)!,
      },
      { account: 'tax_payable', currency: invoice.currency, rate, debit: toCents(invoice.taxAmount)! },
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
