import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// The records of a client whose changes belong in its log: their audit rows are found by the
// `clientId` of their snapshot (index audit_log_client_idx). A resource holding a client id adds
// itself with `registerClientLogEntity` and is in every client's log from then on.
export type ClientLogEntity = { noun: string; label: (snapshot: Record<string, unknown>) => string };
const entities = new Map<string, ClientLogEntity>();

export const registerClientLogEntity = (type: string, entity: ClientLogEntity) => {
  entities.set(type, entity);
};
export const clientLogEntity = (type: string) => entities.get(type);

export type ClientLogRow = {
  source: 'log' | 'audit' | 'email';
  id: string;
  kind: string;
  message: string | null;
  snapshot: Record<string, unknown> | null;
  // The audit row's before, for the values a sentence quotes (a status move).
  prior: Record<string, unknown> | null;
  entity: string | null;
  action: string | null;
  changed: string[] | null;
  actor_id: number | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_email: string | null;
  at: string | Date;
};

const auditOfClient = (clientId: number): SQL =>
  sql`((entity = 'Client' and entity_id = ${clientId})
    or (${childTypes()} and coalesce(after->>'clientId', before->>'clientId') = ${String(clientId)}))`;

const childTypes = () => {
  const types = [...entities.keys()];
  return types.length
    ? sql`entity in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql`false`;
};

// The three sources as one list of entries, each source with its own condition.
const entries = (where: { log: SQL; audit: SQL; email: SQL }) => sql`
    select e.source, e.id::text as id, e.kind, e.message, e.snapshot, e.prior, e.entity, e.action, e.changed,
      e.actor_id, u.first_name as actor_first, u.last_name as actor_last, u.email as actor_email, e.at
    from (
      select 'log' as source, id::bigint as id, kind, message, null::jsonb as snapshot, null::jsonb as prior,
        null::varchar as entity, null::varchar as action, null::text[] as changed, actor_id, at
      from client_logs where ${where.log}
      union all
      select 'audit', id, 'change', null, coalesce(after, before), before, entity, action, changed_fields, actor_id, at
      from audit_log where ${where.audit}
      union all
      select 'email', id, 'email', null,
        jsonb_build_object('subject', subject, 'status', status, 'recipient', recipient), null, null, status,
        null, sent_by, sent_at
      from email_logs where ${where.email}
    ) e
    left join users u on u.id = e.actor_id`;

// One entry by its id (log-12, audit-40, email-3), if it belongs to a client's log.
export const clientLogEntry = async (db: Db, source: string, id: number) => {
  const none = sql`false`;
  const { rows } = await db.execute<ClientLogRow>(
    entries({
      log: source === 'log' ? sql`id = ${id}` : none,
      audit:
        source === 'audit'
          ? sql`id = ${id} and (entity = 'Client' or (${childTypes()} and coalesce(after->>'clientId', before->>'clientId') is not null))`
          : none,
      email: source === 'email' ? sql`id = ${id} and client_id is not null` : none,
    }),
  );
  return rows[0];
};

// One page of the merged log, newest first, and its total: the client's own log rows, the audit
// rows of the client and its records, and the e-mails sent to it, in one UNION ALL ordered and
// cut by the database.
export const clientLogPage = async (db: Db, clientId: number, limit: number, offset: number) => {
  const page = db.execute<ClientLogRow>(sql`
    ${entries({
      log: sql`client_id = ${clientId}`,
      audit: auditOfClient(clientId),
      email: sql`client_id = ${clientId}`,
    })}
    order by e.at desc, e.source, e.id desc
    limit ${limit} offset ${offset}`);
  const total = db.execute<{ n: string | number }>(sql`
    select (select count(*) from client_logs where client_id = ${clientId})
      + (select count(*) from audit_log where ${auditOfClient(clientId)})
      + (select count(*) from email_logs where client_id = ${clientId}) as n`);
  const [{ rows }, counted] = await Promise.all([page, total]);
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
};
