import * as v from 'valibot';
import { supplierPayments } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';
import { isoDate, longText, optionalCode, optionalText } from '../../engine/fields.ts';
import { toOne } from '../../engine/relations.ts';
import { postingHooks } from '../journal/posting-hooks.ts';
import { purchaseNameHooks } from './purchase-names.ts';
import { checkSupplierPayment, syncSupplierPaymentPosting } from './supplier-payment-posting.ts';

// An amount above zero as a decimal string (a number is accepted); its decimals are checked
// against the currency's by the hook (JPY has none).
const amount = () =>
  v.pipe(
    v.union([v.string(), v.number()], 'This value should be a decimal amount (a string such as "120.50").'),
    v.transform((x) => String(x).trim()),
    v.check((x) => !x.startsWith('-'), 'This value should not be negative.'),
    v.regex(/^\d{1,10}(\.\d+)?$/, 'This value should be a decimal amount (a string such as "120.50").'),
    v.check((x) => Number(x) > 0, 'This value should be greater than 0.'),
  );

// Money the agency paid a vendor (issue 29.3): GET /api/supplier_payments (vendor.id, date),
// POST, PATCH, DELETE /{id}, in the accounting area. Posted when recorded (supplier payables
// debited, the bank account credited: the operating account unless another asset account of the
// chart is named); a change of its money reverses that entry and posts the new one, a delete
// reverses it and releases its allocations. Allocated to bills by /api/supplier_payment_allocations.
export const supplierPaymentsResource = defineResource({
  type: 'SupplierPayment',
  path: 'supplier_payments',
  table: supplierPayments,
  access: 'accounting',
  updateVerbs: ['PATCH'],
  writable: {
    amount: amount(),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    date: isoDate(),
    method: optionalText(32),
    reference: optionalText(64),
    notes: longText(5000),
  },
  required: ['vendor', 'amount', 'currency'],
  relations: {
    ...toOne({ vendor: 'Vendor', bankAccount: 'Account' }),
  },
  filters: {
    ...exactFilters('vendor.id', 'currency'),
    date: { kind: 'date', path: 'date' },
  },
  order: ['date', 'amount', 'id'],
  defaultOrder: { date: 'desc', id: 'desc' },
  extraOutput: {
    vendorName: { type: ['string', 'null'], description: "The vendor's name (purchase-names.ts)" },
  },
  hooks: {
    ...purchaseNameHooks('supplier_payments'),
    beforeWrite: async (values, ctx) => {
      await checkSupplierPayment(ctx, values, ctx.existing);
      return values;
    },
    ...postingHooks(syncSupplierPaymentPosting),
  },
});
