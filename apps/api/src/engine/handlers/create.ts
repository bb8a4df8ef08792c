import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import { etagOf } from '../etag.ts';
import { readJsonObject } from '../input.ts';
import { createRecord, inTransaction, isDeleted } from '../records.ts';
import type { Resource } from '../types.ts';
import { deletedAnswer, itemBody, jsonLd } from './respond.ts';

// POST on a collection: access, parse, the record service, 201 with the item.
export const createHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'write');
  const body = await readJsonObject(c);
  const deps = c.get('deps');
  const turn = await resource.writeTurn?.(deps.db, { op: 'create', body });
  const created = await inTransaction(
    deps,
    user,
    async (ctx) => {
      const row = await createRecord(ctx, resource, body);
      if (isDeleted(row)) return { row, body: undefined };
      return { row, body: await itemBody(ctx.tx, resource, row) };
    },
    { turn },
  );
  if (!created.body) return deletedAnswer(c, resource, created.row);
  c.header('Location', resource.iri(created.row.id));
  if (created.row.version !== undefined) c.header('ETag', etagOf(created.row.version));
  return jsonLd(c, created.body, 201);
};
