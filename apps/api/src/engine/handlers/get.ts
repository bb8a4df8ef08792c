import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/problem.ts';
import { requireAccess } from '../access.ts';
import type { Resource } from '../types.ts';
import { findRow, parseId, respondItem } from './respond.ts';

export const getHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  const user = requireAccess(c, resource.access, 'read');
  const { db } = c.get('deps');
  const row = await findRow(db, resource, parseId(c.req.param('id')), { user });
  if (!row) throw notFound();
  return respondItem(c, db, resource, row);
};
