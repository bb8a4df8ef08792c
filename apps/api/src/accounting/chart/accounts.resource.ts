import { accounts } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';
import { oneOf, requiredCode, requiredText } from '../../engine/fields.ts';
import { conflict } from '../../http/problem.ts';

// The chart of accounts (issue 29.4): GET /api/accounts, POST; PATCH /{id}. The postings use the
// seeded accounts by their read-only systemKey; an account with journal lines cannot be deleted (409).
export const accountsResource = defineResource({
  type: 'Account',
  path: 'accounts',
  table: accounts,
  access: 'accounting',
  updateVerbs: ['PATCH'],
  writable: {
    code: requiredCode(/^[A-Z0-9.-]{1,16}$/, 'This value should be 1 to 16 letters, digits, . or -.'),
    name: requiredText(128),
    type: oneOf(['asset', 'liability', 'equity', 'income', 'expense'] as const),
  },
  required: ['code', 'name', 'type'],
  filters: { type: { kind: 'exact', path: 'type' }, systemKey: { kind: 'exact', path: 'systemKey' } },
  order: ['code', 'name', 'id'],
  defaultOrder: { code: 'asc', id: 'asc' },
  itemsPerPage: 100,
  hooks: {
    beforeDelete: async (row) => {
      if (row.systemKey) throw conflict('A system account (used by the postings) cannot be deleted.');
    },
  },
});
