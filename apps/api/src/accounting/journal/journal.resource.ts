import { eq, inArray } from 'drizzle-orm';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';
import { toOne } from '../../engine/relations.ts';
import type { Row, Tx } from '../../engine/types.ts';

const linesOf = async (tx: Tx, items: Row[]) => {
  const ids = items.map((i) => Number(i.id));
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      entryId: journalLines.entryId,
      accountId: journalLines.accountId,
      code: accounts.code,
      currency: journalLines.currency,
      debit: journalLines.debit,
      credit: journalLines.credit,
      rate: journalLines.rate,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(inArray(journalLines.entryId, ids))
    .orderBy(journalLines.id);
  for (const item of items) {
    item.lines = rows
      .filter((r) => r.entryId === Number(item.id))
      .map((r) => ({
        account: `/api/accounts/${r.accountId}`,
        accountCode: r.code,
        currency: r.currency,
        debit: r.debit,
        credit: r.credit,
        rate: r.rate,
      }));
  }
};

// The journal, read-only (issue 29.4): GET /api/ledger_entries (/api/journal_entries is the
// website's journal, content/content-kinds.ts) with filters trip.id, client.id,
// clientInvoice.id, paymentId, supplierBill.id, supplierPaymentId, supplierCommissionId, kind,
// date; each entry with its lines. Entries are only ever posted by the
// accounting operations and never changed (the database refuses it); a correction is a reversing
// entry (`reverses`).
export const journalEntriesResource = defineReadOnlyResource({
  type: 'LedgerEntry',
  plural: 'LedgerEntries',
  path: 'ledger_entries',
  table: journalEntries,
  access: 'accounting',
  relations: {
    ...toOne({
      trip: 'Trip',
      client: 'Client',
      clientInvoice: 'ClientInvoice',
      reverses: 'LedgerEntry',
      supplierBill: 'SupplierBill',
    }),
  },
  filters: {
    ...exactFilters(
      'trip.id',
      'client.id',
      'clientInvoice.id',
      'paymentId',
      'supplierBill.id',
      'supplierPaymentId',
      'supplierCommissionId',
      'kind',
    ),
    date: { kind: 'date', path: 'date' },
  },
  order: ['date', 'id'],
  defaultOrder: { date: 'desc', id: 'desc' },
  extraOutput: {
    lines: {
      type: 'array',
      description:
        'The lines: account (IRI), accountCode, currency, debit, credit, rate (units per US dollar).',
      items: { type: 'object' },
    },
  },
  hooks: {
    afterList: (items, { tx }) => linesOf(tx, items),
    afterRead: (item, { tx }) => linesOf(tx, [item]),
  },
});
