import type { Context } from 'hono';
import { takePendingSession } from '../../auth/pure-reads.ts';
import { assertSessionAlive, assertSessionState, type SessionState } from '../../auth/session-state.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import type { QueryParams } from '../filters.ts';
import { collectionView, searchTemplate } from '../hydra.ts';
import { listStatements } from '../list-statements.ts';
import { loadRelations, toItem } from '../serialize.ts';
import type { Resource, Row } from '../types.ts';
import { jsonLd } from './respond.ts';

// The page and its total run in parallel (two pooled connections on PostgreSQL); the page's
// relations come inside the page query, the caller's session state inside the count (see
// list-statements.ts).
export const listHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'read');
  const { db } = c.get('deps');
  const params = c.req.queries() as QueryParams;
  const statements = listStatements(db, resource, params, user, c.get('pendingSession'));
  const { page, rows: pageRows, total: counted, carriesSession } = statements;
  // From here the request's session is this handler's to check (auth/pure-reads.ts): in the
  // count's row, or beside the page when the list has no such count.
  const session = takePendingSession(c);
  const [rows, countRows] = await Promise.all([
    pageRows,
    counted,
    session && !carriesSession ? assertSessionAlive(db, session) : undefined,
  ]);
  if (session && carriesSession) assertSessionState(countRows?.[0] as SessionState | undefined);
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
