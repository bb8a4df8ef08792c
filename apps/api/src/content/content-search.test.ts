import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Item, testAppForFile } from '../test/test-app.ts';
import { contentKinds } from './content-kinds.ts';

const t = testAppForFile();
const token: Record<string, string> = {};

type Group = { kind: string; label: string; hits: { '@id': string; title: string; path: string }[] };
type Answer = { groups: Group[] };

const post = async (path: string, body: unknown, who = 'admin') => {
  const res = await t.request('POST', path, { token: token[who], body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Item>(res);
};
const search = async (category: string, query: string, who = 'admin') => {
  const res = await t.request(
    'GET',
    `/api/global-search?category=${category}&query=${encodeURIComponent(query)}`,
    {
      token: token[who],
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Answer>(res);
};
const titlesOf = (answer: Answer, kind: string) =>
  answer.groups.filter((g) => g.kind === kind).flatMap((g) => g.hits.map((h) => h.title));

beforeAll(async () => {
  for (const who of ['admin', 'marketing', 'content', 'journal', 'travel'])
    token[who] = await t.login(`${who}@demo.travel`);
});

// Issue 28 "and content when it exists" over issue 27's content kinds.
describe('search over the website content', () => {
  it('finds an article right after its write, by title with a typo, by its body, and by its destination', async () => {
    const region = await post('/api/destinations', { name: 'Costiera Amalfitana' });
    const article = await post(
      '/api/articles',
      {
        title: 'Lemon groves of Amalfi',
        bodyHtml: '<p>A walk above Ravello among the terraced <strong>limoncello</strong> farms.</p>',
        destinations: [region['@id']],
      },
      'marketing',
    );
    const byName = await search('name', 'Amalfy lemon');
    expect(titlesOf(byName, 'articles')).toEqual(['Lemon groves of Amalfi']);
    const group = byName.groups.find((g) => g.kind === 'articles')!;
    expect(group.label).toBe('Articles');
    expect(group.hits[0]).toMatchObject({
      '@id': `/api/articles/${article.id}`,
      path: `/admin/cms/articles/${article.id}`,
    });
    expect(titlesOf(await search('description', 'limoncello'), 'articles')).toEqual([
      'Lemon groves of Amalfi',
    ]);
    expect(titlesOf(await search('location', 'Costiera Amalfitana'), 'articles')).toEqual([
      'Lemon groves of Amalfi',
    ]);

    await t.request('PATCH', `/api/articles/${article.id}`, {
      token: token.marketing,
      body: { title: 'Citrus walks of Amalfi' },
    });
    expect(titlesOf(await search('name', 'citrus walks'), 'articles')).toEqual(['Citrus walks of Amalfi']);
    expect(
      (await t.request('DELETE', `/api/articles/${article.id}`, { token: token.marketing })).status,
    ).toBe(204);
    expect(titlesOf(await search('name', 'citrus walks'), 'articles')).toEqual([]);
  });

  it('answers each role only the kinds of its areas: the journal manager finds journal entries, not articles or clients', async () => {
    await post('/api/journal_entries', { title: 'Notes from Kyōto: the moss garden' }, 'journal');
    await post('/api/articles', { title: 'Moss gardens of Kyoto for the marketing site' }, 'marketing');
    await post('/api/clients', { firstName: 'Moss', lastName: 'Kyotoson', email: 'moss@example.test' });
    const journal = await search('name', 'moss', 'journal');
    expect(journal.groups.map((g) => g.kind)).toEqual(['journal_entries']);
    expect(titlesOf(journal, 'journal_entries')).toEqual(['Notes from Kyōto: the moss garden']);
    const travel = await search('name', 'moss', 'travel');
    expect(travel.groups.map((g) => g.kind)).not.toContain('articles');
    expect(travel.groups.map((g) => g.kind)).not.toContain('journal_entries');
    const marketing = await search('name', 'moss', 'marketing');
    expect(marketing.groups.map((g) => g.kind)).toEqual(['articles']);
  });

  it("removes a deleted record's document for every content kind (the trigger lists them all)", async () => {
    const result = await t.db.execute(
      sql`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'content_items_search_forget'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { def: string }[] }).rows) as {
      def: string;
    }[];
    const listed = [...rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(contentKinds.map((k) => k.path).sort());
  });
});
