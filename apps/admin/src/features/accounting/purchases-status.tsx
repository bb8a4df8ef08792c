import type { SupplierBill } from '@backoffice/sdk';
import { invoiceStatuses, statusBadgeOf } from '../../shared/sales/invoice-status.tsx';

// The bill statuses (decision 319) are the invoices' with "approved" for "issued" (in its colour,
// blue): a draft grey, partly paid amber, paid green, void grey and struck through.
export const billStatuses = invoiceStatuses.map((status) =>
  status.value === 'issued' ? ({ value: 'approved', label: 'Approved', color: 'blue' } as const) : status,
);

export const BillStatusBadge = statusBadgeOf(billStatuses);

/** The bill's name: the supplier's number, else "Draft bill" (a number is needed to approve). */
export const billName = (bill: Pick<SupplierBill, 'number' | 'id'>) => bill.number ?? `Bill #${bill.id}`;

/** What is left to pay: the amount less the payments allocated (nothing on a draft or a void bill). */
export const billBalance = (bill: Pick<SupplierBill, 'amount' | 'paidAmount' | 'status'>) =>
  bill.status === 'void' || bill.status === 'draft'
    ? 0
    : Math.max(0, Number(bill.amount) - Number(bill.paidAmount));

// A supplier-paid commission: expected blue (money to come), received green, written off grey.
export const commissionStatuses = [
  { value: 'expected', label: 'Expected', color: 'blue' },
  { value: 'received', label: 'Received', color: 'green' },
  { value: 'written_off', label: 'Written off', color: 'grey' },
] as const;

export const CommissionStatusBadge = statusBadgeOf(commissionStatuses);
