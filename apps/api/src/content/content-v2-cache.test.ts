import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';
import { contentKinds } from './content-kinds.ts';

// The v2 reads' cheap validator (issue 27 item 4, content_counts): a 304 answered before any work
// must never be stale, per kind, and a draft's change must not show in anonymous readers' ETags.
const t = testAppForFile();
let admin: string;

const send = async (method: string, path: string, body?: unknown, token = admin) => {
  const res = await t.request(method, path, {
    token,
    ...(body === undefined ? {} : { body }),
    ...(method === 'PATCH' ? { headers: { 'content-type': 'application/merge-patch+json' } } : {}),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.status === 204 ? ({} as Item) : json<Item>(res);
};
const get = (path: string, token?: string, etag?: string) =>
  t.request('GET', path, {
    ...(token ? { token } : {}),
    ...(etag ? { headers: { 'if-none-match': etag } } : {}),
  });
// The ETag of a 200, checked to be the one its revalidation answers 304 to.
const etagOf = async (path: string, token?: string) => {
  const res = await get(path, token);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const etag = res.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await get(path, token, etag);
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('cache-control')).toBe(res.headers.get('cache-control'));
  return etag;
};
const stillFresh = async (path: string, etag: string, token?: string) =>
  (await get(path, token, etag)).status;

// The counts as the triggers keep them, against a count of the rows.
const countsAgree = async () => {
  const kept = await t.db.execute(
    sql`select kind, status, items from content_counts where items <> 0 order by kind, status`,
  );
  const counted = await t.db.execute(
    sql`select kind, status, count(*)::int as items from content_items group by kind, status order by kind, status`,
  );
  const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
  expect(rows(kept)).toEqual(rows(counted));
};

beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
});

