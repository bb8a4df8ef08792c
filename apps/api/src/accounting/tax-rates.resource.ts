import * as v from 'valibot';
import { taxRates } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { bool, requiredCode, requiredText } from '../engine/fields.ts';

// The tax table (issue 29.1), a Settings-style list kept by the accountant: GET, POST
// /api/tax_rates; PATCH, DELETE /{id}. A rate used by an invoice line cannot be deleted (409):
// set it inactive instead.
export const taxRatesResource = defineResource({
  type: 'TaxRate',
  path: 'tax_rates',
  table: taxRates,
  access: 'accounting',
  updateVerbs: ['PATCH'],
  writable: {
    code: requiredCode(/^[A-Z0-9_-]{1,16}$/, 'This value should be 1 to 16 letters, digits, - or _.'),
    name: requiredText(64),
    percent: v.pipe(
      v.union([v.string(), v.number()], 'This value should be a number.'),
      v.transform((x) => String(x).trim()),
      v.regex(/^\d{1,3}(\.\d{1,3})?$/, 'This value should be a percentage with at most three decimals.'),
      v.check((x) => Number(x) <= 100, 'This value should be 100 or less.'),
    ),
    active: bool(),
  },
  required: ['code', 'name', 'percent'],
  filters: { active: { kind: 'boolean', path: 'active' }, code: { kind: 'exact', path: 'code' } },
  order: ['code', 'name', 'percent', 'id'],
  defaultOrder: { code: 'asc', id: 'asc' },
});
