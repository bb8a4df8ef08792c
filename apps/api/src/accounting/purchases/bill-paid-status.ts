import type { WriteContext } from '../../engine/types.ts';
import { refreshPaidStatus } from '../paid-status.ts';
import { supplierBillsResource } from './supplier-bills.resource.ts';

// A bill's paid amount and status from its supplier payments' allocations (paid-status.ts).
export const refreshBillsPaid = (ctx: WriteContext, billIds: number[]) =>
  refreshPaidStatus(
    ctx,
    {
      resource: supplierBillsResource,
      open: 'approved',
      allocations: 'supplier_payment_allocations',
      key: 'supplier_bill_id',
    },
    billIds,
  );
