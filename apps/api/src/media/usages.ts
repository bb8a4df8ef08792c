import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { allResources } from '../engine/define-resource.ts';
import type { Tx } from '../engine/types.ts';

// "Where is this image used", read from the database's own catalogue: every foreign key that
// references image_srcs (one column), whatever domain added its table, except the ones that go with
// the image (ON DELETE CASCADE: its tag links). Read once per process (a migration adding a table
// comes with a restart); forgetImageReferences() reads again.
export type ImageReference = { table: string; column: string; labelColumn: string | null; hasId: boolean };
export type ImageUsage = {
  table: string;
  column: string;
  id: number | null;
  label: string | null;
  iri: string | null;
  type: string | null;
};

let cached: Promise<ImageReference[]> | undefined;

// Reads the catalogue again on next use (a table added while the process runs: tests).
export const forgetImageReferences = () => {
  cached = undefined;
};

const readReferences = async (db: Db | Tx): Promise<ImageReference[]> => {
  const { rows } = await db.execute<{
    table_name: string;
    column_name: string;
    label: string | null;
    has_id: boolean;
  }>(sql`
    select c.conrelid::regclass::text as table_name,
           a.attname as column_name,
           (select l.attname from pg_attribute l
             where l.attrelid = c.conrelid and not l.attisdropped
               and l.attname in ('title', 'name', 'reference', 'slug')
             order by array_position(array['title', 'name', 'reference', 'slug']::text[], l.attname::text) limit 1) as label,
           exists (select 1 from pg_attribute i where i.attrelid = c.conrelid and i.attname = 'id' and not i.attisdropped) as has_id
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f'
       and c.confrelid = 'image_srcs'::regclass
       and array_length(c.conkey, 1) = 1
       and c.confdeltype <> 'c'
     order by 1, 2`);
  return rows.map((r) => ({
    table: r.table_name.replace(/^public\./, '').replace(/"/g, ''),
    column: r.column_name,
    labelColumn: r.label,
    hasId: r.has_id,
  }));
};

const referencesOf = (db: Db | Tx) => {
  cached ??= readReferences(db).catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
};

const resourceOfTable = (table: string) =>
  allResources().find((r) => getTableName(r.table) === table && !r.scope);

// The records using an image (at most `limit` per reference), each with its IRI when a resource
// serves its table.
export const usagesOf = async (db: Db | Tx, imageId: number, limit = 20): Promise<ImageUsage[]> => {
  const refs = await referencesOf(db);
  const usages: ImageUsage[] = [];
  for (const ref of refs) {
    const id = ref.hasId ? sql.identifier('id') : sql`null::int`;
    const label = ref.labelColumn ? sql`${sql.identifier(ref.labelColumn)}::text` : sql`null::text`;
    const { rows } = await db.execute<{ id: number | null; label: string | null }>(
      sql`select ${id} as id, ${label} as label from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${imageId} limit ${limit}`,
    );
    const resource = resourceOfTable(ref.table);
    for (const row of rows) {
      const rowId = row.id === null ? null : Number(row.id);
      usages.push({
        table: ref.table,
        column: ref.column,
        id: rowId,
        label: row.label,
        iri: resource && rowId !== null ? resource.iri(rowId) : null,
        type: resource?.type ?? null,
      });
    }
  }
  return usages;
};

const readable = (table: string) => table.replace(/_/g, ' ');

// 'The image "Harbour" is used by articles "Summer in Seville" (#4), pages #2: remove it there first.'
export const describeUsages = (name: string, usages: ImageUsage[]) => {
  const byTable = new Map<string, ImageUsage[]>();
  for (const u of usages) byTable.set(u.table, [...(byTable.get(u.table) ?? []), u]);
  const parts = [...byTable.entries()].map(
    ([table, list]) =>
      `${readable(table)} ${list
        .slice(0, 5)
        .map((u) => (u.label ? `"${u.label}"` : '') + (u.id !== null ? ` (#${u.id})` : ''))
        .map((s) => s.trim())
        .join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`,
  );
  return `The image "${name}" is used by ${parts.join('; ')}: remove it there first.`;
};
