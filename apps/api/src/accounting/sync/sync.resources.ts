import { sql } from 'drizzle-orm';
import { accountingOutbox, accountingSyncLog } from '../../db/schema/index.ts';
import { defineReadOnlyResource } from '../../engine/define-resource.ts';
import { exactFilters } from '../../engine/exact-filters.ts';
import type { Row, Tx } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// What the sync log's rows show of the record they sent (from its outbox row, one query per page):
// its type, id and version, its number or reference and its contact.
const addRecordNames = async (tx: Tx, items: Row[]) => {
  const ids = items.map((item) =>
    Number(
      item.outboxId ??
        String(item.outbox ?? '')
          .split('/')
          .at(-1),
    ),
  );
  const valid = ids.filter((id) => Number.isInteger(id) && id > 0);
  const rows = valid.length
    ? await rowsOf<Record<string, string | number | null>>(
        tx,
        sql`select id, record_type, record_id, record_version,
              coalesce(payload->>'InvoiceNumber', payload->>'CreditNoteNumber', payload->>'Reference') as document,
              payload->'Contact'->>'Name' as contact
            from accounting_outbox where id = any(${`{${valid.join(',')}}`}::int[])`,
      )
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  items.forEach((item, i) => {
    const row = byId.get(ids[i]!);
    item.recordType = row?.record_type ?? null;
    item.recordId = row ? Number(row.record_id) : null;
    item.recordVersion = row ? Number(row.record_version) : null;
    item.document = row?.document ?? null;
    item.contact = row?.contact ?? null;
  });
};

// GET /api/accounting_outbox (status, recordType, recordId): what is queued for the accounting
// system and what became of it; written only by the postings (queueSync) and the sender.
export const accountingOutboxResource = defineReadOnlyResource({
  type: 'AccountingOutboxEntry',
  plural: 'AccountingOutboxEntries',
  path: 'accounting_outbox',
  table: accountingOutbox,
  access: 'accounting',
  filters: {
    ...exactFilters('status', 'recordType', 'recordId'),
  },
  order: ['id', 'createdAt', 'nextAttemptAt'],
  defaultOrder: { id: 'desc' },
});

// GET /api/accounting_sync_logs (outbox.id, outcome): every attempt to send, with the answer's
// status and external id or the error.
export const accountingSyncLogResource = defineReadOnlyResource({
  type: 'AccountingSyncLog',
  path: 'accounting_sync_logs',
  table: accountingSyncLog,
  access: 'accounting',
  relations: { outbox: { kind: 'one', target: 'AccountingOutboxEntry', fk: 'outboxId' } },
  filters: {
    ...exactFilters('outbox.id', 'outcome'),
  },
  order: ['id'],
  defaultOrder: { id: 'desc' },
  extraOutput: {
    recordType: { type: ['string', 'null'], description: 'The type of the record sent (its outbox row)' },
    recordId: { type: ['integer', 'null'] },
    recordVersion: { type: ['integer', 'null'] },
    document: { type: ['string', 'null'], description: 'Its number or reference' },
    contact: { type: ['string', 'null'], description: 'Its client or vendor' },
  },
  hooks: {
    afterList: (items, { tx }) => addRecordNames(tx, items),
    afterRead: (item, { tx }) => addRecordNames(tx, [item]),
  },
});
