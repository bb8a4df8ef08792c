import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resourcesOf } from '../engine/domain-module.ts';
import type { Row } from '../engine/types.ts';
import { modules } from '../modules.ts';

// Issue 24: the record service is the only writer, so every committed change of a record has its
// audit row, written in the same transaction. The test harness checks it over the whole API suite:
// row triggers on the resources' tables note (table, id, transaction) of each change; audit_log's
// trigger notes (entity, id, transaction) of each audit row; when the test app closes, every
// change of a checked transaction must have an audit row of its record (under the name of the
// table's resource or one of its types) in that same transaction.
//
// Checked transactions: those the app opened (its db.transaction, marked below) and any other
// that wrote an audit row. Fixtures that tests write straight into tables, outside the app's
// transactions and without audit rows, are not checked.
// Not noted: changes made by triggers (pg_trigger_depth() > 1: a vendor's service flags kept by
// triggers) and updates that change nothing. Not required: the rows a foreign key deletes or
// clears (on delete cascade / set null) with a parent row deleted in the same transaction: the
// parent's delete is their change (PostgreSQL fires their triggers at the outer statement's depth,
// so they are told apart by their foreign key, read from the catalog).

// Tables of resources whose rows are not records with a history: logs written by the system (the
// e-mail log, the accounting outbox and its sync log).
// Everything that is no resource's table (sessions, refresh tokens, join tables written as a
// record's links, counters, the vault's keys, rate limits, audit_log itself) has no trigger.
export const uncheckedTables = new Set(['email_logs', 'accounting_outbox', 'accounting_sync_log']);

const entitiesByTable = () => {
  const out = new Map<string, Set<string>>();
  // The app's resources, as the modules list them (a test's own probe resources are not checked).
  for (const resource of resourcesOf(modules)) {
    const table = getTableName(resource.table);
    const names = out.get(table) ?? new Set<string>();
    names.add(resource.type);
    for (const variant of resource.variants?.byValue.values() ?? []) names.add(variant.type);
    out.set(table, names);
  }
  for (const table of uncheckedTables) out.delete(table);
  return out;
};

// Three statements (PGlite runs one per query): the side table, the trigger function, a block
// that puts the trigger on every checked table.
const setup = (tables: string[]) => [
  sql.raw(`create table audit_check_writes (
    tbl text not null, entity text, id bigint, txid bigint not null, app boolean not null, op text not null, old jsonb)`),
  sql.raw(`create function audit_check_note() returns trigger language plpgsql as $$
  declare
    r jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  begin
    if pg_trigger_depth() > 1 then return null; end if;
    if tg_op = 'UPDATE' and to_jsonb(new) = to_jsonb(old) then return null; end if;
    insert into audit_check_writes values (tg_table_name,
      case when tg_table_name = 'audit_log' then r->>'entity' end,
      case when tg_table_name = 'audit_log' then (r->>'entity_id')::bigint else (r->>'id')::bigint end,
      txid_current(), coalesce(current_setting('audit_check.app', true), '') = '1', tg_op,
      case when tg_op <> 'INSERT' then to_jsonb(old) end);
    return null;
  end $$`),
  sql.raw(`do $$ declare t text; begin
    foreach t in array array[${['audit_log', ...tables].map((t) => `'${t}'`).join(', ')}] loop
      -- A table a test declares a resource for before making it (one more vendor kind) has none yet.
      if to_regclass(t) is not null then
        execute format('create trigger audit_check after insert or update or delete on %I '
          'for each row execute function audit_check_note()', t);
      end if;
    end loop;
  end $$`),
];

type Noted = {
  tbl: string;
  entity: string | null;
  id: string;
  txid: string;
  app: boolean;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  old: Row | null;
};
// Single-column foreign keys that delete or clear the child rows with their parent.
type Follower = { child: string; col: string; parent: string };
const followersSql = sql`
  select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent
  from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  where c.contype = 'f' and c.confdeltype in ('c', 'n') and cardinality(c.conkey) = 1`;

// Installs the triggers and marks the app's transactions; answers the check to run at close.
export const installAuditCheck = async (db: Db) => {
  const entities = entitiesByTable();
  for (const statement of setup([...entities.keys()])) await db.execute(statement);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit_check.app', '1', true)`);
      return work(tx);
    }, config)) as Db['transaction'];
  return async () => {
    const { rows } = await db.execute<Noted>(sql`select * from audit_check_writes`);
    const followers = (await db.execute<Follower>(followersSql)).rows;
    // Rows deleted in each transaction (table:id), parents of what their foreign keys took along.
    const deletedIn = new Set<string>();
    for (const r of rows) if (r.op === 'DELETE') deletedIn.add(`${r.txid}:${r.tbl}:${r.id}`);
    const followsParent = (r: Noted) =>
      r.old !== null &&
      followers.some(
        (f) =>
          f.child === r.tbl &&
          r.old![f.col] != null &&
          deletedIn.has(`${r.txid}:${f.parent}:${r.old![f.col]}`),
      );
    const audited = new Set<string>();
    const checked = new Set<string>();
    for (const r of rows) {
      if (r.app) checked.add(String(r.txid));
      if (r.tbl !== 'audit_log') continue;
      checked.add(String(r.txid));
      audited.add(`${r.txid}:${r.entity}:${r.id}`);
    }
    // What each transaction did audit, to tell which write forgot the rest.
    const auditedIn = new Map<string, Set<string>>();
    for (const r of rows)
      if (r.tbl === 'audit_log')
        auditedIn.set(String(r.txid), (auditedIn.get(String(r.txid)) ?? new Set()).add(`${r.entity}`));
    // Resources a test file defined after the app started (probes over an existing table).
    const named = entitiesByTable();
    const known = new Set([...named.values()].flatMap((names) => [...names]));
    const missing = new Map<string, string[]>();
    for (const r of rows) {
      if (r.tbl === 'audit_log' || !checked.has(String(r.txid))) continue;
      // A test's probe resource over an existing table audits under a name no module has.
      const probes = [...(auditedIn.get(String(r.txid)) ?? [])].filter((name) => !known.has(name));
      const names = [...(named.get(r.tbl) ?? []), ...probes];
      if (names.some((name) => audited.has(`${r.txid}:${name}:${r.id}`)) || followsParent(r)) continue;
      const beside = [...(auditedIn.get(String(r.txid)) ?? [])].join(' ') || 'nothing';
      const key = `${r.tbl} (in a write that audited ${beside})`;
      missing.set(key, [...(missing.get(key) ?? []), r.id]);
    }
    return [...missing].map(([key, ids]) => `${key}: ids ${[...new Set(ids)].join(' ')}`);
  };
};
