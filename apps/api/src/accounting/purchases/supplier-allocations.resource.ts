import { supplierPaymentAllocations } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';

// GET /api/supplier_payment_allocations (supplierPayment.id, supplierBill.id): which supplier
// payments settle which bills. Written by POST /api/supplier_payment_allocations and DELETE /{id}
// (supplier-allocations.routes.ts).
export const supplierAllocationsResource = defineResource({
  type: 'SupplierPaymentAllocation',
  path: 'supplier_payment_allocations',
  table: supplierPaymentAllocations,
  access: 'accounting',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  relations: {
    supplierPayment: { kind: 'one', target: 'SupplierPayment', fk: 'supplierPaymentId' },
    supplierBill: { kind: 'one', target: 'SupplierBill', fk: 'supplierBillId' },
  },
  filters: {
    'supplierPayment.id': { kind: 'exact', path: 'supplierPayment.id' },
    'supplierBill.id': { kind: 'exact', path: 'supplierBill.id' },
  },
  order: ['id'],
  defaultOrder: { id: 'asc' },
});
