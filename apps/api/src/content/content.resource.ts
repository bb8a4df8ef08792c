import { and, eq, inArray } from 'drizzle-orm';
import {
  contentBodyImages,
  contentItemDestinations,
  contentItems,
  contentRevisions,
  contentSlugs,
  imageSrcs,
} from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { dateFilters, exactFilters } from '../engine/exact-filters.ts';
import { integer, oneOf, url } from '../engine/fields.ts';
import type { HookContext, Relation, Resource, Row, ValuesOf, WriteContext } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { requestWebsiteUpdate } from '../settings/request-website-update.ts';
import { bodyImageIds, excerptOf, type PmNode, renderBody } from './body.ts';
import {
  bodyDoc,
  htmlInput,
  imageRef,
  optionalInstant,
  optionalPlain,
  requiredPlain,
  seoKeywords,
  tagList,
} from './content-fields.ts';
import { type ContentKindDef, contentKinds, contentLanguages, contentStatuses } from './content-kinds.ts';
import { contentPublishJob } from './publish.job.ts';
import { freeSlug, slugify } from './slug.ts';

type ContentTable = typeof contentItems;
type ContentRow = ContentTable['$inferSelect'];

// What a revision keeps and a restore puts back: the content, not the publishing state or slug.
export const revisionFields = [
  'title',
  'body',
  'bodyHtml',
  'excerpt',
  'language',
  'mainImageId',
  'articleCategoryId',
  'destinationGuideCategoryId',
  'seoTitle',
  'seoKeywords',
  'seoDescription',
  'tags',
  'publication',
  'externalUrl',
  'position',
] as const;

const imageIri = (id: unknown) => (id == null ? null : `/api/image_srcs/${id}`);

const checkImages = async (ctx: WriteContext, ids: number[], path: string) => {
  if (ids.length === 0) return;
  const found = await ctx.tx.select({ id: imageSrcs.id }).from(imageSrcs).where(inArray(imageSrcs.id, ids));
  const have = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !have.has(id));
  if (missing.length)
    throw unprocessable(
      missing.map((id) => ({ propertyPath: path, message: `Item not found for "/api/image_srcs/${id}".` })),
    );
};

// Slug, body, status and image rules shared by every kind (issue 27 item 2).
const beforeWrite = async (
  values: ValuesOf<ContentTable>,
  ctx: HookContext & { existing: ContentRow | undefined; input: Row },
  def: ContentKindDef,
): Promise<ValuesOf<ContentTable>> => {
  const out: Row = { ...values };
  const existing = ctx.existing;
  // mainImage (IRI) -> main_image_id.
  if ('mainImage' in out) {
    const id = out.mainImage as number | null;
    delete out.mainImage;
    if (id != null) await checkImages(ctx, [id], 'mainImage');
    out.mainImageId = id;
  }
  // The body is the source: its HTML is rendered here (a bodyHtml sent with it is ignored); a
  // bodyHtml alone (imported content) is kept sanitised and the body cleared.
  if ('body' in out && out.body != null) {
    const body = out.body as PmNode;
    await checkImages(ctx, bodyImageIds(body), 'body');
    out.bodyHtml = renderBody(body);
  } else if ('bodyHtml' in out && !('body' in out)) {
    out.body = null;
  }
  if (!('excerpt' in ctx.input) && !existing?.excerpt && typeof out.bodyHtml === 'string' && out.bodyHtml)
    out.excerpt = excerptOf(out.bodyHtml) || null;
  // Slug: from the title on create, kept on rename; a slug sent is folded the same way.
  const kind = def.kind;
  if (existing === undefined) {
    const base = slugify(String(out.slug ?? out.title ?? ''));
    out.slug = await freeSlug(ctx.tx, kind, base);
    if (out.authorId === undefined) out.authorId = ctx.actor.id ?? null;
  } else if ('slug' in out) {
    const wanted = slugify(String(out.slug ?? existing.title));
    if (wanted === existing.slug) delete out.slug;
    else out.slug = await freeSlug(ctx.tx, kind, wanted, existing.id);
  }
  // Status and dates.
  const status = (out.status ?? existing?.status ?? 'draft') as string;
  const wasPublished = existing?.status === 'published';
  if (out.scheduledAt && status !== 'draft' && 'scheduledAt' in ctx.input)
    throw unprocessable([
      { propertyPath: 'scheduledAt', message: 'Only a draft can be scheduled for publishing.' },
    ]);
  if (status === 'published' && !wasPublished) {
    if (out.publishedAt == null) out.publishedAt = new Date();
    out.scheduledAt = null;
  }
  // Archived (or back to draft by hand): any schedule left is dropped unless one was sent.
  if (status === 'archived') out.scheduledAt = null;
  return out as ValuesOf<ContentTable>;
};

const contentChanged = (row: ContentRow, existing: ContentRow | undefined) =>
  !existing || revisionFields.some((f) => JSON.stringify(row[f]) !== JSON.stringify(existing[f]));

