import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { imageSrcs, imageSrcTags, imageTags } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { optionalText } from '../engine/fields.ts';
import { lockWhere } from '../engine/record-sets.ts';
import { applyUpdates, serverValues } from '../engine/records.ts';
import type { Tx, WriteContext } from '../engine/types.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { conflict } from '../http/problem.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { renditionsJob } from './renditions.job.ts';
import { missingRenditions } from './renditions.ts';
import { foldText } from './search-text.ts';
import { describeUsages, usagesOf } from './usages.ts';

// A focal point coordinate: 0 (left/top) .. 1 (right/bottom); numeric strings from forms accepted.
const unit = () =>
  v.pipe(
    v.union([v.number(), v.string()], 'This value should be a number.'),
    v.transform((x) => (typeof x === 'string' ? Number(x.trim() === '' ? Number.NaN : x) : x)),
    v.check((x) => Number.isFinite(x), 'This value should be a number.'),
    v.check((x) => x >= 0 && x <= 1, 'This value should be between 0 and 1.'),
  );

// "Séville harbour" + tags "Spain", "Sea" → "seville harbour spain sea".
const searchTextOf = async (tx: Tx, id: number, name: string) => {
  const tags = await tx
    .select({ name: imageTags.name })
    .from(imageSrcTags)
    .innerJoin(imageTags, eq(imageTags.id, imageSrcTags.imageTagId))
    .where(eq(imageSrcTags.imageSrcId, id));
  return foldText([name, ...tags.map((t) => t.name)].join(' '));
};

// Recomputes the search text of the images holding these tags (a tag renamed), through the
// record service (each image's update audited).
export const refreshSearchTextOfTags = async (ctx: WriteContext, tagIds: number[]) => {
  if (tagIds.length === 0) return;
  const where = inArray(
    imageSrcs.id,
    ctx.tx
      .select({ id: imageSrcTags.imageSrcId })
      .from(imageSrcTags)
      .where(inArray(imageSrcTags.imageTagId, tagIds)),
  );
  const rows = await lockWhere(ctx, imageSrcsResource, where);
  const changes = [];
  for (const existing of rows) {
    const searchText = await searchTextOf(ctx.tx, existing.id, existing.name);
    if (searchText !== existing.searchText) changes.push({ existing, parsed: serverValues({ searchText }) });
  }
  await applyUpdates(ctx, imageSrcsResource, changes, { beforeWrite: false });
};

// calls.md 7.9 /api/image_srcs: the media gallery. Created by the multipart upload
// (image-upload.routes.ts, the file checked by content); edited here: name, alt, tags, focal point.
// The renditions are the job's (renditions.job.ts); the files' URLs are added to every answer
// (image-links.ts).
export const imageSrcsResource = defineResource({
  type: 'ImageSrc',
  path: 'image_srcs',
  table: imageSrcs,
  access: 'media',
  updateVerbs: ['PATCH'],
  operations: ['list', 'get', 'update', 'delete'],
  hidden: ['searchText', 'tagIds'],
  writable: {
    name: v.pipe(
      v.string('This value should be of type string.'),
      v.trim(),
      v.nonEmpty('This value should not be blank.'),
      v.maxLength(255, 'This value is too long. It should have 255 characters or less.'),
    ),
    alt: optionalText(255),
    focalX: unit(),
    focalY: unit(),
  },
  relations: {
    tags: {
      kind: 'manyThrough',
      target: 'ImageTag',
      through: imageSrcTags,
      sourceKey: 'imageSrcId',
      targetKey: 'imageTagId',
    },
  },
  filters: {
    'tags.id': { kind: 'exact', path: 'tags.id' },
    // Every word in the name or a tag name, accents and case aside. With a tag filter too, the
    // image's tag ids (image_srcs.tag_ids, GIN) narrow the candidates beside the trigram index:
    // the tag filter's own EXISTS still decides, this only lets PostgreSQL intersect two bitmaps
    // instead of walking the newest-first index (bench/gallery.ts: 24 ms → 1 ms).
    search: {
      kind: 'custom',
      type: 'string',
      description: 'Words found in the name or the tags (accents and case ignored)',
      where: (values, params) => {
        const words = foldText(values.join(' ')).split(' ').filter(Boolean).slice(0, 8);
        if (words.length === 0) return undefined;
        const conditions = words.map(
          (w) => sql`${imageSrcs.searchText} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
        const tags = [...(params['tags.id'] ?? []), ...(params['tags.id[]'] ?? [])].map((v) =>
          v.slice(v.lastIndexOf('/') + 1),
        );
        if (tags.length > 0 && tags.every((id) => /^\d{1,10}$/.test(id)))
          conditions.push(sql`${imageSrcs.tagIds} && ${`{${tags.join(',')}}`}::int[]`);
        return sql.join(conditions, sql` and `);
      },
    },
  },
  order: ['createdAt', 'id', 'name'],
  defaultOrder: { createdAt: 'desc', id: 'desc' },
  // The gallery's unfiltered pages: 50,000 images counted on every page took 5–10 ms (bench/gallery.ts).
  countedRows: true,
  itemsPerPage: 30,
  maxItemsPerPage: 200,
  extraOutput: {
    src: { type: 'string', description: 'A short-lived link to the original' },
    urls: {
      type: 'object',
      description: 'Short-lived links to the renditions made so far (thumbnail, medium, large, webp)',
      additionalProperties: { type: 'string' },
    },
  },
  hooks: {
    beforeWrite: async (values, ctx) => {
      const existing = ctx.existing;
      // A new focal point: the thumbnail (its crop) is made again by the job.
      if (
        existing &&
        ((values.focalX !== undefined && values.focalX !== existing.focalX) ||
          (values.focalY !== undefined && values.focalY !== existing.focalY))
      ) {
        const { thumbnail, ...rest } = (values.renditions ?? existing.renditions ?? {}) as Record<
          string,
          { filePath: string }
        >;
        if (thumbnail) {
          values.renditions = rest as typeof existing.renditions;
          await deleteFilesLater(ctx, [thumbnail.filePath]);
        }
      }
      return values;
    },
    afterWrite: async (row, ctx) => {
      const searchText = await searchTextOf(ctx.tx, row.id, row.name);
      if (searchText !== row.searchText)
        await ctx.tx.update(imageSrcs).set({ searchText }).where(eq(imageSrcs.id, row.id));
      if (missingRenditions(row.renditions).length > 0)
        await enqueue(ctx, renditionsJob, { imageSrcId: row.id });
    },
    beforeDelete: async (row, ctx) => {
      const usages = await usagesOf(ctx.tx, row.id);
      if (usages.length > 0) throw conflict(describeUsages(row.name, usages));
      await deleteFilesLater(ctx, [
        row.filePath,
        ...Object.values(row.renditions ?? {}).map((r) => r.filePath),
      ]);
    },
  },
});
