import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentItems, menuItems, websiteUpdates } from '../db/schema/index.ts';
import { json } from '../test/harness.ts';
import { type Collection, type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile({ config: { websiteUpdateDebounceSeconds: 1 } });
let content: string;
let marketing: string;

const post = async (path: string, body: unknown, token = content) => {
  const res = await t.request('POST', path, { token, body });
  return { status: res.status, body: await json<Item>(res) };
};
const patch = async (path: string, body: unknown, token = content) => {
  const res = await t.request('PATCH', path, {
    token,
    body,
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  return { status: res.status, body: await json<Item>(res) };
};

beforeAll(async () => {
  content = await t.login('content@demo.travel');
  marketing = await t.login('marketing@demo.travel');
});

const tree = async (menuId: number) => {
  const res = await t.request('GET', `/api/v2/menus/${menuId}`);
  expect(res.status).toBe(200);
  type Node = { label: string; children: Node[] };
  const menu = await json<{ items: Node[] }>(res);
  const show = (nodes: Node[]): unknown[] =>
    nodes.map((n) => (n.children.length ? { [n.label]: show(n.children) } : n.label));
  return show(menu.items);
};

describe('menus', () => {
  it('is an ordered tree; a move is one transaction; a move under its own child is refused', async () => {
    const menu = (await post('/api/menus', { name: 'Header', code: 'test-header' })).body;
    const page = (await post('/api/pages', { title: 'About the team', status: 'published' })).body;
    const article = (await post('/api/articles', { title: 'News', status: 'published' }, marketing)).body;
    const m = `/api/menus/${menu.id}`;
    const a = (await post('/api/menu_items', { menu: m, label: 'A', page: page['@id'] })).body;
    const b = (await post('/api/menu_items', { menu: m, label: 'B', article: article['@id'] })).body;
    const c = (await post('/api/menu_items', { menu: m, label: 'C', url: 'https://example.com' })).body;
    const a1 = (await post('/api/menu_items', { menu: m, label: 'A1', parent: a['@id'] })).body;
    expect(await tree(menu.id)).toEqual([{ A: ['A1'] }, 'B', 'C']);

    // Reorder: C first.
    expect((await patch(`/api/menu_items/${c.id}`, { position: 0 })).status).toBe(200);
    expect(await tree(menu.id)).toEqual(['C', { A: ['A1'] }, 'B']);
    // Move B under A, after A1.
    expect((await patch(`/api/menu_items/${b.id}`, { parent: a['@id'], position: 5 })).status).toBe(200);
    expect(await tree(menu.id)).toEqual(['C', { A: ['A1', 'B'] }]);
    // A under its own child A1: 422 and nothing changed.
    const before = await t.db.select().from(menuItems).where(eq(menuItems.menuId, menu.id));
    const cycle = await patch(`/api/menu_items/${a.id}`, { parent: a1['@id'], position: 0 });
    expect(cycle.status).toBe(422);
    expect(cycle.body.violations).toEqual([expect.objectContaining({ propertyPath: 'parent' })]);
    expect((await patch(`/api/menu_items/${a.id}`, { parent: a['@id'] })).status).toBe(422);
    expect(await t.db.select().from(menuItems).where(eq(menuItems.menuId, menu.id))).toEqual(before);
    // Links: one of page, article, url; http(s) only.
    expect((await post('/api/menu_items', { menu: m, label: 'X', url: 'javascript:alert(1)' })).status).toBe(
      422,
    );
    expect(
      (await post('/api/menu_items', { menu: m, label: 'X', url: 'https://a.b', page: page['@id'] })).status,
    ).toBe(422);
    // GET with options, GET/PATCH/DELETE one.
    const list = await json<Collection>(
      await t.request('GET', `/api/menu_items?menu.id=${menu.id}&exists[parent]=false`, { token: content }),
    );
    expect(list['hydra:member'].map((i) => i.label)).toEqual(['C', 'A']);
    expect((await t.request('GET', `/api/menu_items/${a1.id}`, { token: content })).status).toBe(200);
    expect((await t.request('DELETE', `/api/menu_items/${c.id}`, { token: content })).status).toBe(204);
    const v2 = await json<Collection>(await t.request('GET', '/api/v2/menus?code=test-header'));
    expect(v2['hydra:member']).toHaveLength(1);
    expect(v2['hydra:member'][0]).toMatchObject({
      name: 'Header',
      items: [expect.objectContaining({ label: 'A', slug: 'about-the-team' })],
    });
    expect((await patch(m, { name: 'Main header' })).body.name).toBe('Main header');
    expect((await t.request('DELETE', m, { token: content })).status).toBe(204);
    // Menus are not the journal manager's.
    const journal = await t.login('journal@demo.travel');
    expect((await post('/api/menus', { name: 'Nope' }, journal)).status).toBe(403);
  });
});

describe('page items', () => {
  it('are a page’s ordered blocks with a template of the pageTemplate enum', async () => {
    const page = (await post('/api/pages', { title: 'Landing' })).body;
    const bad = await post('/api/page_items', { page: page['@id'], template: 'nope' });
    expect(bad.status).toBe(422);
    const block = await post('/api/page_items', {
      page: page['@id'],
      template: 'landing',
      title: 'Hero <b>x</b>',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
      position: 1,
    });
    expect(block.status).toBe(201);
    expect(block.body).toMatchObject({ template: 'landing', title: 'Hero x', bodyHtml: '<p>Hi</p>' });
    const edited = await patch(`/api/page_items/${block.body.id}`, { template: 'contact' });
    expect(edited.body.template).toBe('contact');
    const read = await json<Item>(await t.request('GET', `/api/pages/${page.id}`, { token: content }));
    expect((read.items as Item[]).map((i) => i.template)).toEqual(['contact']);
    expect((await t.request('DELETE', `/api/page_items/${block.body.id}`, { token: content })).status).toBe(
      204,
    );
    const enums = await json<Record<string, { value: string }[]>>(
      await t.request('GET', '/api/enums', { token: content }),
    );
    expect(enums.pageTemplate?.map((o) => o.value)).toContain('landing');
  });

  it('are reordered by one PATCH of the moved block: the others are numbered around it', async () => {
    const page = (await post('/api/pages', { title: 'Reordered' })).body;
    const block = async (title: string) =>
      (await post('/api/page_items', { page: page['@id'], template: 'landing', title })).body;
    // Without a position a new block goes last.
    const [a, b, c] = [await block('A'), await block('B'), await block('C')];
    const order = async () => {
      const read = await json<Item>(await t.request('GET', `/api/pages/${page.id}`, { token: content }));
      return (read.items as Item[]).map((i) => `${i.title}:${i.position}`);
    };
    expect(await order()).toEqual(['A:0', 'B:1', 'C:2']);
    expect((await patch(`/api/page_items/${c.id}`, { position: 0 })).status).toBe(200);
    expect(await order()).toEqual(['C:0', 'A:1', 'B:2']);
    // Past the end: last.
    expect((await patch(`/api/page_items/${c.id}`, { position: 99 })).status).toBe(200);
    expect(await order()).toEqual(['A:0', 'B:1', 'C:2']);
    expect((await patch(`/api/page_items/${a.id}`, { position: 1 })).status).toBe(200);
    expect(await order()).toEqual(['B:0', 'A:1', 'C:2']);
    expect(b.id).toBeDefined();
  });
});

describe('publishing', () => {
  it('publishes a scheduled draft once, by a job, and requests one website update', async () => {
    t.config.websiteUpdateUrl = 'http://127.0.0.1:9/never';
    try {
      const at = new Date(Date.now() + 1500).toISOString();
      const a = (await post('/api/articles', { title: 'Scheduled', scheduledAt: at }, marketing)).body;
      expect(a).toMatchObject({ status: 'draft', scheduledAt: at });
      expect((await t.request('GET', `/api/v2/articles/${a.id}`)).status).toBe(404);
      await new Promise((r) => setTimeout(r, 1700));
      const before = (await t.db.select().from(websiteUpdates)).length;
      await t.drainJobs();
      await t.drainJobs();
      const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, a.id));
      expect(row).toMatchObject({ status: 'published', scheduledAt: null, version: 2 });
      expect(row!.publishedAt?.toISOString()).toBe(at);
      expect((await t.request('GET', `/api/v2/articles/${a.id}`)).status).toBe(200);
      // One publish: one revision after the creation, one website update request.
      const revisions = await json<Collection>(
        await t.request('GET', `/api/articles/${a.id}/revisions`, { token: marketing }),
      );
      expect(revisions['hydra:totalItems']).toBe(2);
      expect((await t.db.select().from(websiteUpdates)).length).toBe(before + 1);
      // Running the job again does nothing.
      const { contentPublishJob } = await import('./publish.job.ts');
      await contentPublishJob.run({ id: a.id, at }, { deps: t.deps, jobId: 'x', attempt: 2 });
      const [again] = await t.db.select().from(contentItems).where(eq(contentItems.id, a.id));
      expect(again!.version).toBe(2);
    } finally {
      t.config.websiteUpdateUrl = undefined;
    }
  });

  it('requests a website update on publish and unpublish, not on draft edits', async () => {
    t.config.websiteUpdateUrl = 'http://127.0.0.1:9/never';
    try {
      const count = async () => (await t.db.select().from(websiteUpdates)).length;
      const start = await count();
      const a = (await post('/api/articles', { title: 'Draft only' }, marketing)).body;
      await patch(`/api/articles/${a.id}`, { title: 'Draft edit' }, marketing);
      expect(await count()).toBe(start);
      await patch(`/api/articles/${a.id}`, { status: 'published' }, marketing);
      expect(await count()).toBe(start + 1);
      await patch(`/api/articles/${a.id}`, { status: 'archived' }, marketing);
      expect(await count()).toBe(start + 2);
    } finally {
      t.config.websiteUpdateUrl = undefined;
    }
  });
});
