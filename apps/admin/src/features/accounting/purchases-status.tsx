import type { SupplierBill } from '@backoffice/sdk';
import { statusBadgeOf } from '../../shared/sales/invoice-status.tsx';

// The bill statuses (decision 319) with a colour each, as the invoices': a draft grey, approved
// blue, partly paid amber, paid green, void grey and struck through.
export const billStatuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'approved', label: 'Approved' },
  { value: 'partly_paid', label: 'Partly paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
] as const;

// Approved takes the colour of an issued invoice.
export const BillStatusBadge = statusBadgeOf(billStatuses, {
  draft: 'grey',
  approved: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  void: 'grey',
});

/** The bill's name: the supplier's number, else "Draft bill" (a number is needed to approve). */
export const billName = (bill: Pick<SupplierBill, 'number' | 'id'>) => bill.number ?? `Bill #${bill.id}`;

/** What is left to pay: the amount less the payments allocated (nothing on a draft or a void bill). */
export const billBalance = (bill: Pick<SupplierBill, 'amount' | 'paidAmount' | 'status'>) =>
  bill.status === 'void' || bill.status === 'draft'
    ? 0
    : Math.max(0, Number(bill.amount) - Number(bill.paidAmount));

// A supplier-paid commission: expected blue (money to come), received green, written off grey.
export const commissionStatuses = [
  { value: 'expected', label: 'Expected' },
  { value: 'received', label: 'Received' },
  { value: 'written_off', label: 'Written off' },
] as const;

export const CommissionStatusBadge = statusBadgeOf(commissionStatuses, {
  expected: 'blue',
  received: 'green',
  written_off: 'grey',
});
