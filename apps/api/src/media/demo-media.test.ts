import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageSrcs, imageSrcTags } from '../db/schema/index.ts';
import { fileStoreOf } from '../files/file-store.ts';
import { seedDemoMedia } from '../seed/demo-media.ts';
import { type AnyItem, adminAppForFile, callAs } from '../test/admin-app.ts';
import { sweepRenditions } from './renditions-sweep.job.ts';

// The seed writes fixtures, without audit rows, as every demo seed.
const t = adminAppForFile({ auditCheck: false });

describe('demo gallery', () => {
  it('seeds 40 drawn, tagged images quickly; the sweep gives them renditions by the job', async () => {
    const started = performance.now();
    await t.db.transaction((tx) => seedDemoMedia(tx, fileStoreOf(t.config)));
    // Drawing and storing 40 pictures stays a small part of a first start.
    expect(performance.now() - started).toBeLessThan(15_000);
    const [{ n }] = (await t.db.select({ n: count() }).from(imageSrcs)) as [{ n: number }];
    expect(Number(n)).toBe(40);
    const [{ tagged }] = (
      await t.db.execute<{ tagged: number }>(
        sql`select count(distinct ${imageSrcTags.imageSrcId})::int as tagged from ${imageSrcTags}`,
      )
    ).rows as [{ tagged: number }];
    expect(tagged).toBe(40);

    const page = await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=5');
    expect(page.body['hydra:totalItems']).toBe(40);
    const first = page.body['hydra:member'][0] as AnyItem;
    expect(first).toMatchObject({
      name: 'Santorini caldera at sunset',
      width: 800,
      height: 600,
      renditions: {},
    });
    const picture = await t.request('GET', first.src);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await callAs(t, 'GET', '/api/image_srcs?search=beach')).body['hydra:totalItems']).toBeGreaterThan(
      2,
    );

    // The sweep enqueues the missing renditions (two here, to keep the test short); the job makes them.
    expect(await sweepRenditions(t.deps, 2)).toBe(2);
    await t.drainJobs();
    const after = (await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=2')).body[
      'hydra:member'
    ] as AnyItem[];
    for (const image of after)
      expect(Object.keys(image.urls).sort()).toEqual(['large', 'medium', 'thumbnail', 'webp']);
    expect(await sweepRenditions(t.deps, 2)).toBe(2);
  });
});
