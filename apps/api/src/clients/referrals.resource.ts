import { referrals } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { longText, optionalText } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import { unprocessable } from '../http/problem.ts';

const today = () => new Date().toISOString().slice(0, 10);

// calls.md 7.5: whom a client referred, another client or a name not on file yet. `referredOn` is
// the day the server records it (UTC, product.md §9), never sent by the admin.
export const referralsResource = defineResource({
  type: 'Referral',
  path: 'referrals',
  table: referrals,
  access: 'clients',
  updateVerbs: ['PATCH'],
  writable: {
    referredName: optionalText(255),
    notes: longText(),
  },
  required: ['client'],
  relations: {
    ...toOne({ client: 'Client', referredClient: 'Client' }),
  },
  filters: {
    ...exactFilters('client.id', 'referredClient.id'),
  },
  order: ['referredOn', 'id'],
  defaultOrder: { referredOn: 'desc', id: 'desc' },
  hooks: {
    beforeWrite: (values, { existing, input }) => {
      const name = values.referredName !== undefined ? values.referredName : existing?.referredName;
      const referred = 'referredClient' in input ? input.referredClient : existing?.referredClientId;
      if (!name && !referred) {
        throw unprocessable([
          { propertyPath: 'referredName', message: 'Give the referred client or their name.' },
        ]);
      }
      const client = values.clientId !== undefined ? values.clientId : existing?.clientId;
      if (referred != null && referred === client) {
        throw unprocessable([
          { propertyPath: 'referredClient', message: 'A client cannot refer themselves.' },
        ]);
      }
      return existing ? values : { ...values, referredOn: today() };
    },
  },
});
