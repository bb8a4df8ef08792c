import { accountingOutbox, accountingSyncLog } from '../../db/schema/index.ts';
import { defineResource } from '../../engine/define-resource.ts';

// GET /api/accounting_outbox (status, recordType, recordId): what is queued for the accounting
// system and what became of it; written only by the postings (queueSync) and the sender.
export const accountingOutboxResource = defineResource({
  type: 'AccountingOutboxEntry',
  plural: 'AccountingOutboxEntries',
  path: 'accounting_outbox',
  table: accountingOutbox,
  access: 'accounting',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  filters: {
    status: { kind: 'exact', path: 'status' },
    recordType: { kind: 'exact', path: 'recordType' },
    recordId: { kind: 'exact', path: 'recordId' },
  },
  order: ['id', 'createdAt', 'nextAttemptAt'],
  defaultOrder: { id: 'desc' },
});

// GET /api/accounting_sync_logs (outbox.id, outcome): every attempt to send, with the answer's
// status and external id or the error.
export const accountingSyncLogResource = defineResource({
  type: 'AccountingSyncLog',
  path: 'accounting_sync_logs',
  table: accountingSyncLog,
  access: 'accounting',
  updateVerbs: [],
  operations: ['list', 'get'],
  writable: {},
  relations: { outbox: { kind: 'one', target: 'AccountingOutboxEntry', fk: 'outboxId' } },
  filters: {
    'outbox.id': { kind: 'exact', path: 'outbox.id' },
    outcome: { kind: 'exact', path: 'outcome' },
  },
  order: ['id'],
  defaultOrder: { id: 'desc' },
});
