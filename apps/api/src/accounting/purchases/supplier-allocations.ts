import { supplierPayments } from '../../db/schema/index.ts';
import { lockById } from '../../engine/record-sets.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, unprocessable } from '../../http/problem.ts';
import { type AllocationKind, allocateMoney, releaseMoney } from '../allocation.ts';
import { supplierSide } from '../exchange-differences.ts';
import { refreshBillsPaid } from './bill-paid-status.ts';
import { type BillRow, lockBill } from './bills.ts';
import { supplierAllocationsResource } from './supplier-allocations.resource.ts';

type SupplierPayment = typeof supplierPayments.$inferSelect;

// A supplier payment settles an approved bill of the same vendor and currency (allocation.ts holds
// the rules both ways).
const supplierPaymentsToBills: AllocationKind<SupplierPayment, BillRow> = {
  resource: supplierAllocationsResource,
  table: 'supplier_payment_allocations',
  paymentColumn: 'supplier_payment_id',
  documentColumn: 'supplier_bill_id',
  payment: {
    field: 'supplierPayment',
    key: 'supplierPaymentId',
    collection: 'supplier_payments',
    iriMessage: 'This value should be a supplier payment IRI.',
    noun: 'payment',
  },
  document: {
    field: 'supplierBill',
    key: 'supplierBillId',
    collection: 'supplier_bills',
    iriMessage: 'This value should be a supplier bill IRI.',
    noun: 'bill',
  },
  lockPayment: lockById(supplierPayments),
  lockDocument: lockBill,
  check: (payment, bill) => {
    if (!['approved', 'partly_paid', 'paid'].includes(bill.status))
      throw conflict(`Only an approved bill can be paid (this one is ${bill.status}).`);
    if (payment.vendorId !== bill.vendorId)
      throw unprocessable([
        { propertyPath: 'supplierBill', message: "This bill is not the payment's vendor's." },
      ]);
  },
  refresh: refreshBillsPaid,
  exchange: supplierSide,
};

// POST /api/supplier_payment_allocations {supplierPayment, supplierBill, amount?}.
export const allocateSupplierPayment = (ctx: WriteContext, body: Row) =>
  allocateMoney(ctx, supplierPaymentsToBills, body);

// DELETE /api/supplier_payment_allocations/{id}: the payment's money goes back to the vendor's advance.
export const releaseSupplierAllocation = (ctx: WriteContext, id: number) =>
  releaseMoney(ctx, supplierPaymentsToBills, id);
