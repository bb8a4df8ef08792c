import { and, eq, ne } from 'drizzle-orm';
import { clientCreditCards, clients } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { bool, integer, optionalText } from '../engine/fields.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { unprocessable, type Violation } from '../http/problem.ts';
import { brandOf, cardNumber, refusedSecurityCode } from './card-number.ts';
import { seal, vaultKeysOf } from './vault.ts';

// What a sealed number is bound to: a sealed value copied onto another client's card does not open.
export const cardContext = (clientId: number) => `client_credit_card:${clientId}`;

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

const expiryViolations = (month: number, year: number, now = new Date()): Violation[] => {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    const field = year === thisYear ? 'expMonth' : 'expYear';
    return [{ propertyPath: field, message: 'This card has expired.' }];
  }
  if (year > thisYear + 25)
    return [{ propertyPath: 'expYear', message: 'This expiry year is too far ahead.' }];
  return [];
};

// calls.md 7.5: a client's payment cards (client.id filter; POST, PATCH, DELETE). The number is
// written, never read back: brand and last four digits are kept, the number goes sealed into
// `number_sealed` (hidden from answers and from the audit trail) and only
// POST /api/client_credit_cards/{id}/reveal opens it. One main card per client.
export const clientCreditCardsResource = defineResource({
  type: 'ClientCreditCard',
  path: 'client_credit_cards',
  table: clientCreditCards,
  access: 'clients',
  updateVerbs: ['PATCH'],
  hidden: ['numberSealed'],
  writable: {
    number: cardNumber(),
    holderName: optionalText(255),
    expMonth: integer({ min: 1, max: 12 }),
    expYear: integer({ min: 0, max: 9999 }),
    main: bool(),
    cvv: refusedSecurityCode(),
    cvc: refusedSecurityCode(),
    cvv2: refusedSecurityCode(),
    securityCode: refusedSecurityCode(),
  },
  required: ['client', 'number', 'expMonth', 'expYear'],
  relations: { client: { kind: 'one', target: 'Client', fk: 'clientId' } },
  filters: { 'client.id': { kind: 'exact', path: 'client.id' }, main: { kind: 'boolean', path: 'main' } },
  order: ['main', 'id', 'expYear'],
  defaultOrder: { main: 'desc', id: 'asc' },
  hooks: {
    beforeWrite: async (values, ctx) => {
      const { tx, existing, input, deps } = ctx;
      const { number, cvv: _a, cvc: _b, cvv2: _c, securityCode: _d, ...rest } = values;
      // A card stays with the client it was saved for.
      if (existing) delete rest.clientId;
      const clientId = (existing?.clientId ?? rest.clientId) as number;
      // New cards of one client are saved one after the other (the client row is the lock): two
      // concurrent "first" or "main" cards would each see no other main and both be main, and the
      // unique index would refuse the second with a 409. An update already holds its card's row;
      // should it meet a concurrent main elsewhere, the database's deadlock check answers 409.
      if (!existing && typeof clientId === 'number')
        await tx
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.id, clientId))
          .for('no key update');
      if (rest.expYear != null) rest.expYear = fullYear(rest.expYear as number);
      if ('expMonth' in input || 'expYear' in input || number !== undefined) {
        const month = (rest.expMonth ?? existing?.expMonth) as number | null;
        const year = (rest.expYear ?? existing?.expYear) as number | null;
        const violations: Violation[] = [];
        if (month == null)
          violations.push({ propertyPath: 'expMonth', message: 'This value should not be blank.' });
        if (year == null)
          violations.push({ propertyPath: 'expYear', message: 'This value should not be blank.' });
        if (month != null && year != null) violations.push(...expiryViolations(month, year));
        if (violations.length) throw unprocessable(violations);
      }
      if (typeof number === 'string') {
        rest.brand = brandOf(number);
        rest.last4 = number.slice(-4);
        rest.numberSealed = seal(vaultKeysOf(deps.config).cards, Buffer.from(number), cardContext(clientId));
        rest.numberPurgedAt = null;
      }
      const others = and(
        eq(clientCreditCards.clientId, clientId),
        existing ? ne(clientCreditCards.id, existing.id) : undefined,
      );
      if (rest.main === true) {
        // Saving a card as main clears the others, in the same transaction, through the record
        // service: each an update like any other (its rules, version, audit: who, when, main
        // true → false).
        await updateWhere(ctx, clientCreditCardsResource, and(others, eq(clientCreditCards.main, true))!, {
          main: false,
        });
      } else if (!existing && rest.main === undefined) {
        // A client's first card is the main one.
        const [other] = await tx
          .select({ id: clientCreditCards.id })
          .from(clientCreditCards)
          .where(others)
          .limit(1);
        rest.main = !other;
      }
      return rest;
    },
  },
});
