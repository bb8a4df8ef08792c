import { asc, eq } from 'drizzle-orm';
import { supplierBillLines, supplierBills } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';
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
export const supplierBillsResource = defineResource({
  type: 'SupplierBill',
  path: 'supplier_bills',
  table: supplierBills,
  access: 'accounting',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  relations: {
    vendor: { kind: 'one', target: 'Vendor', fk: 'vendorId' },
    trip: { kind: 'one', target: 'Trip', fk: 'tripId' },
  },
  filters: {
    status: { kind: 'exact', path: 'status' },
    'vendor.id': { kind: 'exact', path: 'vendor.id' },
    'trip.id': { kind: 'exact', path: 'trip.id' },
    number: { kind: 'partial', path: 'number' },
    dueDate: { kind: 'date', path: 'dueDate' },
    date: { kind: 'date', path: 'date' },
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
