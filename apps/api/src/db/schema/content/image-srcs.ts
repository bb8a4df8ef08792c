import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityTable, ownerId } from '../columns.ts';
import { imageTags } from '../reference/name-lists.ts';

// The media gallery (issue 27.5, calls.md 7.9 /api/image_srcs): one row per uploaded image, its
// original in the file store, the renditions a job makes once (thumbnail, medium, large, webp) listed
// in `renditions` ({ thumbnail: { filePath, width, height, mimeType }, ... }; empty until the job ran).
// Tags are the image_tags name list (calls.md 7.9 /api/image_tags, PUT).
// Content rows point at images with plain foreign keys (ON DELETE RESTRICT), so "where is it used"
// is read from the catalogue of foreign keys and a delete in use answers 409.
export type ImageRendition = {
  filePath: string;
  width: number;
  height: number;
  mimeType: string;
  size: number;
};

export const imageSrcs = entityTable(
  'image_srcs',
  {
    name: varchar('name', { length: 255 }).notNull(),
    alt: varchar('alt', { length: 255 }),
    extension: varchar('extension', { length: 16 }).notNull(),
    filePath: varchar('file_path', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // The focal point, 0..1 from the left and from the top (0.5/0.5: the centre), for crops.
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    renditions: jsonb('renditions').$type<Record<string, ImageRendition>>().notNull().default({}),
    // Lowercased, unaccented name and tag names, kept by the writer for the gallery's search.
    searchText: text('search_text').notNull().default(''),
    // The image's tag ids, kept by triggers on image_src_tags (migration 0039): the gallery's search
    // with a tag reads them from a GIN index beside the trigram one (image-srcs.resource.ts).
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    // The gallery's order (newest first, as the list's `desc nulls last` prints it).
    index('image_srcs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('image_srcs_file_idx').on(t.filePath),
    // The gallery's search: `like '%word%'` on the folded name and tag names.
    index('image_srcs_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('image_srcs_tag_ids_gin').using('gin', t.tagIds),
    // The renditions sweep (each minute): the few images still lacking a rendition, newest first.
    index('image_srcs_renditions_missing_idx')
      .on(t.createdAt)
      .where(sql`not (${t.renditions} ?& array['thumbnail','medium','large','webp'])`),
  ],
);

export const imageSrcTags = pgTable(
  'image_src_tags',
  {
    imageSrcId: ownerId('image_src_id', () => imageSrcs.id),
    imageTagId: ownerId('image_tag_id', () => imageTags.id),
  },
  (t) => [
    primaryKey({ columns: [t.imageSrcId, t.imageTagId] }),
    // A tag's images (the gallery's tag filter), read from the index alone.
    index('image_src_tags_tag_idx').on(t.imageTagId, t.imageSrcId),
  ],
);
