import * as v from 'valibot';
import { currencies } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { decimal, optionalText, requiredCode, requiredText } from '../engine/fields.ts';

export const currenciesResource = defineResource({
  type: 'Currency',
  plural: 'Currencies',
  path: 'currencies',
  table: currencies,
  access: 'reference',
  // calls.md 7.1: currencies are edited with PUT.
  updateVerbs: ['PUT'],
  writable: {
    iso: requiredCode(/^[A-Z]{3}$/, 'This value is not a valid ISO 4217 currency code.'),
    name: requiredText(255),
    symbol: optionalText(16),
    // Units of the currency for one US dollar; product.md §9 converts with it, rounding to an integer.
    rate: v.pipe(
      decimal({ min: 0 }),
      v.check((x) => x === null || Number(x) > 0, 'This value should be positive.'),
    ),
  },
  required: ['iso', 'name', 'rate'],
  filters: {
    iso: { kind: 'exact', path: 'iso' },
    name: { kind: 'partial', path: 'name' },
  },
  order: ['iso', 'name', 'id'],
  defaultOrder: { iso: 'asc' },
  clientPagination: true,
});