const afterWrite = async (row: ContentRow, ctx: HookContext & { existing: ContentRow | undefined }) => {
  const existing = ctx.existing;
  // A revision per save.
  const snapshot = Object.fromEntries(revisionFields.map((f) => [f, row[f]]));
  await ctx.tx.insert(contentRevisions).values({
    contentItemId: row.id,
    revision: row.version,
    title: row.title,
    snapshot,
    createdBy: ctx.actor.id ?? null,
  });
  // The old slug is kept for reads by it; a slug taken back leaves the history.
  if (existing && existing.slug !== row.slug) {
    await ctx.tx
      .delete(contentSlugs)
      .where(and(eq(contentSlugs.kind, row.kind), eq(contentSlugs.slug, row.slug)));
    await ctx.tx
      .insert(contentSlugs)
      .values({ kind: row.kind, slug: existing.slug, contentItemId: row.id })
      .onConflictDoNothing();
  }
  // The gallery images the body shows, for the foreign key that keeps them.
  if (!existing || JSON.stringify(existing.body) !== JSON.stringify(row.body)) {
    await ctx.tx.delete(contentBodyImages).where(eq(contentBodyImages.contentItemId, row.id));
    const ids = bodyImageIds(row.body as PmNode | null);
    if (ids.length)
      await ctx.tx
        .insert(contentBodyImages)
        .values(ids.map((imageSrcId) => ({ contentItemId: row.id, imageSrcId })));
  }
  // Scheduled publishing: a job per record and time, which publishes once (publish.job.ts).
  if (
    row.status === 'draft' &&
    row.scheduledAt &&
    row.scheduledAt.getTime() !== existing?.scheduledAt?.getTime()
  ) {
    const at = row.scheduledAt.toISOString();
    await enqueue(
      ctx,
      contentPublishJob,
      { id: row.id, at },
      { key: `content:${row.id}:${at}`, startAfter: row.scheduledAt },
    );
  }
  // Publishing, unpublishing, or an edit of what the website shows: one debounced website update.
  const published = row.status === 'published';
  const was = existing?.status === 'published';
  if (
    (published || was) &&
    (published !== was || contentChanged(row, existing)) &&
    ctx.deps.config?.websiteUpdateUrl
  )
    await requestWebsiteUpdate(
      ctx,
      `${row.kind} ${row.slug} ${published ? (was ? 'edited' : 'published') : 'unpublished'}`,
    );
};

const beforeDelete = async (row: ContentRow, ctx: HookContext) => {
  if (row.status === 'published' && ctx.deps.config?.websiteUpdateUrl)
    await requestWebsiteUpdate(ctx, `${row.kind} ${row.slug} deleted`);
};

// The read side: the main image as its IRI. The column is left out of the JSON by an undefined
// value rather than deleted (a delete puts the object in V8's slow dictionary mode).
const decorate = (item: Row) => {
  item.mainImage = imageIri(item.mainImageId);
  item.mainImageId = undefined;
};

const allHideable = [
  'publication',
  'externalUrl',
  'articleCategoryId',
  'destinationGuideCategoryId',
] as const;

export const defineContentKind = (def: ContentKindDef): Resource<ContentTable> => {
  const extra = new Set<string>(def.extra ?? []);
  const relations: Record<string, Relation> = {
    author: { kind: 'one', target: 'User', fk: 'authorId' },
    destinations: {
      kind: 'manyThrough',
      target: 'Destination',
      through: contentItemDestinations,
      sourceKey: 'contentItemId',
      targetKey: 'destinationId',
    },
  };
  if (def.kind === 'page')
    relations.items = { kind: 'many', target: 'PageItem', fk: 'pageId', embed: true, itemOnly: true };
  if (def.category) relations.category = { kind: 'one', target: def.category.target, fk: def.category.fk };
  const hidden = allHideable.filter((c) => !extra.has(c) && def.category?.fk !== c);
  return defineResource({
    type: def.type,
    plural: def.plural,
    path: def.path,
    table: contentItems,
    access: def.access,
    description: `Website content of kind ${def.kind} (content/content-kinds.ts)`,
    updateVerbs: ['PATCH', 'PUT'],
    hidden: [...hidden, 'kind'],
    writable: {
      title: requiredPlain(255),
      slug: optionalPlain(255),
      status: oneOf(contentStatuses),
      publishedAt: optionalInstant(),
      scheduledAt: optionalInstant(),
      body: bodyDoc(),
      bodyHtml: htmlInput(),
      excerpt: optionalPlain(2000),
      language: oneOf(contentLanguages),
      mainImage: imageRef(),
      seoTitle: optionalPlain(255),
      seoKeywords: seoKeywords(),
      seoDescription: optionalPlain(1000),
      tags: tagList(),
      position: integer({ min: 0, max: 1_000_000, empty: 0 }),
      ...(extra.has('publication') ? { publication: optionalPlain(255) } : {}),
      ...(extra.has('externalUrl') ? { externalUrl: url() } : {}),
    },
    required: ['title'],
    defaults: { status: 'draft', language: 'en-US', tags: [] },
    relations,
    filters: {
      ...exactFilters('status', 'slug'),
      title: { kind: 'partial', path: 'title' },
      ...exactFilters('author.id', 'destinations.id'),
      ...dateFilters('publishedAt', 'updatedAt'),
      ...(def.category ? { 'category.id': { kind: 'exact', path: 'category.id' } as const } : {}),
    },
    order: ['updatedAt', 'publishedAt', 'createdAt', 'title', 'position', 'status', 'id'],
    defaultOrder: { updatedAt: 'desc', id: 'desc' },
    extraOutput: {
      mainImage: { type: ['string', 'null'], description: 'IRI of the main image (/api/image_srcs/{id})' },
    },
    // This kind's rows of the shared table (engine/scope.ts), as defineVariants does for its types.
    scope: { key: 'kind', value: def.kind },
    hooks: {
      beforeWrite: (values, ctx) => beforeWrite(values, ctx, def),
      afterWrite,
      beforeDelete,
      afterRead: (item) => decorate(item),
      afterList: (items) => {
        for (const item of items) decorate(item);
      },
    },
  });
};

export const contentResources = contentKinds.map(defineContentKind);
export const contentResourceByKind = new Map(
  contentKinds.map((k, i) => [k.kind as string, contentResources[i]!]),
);
