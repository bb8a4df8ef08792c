import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBodyImages, imageSrcs } from '../db/schema/index.ts';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let admin: string;
let marketing: string;

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

const post = async (path: string, body: unknown, token = marketing) => {
  const res = await t.request('POST', path, { token, body });
  return { status: res.status, body: await json<Item>(res) };
};
const patch = async (path: string, body: unknown, token = marketing) => {
  const res = await t.request('PATCH', path, {
    token,
    body,
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  return { status: res.status, body: await json<Item>(res) };
};
const get = async (path: string, token?: string, headers?: Record<string, string>) =>
  t.request('GET', path, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

beforeAll(async () => {
  admin = await t.login('admin@demo.travel');
  marketing = await t.login('marketing@demo.travel');
});

describe('articles: one content mechanism', () => {
  it('creates a draft with a slug from the title, renders the body to sanitised HTML, keeps the slug on rename', async () => {
    const created = await post('/api/articles', {
      title: 'Élan & Café — Paris!',
      body: doc(
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hello' }] },
        p('world', [{ type: 'bold' }]),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('one')] }] },
        p('link', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
        {
          type: 'paragraph',
          content: [{ type: 'mention', attrs: { id: '/api/vendors/3', label: 'Ritz', kind: 'vendor' } }],
        },
      ),
      seoKeywords: ' paris,  cafe ,, ',
    });
    expect(created.status).toBe(201);
    const a = created.body;
    expect(a).toMatchObject({
      '@type': 'Article',
      slug: 'elan-cafe-paris',
      status: 'draft',
      seoKeywords: 'paris, cafe',
    });
    expect(a.bodyHtml).toBe(
      '<h2>Hello</h2><p><strong>world</strong></p><ul><li><p>one</p></li></ul><p><a href="https://example.com" rel="noopener noreferrer nofollow">link</a></p><p><span class="mention" data-type="mention" data-kind="vendor" data-id="/api/vendors/3">@Ritz</span></p>',
    );
    expect(a.author).toMatch(/^\/api\/users\/\d+$/);
    expect(a.excerpt).toBe('Hello world one link @Ritz');

    const renamed = await patch(`/api/articles/${a.id}`, { title: 'A new title' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('elan-cafe-paris');

    // A second record of the same title gets its own slug; another kind may reuse it.
    expect((await post('/api/articles', { title: 'Elan cafe Paris' })).body.slug).toBe('elan-cafe-paris-2');
    expect((await post('/api/pages', { title: 'Elan cafe Paris' })).body.slug).toBe('elan-cafe-paris');
  });

  it('answers an old slug with the record and its current slug', async () => {
    const a = (await post('/api/articles', { title: 'Old name', status: 'published' })).body;
    expect(a.slug).toBe('old-name');
    const moved = await patch(`/api/articles/${a.id}`, { slug: 'New Name' });
    expect(moved.body.slug).toBe('new-name');
    const res = await get('/api/v2/articles/old-name');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-location')).toBe('/api/v2/articles/new-name');
    expect((await json<Item>(res)).slug).toBe('new-name');
    // The old slug stays reserved: a new record of that title does not take it.
    expect((await post('/api/articles', { title: 'Old name' })).body.slug).toBe('old-name-2');
  });

  it('refuses an unknown node type with a 422 on body', async () => {
    const res = await post('/api/articles', { title: 'Bad', body: doc({ type: 'script', content: [] }) });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'body' })]);
    const mark = await post('/api/articles', { title: 'Bad', body: doc(p('x', [{ type: 'blink' }])) });
    expect(mark.status).toBe(422);
    const level = await post('/api/articles', {
      title: 'Bad',
      body: doc({ type: 'heading', attrs: { level: 6 } }),
    });
    expect(level.status).toBe(422);
  });

  it('keeps revisions on every save and restores one', async () => {
    const a = (await post('/api/articles', { title: 'Rev one', body: doc(p('first')) })).body;
    await patch(`/api/articles/${a.id}`, { title: 'Rev two', body: doc(p('second')) });
    const list = await json<Collection>(await get(`/api/articles/${a.id}/revisions`, marketing));
    expect(list['hydra:member'].map((r) => r.title)).toEqual(['Rev two', 'Rev one']);
    const first = list['hydra:member'][1]!;
    const restored = await t.request('POST', `/api/articles/${a.id}/revisions/${first.id}/restore`, {
      token: marketing,
    });
    expect(restored.status).toBe(200);
    const body = await json<Item>(restored);
    expect(body).toMatchObject({ title: 'Rev one', bodyHtml: '<p>first</p>', slug: 'rev-one' });
    const after = await json<Collection>(await get(`/api/articles/${a.id}/revisions`, marketing));
    expect(after['hydra:totalItems']).toBe(3);
  });

  it('links main and body images to image_srcs and refuses unknown ones', async () => {
    const [img] = await t.db
      .insert(imageSrcs)
      .values({
        name: 'beach',
        extension: 'jpg',
        filePath: 'x/beach.jpg',
        mimeType: 'image/jpeg',
        size: 10,
        width: 800,
        height: 600,
      })
      .returning();
    const missing = await post('/api/articles', { title: 'Img', mainImage: '/api/image_srcs/999999' });
    expect(missing.status).toBe(422);
    const a = await post('/api/articles', {
      title: 'With image',
      mainImage: `/api/image_srcs/${img!.id}`,
      body: doc({
        type: 'image',
        attrs: { src: '/media/beach.jpg', alt: 'Beach', imageId: img!.id, imageClass: 'full-width' },
      }),
    });
    expect(a.status).toBe(201);
    expect(a.body.mainImage).toBe(`/api/image_srcs/${img!.id}`);
    expect(a.body.bodyHtml).toBe(
      `<img src="/media/beach.jpg" alt="Beach" class="image-full-width" data-image-id="${img!.id}" />`,
    );
    const links = await t.db
      .select()
      .from(contentBodyImages)
      .where(eq(contentBodyImages.contentItemId, a.body.id));
    expect(links.map((l) => l.imageSrcId)).toEqual([img!.id]);
    // The foreign key keeps an image in use.
    await expect(t.db.delete(imageSrcs).where(eq(imageSrcs.id, img!.id))).rejects.toThrow();
    // article_images
    const ai = await post('/api/article_images', {
      article: `/api/articles/${a.body.id}`,
      image: `/api/image_srcs/${img!.id}`,
      caption: 'Sea',
    });
    expect(ai.status).toBe(201);
    expect(ai.body).toMatchObject({ image: `/api/image_srcs/${img!.id}`, caption: 'Sea' });
    const list = await json<Collection>(await get(`/api/article_images?article.id=${a.body.id}`, marketing));
    expect(list['hydra:totalItems']).toBe(1);
  });
});

