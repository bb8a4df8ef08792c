import type { Context } from 'hono';
import type { AuthUser } from '../../auth/roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import { etagOf, parseIfMatch } from '../etag.ts';
import { readJsonObject } from '../input.ts';
import { inTransaction, isDeleted, lockRecord, updateRecord } from '../records.ts';
import type { Resource, Row } from '../types.ts';
import { deletedAnswer, itemBody, jsonLd, parseId } from './respond.ts';

// Updates one record for a caller whose access was already checked (the profile route checks its
// own rule) and answers it with its new ETag; If-Match is honoured.
export const respondUpdate = async (
  c: Context<AppEnv>,
  actor: AuthUser,
  resource: Resource,
  id: number,
  body: Row,
  mode: 'patch' | 'replace' = 'patch',
  // A body that depends on the record (the calendar's drag keeps the item's duration): made from
  // the row locked inside the write's transaction, never from a read before it.
  bodyOf?: (existing: Row) => Row,
) => {
  const expectedVersion = parseIfMatch(c.req.header('if-match'));
  const deps = c.get('deps');
  const turn = await resource.writeTurn?.(deps.db, { op: 'update', id, body });
  const updated = await inTransaction(
    deps,
    actor,
    async (ctx) => {
      const input = bodyOf ? bodyOf(await lockRecord(ctx, resource, id, expectedVersion)) : body;
      const row = await updateRecord(ctx, resource, id, input, { mode, expectedVersion });
      if (isDeleted(row)) return { row, body: undefined };
      return { row, body: await itemBody(ctx.tx, resource, row) };
    },
    { turn },
  );
  if (!updated.body) return deletedAnswer(c, resource, updated.row);
  if (updated.row.version !== undefined) c.header('ETag', etagOf(updated.row.version));
  return jsonLd(c, updated.body);
};

export const updateHandler =
  (resource: Resource, mode: 'patch' | 'replace') => async (c: Context<AppEnv>) => {
    const user = requireAccess(c, resource.access, 'write');
    const id = parseId(c.req.param('id'));
    const body = await readJsonObject(c);
    return respondUpdate(c, user, resource, id, body, mode);
  };
