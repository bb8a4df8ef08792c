import type { ClientInvoice } from '@backoffice/sdk';
import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { cn } from '@backoffice/ui/cn';

// The invoice statuses (decision 294) with a colour each: a draft grey, issued blue, partly paid
// amber, paid green, void grey and struck through (it no longer counts).
export const invoiceStatuses = [
  { value: 'draft', label: 'Draft', color: 'grey' },
  { value: 'issued', label: 'Issued', color: 'blue' },
  { value: 'partly_paid', label: 'Partly paid', color: 'yellow' },
  { value: 'paid', label: 'Paid', color: 'green' },
  { value: 'void', label: 'Void', color: 'grey' },
] as const;

/** A document's statuses, each with its label and its badge's colour, declared once per document. */
export type DocumentStatus = { value: string; label: string; color: BadgeColor };

/** A badge of a document's status (invoices, supplier bills, commissions): its label and colour; void struck through. */
export const statusBadgeOf =
  (statuses: readonly DocumentStatus[]) =>
  ({ status }: { status: string }) => {
    const known = statuses.find((s) => s.value === status);
    return (
      <Badge color={known?.color ?? 'grey'} className={cn(status === 'void' && 'line-through')}>
        {known?.label ?? status.replaceAll('_', ' ')}
      </Badge>
    );
  };

export const invoiceStatusLabel = (status: string) =>
  invoiceStatuses.find((s) => s.value === status)?.label ?? status.replaceAll('_', ' ');

export const InvoiceStatusBadge = statusBadgeOf(invoiceStatuses);

export const kindLabel = (kind: string) => (kind === 'credit_note' ? 'Credit note' : 'Invoice');

/** The document's name: its number once issued, else "Draft invoice". */
export const invoiceName = (invoice: Pick<ClientInvoice, 'number' | 'kind'>) =>
  invoice.number ?? `Draft ${kindLabel(invoice.kind).toLowerCase()}`;

/** What is left to pay: the total less the receipts allocated and the credit notes (none on a draft, a void or a credit note). */
export const balanceOf = (
  invoice: Pick<ClientInvoice, 'amount' | 'paidAmount' | 'status' | 'kind'> &
    Partial<Pick<ClientInvoice, 'creditedAmount'>>,
) =>
  invoice.kind === 'credit_note' || invoice.status === 'void' || invoice.status === 'draft'
    ? 0
    : // What it owes: amount − paid − what its credit notes credit (partial credits, issue 29).
      Math.max(
        0,
        Math.round(
          (Number(invoice.amount) - Number(invoice.paidAmount) - Number(invoice.creditedAmount ?? 0)) * 100,
        ) / 100,
      );

export const salesPath = '/admin/sales';
export const invoicePath = (id: number) => `${salesPath}/${id}`;
export const reportsPath = `${salesPath}/reports`;
