import type { PgTable } from 'drizzle-orm/pg-core';
import type { Resource, Row, WriteContext } from './types.ts';

// A record written, as the record service saw it: `before` is undefined for a new record.
export type WrittenRow = { before: Row | undefined; after: Row };
export type WriteBatch = { resource: Resource; op: 'create' | 'update'; rows: WrittenRow[] };

// What a domain does, in the writer's transaction, when records of another domain's table are
// written (tasks made when a trip reaches a status): declared in the reacting domain's module, so
// the written domain and the engine know nothing of it. Every writer of the record service takes
// part (a route, an import, a set-based update), once per call of insertRecords / applyUpdates,
// after the records' audit rows and afterWrite hooks. A reaction that throws fails the write.
export type Reaction = {
  // The table whose writes it hears (a variant table: the rows of every type).
  table: PgTable;
  run: (ctx: WriteContext, batch: WriteBatch) => Promise<void>;
};

// Set from the module list (modules.ts useModules), like the resource registry: by table.
let byTable = new Map<PgTable, Reaction[]>();

export const useReactions = (reactions: readonly Reaction[]) => {
  const next = new Map<PgTable, Reaction[]>();
  for (const r of reactions) next.set(r.table, [...(next.get(r.table) ?? []), r]);
  byTable = next;
};

export const runReactions = async (ctx: WriteContext, batch: WriteBatch) => {
  const reactions = byTable.get(batch.resource.table);
  if (!reactions || batch.rows.length === 0) return;
  for (const reaction of reactions) await reaction.run(ctx, batch);
};
