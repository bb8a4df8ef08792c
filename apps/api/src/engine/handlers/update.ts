import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuthUser } from '../../auth/roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ApiError, notFound } from '../../http/problem.ts';
import { requireAccess } from '../access.ts';
import { afterCommitQueue } from '../after-commit.ts';
import { writeAudit } from '../audit.ts';
import { etagOf, parseIfMatch } from '../etag.ts';
import { parseInput, readJsonObject } from '../input.ts';
import { readLinks, writeLinks } from '../links.ts';
import type { Resource, Row } from '../types.ts';
import { findRow, itemBody, jsonLd, parseId } from './respond.ts';

// Locks the row, checks If-Match against its version, applies the change and bumps the version:
// of concurrent writers holding the same version exactly one wins, the others get 412.
// `self` lets an operation on the caller's own record (the profile) skip the area check and
// accept only some fields.
export const updateRecord = async (
  c: Context<AppEnv>,
  resource: Resource,
  id: number,
  body: Row,
  mode: 'patch' | 'replace',
  self?: { user: AuthUser; only: string[] },
) => {
  const user = self?.user ?? requireAccess(c, resource.access, 'write');
  if (self) body = Object.fromEntries(Object.entries(body).filter(([k]) => self.only.includes(k)));
  const deps = c.get('deps');
  const expected = parseIfMatch(c.req.header('if-match'));
  const later = afterCommitQueue();
  const updated = await deps.db.transaction(async (tx) => {
    const existing = await findRow(tx, resource, id, true);
    if (!existing) throw notFound();
    if (expected !== undefined && existing.version !== expected) {
      throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
    }
    const { values, input, links } = await parseInput(tx, resource, body, mode);
    const base = { tx, user, op: 'update' as const, deps, afterCommit: later.add };
    const prepared = resource.hooks?.beforeWrite
      ? await resource.hooks.beforeWrite(values, { ...base, existing, input })
      : values;
    const linkNames = Object.keys(links);
    if (Object.keys(prepared).length === 0 && linkNames.length === 0)
      return { row: existing, body: await itemBody(tx, resource, existing) };
    const audit = resource.versionColumn
      ? { updatedBy: user.id, updatedAt: new Date(), version: sql`${resource.versionColumn} + 1` }
      : {};
    const set = { ...prepared, ...audit };
    const [row] =
      Object.keys(set).length === 0
        ? [existing]
        : ((await tx.update(resource.table).set(set).where(eq(resource.idColumn, id)).returning()) as Row[]);
    const before = linkNames.length ? await readLinks(tx, resource, id, linkNames) : {};
    await writeLinks(tx, resource, id, links);
    await writeAudit(tx, resource, 'update', id, user.id, { ...existing, ...before }, { ...row, ...links });
    await resource.hooks?.afterWrite?.(row!, base);
    return { row: row!, body: await itemBody(tx, resource, row!) };
  });
  later.run();
  return updated;
};

export const updateHandler =
  (resource: Resource, mode: 'patch' | 'replace') => async (c: Context<AppEnv>) => {
    requireAccess(c, resource.access, 'write');
    const id = parseId(c.req.param('id'));
    const body = await readJsonObject(c);
    const updated = await updateRecord(c, resource, id, body, mode);
    if (updated.row.version !== undefined) c.header('ETag', etagOf(updated.row.version));
    return jsonLd(c, updated.body);
  };
