import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import type { QueryParams } from '../filters.ts';
import { collectionView, searchTemplate } from '../hydra.ts';
import { listStatements } from '../list-statements.ts';
import { loadRelations, toItem } from '../serialize.ts';
import type { Resource, Row } from '../types.ts';
import { jsonLd } from './respond.ts';

// The page and its total run in parallel (two pooled connections on PostgreSQL); the page's
// relations come inside the page query (see list-statements.ts).
export const listHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'read');
  const { db } = c.get('deps');
  const params = c.req.queries() as QueryParams;
  const { page, rows: pageRows, total: counted } = listStatements(db, resource, params, user);
  const [rows, countRows] = await Promise.all([pageRows, counted]);
  const total = countRows ? Number(countRows[0]?.n ?? 0) : rows.length;
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
