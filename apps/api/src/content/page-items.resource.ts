import { eq, inArray } from 'drizzle-orm';
import { articleImages, imageSrcs, pageItems } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { integer, oneOf } from '../engine/fields.ts';
import type { Resource, Row, Tx } from '../engine/types.ts';
import { pageTemplates } from '../enums/content-values.ts';
import { unprocessable } from '../http/problem.ts';
import { bodyImageIds, type PmNode, renderBody } from './body.ts';
import { bodyDoc, htmlInput, imageRef, optionalPlain } from './content-fields.ts';
import { siblingOrder } from './sibling-order.ts';

const imageIri = (id: unknown) => (id == null ? null : `/api/image_srcs/${id}`);

const checkImage = async (tx: Tx, ids: number[], path: string) => {
  if (!ids.length) return;
  const found = new Set(
    (await tx.select({ id: imageSrcs.id }).from(imageSrcs).where(inArray(imageSrcs.id, ids))).map(
      (r) => r.id,
    ),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw unprocessable(
      missing.map((id) => ({ propertyPath: path, message: `Item not found for "/api/image_srcs/${id}".` })),
    );
};

// `image` (IRI) in, image_src_id stored, the IRI answered.
const imageIn = async (values: Row, tx: Tx, column: string) => {
  if (!('image' in values)) return;
  const id = values.image as number | null;
  delete values.image;
  if (id != null) await checkImage(tx, [id], 'image');
  values[column] = id;
};
const imageOut = (column: string) => (item: Row) => {
  item.image = imageIri(item[column]);
  delete item[column];
};

// A new position (a drag, a move button) places the block there and numbers the page's other blocks
// 0.. around it, in the same transaction: a reorder is one PATCH.
const keepOrder = siblingOrder<typeof pageItems.$inferSelect>({
  resource: (): Resource => pageItemsResource as never,
  table: pageItems,
  id: pageItems.id,
  position: pageItems.position,
  sameParent: (row) => eq(pageItems.pageId, row.pageId),
});

// calls.md 7.9: a page's ordered blocks, POST /api/page_items; PATCH, DELETE /{id}. The template is
// one of the pageTemplate enum; a block's body follows the content body contract (body.ts).
export const pageItemsResource = defineResource({
  type: 'PageItem',
  path: 'page_items',
  table: pageItems,
  access: 'pages',
  updateVerbs: ['PATCH'],
  writable: {
    template: oneOf(pageTemplates),
    title: optionalPlain(255),
    body: bodyDoc(),
    bodyHtml: htmlInput(),
    image: imageRef(),
    position: integer({ min: 0, max: 100_000, empty: 0 }),
  },
  required: ['page', 'template'],
  defaults: { position: 0 },
  fixedAfterCreate: ['page'],
  relations: { page: { kind: 'one', target: 'Page', fk: 'pageId' } },
  filters: { 'page.id': { kind: 'exact', path: 'page.id' } },
  order: ['position', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  clientPagination: true,
  extraOutput: { image: { type: ['string', 'null'] } },
  hooks: {
    beforeWrite: async (values, ctx) => {
      await imageIn(values, ctx.tx, 'imageSrcId');
      // A new block without a position goes last.
      if (!ctx.existing && !('position' in ctx.input)) values.position = 100_000;
      if (values.body != null) {
        await checkImage(ctx.tx, bodyImageIds(values.body as PmNode), 'body');
        values.bodyHtml = renderBody(values.body as PmNode);
      } else if ('bodyHtml' in values && !('body' in values)) values.body = null;
      return values;
    },
    afterWrite: keepOrder,
    afterRead: imageOut('imageSrcId'),
    afterList: (items) => {
      for (const item of items) imageOut('imageSrcId')(item);
    },
  },
});

// calls.md 7.9: GET, POST /api/article_images: an article's gallery images, in order.
export const articleImagesResource = defineResource({
  type: 'ArticleImage',
  path: 'article_images',
  table: articleImages,
  access: 'cms',
  updateVerbs: ['PATCH'],
  writable: {
    image: imageRef(),
    caption: optionalPlain(255),
    position: integer({ min: 0, max: 100_000, empty: 0 }),
  },
  required: ['article', 'image'],
  defaults: { position: 0 },
  fixedAfterCreate: ['article'],
  relations: { article: { kind: 'one', target: 'Article', fk: 'articleId' } },
  filters: { 'article.id': { kind: 'exact', path: 'article.id' } },
  order: ['position', 'id'],
  defaultOrder: { position: 'asc', id: 'asc' },
  extraOutput: { image: { type: ['string', 'null'] } },
  hooks: {
    beforeWrite: async (values, ctx) => {
      await imageIn(values, ctx.tx, 'imageSrcId');
      if (!ctx.existing && values.imageSrcId == null)
        throw unprocessable([{ propertyPath: 'image', message: 'This value should not be blank.' }]);
      return values;
    },
    afterRead: imageOut('imageSrcId'),
    afterList: (items) => {
      for (const item of items) imageOut('imageSrcId')(item);
    },
  },
});
