import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource, ResourceDef } from './types.ts';

// Declares a resource once; the engine derives routes, OpenAPI entries and Hydra docs from it.
// The table's row types flow through the answer: hooks and the record service read typed fields.
export const defineResource = <T extends PgTable>(def: ResourceDef<T>): Resource<T> => {
  const columns: Record<string, PgColumn> = getTableColumns(def.table);
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`${def.type}: table needs an id column`);
  const hidden = new Set(['version', ...(def.hidden ?? [])]);
  const fkColumns = new Set(
    Object.values(def.relations ?? {})
      .filter((r) => r.kind === 'one')
      .map((r) => r.fk),
  );
  const readable = Object.keys(columns).filter((k) => !hidden.has(k) && !fkColumns.has(k));
  const resource: Resource<T> = {
    ...def,
    plural: def.plural ?? `${def.type}s`,
    columns,
    idColumn,
    versionColumn: columns.version,
    readable,
    iri: (id) => `/api/${def.path}/${id}`,
    collectionIri: `/api/${def.path}`,
  };
  return resource;
};

// A resource the engine only reads (GET list and GET /{id}): its rows are written by its own
// routes or by the operations that post them (the journal, allocations, e-mail logs), never by
// the generic create/update/delete.
export const defineReadOnlyResource = <T extends PgTable>(
  def: Omit<ResourceDef<T>, 'updateVerbs' | 'operations' | 'writable'>,
): Resource<T> => defineResource({ ...def, updateVerbs: [], operations: ['list', 'get'], writable: {} });

// The resources the API serves, by Hydra class: relations, IRIs and the Hydra docs resolve through
// it. Built from the module list (modules.ts) when the routes are built, never by the act of
// defining a resource: what is served is what the modules list.
let registry = new Map<string, Resource>();

export const useResources = (resources: readonly Resource[]) => {
  const byType = new Map<string, Resource>();
  for (const r of resources) {
    if (byType.has(r.type)) throw new Error(`Resource ${r.type} is listed twice`);
    byType.set(r.type, r);
  }
  registry = byType;
};

export const getResource = (type: string): Resource => {
  const r = registry.get(type);
  if (!r) throw new Error(`Unknown resource ${type}`);
  return r;
};

export const allResources = (): Resource[] => [...registry.values()];
