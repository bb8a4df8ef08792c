import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from './types.ts';

// The audit snapshot of a row built by the database (set-based writes audit many rows in the
// statement that writes them, without reading them into JS): the same JSON as audit.ts's snapshot
// of the row the driver answers, so the history, the change feed and the audit_log indexes read
// both alike. Each column as the driver gives it to JS and JSON.stringify writes it: dates as ISO
// strings in UTC with milliseconds, the columns read as strings (numeric, time, local timestamps)
// in PostgreSQL's text form, JSON as it is.

// Names and values the code declares (property names, types), written into the statement as
// literals: the statement's text is then the same for every call.
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const jsonValue = (column: PgColumn, alias: string): SQL => {
  const ref = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
  const iso = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
  switch (column.dataType) {
    case 'date':
      // timestamptz as UTC; a timestamp or date without zone is read as UTC by the driver.
      return column.columnType === 'PgTimestamp' &&
        (column as PgColumn & { withTimezone?: boolean }).withTimezone
        ? sql`to_char(${ref} at time zone 'UTC', ${sql.raw(iso)})`
        : sql`to_char(${ref}, ${sql.raw(iso)})`;
    case 'string':
    case 'custom':
      return sql`${ref}::text`;
    case 'number':
    case 'boolean':
    case 'json':
    case 'array':
      return ref;
    default:
      // A bigint column (JSON.stringify refuses it) or a type this table does not use yet.
      throw new Error(`No SQL snapshot for ${column.name} (${column.columnType})`);
  }
};

// jsonb_build_object takes at most 100 arguments: 40 columns a call, joined with ||.
const buildObject = (pairs: [string, SQL][]) => {
  const calls: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 40) {
    const args = pairs.slice(i, i + 40).flatMap(([key, value]) => [literal(key), value]);
    calls.push(sql`jsonb_build_object(${sql.join(args, sql`, `)})`);
  }
  return sql.join(calls, sql` || `);
};

// The values of `keys` (property names of the resource's columns) of the row `alias`, as a jsonb
// object; the hidden ones left out.
export const columnsObjectSql = (resource: Resource, alias: string, keys = Object.keys(resource.columns)) => {
  const hidden = new Set(resource.hidden ?? []);
  return buildObject(
    keys.filter((key) => !hidden.has(key)).map((key) => [key, jsonValue(resource.columns[key]!, alias)]),
  );
};

// The variants' own hidden columns (another type's columns), removed per row by its type.
const variantCase = <V>(resource: Resource, alias: string, pick: (variant: Resource) => V, fallback: V) => {
  const variants = resource.variants;
  if (!variants) return undefined;
  const discriminator = sql`${sql.identifier(alias)}.${sql.identifier(resource.columns[variants.key]!.name)}`;
  const whens = [...variants.byValue].map(
    ([value, variant]) => sql`when ${literal(value)} then ${pick(variant)}`,
  );
  return sql`case ${discriminator} ${sql.join(whens, sql` `)} else ${fallback} end`;
};

// The snapshot of the row `alias` as the resource of its type.
export const snapshotSql = (resource: Resource, alias: string) => {
  const whole = columnsObjectSql(resource, alias);
  const shared = new Set(resource.hidden ?? []);
  const removed = variantCase(
    resource,
    alias,
    (variant) =>
      sql`${literal(`{${(variant.hidden ?? []).filter((key) => !shared.has(key)).join(',')}}`)}::text[]`,
    sql`'{}'::text[]`,
  );
  return removed ? sql`(${whole}) - ${removed}` : whole;
};

// The audit entity of the row `alias`: the name of its type's resource.
export const entitySql = (resource: Resource, alias: string) =>
  variantCase(resource, alias, (variant) => literal(variant.type), literal(resource.type)) ??
  literal(resource.type);
