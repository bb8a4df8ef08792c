import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/problem.ts';
import { rowsOf } from '../money.ts';
import { accountingRequest, type SyncRecordType, xeroEndpoints } from './outbox.ts';

// The drift report (issue 29.5): our documents, which the journal posted, against what the
// accounting system holds for them. For each document of the period (the latest version of each
// in the outbox), our side is the record as it stands (total, currency, state); their side is the
// external record the latest sent version created (supplier commissions and their receipts
// included), read back in batches with Xero's
// `GET /{Invoices|CreditNotes|BankTransactions}?IDs=a,b,c`. Differences: `missing` (never sent,
// or the other side does not know the external id), `amount` (their Total is not our total),
// `status` (their Status is not one our state allows), `currency`.
export type DriftKind = 'missing' | 'amount' | 'status' | 'currency';
export type DriftDifference = {
  recordType: SyncRecordType;
  recordId: number;
  document: string | null;
  contact: string | null;
  outbox: string;
  externalId: string | null;
  kind: DriftKind;
  ours: string | null;
  theirs: string | null;
  message: string;
};

// At most this many documents per report (the newest first); `truncated` says when there were more.
export const driftLimit = 1000;
const batch = 50;

type Row = {
  outbox_id: number;
  record_type: SyncRecordType;
  record_id: number;
  outbox_status: string;
  document: string | null;
  contact: string | null;
  external_id: string | null;
  amount: string | null;
  currency: string | null;
  state: string | null;
};

const cents = (value: unknown) => Math.round(Number(value) * 100);

// The statuses the other side may show for our record's state. A credited invoice stays
// AUTHORISED there (its credit note carries the reversal, as in Xero); payments applied there
// may make a document PAID.
const acceptedStatuses = (row: Row): string[] => {
  switch (row.record_type) {
    case 'invoice':
    case 'credit_note':
      return ['AUTHORISED', 'PAID'];
    case 'supplier_bill':
      return row.state === 'void' ? ['VOIDED'] : ['AUTHORISED', 'PAID'];
    case 'supplier_payment':
      return row.state === null ? ['DELETED'] : ['AUTHORISED'];
    case 'receipt':
      return row.state === 'paid' ? ['AUTHORISED'] : ['DELETED'];
    // A commission written off or deleted is void there; received, paid there once applied.
    case 'supplier_commission':
      return row.state === null || row.state === 'written_off' ? ['VOIDED'] : ['AUTHORISED', 'PAID'];
    case 'commission_receipt':
      return row.state === 'received' ? ['AUTHORISED'] : ['DELETED'];
  }
};
// Whether our record still holds money the other side should show (not deleted, refunded, void).
const live = (row: Row) => acceptedStatuses(row).includes('AUTHORISED');

type External = { Status?: unknown; Total?: unknown; CurrencyCode?: unknown };

