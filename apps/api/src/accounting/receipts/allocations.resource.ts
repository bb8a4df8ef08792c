import { paymentAllocations } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';
import { toOne } from '../../engine/relations.ts';

// GET /api/payment_allocations (payment.id, clientInvoice.id): which receipts pay which invoices.
// Written by POST /api/payment_allocations and DELETE /{id} (allocations.routes.ts).
export const paymentAllocationsResource = defineReadOnlyResource({
  type: 'PaymentAllocation',
  path: 'payment_allocations',
  table: paymentAllocations,
  access: 'accounting',
  relations: {
    ...toOne({ payment: 'Payment', clientInvoice: 'ClientInvoice' }),
  },
  filters: {
    ...exactFilters('payment.id', 'clientInvoice.id'),
  },
  order: ['id'],
  defaultOrder: { id: 'asc' },
});
