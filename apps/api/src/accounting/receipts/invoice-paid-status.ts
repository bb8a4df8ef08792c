import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import type { WriteContext } from '../../engine/types.ts';
import { refreshPaidStatus } from '../paid-status.ts';

// An invoice's paid amount and status from its receipts' allocations (paid-status.ts).
export const refreshInvoicesPaid = (ctx: WriteContext, invoiceIds: number[]) =>
  refreshPaidStatus(
    ctx,
    {
      resource: clientInvoicesResource,
      open: 'issued',
      allocations: 'payment_allocations',
      key: 'client_invoice_id',
    },
    invoiceIds,
  );
