import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ImageRendition, imageSrcs } from '../db/schema/index.ts';
import { applyUpdates, lockRecord, serverValues } from '../engine/records.ts';
import { systemWrite } from '../engine/system-writes.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { fileStoreOf, readStoredFile, storeFile } from '../files/file-store.ts';
import type { JobDeps } from '../jobs/define-job.ts';

// The sizes every gallery image gets (product.md §5 hints 800×600 and 1024×768 for content):
// a square thumbnail cropped around the focal point, a medium and a large JPEG within their box,
// and a WebP of the large size.
export const renditionNames = ['thumbnail', 'medium', 'large', 'webp'] as const;
export type RenditionName = (typeof renditionNames)[number];
export const thumbnailSize = 320;
const boxes = { medium: 800, large: 1600, webp: 1600 } as const;

export const missingRenditions = (have: Record<string, unknown> | null | undefined) =>
  renditionNames.filter((name) => !have?.[name]);

// The square window of a `width`×`height` picture centred as near the focal point as fits.
export const focalCrop = (width: number, height: number, focalX: number, focalY: number) => {
  const side = Math.min(width, height);
  const clamp = (centre: number, length: number) =>
    Math.round(Math.min(Math.max(centre - side / 2, 0), length - side));
  return {
    left: clamp(focalX * width, width),
    top: clamp(focalY * height, height),
    width: side,
    height: side,
  };
};

const render = async (original: Uint8Array, name: RenditionName, focal: { x: number; y: number }) => {
  // Orientation from EXIF applied first: the crop and the sizes are those of the picture as seen.
  const base = sharp(original, { animated: false, limitInputPixels: 40_000_000 }).rotate();
  if (name === 'thumbnail') {
    const { data: upright, info } = await base.toBuffer({ resolveWithObject: true });
    const crop = focalCrop(info.width, info.height, focal.x, focal.y);
    const out = await sharp(upright)
      .extract(crop)
      .resize(thumbnailSize, thumbnailSize, { withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ...out, mimeType: 'image/jpeg', extension: 'jpg' };
  }
  const box = boxes[name];
  const resized = base.resize(box, box, { fit: 'inside', withoutEnlargement: true });
  const out =
    name === 'webp'
      ? await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true })
      : await resized
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
  return {
    ...out,
    mimeType: name === 'webp' ? 'image/webp' : 'image/jpeg',
    extension: name === 'webp' ? 'webp' : 'jpg',
  };
};

// Makes the renditions an image lacks (all on the first run; the thumbnail again after a new focal
// point), stores them and records them on the image: a second run finds nothing missing and
// does nothing. An image deleted meanwhile is left alone (its files made here are removed).
export const makeRenditions = async (deps: JobDeps, imageSrcId: number) => {
  const [image] = await deps.db.select().from(imageSrcs).where(eq(imageSrcs.id, imageSrcId)).limit(1);
  if (!image) return { made: [] as string[] };
  const missing = missingRenditions(image.renditions);
  if (missing.length === 0) return { made: [] as string[] };
  const store = fileStoreOf(deps.config);
  const original = await readStoredFile(store, image.filePath);
  if (!original)
    throw new Error(`Image ${imageSrcId}: its original ${image.filePath} is missing from the store`);
  const made: Record<string, ImageRendition> = {};
  for (const name of missing) {
    const out = await render(original, name, { x: image.focalX, y: image.focalY });
    const filePath = await storeFile(store, out.data, {
      extension: out.extension,
      contentType: out.mimeType,
    });
    made[name] = {
      filePath,
      width: out.info.width,
      height: out.info.height,
      mimeType: out.mimeType,
      size: out.data.byteLength,
    };
  }
  const { imageSrcsResource } = await import('./image-srcs.resource.ts');
  const kept = await systemWrite(deps.db, deps, async (ctx) => {
    const [current] = await ctx.tx
      .select({ id: imageSrcs.id })
      .from(imageSrcs)
      .where(eq(imageSrcs.id, imageSrcId));
    if (!current) {
      await deleteFilesLater(
        ctx,
        Object.values(made).map((r) => r.filePath),
      );
      return false;
    }
    const existing = await lockRecord(ctx, imageSrcsResource, imageSrcId);
    // Made while the focal point changed again: that thumbnail is the next run's to make.
    const stale = existing.focalX !== image.focalX || existing.focalY !== image.focalY ? ['thumbnail'] : [];
    const renditions = { ...existing.renditions };
    const dropped: string[] = [];
    for (const [name, r] of Object.entries(made)) {
      if (existing.renditions[name] || stale.includes(name)) dropped.push(r.filePath);
      else renditions[name] = r;
    }
    await deleteFilesLater(ctx, dropped);
    await applyUpdates(ctx, imageSrcsResource, [{ existing, parsed: serverValues({ renditions }) }]);
    return true;
  });
  return { made: kept ? Object.keys(made) : [] };
};
