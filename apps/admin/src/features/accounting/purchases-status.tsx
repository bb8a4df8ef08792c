import type { SupplierBill } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { cn } from '@backoffice/ui/cn';

// The bill statuses (decision 319) with a colour each, as the invoices': a draft grey, approved
// blue, partly paid amber, paid green, void grey and struck through.
export const billStatuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'approved', label: 'Approved' },
  { value: 'partly_paid', label: 'Partly paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
] as const;

const colors: Record<string, BadgeColor> = {
  draft: 'grey',
  approved: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  void: 'grey',
};

export const BillStatusBadge = ({ status }: { status: string }) => (
  <Badge color={colors[status] ?? 'grey'} className={cn(status === 'void' && 'line-through')}>
    {billStatuses.find((s) => s.value === status)?.label ?? status.replaceAll('_', ' ')}
  </Badge>
);

/** The bill's name: the supplier's number, else "Draft bill" (a number is needed to approve). */
export const billName = (bill: Pick<SupplierBill, 'number' | 'id'>) => bill.number ?? `Bill #${bill.id}`;

/** What is left to pay: the amount less the payments allocated (nothing on a draft or a void bill). */
export const billBalance = (bill: Pick<SupplierBill, 'amount' | 'paidAmount' | 'status'>) =>
  bill.status === 'void' || bill.status === 'draft'
    ? 0
    : Math.max(0, Number(bill.amount) - Number(bill.paidAmount));
