import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, fileStoreOf, storeFile } from '../files/file-store.ts';
import { listStoredPaths } from '../files/test-file-store.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { demoPhoto } from './pdf-demo-trip.ts';
import { clearPrintImageCache, photoBox, printImage, renditionPath } from './pdf-images.ts';

// Print-size renditions kept in the file store (local disk, or the bucket with TEST_FILE_STORE=s3).
let t: TestApp;
let store: FileStore;
beforeAll(async () => {
  t = await createTestApp();
  store = fileStoreOf(t.config);
}, 60_000);
afterAll(() => t.close());

const storePhoto = async (i: number) =>
  storeFile(store, await demoPhoto(i, 1200, 800), { extension: 'jpg', contentType: 'image/jpeg' });

// The same store, counting what is written to it.
const counting = (inner: FileStore) => {
  const puts: string[] = [];
  const wrapped: FileStore = {
    ...inner,
    put: (path, body, info) => {
      puts.push(path);
      return inner.put(path, body, info);
    },
  };
  return { store: wrapped, puts };
};

describe('print-size images', () => {
  it('are written once beside the source and read back from there, the source untouched', async () => {
    const path = await storePhoto(1);
    const rendition = renditionPath(path, photoBox);
    expect(rendition).toBe(`renditions/${path.replace(/\.jpg$/, '')}@800x560.jpg`);
    const { store: s, puts } = counting(store);
    const first = await printImage(s, path, photoBox);
    expect(first?.format).toBe('jpg');
    expect(await sharp(first!.data).metadata()).toMatchObject({ width: 800, height: 560 });
    expect(puts).toEqual([rendition]);
    expect(await listStoredPaths(t.config)).toContain(rendition);

    // A fresh process (no cache) with the source gone: the image still comes, from the rendition.
    clearPrintImageCache();
    await store.remove(path);
    const second = await printImage(s, path, photoBox);
    expect(second && Buffer.compare(second.data, first!.data)).toBe(0);
    expect(puts).toEqual([rendition]);
  });

  it('a rendition cut short (another process still writing it) is not used: the source is resized, the rendition rewritten', async () => {
    const path = await storePhoto(2);
    const rendition = renditionPath(path, photoBox);
    const whole = await sharp(await demoPhoto(3, 800, 560))
      .jpeg()
      .toBuffer();
    await store.put(rendition, whole.subarray(0, whole.length - 100), { contentType: 'image/jpeg' });
    const image = await printImage(store, path, photoBox);
    expect(image?.data.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(image!.data).metadata()).toMatchObject({ width: 800, height: 560 });
    // ... and replaced by the whole one.
    const file = await store.open(rendition);
    expect(Buffer.compare(Buffer.from(await new Response(file!.stream).arrayBuffer()), image!.data)).toBe(0);
  });

  it('forty sources asked at once all come out, each written once', async () => {
    const paths = await Promise.all(Array.from({ length: 40 }, (_, i) => storePhoto(i)));
    const { store: s, puts } = counting(store);
    // Every path twice at once: one read and resize each.
    const images = await Promise.all([...paths, ...paths].map((p) => printImage(s, p, photoBox)));
    expect(images.every((i) => i?.format === 'jpg')).toBe(true);
    expect(puts.sort()).toEqual(paths.map((p) => renditionPath(p, photoBox)).sort());
  }, 60_000);
});
