import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { can } from '../auth/permissions.ts';
import {
  articleCategories,
  contentCounts,
  contentItems,
  contentRevisions,
  contentSlugs,
  menuItems,
  menus,
} from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { itemBody, parseId } from '../engine/handlers/respond.ts';
import { handPagedCollection } from '../engine/hydra.ts';
import { applyUpdates, inTransaction, lockRecord, serverValues } from '../engine/records.ts';
import { inlineSelections, loadRelations, toItem } from '../engine/serialize.ts';
import { compiled, UNNAMED } from '../engine/statements.ts';
import type { Resource, Row, Tx } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { answers, pathId, pick } from '../openapi/components.ts';
import { contentResourceByKind, revisionFields } from './content.resource.ts';
import { type ContentKindDef, contentKinds, contentStatuses } from './content-kinds.ts';

// The public reads (issue 27 item 4): what the website and the client portal read. Published
// records only, unless the caller has a role that reads the kind; paginated in SQL on the
// (kind, status, published_at, id) index; an ETag, Cache-Control, and a 304 when If-None-Match
// matches.
//
// The records' reads answer If-None-Match before any work: their ETag is made of the versions of
// the (kind, status) counts the answer reads (content_counts, kept by triggers: migration 0037)
// and of the request, not of the answer's bytes, so a 304 costs one read of a few rows by primary
// key. Anonymous readers' ETags use the published count's version only: a draft's change leaves
// them alone. The same counts give the list's total without counting (docs/pending/contentperf.md).

const maxPerPage = 100;
const defaultPerPage = 30;
// Bumped when the answers' shape changes, so that an ETag from an older build never matches.
const answerFormat = 'content-v2/1';

const cacheHeaders = (c: Context<AppEnv>, etag: string, privileged: boolean) => {
  c.header('ETag', etag);
  // Anonymous answers may be cached by the website's CDN for a minute; a staff caller's
  // (drafts included) only by that caller, revalidated each time.
  c.header(
    'Cache-Control',
    privileged ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=60',
  );
  c.header('Vary', 'Authorization');
};

// `*` matches when there is an answer at all: the caller says whether there is (a record read
// may be a 404).
const matches = (c: Context<AppEnv>, etag: string, exists = true) =>
  c.req
    .header('if-none-match')
    ?.split(',')
    .some((t) => {
      const tag = t.trim();
      return (exists && tag === '*') || tag.replace(/^W\//, '') === etag;
    }) ?? false;

const sendText = (c: Context<AppEnv>, text: string) => {
  c.header('Content-Type', 'application/ld+json; charset=utf-8');
  return c.body(text, 200);
};

// Answers whose ETag is a hash of the answer (menus, categories: small, read from other tables).
const sendCached = (c: Context<AppEnv>, body: unknown, privileged: boolean) => {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  cacheHeaders(c, etag, privileged);
  if (matches(c, etag)) return c.body(null, 304);
  return sendText(c, text);
};

const positiveInt = (raw: string | undefined, fallback: number, name: string) => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw)) throw badRequest(`Query parameter "${name}" must be a positive integer.`);
  return Number(raw);
};

const readsAll = (c: Context<AppEnv>, def: ContentKindDef) => {
  const user = c.get('user');
  return !!user && can(user.roles, def.access, 'read');
};

// The kind's counts and versions by status: one read by primary key.
const kindCounts = async (db: Tx, kind: string) => {
  const statement = compiled(db, 'content-v2\u0000counts', () =>
    db
      .select({ status: contentCounts.status, items: contentCounts.items, version: contentCounts.version })
      .from(contentCounts)
      .where(eq(contentCounts.kind, sql.placeholder('kind')))
      .prepare(UNNAMED),
  );
  const rows = await statement.execute({ kind });
  return new Map(rows.map((r) => [r.status, r]));
};

