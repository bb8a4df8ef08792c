import { count } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import { buildConditions, buildOrder, parsePage, type QueryParams } from '../filters.ts';
import { collectionView, searchTemplate } from '../hydra.ts';
import { inlineIdSelections, loadRelations, toItem } from '../serialize.ts';
import type { Resource, Row } from '../types.ts';
import { jsonLd } from './respond.ts';

// The page and its total run in parallel (two pooled connections on PostgreSQL). Join-table ids
// come inside the page query.
export const listHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  requireAccess(c, resource.access, 'read');
  const { db } = c.get('deps');
  const params = c.req.queries() as QueryParams;
  const where = buildConditions(resource, params);
  const order = buildOrder(resource, params);
  const page = parsePage(resource, params);
  const base = db
    .select({ ...resource.columns, ...inlineIdSelections(resource) })
    .from(resource.table)
    .where(where)
    .orderBy(...order);
  const pageQuery = page.paginate
    ? base.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage)
    : base;
  const countQuery = page.paginate
    ? db.select({ n: count() }).from(resource.table).where(where)
    : Promise.resolve(undefined);
  const [rows, counted] = (await Promise.all([pageQuery, countQuery])) as [
    Row[],
    { n: number }[] | undefined,
  ];
  const total = counted ? Number(counted[0]?.n ?? 0) : rows.length;
  const loaded = await loadRelations(db, resource, rows);
  const members = rows.map((row) => toItem(resource, row, loaded));
  await resource.hooks?.afterList?.(members, { tx: db, user: c.get('user'), params, rows });
  const body: Row = {
    '@context': `/api/contexts/${resource.type}`,
    '@id': resource.collectionIri,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members,
  };
  const view = page.paginate ? collectionView(c.req.url, resource, page, total) : undefined;
  if (view) body['hydra:view'] = view;
  body['hydra:search'] = searchTemplate(resource);
  return jsonLd(c, body);
};
