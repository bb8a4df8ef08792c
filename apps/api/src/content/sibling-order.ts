import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { applyUpdates, serverValues } from '../engine/records.ts';
import type { HookContext, Resource } from '../engine/types.ts';

// Ordered siblings (a menu's items under one parent, a page's blocks): a write that gives an item
// a position, or moves it under another parent, places it there and numbers its siblings 0.. around
// it in the same transaction, through the record service (audited, versioned). So a drag is one
// PATCH of the moved item, and two clients never leave a half-applied order behind.

type Ordered = { id: number; position: number };

export type SiblingOrder<R extends Ordered> = {
  /** Set lazily: the resource is declared after the hook that uses it. */
  resource: () => Resource;
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
  /** The rows sharing the row's parent (the row itself included; it is left out by id). */
  sameParent: (row: R) => SQL | undefined;
  /** Whether a write moved the row under another parent (its old siblings close the gap). */
  parentChanged?: (before: R, after: R) => boolean;
};

type Ctx<R> = HookContext & { existing?: R | undefined };

/** The afterWrite hook that keeps the siblings of `order` numbered 0.. */
export const siblingOrder = <R extends Ordered>(order: SiblingOrder<R>) => {
  // Transactions renumbering now: the renumbering's own writes must not renumber again.
  const busy = new WeakSet<object>();

  const othersOf = (row: R, ctx: HookContext) =>
    ctx.tx
      .select()
      .from(order.table)
      .where(and(order.sameParent(row), ne(order.id, row.id)))
      .orderBy(order.position, order.id)
      .for('update') as unknown as Promise<R[]>;

  // Each row of `ordered` at its index (the written row too: a position past the end is the last).
  const number = async (ctx: HookContext, ordered: R[]) => {
    const changes = ordered.flatMap((item, position) =>
      item.position !== position ? [{ existing: item, parsed: serverValues({ position }) }] : [],
    );
    if (changes.length) await applyUpdates(ctx, order.resource(), changes as never);
  };

  return async (row: R, ctx: Ctx<R>) => {
    if (busy.has(ctx.tx)) return;
    const { existing } = ctx;
    const leftParent = existing !== undefined && (order.parentChanged?.(existing, row) ?? false);
    if (existing && !leftParent && existing.position === row.position) return;
    busy.add(ctx.tx);
    try {
      if (leftParent) await number(ctx, await othersOf(existing, ctx));
      const siblings = await othersOf(row, ctx);
      const at = Math.max(0, Math.min(row.position, siblings.length));
      await number(ctx, [...siblings.slice(0, at), row, ...siblings.slice(at)]);
    } finally {
      busy.delete(ctx.tx);
    }
  };
};