describe('v2 reads: the ETag answered before any work', () => {
  it.each(contentKinds.map((k) => [k.kind, k]))(
    '%s: a publish, an edit, an unpublish and a delete each change it; a draft’s edit does not for the public',
    async (_, def) => {
      const list = `/api/v2/${def.v2Path}`;
      const write = `/api/${def.path}`;
      const other = contentKinds.find((k) => k.kind !== def.kind)!;
      const draft = await send('POST', write, { title: `A draft ${def.kind}` });
      let pub = await etagOf(list);
      let staff = await etagOf(list, admin);
      const otherKind = await etagOf(`/api/v2/${other.v2Path}`);

      // A draft's edit: the staff's answer changes, the public's does not (and tells nothing).
      await send('PATCH', `${write}/${draft.id}`, { title: `A draft ${def.kind}, edited` });
      expect(await stillFresh(list, pub)).toBe(304);
      expect(await stillFresh(list, staff, admin)).toBe(200);
      staff = await etagOf(list, admin);

      // Publish: both change, and the new answer shows it; another kind's answer does not change.
      await send('PATCH', `${write}/${draft.id}`, { status: 'published' });
      expect(await stillFresh(list, pub)).toBe(200);
      expect(await stillFresh(list, staff, admin)).toBe(200);
      expect(await stillFresh(`/api/v2/${other.v2Path}`, otherKind)).toBe(304);
      const shown = await json<Collection>(await get(list));
      expect(shown['hydra:member'].map((m) => m.id)).toContain(draft.id);
      pub = await etagOf(list);
      const item = await etagOf(`${list}/${draft.slug}`);

      // An edit of the published record.
      await send('PATCH', `${write}/${draft.id}`, { excerpt: 'Now with an excerpt.' });
      expect(await stillFresh(list, pub)).toBe(200);
      expect(await stillFresh(`${list}/${draft.slug}`, item)).toBe(200);
      const edited = await json<Item>(await get(`${list}/${draft.slug}`));
      expect(edited.excerpt).toBe('Now with an excerpt.');
      pub = await etagOf(list);

      // Unpublish.
      await send('PATCH', `${write}/${draft.id}`, { status: 'draft' });
      expect(await stillFresh(list, pub)).toBe(200);
      expect((await get(`${list}/${draft.id}`)).status).toBe(404);
      pub = await etagOf(list);

      // Delete: of a draft (the public's answer stays), then of a published record.
      await send('DELETE', `${write}/${draft.id}`);
      expect(await stillFresh(list, pub)).toBe(304);
      const gone = await send('POST', write, { title: `Short-lived ${def.kind}`, status: 'published' });
      pub = await etagOf(list);
      await send('DELETE', `${write}/${gone.id}`);
      expect(await stillFresh(list, pub)).toBe(200);
      const after = await json<Collection>(await get(list));
      expect(after['hydra:member'].map((m) => m.id)).not.toContain(gone.id);
      await countsAgree();
    },
  );

  it('changes with a record’s destinations and a page’s blocks, which the answers show', async () => {
    const place = await send('POST', '/api/destinations', { name: 'Lofoten' });
    const article = await send('POST', '/api/articles', { title: 'Northern lights', status: 'published' });
    const item = `/api/v2/articles/${article.slug}`;
    let list = await etagOf('/api/v2/articles');
    let one = await etagOf(item);
    await send('PATCH', `/api/articles/${article.id}`, { destinations: [place['@id']] });
    expect(await stillFresh('/api/v2/articles', list)).toBe(200);
    expect(await stillFresh(item, one)).toBe(200);
    expect((await json<Item>(await get(item))).destinations).toEqual([place['@id']]);
    list = await etagOf('/api/v2/articles');

    const page = await send('POST', '/api/pages', { title: 'About us', status: 'published' });
    const pageItem = `/api/v2/pages/${page.slug}`;
    one = await etagOf(pageItem);
    const block = await send('POST', '/api/page_items', { page: page['@id'], template: 'contact' });
    expect(await stillFresh(pageItem, one)).toBe(200);
    one = await etagOf(pageItem);
    await send('PATCH', `/api/page_items/${block.id}`, { template: 'legal' });
    expect(await stillFresh(pageItem, one)).toBe(200);
    one = await etagOf(pageItem);
    await send('DELETE', `/api/page_items/${block.id}`);
    expect(await stillFresh(pageItem, one)).toBe(200);
    // Pages' changes leave the articles' answers alone.
    expect(await stillFresh('/api/v2/articles', list)).toBe(304);
  });

  it('gives each request its own ETag, answers `*` only for a record that exists, and no ETag on a 404', async () => {
    await send('POST', '/api/services', { title: 'Private jets', status: 'published' });
    await send('POST', '/api/services', { title: 'Villas', status: 'published' });
    const a = await etagOf('/api/v2/services?itemsPerPage=1&page=1');
    const b = await etagOf('/api/v2/services?itemsPerPage=1&page=2');
    expect(a).not.toBe(b);
    expect(await stillFresh('/api/v2/services?itemsPerPage=1&page=2', a)).toBe(200);
    // The staff's answer (drafts included) is not the public's.
    expect(await stillFresh('/api/v2/services?itemsPerPage=1&page=1', a, admin)).toBe(200);
    expect(await stillFresh('/api/v2/services/villas', '*')).toBe(304);
    const missing = await get('/api/v2/services/no-such-service', undefined, '*');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('counts exactly: the kind’s total from the counts, a slug’s and a category’s by counting', async () => {
    const cat = await send('POST', '/api/article_categories', { name: 'Islands' });
    const before = (await json<Collection>(await get('/api/v2/articles')))['hydra:totalItems'];
    const made: Item[] = [];
    for (let i = 0; i < 4; i++)
      made.push(
        await send('POST', '/api/articles', {
          title: `Island ${i}`,
          status: i < 3 ? 'published' : 'draft',
          ...(i < 2 ? { category: cat['@id'] } : {}),
        }),
      );
    const all = await json<Collection>(await get('/api/v2/articles?itemsPerPage=2'));
    expect(all['hydra:totalItems']).toBe(before + 3);
    expect(all['hydra:view']?.['hydra:last']).toBe(
      `/api/v2/articles?page=${Math.ceil((before + 3) / 2)}&itemsPerPage=2`,
    );
    const byCategory = await json<Collection>(await get(`/api/v2/articles?category.id=${cat.id}`));
    expect(byCategory['hydra:totalItems']).toBe(2);
    expect(byCategory['hydra:member'].map((m) => m.id).sort()).toEqual([made[0]!.id, made[1]!.id].sort());
    const bySlug = await json<Collection>(await get(`/api/v2/articles?slug=${made[2]!.slug}`));
    expect(bySlug['hydra:totalItems']).toBe(1);
    expect(
      (await json<Collection>(await get(`/api/v2/articles?slug=${made[3]!.slug}`)))['hydra:totalItems'],
    ).toBe(0);
    // The staff's totals: every status, or the one asked for.
    const staffDrafts = await json<Collection>(await get('/api/v2/articles?status=draft', admin));
    expect(staffDrafts['hydra:member'].every((m) => m.status === 'draft')).toBe(true);
    expect(staffDrafts['hydra:member'].map((m) => m.id)).toContain(made[3]!.id);
    expect((await get('/api/v2/articles?category.id=abc')).status).toBe(400);
    await countsAgree();
  });
});
