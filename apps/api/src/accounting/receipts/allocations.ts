import { and, eq, sql } from 'drizzle-orm';
import { paymentAllocations, payments } from '../../db/schema/index.ts';
import { deleteWhere, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, notFound, unprocessable } from '../../http/problem.ts';
import { checkAmount, fromCents, rowsOf, toCents } from '../money.ts';
import { lockInvoice } from '../sales/drafts.ts';
import { refId } from '../sales/invoice-lines.ts';
import { paymentAllocationsResource } from './allocations.resource.ts';
import { refreshInvoicesPaid } from './invoice-paid-status.ts';

// POST /api/payment_allocations {payment, clientInvoice, amount?}: part of a receipt (a paid
// payment) settles an invoice of the same client and currency. Without an amount, as much as both
// allow. Never more than what is left of the receipt nor of the invoice (422): the payment and the
// invoice are locked first, so two allocations at once cannot both take the same money.
export const allocate = async (ctx: WriteContext, body: Row) => {
  const paymentId = refId(body.payment, 'payments');
  const invoiceId = refId(body.clientInvoice, 'client_invoices');
  const violations = [];
  if (!paymentId)
    violations.push({ propertyPath: 'payment', message: 'This value should be a payment IRI.' });
  if (!invoiceId)
    violations.push({ propertyPath: 'clientInvoice', message: 'This value should be an invoice IRI.' });
  if (violations.length) throw unprocessable(violations);
  const [payment] = await ctx.tx.select().from(payments).where(eq(payments.id, paymentId!)).for('update');
  if (!payment) throw unprocessable([{ propertyPath: 'payment', message: 'Item not found for "payment".' }]);
  const invoice = await lockInvoice(ctx.tx, invoiceId!);
  if (!invoice)
    throw unprocessable([{ propertyPath: 'clientInvoice', message: 'Item not found for "clientInvoice".' }]);
  if (payment.status !== 'paid') throw conflict('Only a paid payment (a receipt) can be allocated.');
  if (invoice.kind !== 'invoice' || !['issued', 'partly_paid', 'paid'].includes(invoice.status))
    throw conflict(
      `Only an issued invoice can be paid (this one is ${invoice.kind === 'invoice' ? invoice.status : 'a credit note'}).`,
    );
  if (payment.clientId !== invoice.clientId)
    throw unprocessable([
      { propertyPath: 'clientInvoice', message: "This invoice is not the payment's client's." },
    ]);
  if (payment.currency !== invoice.currency)
    throw unprocessable([
      {
        propertyPath: 'clientInvoice',
        message: `This invoice is in ${invoice.currency}, the payment in ${payment.currency}.`,
      },
    ]);
  const [used] = await rowsOf<{ total: string }>(
    ctx.tx,
    sql`select coalesce(sum(amount), 0)::text as total from payment_allocations where payment_id = ${payment.id}`,
  );
  const paymentLeft = toCents(payment.amount)! - toCents(used!.total)!;
  const invoiceLeft = toCents(invoice.amount)! - toCents(invoice.paidAmount)!;
  let cents: bigint;
  if (body.amount === undefined || body.amount === null) {
    cents = paymentLeft < invoiceLeft ? paymentLeft : invoiceLeft;
    if (cents <= 0n)
      throw conflict(
        paymentLeft <= 0n ? 'This receipt is fully allocated.' : 'This invoice is already paid.',
      );
  } else {
    const checked = checkAmount(body.amount, invoice.currency, 'amount', { positive: true });
    if ('violation' in checked) throw unprocessable([checked.violation]);
    cents = checked.cents;
    if (cents > paymentLeft)
      throw unprocessable([
        {
          propertyPath: 'amount',
          message: `This value is more than what is left of the receipt (${fromCents(paymentLeft)}).`,
        },
      ]);
    if (cents > invoiceLeft)
      throw unprocessable([
        {
          propertyPath: 'amount',
          message: `This value is more than what is left to pay on the invoice (${fromCents(invoiceLeft)}).`,
        },
      ]);
  }
  const [existing] = await ctx.tx
    .select()
    .from(paymentAllocations)
    .where(
      and(eq(paymentAllocations.paymentId, payment.id), eq(paymentAllocations.clientInvoiceId, invoice.id)),
    );
  const [row] = existing
    ? await updateWhere(
        ctx,
        paymentAllocationsResource,
        eq(paymentAllocations.id, existing.id),
        { amount: fromCents(toCents(existing.amount)! + cents) },
        { beforeWrite: false },
      )
    : await insertRecords(ctx, paymentAllocationsResource, [
        serverValues({
          paymentId: payment.id,
          clientInvoiceId: invoice.id,
          amount: fromCents(cents),
          createdBy: ctx.actor.id,
        }),
      ]);
  await refreshInvoicesPaid(ctx, [invoice.id]);
  return row!;
};

// DELETE /api/payment_allocations/{id}: the receipt's money goes back to the client's credit.
export const release = async (ctx: WriteContext, id: number) => {
  const [row] = await ctx.tx
    .select()
    .from(paymentAllocations)
    .where(eq(paymentAllocations.id, id))
    .for('update');
  if (!row) throw notFound();
  await lockInvoice(ctx.tx, row.clientInvoiceId);
  await deleteWhere(ctx, paymentAllocationsResource, eq(paymentAllocations.id, id));
  await refreshInvoicesPaid(ctx, [row.clientInvoiceId]);
};
