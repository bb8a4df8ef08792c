import { asc, eq } from 'drizzle-orm';
import { supplierBillLines, supplierBills } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../../engine/exact-filters.ts';
import { toOne } from '../../engine/relations.ts';
import type { Tx } from '../../engine/types.ts';
import { addPurchaseNames } from './purchase-names.ts';

export const readBillLines = async (tx: Tx, billId: number) =>
  tx
    .select()
    .from(supplierBillLines)
    .where(eq(supplierBillLines.billId, billId))
    .orderBy(asc(supplierBillLines.position), asc(supplierBillLines.id));

// GET /api/supplier_bills (filters status, vendor.id, trip.id, dueDate[before|after…], date,
// number) and GET /{id} with its lines, in the accounting area. Written only by the purchase routes
// (bills.routes.ts): made from a trip's items, edited and deleted while a draft, approved, voided.
export const supplierBillsResource = defineReadOnlyResource({
  type: 'SupplierBill',
  path: 'supplier_bills',
  table: supplierBills,
  access: 'accounting',
  relations: {
    ...toOne({ vendor: 'Vendor', trip: 'Trip' }),
  },
  filters: {
    ...exactFilters('status', 'vendor.id', 'trip.id'),
    number: { kind: 'partial', path: 'number' },
    ...dateFilters('dueDate', 'date'),
  },
  order: ['dueDate', 'date', 'amount', 'id'],
  defaultOrder: { dueDate: 'asc', id: 'asc' },
  extraOutput: {
    lines: {
      type: 'array',
      description: 'The lines (single item answers only): description, amount, tripItem (IRI or null).',
      items: { type: 'object' },
    },
    vendorName: { type: ['string', 'null'], description: "The vendor's name (purchase-names.ts)" },
    tripReference: { type: ['string', 'null'], description: "The trip's reference" },
  },
  hooks: {
    afterList: (items, { tx }) => addPurchaseNames(tx, 'supplier_bills', items),
    afterRead: async (item, { tx }) => {
      await addPurchaseNames(tx, 'supplier_bills', [item]);
      item.lines = (await readBillLines(tx, Number(item.id))).map((l) => ({
        description: l.description,
        amount: l.amount,
        tripItem: l.tripItemId === null ? null : `/api/trip_items/${l.tripItemId}`,
      }));
    },
  },
});
