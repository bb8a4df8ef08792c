import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { requireAccess } from '../access.ts';
import { afterCommitQueue } from '../after-commit.ts';
import { writeAudit } from '../audit.ts';
import { etagOf } from '../etag.ts';
import { parseInput, readJsonObject } from '../input.ts';
import { writeLinks } from '../links.ts';
import type { Resource, Row } from '../types.ts';
import { itemBody, jsonLd } from './respond.ts';

// `server` holds column values the server decides (a stored file's path and type), never the client.
export const createRecord = async (c: Context<AppEnv>, resource: Resource, body: Row, server: Row = {}) => {
  const user = requireAccess(c, resource.access, 'write');
  const deps = c.get('deps');
  const later = afterCommitQueue();
  const created = await deps.db.transaction(async (tx) => {
    const { values, input, links } = await parseInput(tx, resource, body, 'create');
    const withDefaults = { ...(resource.defaults ?? {}), ...values, ...server };
    const base = { tx, user, op: 'create' as const, deps, afterCommit: later.add };
    const prepared = resource.hooks?.beforeWrite
      ? await resource.hooks.beforeWrite(withDefaults, { ...base, existing: undefined, input })
      : withDefaults;
    const audit = resource.versionColumn ? { createdBy: user.id, updatedBy: user.id } : {};
    const [row] = (await tx
      .insert(resource.table)
      .values({ ...prepared, ...audit })
      .returning()) as Row[];
    const id = row!.id as number;
    await writeLinks(tx, resource, id, links);
    await writeAudit(tx, resource, 'create', id, user.id, undefined, { ...row, ...links });
    await resource.hooks?.afterWrite?.(row!, base);
    return { row: row!, body: await itemBody(tx, resource, row!) };
  });
  later.run();
  return created;
};

export const createHandler = (resource: Resource) => async (c: Context<AppEnv>) => {
  requireAccess(c, resource.access, 'write');
  const body = await readJsonObject(c);
  const created = await createRecord(c, resource, body);
  c.header('Location', resource.iri(created.row.id));
  if (created.row.version !== undefined) c.header('ETag', etagOf(created.row.version));
  return jsonLd(c, created.body, 201);
};
