import { inArray, sql } from 'drizzle-orm';
import { clients, trips, vendors } from '../db/schema/index.ts';
import type { Row, Tx } from '../engine/types.ts';

// The record a task is about, named: its trip's reference and title, else its client's name, else
// its vendor's. Added to every list page and single task in at most three queries (one per kind
// present), so that the header list and the calendars name each task's record without reading the
// records one by one. The name is that of the record the task was made about: its assignee sees it
// whether or not they may open the record (the link then answers 404 to them).
const owners = [
  {
    field: 'trip',
    names: (tx: Tx, ids: number[]) =>
      tx
        .select({
          id: trips.id,
          name: sql<string>`concat_ws(' · ', ${trips.reference}, nullif(${trips.title}, ''))`,
        })
        .from(trips)
        .where(inArray(trips.id, ids)),
  },
  {
    field: 'client',
    names: (tx: Tx, ids: number[]) =>
      tx.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids)),
  },
  {
    field: 'vendor',
    names: (tx: Tx, ids: number[]) =>
      tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, ids)),
  },
] as const;

const idOf = (iri: unknown) => {
  if (typeof iri !== 'string') return undefined;
  const id = Number(iri.slice(iri.lastIndexOf('/') + 1));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export const addRecordNames = async (tx: Tx, items: Row[]) => {
  const wanted = owners.map(() => new Set<number>());
  const ownerOf = items.map((item) => {
    for (const [k, owner] of owners.entries()) {
      const id = idOf(item[owner.field]);
      if (id !== undefined) {
        wanted[k]!.add(id);
        return { k, id };
      }
    }
    return undefined;
  });
  const found = await Promise.all(
    owners.map(async (owner, k) => {
      const ids = [...wanted[k]!];
      const rows = ids.length ? await owner.names(tx, ids) : [];
      return new Map(rows.map((r) => [r.id, r.name]));
    }),
  );
  for (const [i, item] of items.entries()) {
    const owner = ownerOf[i];
    item.recordName = owner ? (found[owner.k]!.get(owner.id) ?? null) : null;
  }
};
