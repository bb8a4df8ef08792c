import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import { parseIfMatch } from '../etag.ts';
import { deleteRecord, inTransaction } from '../records.ts';
import type { Resource } from '../types.ts';
import { parseId } from './respond.ts';

export const deleteHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'write');
  const id = parseId(c.req.param('id'));
  const expectedVersion = parseIfMatch(c.req.header('if-match'));
  const deps = c.get('deps');
  const turn = await resource.writeTurn?.(deps.db, { op: 'delete', id });
  await inTransaction(deps, user, (ctx) => deleteRecord(ctx, resource, id, { expectedVersion }), { turn });
  return c.body(null, 204);
};
