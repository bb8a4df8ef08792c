import { paymentAllocations } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';

// GET /api/payment_allocations (payment.id, clientInvoice.id): which receipts pay which invoices.
// Written by POST /api/payment_allocations and DELETE /{id} (allocations.routes.ts).
export const paymentAllocationsResource = defineReadOnlyResource({
  type: 'PaymentAllocation',
  path: 'payment_allocations',
  table: paymentAllocations,
  access: 'accounting',
  relations: {
    payment: { kind: 'one', target: 'Payment', fk: 'paymentId' },
    clientInvoice: { kind: 'one', target: 'ClientInvoice', fk: 'clientInvoiceId' },
  },
  filters: {
    ...exactFilters('payment.id', 'clientInvoice.id'),
  },
  order: ['id'],
  defaultOrder: { id: 'asc' },
});
