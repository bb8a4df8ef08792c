import { supplierPaymentAllocations } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';
import { toOne } from '../../engine/relations.ts';

// GET /api/supplier_payment_allocations (supplierPayment.id, supplierBill.id): which supplier
// payments settle which bills. Written by POST /api/supplier_payment_allocations and DELETE /{id}
// (supplier-allocations.routes.ts).
export const supplierAllocationsResource = defineReadOnlyResource({
  type: 'SupplierPaymentAllocation',
  path: 'supplier_payment_allocations',
  table: supplierPaymentAllocations,
  access: 'accounting',
  relations: {
    ...toOne({ supplierPayment: 'SupplierPayment', supplierBill: 'SupplierBill' }),
  },
  filters: {
    ...exactFilters('supplierPayment.id', 'supplierBill.id'),
  },
  order: ['id'],
  defaultOrder: { id: 'asc' },
});
