import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth/roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/problem.ts';
import { ShapeBinder } from '../binder.ts';
import { etagOf } from '../etag.ts';
import { inTransaction } from '../records.ts';
import { variantOf, visibleCondition } from '../scope.ts';
import { loadRelations, toItem } from '../serialize.ts';
import { rowsStatement } from '../statements.ts';
import type { Resource, Row, Tx, WriteContext } from '../types.ts';

// JSON-LD unless the client asked for plain JSON; the body is the same Hydra shape.
export const jsonLd = (c: Context, body: unknown, status = 200) => {
  const accept = c.req.header('accept') ?? '';
  const type =
    accept.includes('application/ld+json') || !accept.includes('application/json')
      ? 'application/ld+json'
      : 'application/json';
  c.header('Content-Type', `${type}; charset=utf-8`);
  return c.body(JSON.stringify(body), status as 200);
};

export const parseId = (raw: string | undefined) => {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > 2147483647) throw notFound();
  return id;
};

// `user`: a row of a resource with per-row access that this user may not see is not found.
export const findRow = async (
  tx: Tx,
  resource: Resource,
  id: number,
  opts: { forUpdate?: boolean; user?: AuthUser } = {},
) => {
  const forUpdate = opts.forUpdate ?? false;
  const binder = new ShapeBinder();
  const visible = visibleCondition(resource, opts.user, binder);
  const key = `find\u0000${resource.type}\u0000${forUpdate}\u0000${binder.key}`;
  const statement = rowsStatement(tx, key, resource.table, (q) => {
    const one = q.where(and(eq(resource.idColumn, sql.placeholder('id')), visible)).limit(1);
    return forUpdate ? one.for('update') : one;
  });
  const rows = await statement.execute({ ...binder.values, id });
  return rows[0];
};

export const itemBody = async (tx: Tx, resource: Resource, row: Row) => {
  const loaded = await loadRelations(tx, resource, [row], 'item');
  const body = { '@context': `/api/contexts/${resource.type}`, ...toItem(resource, row, loaded) };
  await resource.hooks?.afterRead?.(body, { tx });
  return body;
};

export const respondItem = async (c: Context, tx: Tx, resource: Resource, row: Row, status = 200) => {
  const body = await itemBody(tx, resource, row);
  if (row.version !== undefined) c.header('ETag', etagOf(row.version));
  return jsonLd(c, body, status);
};

// A route's own write (an invoice issued, a bill approved) in one transaction as `user`, answered
// as the resource's item read in that transaction, with its ETag.
export const respondWritten = async <R extends Row>(
  c: Context<AppEnv>,
  user: AuthUser,
  resource: Resource,
  write: (ctx: WriteContext) => Promise<R>,
  status = 200,
) => {
  const out = await inTransaction(c.get('deps'), user, async (ctx) => {
    const row = await write(ctx);
    return { row, body: await itemBody(ctx.tx, resource, row) };
  });
  if (out.row.version !== undefined) c.header('ETag', etagOf(out.row.version as number));
  return jsonLd(c, out.body, status);
};

// A write whose rule deleted the record it saved (records.ts isDeleted): nothing left to answer
// but where it was (its type's IRI for a variant row).
export const deletedAnswer = (c: Context, resource: Resource, row: Row) => {
  c.header('X-Record-Deleted', variantOf(resource, row).iri(row.id));
  return c.body(null, 204);
};
