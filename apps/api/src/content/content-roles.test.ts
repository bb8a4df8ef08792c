import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Item, testAppForFile } from '../test/test-app.ts';
import { contentKinds } from './content-kinds.ts';

const t = testAppForFile();
const tokens: Record<string, string> = {};

// Issue 27 item 8 (product.md §6): who writes which kind, on the server for every call.
const writers: Record<string, string[]> = {
  article: ['marketing', 'admin', 'manager'],
  page: ['marketing', 'content', 'admin', 'manager'],
  press: ['marketing', 'admin', 'manager'],
  service: ['marketing', 'admin', 'manager'],
  brochure: ['marketing', 'admin', 'manager'],
  journal: ['journal', 'content', 'admin', 'manager'],
  knowledgebase: ['content', 'admin', 'manager'],
  city_guide: ['content', 'admin', 'manager'],
  destination_guide: ['travel', 'vendor', 'admin', 'manager'],
};
const roles = ['admin', 'manager', 'travel', 'vendor', 'content', 'marketing', 'journal', 'accountant'];

beforeAll(async () => {
  for (const r of roles) tokens[r] = await t.login(`${r}@demo.travel`);
});

describe('roles per kind', () => {
  for (const def of contentKinds) {
    it(`${def.kind}: only its roles create, read drafts, edit and delete`, async () => {
      const allowed = writers[def.kind]!;
      for (const role of roles) {
        const token = tokens[role]!;
        const created = await t.request('POST', `/api/${def.path}`, {
          token,
          body: { title: `${def.kind} by ${role}` },
        });
        if (!allowed.includes(role)) {
          expect(created.status, `${role} POST ${def.path}`).toBe(403);
          expect((await t.request('GET', `/api/${def.path}`, { token })).status, `${role} GET`).toBe(403);
          continue;
        }
        expect(created.status, `${role} POST ${def.path}`).toBe(201);
        const item = await json<Item>(created);
        expect(item['@type']).toBe(def.type);
        const edited = await t.request('PATCH', `/api/${def.path}/${item.id}`, {
          token,
          headers: { 'content-type': 'application/merge-patch+json' },
          body: { status: 'published' },
        });
        expect(edited.status).toBe(200);
        expect((await t.request('GET', `/api/${def.path}/${item.id}`, { token })).status).toBe(200);
        expect((await t.request('DELETE', `/api/${def.path}/${item.id}`, { token })).status).toBe(204);
      }
      // Another kind's path never answers this kind's record.
      const mine = await json<Item>(
        await t.request('POST', `/api/${def.path}`, { token: tokens.admin!, body: { title: 'scoped' } }),
      );
      const other = contentKinds.find((k) => k.kind !== def.kind)!;
      expect((await t.request('GET', `/api/${other.path}/${mine.id}`, { token: tokens.admin! })).status).toBe(
        404,
      );
    });
  }

  it('answers the v2 reads to anyone, published only, and drafts to the kind’s roles', async () => {
    const draft = await json<Item>(
      await t.request('POST', '/api/journal_entries', {
        token: tokens.journal!,
        body: { title: 'Secret draft' },
      }),
    );
    const read = async (token?: string) =>
      (await t.request('GET', `/api/v2/journal_entries/${draft.id}`, token ? { token } : {})).status;
    expect(await read()).toBe(404);
    expect(await read(tokens.marketing)).toBe(404);
    expect(await read(tokens.journal)).toBe(200);
    expect(await read(tokens.content)).toBe(200);
  });
});

describe('bad input', () => {
  it('answers NUL bytes, too long fields and a 50 MB body with clear errors', async () => {
    const token = tokens.admin!;
    const nul = await t.request('POST', '/api/articles', { token, body: { title: 'a\u0000b' } });
    expect(nul.status).toBe(422);
    const long = await t.request('POST', '/api/articles', { token, body: { title: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
    expect((await json<Item>(long)).violations).toEqual([expect.objectContaining({ propertyPath: 'title' })]);
    const huge = await t.request('POST', '/api/articles', {
      token,
      body: { title: 'Huge', bodyHtml: 'x'.repeat(50 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const notDoc = await t.request('POST', '/api/articles', { token, body: { title: 'x', body: 'hello' } });
    expect(notDoc.status).toBe(422);
    const scheduledPublished = await t.request('POST', '/api/articles', {
      token,
      body: { title: 'x', status: 'published', scheduledAt: '2030-01-01T00:00:00Z' },
    });
    expect(scheduledPublished.status).toBe(422);
  });
});
