import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getResource } from '../engine/define-resource.ts';
import type { ManyThrough, Resource, Row, Tx } from '../engine/types.ts';

// The columns of a spreadsheet export, derived from the resource declaration so that an import
// accepts its own export back: `id`, every writable field, every writable relation (to-one as the
// target's id, many-to-many as "3, 7"), and for to-one targets with a name a read-only
// "<relation> (name)" column that helps people and that imports ignore.
export type ExchangeColumn =
  | { kind: 'id'; header: 'id' }
  | { kind: 'field'; header: string; column: PgColumn }
  | { kind: 'one'; header: string; fk: string; target: Resource }
  | { kind: 'many'; header: string; relation: ManyThrough; target: Resource }
  | { kind: 'label'; header: string; fk: string; target: Resource };

export const labelHeader = (relation: string) => `${relation} (name)`;
export const isLabelHeader = (header: string) => header.endsWith(' (name)');

export const exchangeColumns = (resource: Resource): ExchangeColumn[] => {
  const columns: ExchangeColumn[] = [{ kind: 'id', header: 'id' }];
  const labels: ExchangeColumn[] = [];
  for (const key of Object.keys(resource.writable)) {
    const column = resource.columns[key];
    if (column) columns.push({ kind: 'field', header: key, column });
  }
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind === 'one' && !relation.readOnly) {
      const target = getResource(relation.target);
      columns.push({ kind: 'one', header: name, fk: relation.fk, target });
      if (target.columns.name)
        labels.push({ kind: 'label', header: labelHeader(name), fk: relation.fk, target });
    } else if (relation.kind === 'manyThrough' && !relation.readOnly) {
      columns.push({ kind: 'many', header: name, relation, target: getResource(relation.target) });
    }
  }
  return [...columns, ...labels];
};

const columnsOf = (table: unknown) => table as Record<string, PgColumn>;

// What one page of rows needs besides its own columns: the names behind to-one ids and the
// many-to-many ids, one query per relation for the whole page (never per row).
export const loadPageExtras = async (tx: Tx, columns: ExchangeColumn[], rows: Row[]) => {
  const labels = new Map<string, Map<number, string>>();
  const links = new Map<string, Map<number, number[]>>();
  const ids = rows.map((r) => r.id as number);
  for (const col of columns) {
    if (col.kind === 'label') {
      const targetIds = [...new Set(rows.map((r) => r[col.fk]).filter((x): x is number => x != null))];
      const names = new Map<number, string>();
      if (targetIds.length) {
        const found = await tx
          .select({ id: col.target.idColumn, name: col.target.columns.name! })
          .from(col.target.table)
          .where(inArray(col.target.idColumn, targetIds));
        for (const f of found) names.set(f.id as number, String(f.name ?? ''));
      }
      labels.set(col.header, names);
    } else if (col.kind === 'many' && ids.length) {
      const join = columnsOf(col.relation.through);
      const source = join[col.relation.sourceKey]!;
      const target = join[col.relation.targetKey]!;
      const found = await tx
        .select({ source, target })
        .from(col.relation.through)
        .where(inArray(source, ids))
        .orderBy(source, target);
      const byRow = new Map<number, number[]>();
      for (const f of found) {
        const list = byRow.get(f.source as number) ?? [];
        list.push(f.target as number);
        byRow.set(f.source as number, list);
      }
      links.set(col.header, byRow);
    }
  }
  return { labels, links };
};
