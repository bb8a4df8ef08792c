import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource, Row, Tx } from './types.ts';

// A value as the column's driver form (dates to strings and so on), as drizzle would send it.
const toDriver = (column: PgColumn, value: unknown) =>
  value == null ? null : (column.mapToDriverValue(value as never) as unknown);

// Many rows updated at once (an import's batch): one UPDATE … FROM json_to_recordset per set of
// changed columns, with the engine's version bump and audit columns. The rows travel as one JSON
// parameter expanded by the server, not as thousands of parameters. Answers the new rows by id.
export const updateRows = async (
  tx: Tx,
  resource: Resource,
  actorId: number,
  rows: { id: number; values: Row }[],
): Promise<Map<number, Row>> => {
  const out = new Map<number, Row>();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = Object.keys(r.values)
      .filter((k) => k in resource.columns)
      .sort()
      .join(',');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const keyOfColumn = new Map(Object.entries(resource.columns).map(([key, col]) => [col.name, key]));
  const table = getTableName(resource.table);
  const stamp = resource.versionColumn
    ? [
        sql`${sql.identifier(resource.columns.updatedBy!.name)} = ${actorId}`,
        sql`${sql.identifier(resource.columns.updatedAt!.name)} = now()`,
        sql`${sql.identifier(resource.versionColumn.name)} = t.${sql.identifier(resource.versionColumn.name)} + 1`,
      ]
    : [];
  for (const [signature, group] of groups) {
    const keys = signature ? signature.split(',') : [];
    const cols = keys.map((k) => resource.columns[k]!);
    const assignments = [
      ...cols.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
      ...stamp,
    ];
    if (assignments.length === 0) continue;
    const records = JSON.stringify(
      group.map((r) =>
        Object.fromEntries([['id', r.id], ...cols.map((c, i) => [c.name, toDriver(c, r.values[keys[i]!])])]),
      ),
    );
    const columns = sql.join(
      [sql`id int`, ...cols.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`)],
      sql`, `,
    );
    const result = await tx.execute<Record<string, unknown>>(sql`
      update ${sql.identifier(table)} as t set ${sql.join(assignments, sql`, `)}
      from json_to_recordset(${records}::json) as v(${columns})
      where t.id = v.id returning t.*`);
    for (const raw of result.rows) {
      const row: Row = {};
      for (const [name, value] of Object.entries(raw)) {
        const key = keyOfColumn.get(name);
        if (key) row[key] = value == null ? null : resource.columns[key]!.mapFromDriverValue(value as never);
      }
      out.set(row.id as number, row);
    }
  }
  return out;
};
