import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { ApiError, notFound } from '../../http/problem.ts';
import { requireAccess } from '../access.ts';
import { afterCommitQueue } from '../after-commit.ts';
import { writeAudit } from '../audit.ts';
import { parseIfMatch } from '../etag.ts';
import type { Resource } from '../types.ts';
import { findRow, parseId } from './respond.ts';

export const deleteHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'write');
  const id = parseId(c.req.param('id'));
  const expected = parseIfMatch(c.req.header('if-match'));
  const deps = c.get('deps');
  const later = afterCommitQueue();
  await deps.db.transaction(async (tx) => {
    const existing = await findRow(tx, resource, id, true);
    if (!existing) throw notFound();
    if (expected !== undefined && existing.version !== expected) {
      throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
    }
    await resource.hooks?.beforeDelete?.(existing, { tx, user, op: 'delete', deps, afterCommit: later.add });
    await tx.delete(resource.table).where(eq(resource.idColumn, id));
    await writeAudit(tx, resource, 'delete', id, user.id, existing, undefined);
  });
  later.run();
  return c.body(null, 204);
};