// The statuses an answer reads, and the validator: the ETag of the answer to this request while
// those statuses' versions stay what they are.
const validator = async (
  c: Context<AppEnv>,
  def: ContentKindDef,
  privileged: boolean,
  status: string | undefined,
  request: unknown[],
  exists = true,
) => {
  const counts = await kindCounts(c.get('deps').db, def.kind);
  const statuses: readonly string[] = !privileged ? ['published'] : status ? [status] : contentStatuses;
  const versions = statuses.map((s) => counts.get(s)?.version ?? 0);
  const items = statuses.reduce((n, s) => n + (counts.get(s)?.items ?? 0), 0);
  const key = JSON.stringify([answerFormat, def.kind, privileged ? 'staff' : 'public', versions, request]);
  const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
  return { etag, items, notModified: matches(c, etag, exists) };
};

// The columns a v2 answer shows: every one but the editor's JSON (never answered).
const { body: _editorJson, ...answeredColumns } = getTableColumns(contentItems);
const order = [sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`];

type ListShape = {
  privileged: boolean;
  status: boolean;
  slug: boolean;
  category?: 'articleCategoryId' | 'destinationGuideCategoryId';
};

// The page (its ids cut from the index first, then 30 rows read; their destinations inside the
// same statement) and, when a filter the counts do not know is used, its exact count. Compiled
// once per shape.
const listStatements = (db: Tx, resource: Resource, shape: ListShape) =>
  compiled(db, `content-v2\u0000list\u0000${JSON.stringify(shape)}`, () => {
    const where = and(
      eq(contentItems.kind, sql.placeholder('kind')),
      shape.privileged && !shape.status ? undefined : eq(contentItems.status, sql.placeholder('status')),
      shape.slug ? eq(contentItems.slug, sql.placeholder('slug')) : undefined,
      shape.category ? eq(contentItems[shape.category], sql.placeholder('category')) : undefined,
    );
    const ids = db
      .select({ pageId: contentItems.id })
      .from(contentItems)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    const page = db
      .select({ ...answeredColumns, ...inlineSelections(resource) })
      .from(contentItems)
      .innerJoin(ids, eq(contentItems.id, ids.pageId))
      .orderBy(...order)
      .prepare(UNNAMED);
    const counted =
      shape.slug || shape.category
        ? db.select({ n: count() }).from(contentItems).where(where).prepare(UNNAMED)
        : undefined;
    return { page, counted };
  });

// Members as the admin read answers them (the same IRIs and fields), never the editor's JSON.
const serialize = async (c: Context<AppEnv>, resource: Resource, rows: Row[]) => {
  const { db } = c.get('deps');
  const loaded = await loadRelations(db, resource, rows);
  const items = rows.map((row) => toItem(resource, row, loaded));
  await resource.hooks?.afterList?.(items, { tx: db, user: c.get('user'), params: {}, rows });
  // Left out of the JSON by an undefined value: `delete` would turn each object into V8's slow
  // dictionary mode for the JSON.stringify that follows (a third of the API's time over the thin
  // server's on bench/content.ts).
  for (const item of items) item.body = undefined;
  return items;
};

const listContent = (def: ContentKindDef, resource: Resource) => async (c: Context<AppEnv>) => {
  const privileged = readsAll(c, def);
  const { db } = c.get('deps');
  const q = (name: string) => c.req.query(name);
  const page = Math.max(1, positiveInt(q('page'), 1, 'page'));
  const perPage = Math.min(maxPerPage, positiveInt(q('itemsPerPage'), defaultPerPage, 'itemsPerPage'));
  const status = privileged ? q('status') || undefined : undefined;
  const slug = q('slug') || undefined;
  const rawCategory = def.category ? q('category.id') || q('category') : undefined;
  let category: number | undefined;
  if (rawCategory) {
    const id = rawCategory.replace(/^.*\//, '');
    if (!/^\d{1,10}$/.test(id)) throw badRequest('Query parameter "category" must be an id or an IRI.');
    category = Number(id);
  }
  const { etag, items, notModified } = await validator(c, def, privileged, status, [
    'list',
    page,
    perPage,
    status ?? null,
    slug ?? null,
    category ?? null,
  ]);
  cacheHeaders(c, etag, privileged);
  if (notModified) return c.body(null, 304);

  const shape: ListShape = {
    privileged,
    status: !!status,
    slug: !!slug,
    ...(category !== undefined && def.category ? { category: def.category.fk } : {}),
  };
  const statements = listStatements(db, resource, shape);
  const values = {
    kind: def.kind,
    status: status ?? 'published',
    slug,
    category,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const [rows, counted] = await Promise.all([
    statements.page.execute(values) as Promise<Row[]>,
    statements.counted?.execute(values),
  ]);
  const totalItems = counted ? Number(counted[0]?.n ?? 0) : items;
  const base = `/api/v2/${def.v2Path}`;
  const link = (p: number) =>
    `${base}?page=${p}${perPage !== defaultPerPage ? `&itemsPerPage=${perPage}` : ''}`;
  const body = {
    '@context': `/api/contexts/${def.type}`,
    ...handPagedCollection(base, await serialize(c, resource, rows), totalItems, [page, perPage], link),
  };
  return sendText(c, JSON.stringify(body));
};

// By id or by slug; an old slug answers the record (with its current slug) and a
// Content-Location of its current path (docs/pending/content-api.md).
const getContent = (def: ContentKindDef, resource: Resource) => async (c: Context<AppEnv>) => {
  const privileged = readsAll(c, def);
  const { db } = c.get('deps');
  const key = c.req.param('key') ?? '';
  if (key.length > 255) throw notFound();
  const { etag, notModified } = await validator(c, def, privileged, undefined, ['item', key], false);
  if (notModified) {
    cacheHeaders(c, etag, privileged);
    return c.body(null, 304);
  }
  const visible = privileged ? undefined : eq(contentItems.status, 'published');
  const byKey = /^\d{1,10}$/.test(key) ? eq(contentItems.id, parseId(key)) : eq(contentItems.slug, key);
  let [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, def.kind), byKey, visible))
    .limit(1);
  if (!row && !/^\d+$/.test(key)) {
    const [old] = await db
      .select({ id: contentSlugs.contentItemId })
      .from(contentSlugs)
      .where(and(eq(contentSlugs.kind, def.kind), eq(contentSlugs.slug, key)));
    if (old)
      [row] = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.id, old.id), visible))
        .limit(1);
    if (row) c.header('Content-Location', `/api/v2/${def.v2Path}/${row.slug}`);
  }
  if (!row) throw notFound();
  cacheHeaders(c, etag, privileged);
  if (matches(c, etag)) return c.body(null, 304);
  const body: Row = await itemBody(db, resource, row);
  delete body.body;
  return sendText(c, JSON.stringify(body));
};

type MenuNode = Row & { children: MenuNode[] };

// A menu with its items as a tree, each level in position order; each item's link resolved to
// the page's or article's slug for the website.
const menuTree = async (c: Context<AppEnv>, menuIds: number[]) => {
  const { db } = c.get('deps');
  if (!menuIds.length) return new Map<number, MenuNode[]>();
  const items = await db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.menuId, menuIds))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const linked = [
    ...new Set(items.flatMap((i) => [i.pageId, i.articleId]).filter((x): x is number => x != null)),
  ];
  const targets = linked.length
    ? await db
        .select({
          id: contentItems.id,
          slug: contentItems.slug,
          status: contentItems.status,
          kind: contentItems.kind,
        })
        .from(contentItems)
        .where(inArray(contentItems.id, linked))
    : [];
  const byId = new Map(targets.map((t) => [t.id, t]));
  const nodes = new Map<number, MenuNode>();
  for (const i of items) {
    const target = byId.get((i.pageId ?? i.articleId) as number);
    nodes.set(i.id, {
      '@id': `/api/menu_items/${i.id}`,
      '@type': 'MenuItem',
      id: i.id,
      label: i.label,
      position: i.position,
      url: i.url,
      page: i.pageId ? `/api/pages/${i.pageId}` : null,
      article: i.articleId ? `/api/articles/${i.articleId}` : null,
      slug: target?.slug ?? null,
      children: [],
    });
  }
  const roots = new Map<number, MenuNode[]>();
  for (const i of items) {
    const node = nodes.get(i.id)!;
    const parent = i.parentId == null ? undefined : nodes.get(i.parentId);
    if (parent) parent.children.push(node);
    else roots.set(i.menuId, [...(roots.get(i.menuId) ?? []), node]);
  }
  return roots;
};

const menuOut = (m: typeof menus.$inferSelect, items: MenuNode[]) => ({
  '@id': `/api/menus/${m.id}`,
  '@type': 'Menu',
  id: m.id,
  name: m.name,
  code: m.code,
  updatedAt: m.updatedAt.toISOString(),
  items,
});

const revisionOut = (path: string, r: typeof contentRevisions.$inferSelect) => ({
  '@id': `/api/${path}/${r.contentItemId}/revisions/${r.id}`,
  '@type': 'ContentRevision',
  id: r.id,
  revision: r.revision,
  title: r.title,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy ? `/api/users/${r.createdBy}` : null,
  snapshot: r.snapshot,
});

export const mountContentRoutes = (app: Hono<AppEnv>) => {
  for (const def of contentKinds as readonly ContentKindDef[]) {
    const resource = contentResourceByKind.get(def.kind)!;
    const tag = [def.plural];
    app.get(
      `/api/v2/${def.v2Path}`,
      describeRoute({
        operationId: `list${def.plural}V2`,
        summary: `Published ${def.plural} (the website's read; drafts too for the kind's roles)`,
        tags: tag,
        parameters: [
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
          {
            name: 'itemsPerPage',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: 1, maximum: maxPerPage },
          },
          { name: 'slug', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'status', in: 'query', required: false, schema: { type: 'string' } },
          ...(def.category
            ? [
                {
                  name: 'category.id',
                  in: 'query' as const,
                  required: false,
                  schema: { type: 'string' as const },
                },
              ]
            : []),
          { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: {
            description: `A page of ${def.plural}`,
            content: {
              'application/ld+json': { schema: { $ref: `#/components/schemas/${def.type}Collection` } },
            },
          },
          304: { description: 'Not modified (If-None-Match matched the ETag)' },
          ...pick(400),
        },
      }),
      listContent(def, resource),
    );
    app.get(
      `/api/v2/${def.v2Path}/:key`,
      describeRoute({
        operationId: `get${def.type}V2`,
        summary: `One published ${def.type}, by id or slug (an old slug answers the record)`,
        tags: tag,
        parameters: [
          { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: {
            description: `The ${def.type}`,
            content: { 'application/ld+json': { schema: { $ref: `#/components/schemas/${def.type}` } } },
          },
          304: { description: 'Not modified' },
          ...pick(404),
        },
      }),
      getContent(def, resource),
    );
    // Revisions: listed newest first, and restorable (the restore is a save: a new revision).
    app.get(
      `/api/${def.path}/:id{[0-9]+}/revisions`,
      describeRoute({
        operationId: `list${def.type}Revisions`,
        summary: `The saves of a ${def.type}, newest first`,
        tags: tag,
        parameters: [pathId()],
        responses: answers(200, 'Revisions', null, [401, 403, 404]),
      }),
      async (c) => {
        const user = requireAccess(c, def.access, 'read');
        const { db } = c.get('deps');
        const id = parseId(c.req.param('id'));
        const [exists] = await db
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(eq(contentItems.id, id), eq(contentItems.kind, def.kind)));
        if (!exists || !user) throw notFound();
        const rows = await db
          .select()
          .from(contentRevisions)
          .where(eq(contentRevisions.contentItemId, id))
          .orderBy(desc(contentRevisions.revision))
          .limit(200);
        return c.json({
          '@id': `/api/${def.path}/${id}/revisions`,
          '@type': 'hydra:Collection',
          'hydra:totalItems': rows.length,
          'hydra:member': rows.map((r) => revisionOut(def.path, r)),
        });
      },
    );
    app.post(
      `/api/${def.path}/:id{[0-9]+}/revisions/:rev{[0-9]+}/restore`,
      describeRoute({
        operationId: `restore${def.type}Revision`,
        summary: `Puts a revision's content back (title, body, SEO, images…; not the status or slug)`,
        tags: tag,
        parameters: [pathId(), { name: 'rev', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: answers(200, `The ${def.type} as restored`, null, [401, 403, 404]),
      }),
      async (c) => {
        const user = requireAccess(c, def.access, 'write');
        const id = parseId(c.req.param('id'));
        const revId = parseId(c.req.param('rev'));
        const deps = c.get('deps');
        const row = await inTransaction(deps, user, async (ctx) => {
          const existing = await lockRecord(ctx, resource, id);
          const [rev] = await ctx.tx
            .select()
            .from(contentRevisions)
            .where(and(eq(contentRevisions.id, revId), eq(contentRevisions.contentItemId, id)));
          if (!rev) throw notFound();
          const values: Row = {};
          for (const f of revisionFields) if (f in rev.snapshot) values[f] = rev.snapshot[f];
          // The body's HTML is rendered again from the body by the hook (with today's allowlist).
          const [updated] = await applyUpdates(ctx, resource, [{ existing, parsed: serverValues(values) }]);
          return updated!;
        });
        return c.json(await itemBody(deps.db, resource, row as Row));
      },
    );
  }

  // GET /api/v2/article_categories: the categories the website filters articles by (public).
  app.get(
    '/api/v2/article_categories',
    describeRoute({
      operationId: 'listArticleCategoriesV2',
      summary: 'Article categories (public read)',
      tags: ['Articles'],
      responses: { 200: { description: 'The categories' }, 304: { description: 'Not modified' } },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.name)).limit(1000);
      return sendCached(
        c,
        {
          '@context': '/api/contexts/ArticleCategory',
          '@id': '/api/v2/article_categories',
          '@type': 'hydra:Collection',
          'hydra:totalItems': rows.length,
          'hydra:member': rows.map((r) => ({
            '@id': `/api/article_categories/${r.id}`,
            '@type': 'ArticleCategory',
            id: r.id,
            name: r.name,
          })),
        },
        false,
      );
    },
  );

  app.get(
    '/api/v2/menus',
    describeRoute({
      operationId: 'listMenusV2',
      summary: 'Menus with their item trees (public read)',
      tags: ['Menus'],
      parameters: [{ name: 'code', in: 'query', required: false, schema: { type: 'string' } }],
      responses: { 200: { description: 'The menus' }, 304: { description: 'Not modified' } },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const code = c.req.query('code');
      const rows = await db
        .select()
        .from(menus)
        .where(code ? eq(menus.code, code) : undefined)
        .orderBy(asc(menus.name), asc(menus.id))
        .limit(200);
      const trees = await menuTree(
        c,
        rows.map((m) => m.id),
      );
      return sendCached(
        c,
        {
          '@context': '/api/contexts/Menu',
          '@id': '/api/v2/menus',
          '@type': 'hydra:Collection',
          'hydra:totalItems': rows.length,
          'hydra:member': rows.map((m) => menuOut(m, trees.get(m.id) ?? [])),
        },
        false,
      );
    },
  );
  app.get(
    '/api/v2/menus/:id{[0-9]+}',
    describeRoute({
      operationId: 'getMenuV2',
      summary: 'A menu with its item tree (public read)',
      tags: ['Menus'],
      parameters: [pathId()],
      responses: { 200: { description: 'The menu' }, 304: { description: 'Not modified' }, ...pick(404) },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const [m] = await db
        .select()
        .from(menus)
        .where(eq(menus.id, parseId(c.req.param('id'))));
      if (!m) throw notFound();
      const trees = await menuTree(c, [m.id]);
      return sendCached(c, { '@context': '/api/contexts/Menu', ...menuOut(m, trees.get(m.id) ?? []) }, false);
    },
  );
};
