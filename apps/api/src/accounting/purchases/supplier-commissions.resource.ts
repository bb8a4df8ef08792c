import * as v from 'valibot';
import { supplierCommissions } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../../engine/exact-filters.ts';
import { isoDate, longText, oneOf, optionalCode } from '../../engine/fields.ts';
import { toOne } from '../../engine/relations.ts';
import { postingHooks } from '../journal/posting-hooks.ts';
import { checkCommission, syncCommissionPosting } from './commission-posting.ts';
import { purchaseNameHooks } from './purchase-names.ts';

export const commissionStatuses = ['expected', 'received', 'written_off'] as const;

// Supplier-paid commissions (issue 29.4): what a vendor owes the agency for a trip, a receivable
// with its own ageing (GET /api/accounting/aged_commissions). GET /api/supplier_commissions
// (status, vendor.id, trip.id, dueDate, date), POST, PATCH, DELETE /{id}, in the accounting area.
// Postings in commission-posting.ts.
export const supplierCommissionsResource = defineResource({
  type: 'SupplierCommission',
  path: 'supplier_commissions',
  table: supplierCommissions,
  access: 'accounting',
  updateVerbs: ['PATCH'],
  writable: {
    // A decimal string (or number); its sign, decimals and size are checked against the currency
    // by the hook (checkCommission), so every bad amount is a 422 on `amount`.
    amount: v.union(
      [v.string(), v.number()],
      'This value should be a decimal amount (a string such as "120.50").',
    ),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    date: isoDate(),
    dueDate: isoDate(),
    status: oneOf(commissionStatuses),
    receivedDate: isoDate(),
    memo: longText(5000),
  },
  required: ['vendor', 'trip', 'amount', 'currency'],
  relations: {
    ...toOne({ vendor: 'Vendor', trip: 'Trip', tripItem: 'TripItem' }),
  },
  filters: {
    ...exactFilters('status', 'vendor.id', 'trip.id', 'currency'),
    ...dateFilters('dueDate', 'date'),
  },
  order: ['dueDate', 'date', 'amount', 'id'],
  defaultOrder: { dueDate: 'asc', id: 'asc' },
  extraOutput: {
    vendorName: { type: ['string', 'null'], description: "The vendor's name (purchase-names.ts)" },
    tripReference: { type: ['string', 'null'], description: "The trip's reference" },
  },
  hooks: {
    ...purchaseNameHooks('supplier_commissions'),
    beforeWrite: async (values, ctx) => {
      await checkCommission(ctx, values, ctx.existing);
      values.amount = String(values.amount ?? ctx.existing?.amount).trim();
      return values;
    },
    ...postingHooks(syncCommissionPosting),
  },
});
