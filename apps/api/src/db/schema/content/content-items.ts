import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { auditColumns, creationColumns, entityTable, idColumn, instant, ownerId, refId } from '../columns.ts';
import { destinations } from '../reference/destinations.ts';
import { articleCategories, destinationGuideCategories } from '../reference/name-lists.ts';
import { imageSrcs } from './image-srcs.ts';

// Issue 27 item 2: one table for every kind of website content (article, page, press, service,
// brochure, journal, knowledgebase, city_guide, destination_guide): content/content-kinds.ts
// declares the kinds, each its own endpoint limited to its rows.
export const contentItems = entityTable(
  'content_items',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    // Unique per kind, made from the title; kept on rename (old ones in content_slugs).
    slug: varchar('slug', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    publishedAt: instant('published_at'),
    scheduledAt: instant('scheduled_at'),
    // The editor's ProseMirror JSON (the source) and the sanitised HTML rendered from it.
    body: jsonb('body'),
    bodyHtml: text('body_html'),
    excerpt: text('excerpt'),
    language: varchar('language', { length: 8 }).notNull().default('en-US'),
    mainImageId: refId('main_image_id', () => imageSrcs.id, 'restrict'),
    articleCategoryId: refId('article_category_id', () => articleCategories.id, 'set null'),
    destinationGuideCategoryId: integer('destination_guide_category_id').references(
      () => destinationGuideCategories.id,
      { onDelete: 'set null' },
    ),
    authorId: refId('author_id', () => users.id, 'set null'),
    seoTitle: varchar('seo_title', { length: 255 }),
    seoKeywords: varchar('seo_keywords', { length: 1000 }),
    seoDescription: varchar('seo_description', { length: 1000 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // Press: the outlet and the link to the piece; services, brochure: a link (a PDF, a form).
    publication: varchar('publication', { length: 255 }),
    externalUrl: varchar('external_url', { length: 255 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_unique').on(t.kind, t.slug),
    // The v2 reads: a kind's published records, newest first, keyset-friendly.
    index('content_items_published_idx').on(t.kind, t.status, t.publishedAt.desc(), t.id.desc()),
    // The same order for the kind's roles reading every status at once (no status filter).
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt.desc(), t.id.desc()),
    // The v2 reads by category (the website's category pages): the page and its exact count.
    index('content_items_article_category_idx')
      .on(t.kind, t.status, t.articleCategoryId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.articleCategoryId} is not null`),
    index('content_items_destination_guide_category_idx')
      .on(t.kind, t.status, t.destinationGuideCategoryId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.destinationGuideCategoryId} is not null`),
    index('content_items_kind_updated_idx').on(t.kind, t.updatedAt.desc(), t.id.desc()),
    // The scheduled-publishing sweep.
    index('content_items_scheduled_idx').on(t.scheduledAt).where(sql`${t.scheduledAt} is not null`),
    index('content_items_main_image_idx').on(t.mainImageId),
  ],
);

// How many records a kind has in each status, and a version of them: the v2 reads' total and their
// cheap validator (content/content-v2.routes.ts). Kept by statement triggers on content_items,
// content_item_destinations and page_items (migration 0036): every statement touching a row of
// (kind, status), before or after, adds its delta to `items` and takes a new `version` from a
// sequence (never handed out twice, a rollback included), so an ETag made of versions changes
// with every committed change and only with a change of the statuses it reads.
export const contentCounts = pgTable(
  'content_counts',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    items: integer('items').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

export const contentItemDestinations = pgTable(
  'content_item_destinations',
  {
    contentItemId: ownerId('content_item_id', () => contentItems.id),
    destinationId: ownerId('destination_id', () => destinations.id),
  },
  (t) => [
    primaryKey({ columns: [t.contentItemId, t.destinationId] }),
    index('content_item_destinations_dest_idx').on(t.destinationId),
  ],
);

// The gallery images a body shows (image nodes with attrs.imageId), kept by the writer: a
// delete of an image in use is refused by the foreign key (409 with where it is used).
export const contentBodyImages = pgTable(
  'content_body_images',
  {
    contentItemId: ownerId('content_item_id', () => contentItems.id),
    imageSrcId: refId('image_src_id', () => imageSrcs.id, 'restrict').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentItemId, t.imageSrcId] }),
    index('content_body_images_image_idx').on(t.imageSrcId),
  ],
);

// A row per save: what the record was after it, listable and restorable.
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: idColumn(),
    contentItemId: ownerId('content_item_id', () => contentItems.id),
    // The record's version this save made.
    revision: integer('revision').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    ...creationColumns(),
  },
  (t) => [uniqueIndex('content_revisions_item_rev_unique').on(t.contentItemId, t.revision)],
);

// Slugs a record had before a rename: reads by them answer the record with its current slug.
export const contentSlugs = pgTable(
  'content_slugs',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 32 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    contentItemId: ownerId('content_item_id', () => contentItems.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_slugs_kind_slug_unique').on(t.kind, t.slug),
    index('content_slugs_item_idx').on(t.contentItemId),
  ],
);

// calls.md 7.9 /api/article_images: an article's gallery of images.
export const articleImages = pgTable(
  'article_images',
  {
    id: idColumn(),
    articleId: ownerId('article_id', () => contentItems.id),
    imageSrcId: refId('image_src_id', () => imageSrcs.id, 'restrict').notNull(),
    caption: varchar('caption', { length: 255 }),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('article_images_article_idx').on(t.articleId, t.position),
    index('article_images_image_idx').on(t.imageSrcId),
  ],
);

export const menus = entityTable(
  'menus',
  {
    name: varchar('name', { length: 255 }).notNull(),
    // Where the website shows it (header, footer).
    code: varchar('code', { length: 64 }),
  },
  (t) => [uniqueIndex('menus_code_unique').on(t.code)],
);

// An ordered tree per menu: parent (none: top level) and position among its siblings. An item
// links a page, an article or an http(s) URL.
export const menuItems = entityTable(
  'menu_items',
  {
    menuId: ownerId('menu_id', () => menus.id),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: varchar('label', { length: 255 }).notNull(),
    pageId: refId('page_id', () => contentItems.id, 'restrict'),
    articleId: refId('article_id', () => contentItems.id, 'restrict'),
    url: varchar('url', { length: 255 }),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.parentId, t.position),
    index('menu_items_parent_idx').on(t.parentId),
    index('menu_items_page_idx').on(t.pageId),
    index('menu_items_article_idx').on(t.articleId),
  ],
);

// A page's ordered blocks, each drawn with a template of the pageTemplate enum.
export const pageItems = entityTable(
  'page_items',
  {
    pageId: ownerId('page_id', () => contentItems.id),
    position: integer('position').notNull().default(0),
    template: varchar('template', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }),
    body: jsonb('body'),
    bodyHtml: text('body_html'),
    imageSrcId: refId('image_src_id', () => imageSrcs.id, 'restrict'),
  },
  (t) => [
    index('page_items_page_idx').on(t.pageId, t.position),
    index('page_items_image_idx').on(t.imageSrcId),
  ],
);
