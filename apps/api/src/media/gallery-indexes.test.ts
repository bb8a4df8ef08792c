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

  it('keeps each image’s tag ids with its tags, and a search with a tag can read them from their index', async () => {
    const rows = async (q: SQL) =>
      ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [image] =
      await rows(sql`insert into image_srcs (name, extension, file_path, mime_type, size, width, height)
      values ('Séville terrace', 'jpg', 'images/t.jpg', 'image/jpeg', 1, 1, 1) returning id`);
    const tags = await rows(
      sql`insert into image_tags (name) values ('tag ids a'), ('tag ids b') returning id`,
    );
    const [a, b] = tags.map((r) => Number(r.id));
    const tagIds = async () =>
      (await rows(sql`select tag_ids from image_srcs where id = ${image!.id}`))[0]!.tag_ids;
    await t.db.execute(
      sql`insert into image_src_tags (image_src_id, image_tag_id) values (${image!.id}, ${b}), (${image!.id}, ${a})`,
    );
    expect(await tagIds()).toEqual([a, b]);
    await t.db.execute(sql`delete from image_tags where id = ${b}`);
    expect(await tagIds()).toEqual([a]);
    await t.db.execute(sql`delete from image_src_tags where image_src_id = ${image!.id}`);
    expect(await tagIds()).toEqual([]);

    const search = imageSrcsResource.filters?.search;
    const where =
      search?.kind === 'custom'
        ? search.where?.(['terrace'], { 'tags.id': [`/api/image_tags/${a}`] })
        : undefined;
    const text = await plan(t.db.select({ id: imageSrcs.id }).from(imageSrcs).where(where));
    // (Over this test's few rows one bitmap is enough; over 50,000 images both are intersected.)
    expect(text).toContain('image_srcs_tag_ids_gin');
  });

  it('keeps the unfiltered total in row_counts, which the list reads instead of counting', async () => {
    const counted = async () =>
      Number(
        (
          (await t.db.execute(sql`select n from row_counts where table_name = 'image_srcs'`)) as unknown as {
            rows: { n: unknown }[];
          }
        ).rows[0]?.n,
      );
    const actual = async () =>
      Number(
        (
          (await t.db.execute(sql`select count(*) as n from image_srcs`)) as unknown as {
            rows: { n: unknown }[];
          }
        ).rows[0]?.n,
      );
    const start = await actual();
    expect(await counted()).toBe(start);
    // Many rows in one statement, one in another, some deleted, one write rolled back.
    await t.db.execute(sql`insert into image_srcs (name, search_text, extension, file_path, mime_type, size, width, height)
      select 'counted ' || n, 'counted ' || n, 'jpg', 'images/c' || n || '.jpg', 'image/jpeg', 1, 1, 1
      from generate_series(1, 25) n`);
    await t.db.execute(sql`insert into image_srcs (name, search_text, extension, file_path, mime_type, size, width, height)
      values ('counted one', 'counted one', 'jpg', 'images/c.jpg', 'image/jpeg', 1, 1, 1)`);
    await t.db.execute(sql`delete from image_srcs where name in ('counted 1', 'counted 2', 'counted 3')`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from image_srcs where name like 'counted %'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await actual()).toBe(start + 23);
    expect(await counted()).toBe(start + 23);
    // The list's total is that count; a filtered list still counts its matches.
    const page = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update row_counts set n = n + 1000 where table_name = 'image_srcs'`);
        const { listStatements } = await import('../engine/list-statements.ts');
        const all = listStatements(tx, imageSrcsResource, {});
        const some = listStatements(tx, imageSrcsResource, { search: ['counted'] });
        const [a, b] = await Promise.all([all.total, some.total]);
        throw Object.assign(new Error('rollback'), { totals: [Number(a?.[0]?.n), Number(b?.[0]?.n)] });
      })
      .catch((e: { totals?: number[] }) => e.totals);
    expect(page).toEqual([start + 23 + 1000, 23]);
  });
});
