import { asc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { destinations } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { updateWhere } from '../engine/record-sets.ts';
import type { Resource, WriteContext } from '../engine/types.ts';

// Levels are 1 (countries) to 4; the tree is never deeper.
export const maxDestinationLevel = 4;

// `destinations.id in (every descendant of the given ids)`: one recursive CTE, bounded by depth.
const inDescendantsOf = (ids: number[]): SQL => sql`${destinations.id} in (
  with recursive sub(id, depth) as (
    select d.id, 1 from ${destinations} d where d.parent_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    union all
    select d.id, sub.depth + 1 from ${destinations} d join sub on d.parent_id = sub.id
    where sub.depth < ${maxDestinationLevel}
  )
  select id from sub
)`;

// The parent of a write is read FOR SHARE: a concurrent move of it (which updates its level)
// waits for this write, or this write for the move, so levels and cycles are checked on settled data.
export const findParentForWrite = async (db: Db, id: number) =>
  (await db.select().from(destinations).where(eq(destinations.id, id)).limit(1).for('share'))[0];

// All sub-destinations of the given ones, sorted by name (to nest under __children).
export const findDescendants = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(destinations)
        .where(inDescendantsOf(ids))
        .orderBy(asc(destinations.name), asc(destinations.id));

// The deepest level under a destination (its own level when it has no children), and whether
// `candidate` is in its subtree: both answer whether a move keeps the tree valid.
export const subtreeFacts = async (db: Db, id: number, candidate: number | null) => {
  const [row] = await db
    .select({
      deepest: max(destinations.level),
      contains:
        candidate === null ? sql<boolean>`false` : sql<boolean>`bool_or(${destinations.id} = ${candidate})`,
    })
    .from(destinations)
    .where(inDescendantsOf([id]));
  return { deepest: row?.deepest ?? null, contains: Boolean(row?.contains) };
};

// Moves the levels of every sub-destination by delta (the subtree moved up or down).
// A moved destination's subtree follows it, each record audited (the record service's set form).
export const shiftDescendantLevels = (ctx: WriteContext, id: number, delta: number) =>
  updateWhere(
    ctx,
    getResource('Destination') as Resource<typeof destinations>,
    inDescendantsOf([id]),
    (row) => ({ level: row.level + delta }),
    {
      beforeWrite: false,
    },
  );

export const hasChildren = async (db: Db, id: number) =>
  (await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.parentId, id)).limit(1))
    .length > 0;
