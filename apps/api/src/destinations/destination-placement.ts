import type { destinations } from '../db/schema/index.ts';
import type { ResourceHooks } from '../engine/types.ts';
import { conflict, unprocessable } from '../http/problem.ts';
import {
  findParentForWrite,
  hasChildren,
  maxDestinationLevel,
  shiftDescendantLevels,
  subtreeFacts,
} from './destinations.queries.ts';

const tooDeep = () =>
  unprocessable([
    {
      propertyPath: 'parent',
      message: `Destinations can be nested ${maxDestinationLevel} levels deep at most.`,
    },
  ]);

// Derives level from the parent on create and on a move; a move may not put a destination under
// itself or one of its sub-destinations, nor push its subtree below level 4. The subtree's levels
// follow the move in the same transaction.
type Hooks = Required<ResourceHooks<typeof destinations>>;

export const placeInTree: Hooks['beforeWrite'] = async (values, ctx) => {
  const { tx: db, existing } = ctx;
  if (existing && !('parentId' in values)) return values;
  const parentId = values.parentId ?? null;
  const parent = parentId === null ? undefined : await findParentForWrite(db, parentId);
  const level = parent ? parent.level + 1 : 1;
  if (!existing) {
    if (level > maxDestinationLevel) throw tooDeep();
    return { ...values, level };
  }
  const id = existing.id;
  const facts = await subtreeFacts(db, id, parentId);
  if (parentId === id || facts.contains) {
    throw unprocessable([
      {
        propertyPath: 'parent',
        message: 'A destination cannot be placed under itself or one of its sub-destinations.',
      },
    ]);
  }
  const below = facts.deepest === null ? 0 : facts.deepest - existing.level;
  if (level + below > maxDestinationLevel) throw tooDeep();
  const delta = level - existing.level;
  if (delta !== 0 && below > 0) await shiftDescendantLevels(ctx, id, delta);
  return { ...values, level };
};

export const refuseWithChildren: Hooks['beforeDelete'] = async (row, { tx }) => {
  if (await hasChildren(tx, row.id)) {
    throw conflict('This destination has sub-destinations: delete or move them first.');
  }
};
