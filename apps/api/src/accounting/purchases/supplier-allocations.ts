import { and, eq, sql } from 'drizzle-orm';
import { supplierPaymentAllocations, supplierPayments } from '../../db/schema/index.ts';
import { deleteWhere, updateWhere } from '../../engine/record-sets.ts';
import { insertRecords, serverValues } from '../../engine/records.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, notFound, unprocessable, type Violation } from '../../http/problem.ts';
import { checkAmount, fromCents, rowsOf, toCents } from '../money.ts';
import { refId } from '../sales/invoice-lines.ts';
import { refreshBillsPaid } from './bill-paid-status.ts';
import { lockBill } from './bills.ts';
import { supplierAllocationsResource } from './supplier-allocations.resource.ts';

// POST /api/supplier_payment_allocations {supplierPayment, supplierBill, amount?}: part of a
// supplier payment settles an approved bill of the same vendor and currency. Without an amount, as
// much as both allow. Never more than what is left of the payment nor of the bill (422): the
// payment and then the bill are locked first, so two allocations at once cannot both take the same
// money.
export const allocateSupplierPayment = async (ctx: WriteContext, body: Row) => {
  const paymentId = refId(body.supplierPayment, 'supplier_payments');
  const billId = refId(body.supplierBill, 'supplier_bills');
  const violations: Violation[] = [];
  if (!paymentId)
    violations.push({
      propertyPath: 'supplierPayment',
      message: 'This value should be a supplier payment IRI.',
    });
  if (!billId)
    violations.push({ propertyPath: 'supplierBill', message: 'This value should be a supplier bill IRI.' });
  if (violations.length) throw unprocessable(violations);
  const [payment] = await ctx.tx
    .select()
    .from(supplierPayments)
    .where(eq(supplierPayments.id, paymentId!))
    .for('update');
  if (!payment)
    throw unprocessable([
      { propertyPath: 'supplierPayment', message: 'Item not found for "supplierPayment".' },
    ]);
  const bill = await lockBill(ctx.tx, billId!);
  if (!bill)
    throw unprocessable([{ propertyPath: 'supplierBill', message: 'Item not found for "supplierBill".' }]);
  if (!['approved', 'partly_paid', 'paid'].includes(bill.status))
    throw conflict(`Only an approved bill can be paid (this one is ${bill.status}).`);
  if (payment.vendorId !== bill.vendorId)
    throw unprocessable([
      { propertyPath: 'supplierBill', message: "This bill is not the payment's vendor's." },
    ]);
  if (payment.currency !== bill.currency)
    throw unprocessable([
      {
        propertyPath: 'supplierBill',
        message: `This bill is in ${bill.currency}, the payment in ${payment.currency}.`,
      },
    ]);
  const [used] = await rowsOf<{ total: string }>(
    ctx.tx,
    sql`select coalesce(sum(amount), 0)::text as total from supplier_payment_allocations where supplier_payment_id = ${payment.id}`,
  );
  const paymentLeft = toCents(payment.amount)! - toCents(used!.total)!;
  const billLeft = toCents(bill.amount)! - toCents(bill.paidAmount)!;
  let cents: bigint;
  if (body.amount === undefined || body.amount === null) {
    cents = paymentLeft < billLeft ? paymentLeft : billLeft;
    if (cents <= 0n)
      throw conflict(paymentLeft <= 0n ? 'This payment is fully allocated.' : 'This bill is already paid.');
  } else {
    const checked = checkAmount(body.amount, bill.currency, 'amount', { positive: true });
    if ('violation' in checked) throw unprocessable([checked.violation]);
    cents = checked.cents;
    if (cents > paymentLeft)
      throw unprocessable([
        {
          propertyPath: 'amount',
          message: `This value is more than what is left of the payment (${fromCents(paymentLeft)}).`,
        },
      ]);
    if (cents > billLeft)
      throw unprocessable([
        {
          propertyPath: 'amount',
          message: `This value is more than what is left to pay on the bill (${fromCents(billLeft)}).`,
        },
      ]);
  }
  const [existing] = await ctx.tx
    .select()
    .from(supplierPaymentAllocations)
    .where(
      and(
        eq(supplierPaymentAllocations.supplierPaymentId, payment.id),
        eq(supplierPaymentAllocations.supplierBillId, bill.id),
      ),
    );
  const [row] = existing
    ? await updateWhere(
        ctx,
        supplierAllocationsResource,
        eq(supplierPaymentAllocations.id, existing.id),
        { amount: fromCents(toCents(existing.amount)! + cents) },
        { beforeWrite: false },
      )
    : await insertRecords(ctx, supplierAllocationsResource, [
        serverValues({
          supplierPaymentId: payment.id,
          supplierBillId: bill.id,
          amount: fromCents(cents),
          createdBy: ctx.actor.id,
        }),
      ]);
  await refreshBillsPaid(ctx, [bill.id]);
  return row!;
};

// DELETE /api/supplier_payment_allocations/{id}: the payment's money goes back to the vendor's
// advance. The payment is locked first, as allocating does.
export const releaseSupplierAllocation = async (ctx: WriteContext, id: number) => {
  const [row] = await ctx.tx
    .select()
    .from(supplierPaymentAllocations)
    .where(eq(supplierPaymentAllocations.id, id));
  if (!row) throw notFound();
  await ctx.tx
    .select({ id: supplierPayments.id })
    .from(supplierPayments)
    .where(eq(supplierPayments.id, row.supplierPaymentId))
    .for('update');
  await lockBill(ctx.tx, row.supplierBillId);
  const released = await deleteWhere(ctx, supplierAllocationsResource, eq(supplierPaymentAllocations.id, id));
  if (released.length === 0) throw notFound();
  await refreshBillsPaid(ctx, [row.supplierBillId]);
};
