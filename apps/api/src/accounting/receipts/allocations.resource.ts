import { paymentAllocations } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';

// GET /api/payment_allocations (payment.id, clientInvoice.id): which receipts pay which invoices.
// Written by POST /api/payment_allocations and DELETE /{id} (allocations.routes.ts).
export const paymentAllocationsResource = defineResource({
  type: 'PaymentAllocation',
  path: 'payment_allocations',
  table: paymentAllocations,
  access: 'accounting',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  relations: {
    payment: { kind: 'one', target: 'Payment', fk: 'paymentId' },
    clientInvoice: { kind: 'one', target: 'ClientInvoice', fk: 'clientInvoiceId' },
  },
  filters: {
    'payment.id': { kind: 'exact', path: 'payment.id' },
    'clientInvoice.id': { kind: 'exact', path: 'clientInvoice.id' },
  },
  order: ['id'],
  defaultOrder: { id: 'asc' },
});
