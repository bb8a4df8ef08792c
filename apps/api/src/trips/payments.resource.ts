import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { postingHooks } from '../accounting/journal/posting-hooks.ts';
import { checkPaymentMoney, syncPaymentPosting } from '../accounting/receipts/payment-posting.ts';
import { payments, trips } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { isoDate, longText, oneOf, optionalCode, optionalText } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import { refusePaymentClient } from './client-links.ts';

export const paymentStatuses = ['pending', 'waiting_payment', 'paid', 'refunded', 'cancelled'] as const;

// An amount of money: a decimal string (a number is accepted) above zero, two decimals at most.
const amount = () =>
  v.pipe(
    v.union([v.string(), v.number()], 'This value should be a number.'),
    v.transform((x) => String(x).trim()),
    v.regex(/^\d{1,10}(\.\d{1,2})?$/, 'This value should be a positive amount with at most two decimals.'),
    v.check((x) => Number(x) > 0, 'This value should be greater than 0.'),
  );

// calls.md 7.6/7.12: money the client owes or paid for a trip (paymentStatus enum). The client and
// the currency default to the trip's, and the client can be no other (422); a trip with payments
// cannot be deleted. Issue 29.3: a paid payment is a receipt, posted to the journal (and its
// posting reversed when it is refunded, cancelled, changed or deleted: accounting/receipts);
// its currency must be known and its amount have no more decimals than the currency. Written by
// the payments area: the travel team and the accountant.
export const paymentsResource = defineResource({
  type: 'Payment',
  path: 'payments',
  table: payments,
  access: 'payments',
  updateVerbs: ['PATCH'],
  writable: {
    amount: amount(),
    currency: optionalCode(/^[A-Z]{3}$/, 'This value is not a valid currency code.'),
    dueDate: isoDate(),
    paidDate: isoDate(),
    method: optionalText(32),
    status: oneOf(paymentStatuses),
    reference: optionalText(64),
    notes: longText(),
  },
  required: ['trip', 'amount'],
  defaults: { status: 'pending' },
  relations: {
    ...toOne({ trip: 'Trip', client: 'Client' }),
  },
  filters: {
    ...exactFilters('trip.id', 'client.id', 'status'),
    dueDate: { kind: 'date', path: 'dueDate' },
  },
  order: ['dueDate', 'paidDate', 'amount', 'id'],
  defaultOrder: { dueDate: 'asc', id: 'asc' },
  hooks: {
    beforeWrite: async (values, ctx) => {
      const { tx, existing } = ctx;
      if (existing) delete values.tripId;
      if (!existing && (values.clientId == null || values.currency == null)) {
        const [trip] = await tx
          .select({ clientId: trips.clientId, currency: trips.currency })
          .from(trips)
          .where(eq(trips.id, values.tripId as number));
        values.clientId ??= trip?.clientId;
        values.currency ??= trip?.currency;
      }
      if (existing && values.currency === null) delete values.currency;
      await refusePaymentClient(tx, values, existing);
      await checkPaymentMoney(ctx, values, existing);
      return values;
    },
    ...postingHooks(syncPaymentPosting),
  },
});
