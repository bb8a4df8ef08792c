import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../money.ts';
import { accountingRequest, type SyncRecordType, xeroEndpoints } from './outbox.ts';

// Retries: the delay doubles from 30 s up to an hour; after 8 failed attempts in a row the row is
// `failed` and waits for a resend (POST /api/accounting/outbox/{id}/resend).
export const maxAttempts = 8;
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

type OutboxRow = {
  id: number;
  record_type: SyncRecordType;
  idempotency_key: string;
  payload: unknown;
  attempts: number;
};

type Outcome =
  | { ok: true; status: number; externalId: string | null }
  | { ok: false; status: number | null; error: string };

// One POST to the Xero-shaped endpoint of the record's type, with its idempotency key.
const post = async (baseUrl: string, row: OutboxRow): Promise<Outcome> => {
  const { path, idField } = xeroEndpoints[row.record_type];
  try {
    const res = await accountingRequest(baseUrl, path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'Idempotency-Key': row.idempotency_key,
      },
      body: JSON.stringify({ [path]: [row.payload] }),
    });
    const text = await res.text();
    if (!res.ok) return { ok: false, status: res.status, error: `HTTP ${res.status}: ${text.slice(0, 500)}` };
    let externalId: string | null = null;
    try {
      const body = JSON.parse(text) as Record<string, Record<string, unknown>[] | undefined>;
      const value = body[path]?.[0]?.[idField];
      externalId =
        typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 128) : null;
    } catch {
      externalId = null;
    }
    return { ok: true, status: res.status, externalId };
  } catch (err) {
    return { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
  }
};

// Sends the outbox rows that are due (pending, next attempt passed; or only `ids`), one at a time,
// each in its own transaction that holds the row locked (`for update skip locked`) while it is
// sent: two processes syncing at once never send the same row together, and a row sent is marked
// in the same transaction as its log line. Stops after `limit` rows or once `deadlineMs` has
// passed (what is left waits for the next run). Answers how many were sent and how many failed.
export const sendDue = async (
  db: Db,
  baseUrl: string,
  opts: { ids?: number[]; limit?: number; deadlineMs?: number } = {},
) => {
  let sent = 0;
  let failed = 0;
  const limit = opts.limit ?? 200;
  const stopAt = Date.now() + (opts.deadlineMs ?? 4 * 60_000);
  const only = opts.ids ? sql`and id = any(${`{${opts.ids.join(',')}}`}::int[])` : sql``;
  for (let n = 0; n < limit && Date.now() < stopAt; n++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await rowsOf<OutboxRow>(
        tx,
        sql`select id, record_type, idempotency_key, payload, attempts from accounting_outbox
            where status = 'pending' and next_attempt_at <= now() ${only}
            order by next_attempt_at, id limit 1 for update skip locked`,
      );
      if (!row) return false;
      const started = Date.now();
      const outcome = await post(baseUrl, row);
      const [{ n: attempt } = { n: 1 }] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int + 1 as n from accounting_sync_log where outbox_id = ${row.id}`,
      );
      const attempts = row.attempts + 1;
      if (outcome.ok) {
        sent++;
        await tx.execute(sql`update accounting_outbox set status = 'sent', attempts = ${attempts},
          external_id = ${outcome.externalId}, last_error = null, sent_at = now() where id = ${row.id}`);
      } else {
        failed++;
        await tx.execute(sql`update accounting_outbox set attempts = ${attempts}, last_error = ${outcome.error},
          status = ${attempts >= maxAttempts ? 'failed' : 'pending'},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}) where id = ${row.id}`);
      }
      await tx.execute(sql`insert into accounting_sync_log (outbox_id, attempt, outcome, http_status, external_id, error, duration_ms)
        values (${row.id}, ${attempt}, ${outcome.ok ? 'success' : 'error'}, ${outcome.status},
          ${outcome.ok ? outcome.externalId : null}, ${outcome.ok ? null : outcome.error}, ${Date.now() - started})`);
      return true;
    });
    if (!done) break;
  }
  return { sent, failed };
};
