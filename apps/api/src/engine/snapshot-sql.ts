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

// The object is the jsonb of a one-row sub-select whose column names are the keys: PostgreSQL
// builds it in one pass, whatever the number of columns. It was jsonb_build_object calls of at most
// 40 pairs (100 arguments) joined with ||, each || decoding and rewriting the object again: on 120
// trip items (bench/trip-items.ts's reorder) the one-pass form takes about two thirds of the time
// (docs/pending/perf24.md). Same JSON: to_jsonb of a record turns each column as
// jsonb_build_object turns an argument.
const buildObject = (pairs: [string, SQL][]) =>
  pairs.length === 0
    ? sql`'{}'::jsonb`
    : sql`(select to_jsonb(s) from (select ${sql.join(
        pairs.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
        sql`, `,
      )}) as s)`;

// The values of `keys` (property names of the resource's columns) of the row `alias`, as a jsonb
// object; the hidden ones left out.
export const columnsObjectSql = (resource: Resource, alias: string, keys = Object.keys(resource.columns)) => {
  const hidden = new Set(resource.hidden ?? []);
  return buildObject(
    keys.filter((key) => !hidden.has(key)).map((key) => [key, jsonValue(resource.columns[key]!, alias)]),
  );
};

// The snapshot of the row `alias` as the resource of its type: on a variant table, the object of
// all its columns less the keys its type hides (the shared hidden ones are never in it).
export const snapshotSql = (resource: Resource, alias: string) => {
  const whole = columnsObjectSql(resource, alias);
  const variants = resource.variants;
  if (!variants) return whole;
  const shared = new Set(resource.hidden ?? []);
  const discriminator = sql`${sql.identifier(alias)}.${sql.identifier(resource.columns[variants.key]!.name)}`;
  const whens = [...variants.byValue].map(([value, variant]) => {
    const own = (variant.hidden ?? []).filter((key) => !shared.has(key));
    return sql`when ${literal(value)} then ${literal(`{${own.join(',')}}`)}::text[]`;
  });
  return sql`${whole} - case ${discriminator} ${sql.join(whens, sql` `)} else '{}'::text[] end`;
};

// The audit entity of the row `alias`: the name of its type's resource.
export const entitySql = (resource: Resource, alias: string) => {
  const variants = resource.variants;
  if (!variants) return literal(resource.type);
  const discriminator = sql`${sql.identifier(alias)}.${sql.identifier(resource.columns[variants.key]!.name)}`;
  const whens = [...variants.byValue].map(
    ([value, variant]) => sql`when ${literal(value)} then ${literal(variant.type)}`,
  );
  return sql`case ${discriminator} ${sql.join(whens, sql` `)} else ${literal(resource.type)} end`;
};