describe('v2 reads', () => {
  it('serves published records only to the public, drafts to the kind’s roles, with ETag and 304', async () => {
    const pub = (
      await post('/api/presses', { title: 'In the Times', status: 'published', publication: 'The Times' })
    ).body;
    const draft = (await post('/api/presses', { title: 'Draft piece' })).body;
    expect(pub.publishedAt).toBeTruthy();
    const res = await get('/api/v2/press');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const page = await json<Collection>(res);
    const ids = page['hydra:member'].map((m) => m.id);
    expect(ids).toContain(pub.id);
    expect(ids).not.toContain(draft.id);
    expect(page['hydra:member'][0]).not.toHaveProperty('body');
    const again = await get('/api/v2/press', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await get(`/api/v2/press/${draft.id}`)).status).toBe(404);
    expect((await get(`/api/v2/press/${pub.id}`)).status).toBe(200);
    expect((await get(`/api/v2/press/${pub.slug}`)).status).toBe(200);
    const staff = await json<Collection>(await get('/api/v2/press', marketing));
    expect(staff['hydra:member'].map((m) => m.id)).toContain(draft.id);
    // A change makes a new ETag.
    await patch(`/api/presses/${pub.id}`, { title: 'In the Sunday Times' });
    expect((await get('/api/v2/press', undefined, { 'if-none-match': etag })).status).toBe(200);
  });

  it('paginates in SQL', async () => {
    for (let i = 0; i < 3; i++) await post('/api/services', { title: `Service ${i}`, status: 'published' });
    const page = await json<Collection>(await get('/api/v2/services?itemsPerPage=2&page=1'));
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:totalItems']).toBeGreaterThanOrEqual(3);
    expect(page['hydra:view']?.['hydra:next']).toBe('/api/v2/services?page=2&itemsPerPage=2');
    expect((await get('/api/v2/services?page=x')).status).toBe(400);
  });

  it('serves article categories', async () => {
    await post('/api/article_categories', { name: 'Beaches' }, admin);
    const cats = await json<Collection>(await get('/api/v2/article_categories'));
    expect(cats['hydra:member'].map((m) => m.name)).toContain('Beaches');
  });
});
