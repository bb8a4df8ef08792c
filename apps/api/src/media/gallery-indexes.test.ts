import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageSrcs } from '../db/schema/index.ts';
import { testAppForFile } from '../test/test-app.ts';
import { imageSrcsResource } from './image-srcs.resource.ts';
import { imagesMissingRenditions } from './renditions-sweep.job.ts';

// The gallery's statements and the indexes made for them (bench/gallery.ts): an index whose
// predicate or order no longer matches its statement is silently left unused, so each statement's
// plan is checked to be able to use its index (sequential scans and sorts priced out).
const t = testAppForFile();

const plan = async (query: SQL | { getSQL: () => SQL }) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const rows = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return rows.rows.map((r) => Object.values(r)[0]).join('\n');
  });

describe('gallery indexes', () => {
  it('the renditions sweep reads its partial index', async () => {
    expect(await plan(imagesMissingRenditions(t.db, 200))).toContain('image_srcs_renditions_missing_idx');
  });

  it('the search reads the trigram index, the list its newest-first index', async () => {
    const search = imageSrcsResource.filters?.search;
    const where = search?.kind === 'custom' ? search.where?.(['Séville'], {}) : undefined;
    expect(where).toBeDefined();
    expect(await plan(t.db.select({ id: imageSrcs.id }).from(imageSrcs).where(where))).toContain(
      'image_srcs_search_trgm',
    );
    const newest = t.db
      .select({ id: imageSrcs.id })
      .from(imageSrcs)
      .orderBy(sql`${imageSrcs.createdAt} desc nulls last`, sql`${imageSrcs.id} desc nulls last`)
      .limit(30);
    const text = await plan(newest);
    expect(text).toContain('image_srcs_created_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