// Reads the external records of one endpoint by id, in batches. A failure of the other side is a
// 502 naming it: a report made of what could be read would show drift that is not there.
const readExternal = async (baseUrl: string, path: string, idField: string, ids: string[]) => {
  const found = new Map<string, External>();
  for (let i = 0; i < ids.length; i += batch) {
    const query = `IDs=${encodeURIComponent(ids.slice(i, i + batch).join(','))}`;
    let body: Record<string, Record<string, unknown>[] | undefined>;
    try {
      const res = await accountingRequest(baseUrl, `${path}?${query}`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = (await res.json()) as typeof body;
    } catch (err) {
      throw new ApiError(
        502,
        `The accounting system did not answer the drift report's read of ${path}: ${err instanceof Error ? err.message : String(err)}.`,
      );
    }
    for (const doc of body[path] ?? []) {
      const id = doc[idField];
      if (typeof id === 'string' || typeof id === 'number') found.set(String(id), doc);
    }
  }
  return found;
};

export const syncDrift = async (db: Db, baseUrl: string, from: string, to: string) => {
  const rows = await rowsOf<Row>(
    db,
    sql`
      with latest as (
        select distinct on (record_type, record_id) id, record_type, record_id, status, payload
        from accounting_outbox
        where (payload->>'Date')::date between ${from}::date and ${to}::date
        order by record_type, record_id, record_version desc
      ),
      page as (select * from latest order by id desc limit ${driftLimit + 1})
      select l.id as outbox_id, l.record_type, l.record_id, l.status as outbox_status,
        coalesce(l.payload->>'InvoiceNumber', l.payload->>'CreditNoteNumber', l.payload->>'Reference') as document,
        l.payload->'Contact'->>'Name' as contact,
        (select o.external_id from accounting_outbox o
          where o.record_type = l.record_type and o.record_id = l.record_id and o.status = 'sent' and o.external_id is not null
          order by o.record_version desc limit 1) as external_id,
        coalesce(ci.amount, b.amount, sp.amount, p.amount, sc.amount)::text as amount,
        coalesce(ci.currency, b.currency, sp.currency, p.currency, sc.currency) as currency,
        coalesce(ci.status, b.status, case when sp.id is not null then 'recorded' end, p.status, sc.status) as state
      from page l
      left join client_invoices ci on l.record_type in ('invoice', 'credit_note') and ci.id = l.record_id
      left join supplier_bills b on l.record_type = 'supplier_bill' and b.id = l.record_id
      left join supplier_payments sp on l.record_type = 'supplier_payment' and sp.id = l.record_id
      left join payments p on l.record_type = 'receipt' and p.id = l.record_id
      left join supplier_commissions sc
        on l.record_type in ('supplier_commission', 'commission_receipt') and sc.id = l.record_id
      order by l.id desc`,
  );
  const truncated = rows.length > driftLimit;
  const checked = rows.slice(0, driftLimit);

  const external = new Map<string, External>();
  const byPath = new Map<string, { idField: string; ids: string[] }>();
  for (const row of checked) {
    if (!row.external_id) continue;
    const { path, idField } = xeroEndpoints[row.record_type];
    const entry = byPath.get(path) ?? { idField, ids: [] };
    entry.ids.push(row.external_id);
    byPath.set(path, entry);
  }
  for (const [path, { idField, ids }] of byPath)
    for (const [id, doc] of await readExternal(baseUrl, path, idField, ids))
      external.set(`${path}/${id}`, doc);

  const differences: DriftDifference[] = [];
  for (const row of checked) {
    const base = {
      recordType: row.record_type,
      recordId: Number(row.record_id),
      document: row.document,
      contact: row.contact,
      outbox: `/api/accounting_outbox/${row.outbox_id}`,
      externalId: row.external_id,
    };
    if (!row.external_id) {
      // Nothing to compare with: a record whose last word is a delete was never there either.
      if (!live(row) && row.outbox_status !== 'failed') continue;
      differences.push({
        ...base,
        kind: 'missing',
        ours: row.amount,
        theirs: null,
        message:
          row.outbox_status === 'failed'
            ? 'Not in the accounting system: sending failed, resend it.'
            : 'Not in the accounting system yet: waiting to be sent.',
      });
      continue;
    }
    const doc = external.get(`${xeroEndpoints[row.record_type].path}/${row.external_id}`);
    if (!doc) {
      differences.push({
        ...base,
        kind: 'missing',
        ours: row.amount,
        theirs: null,
        message: 'The accounting system does not hold this record any more.',
      });
      continue;
    }
    const statuses = acceptedStatuses(row);
    const theirStatus = typeof doc.Status === 'string' ? doc.Status : null;
    if (!theirStatus || !statuses.includes(theirStatus))
      differences.push({
        ...base,
        kind: 'status',
        ours: statuses[0]!,
        theirs: theirStatus,
        message: `Status there is ${theirStatus ?? 'unknown'}, ${statuses[0]} expected.`,
      });
    if (!live(row) || row.amount === null) continue;
    if (doc.CurrencyCode !== undefined && String(doc.CurrencyCode) !== row.currency)
      differences.push({
        ...base,
        kind: 'currency',
        ours: row.currency,
        theirs: String(doc.CurrencyCode),
        message: `Currency there is ${String(doc.CurrencyCode)}, ${row.currency} here.`,
      });
    else if (cents(doc.Total) !== cents(row.amount))
      differences.push({
        ...base,
        kind: 'amount',
        ours: row.amount,
        theirs: doc.Total === undefined ? null : String(doc.Total),
        message: `Total there is ${doc.Total === undefined ? 'unknown' : String(doc.Total)}, ${row.amount} here.`,
      });
  }
  return { from, to, checked: checked.length, truncated, differences };
};
