import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { type StubServer, startStubServer } from '../test/stub-server.ts';
import { mapLanguageToolMatches } from './language-check.ts';

let t: TestApp;
let admin: string;

// A stand-in for a LanguageTool server on 127.0.0.1: records the form it got, answers `reply`.
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { matches: [] } };
const calls: { path: string; type: string; form: URLSearchParams }[] = [];
let lt: StubServer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  lt = await startStubServer(async (req, body, res) => {
    calls.push({
      path: req.url ?? '',
      type: req.headers['content-type'] ?? '',
      form: new URLSearchParams(body),
    });
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
});
afterEach(() => {
  reply = { status: 200, body: { matches: [] } };
  calls.length = 0;
  t.config.languageToolUrl = undefined;
});
afterAll(async () => {
  await lt.close();
  await t.close();
});

const check = (body: unknown, token: string | null = admin) =>
  t.request('POST', '/api/language-check', {
    token: token ?? undefined,
    body,
    headers: { 'content-type': 'application/json' },
  });

const ltMatch = {
  message: 'Possible spelling mistake found.',
  shortMessage: 'Spelling mistake',
  replacements: [{ value: 'beach' }, { value: 'bench' }],
  offset: 10,
  length: 5,
  rule: { id: 'MORFOLOGIK_RULE_EN_US' },
};

describe('POST /api/language-check', () => {
  it('answers {enabled: false} without LANGUAGETOOL_URL (the editor uses harper.js alone)', async () => {
    const res = await check({ text: 'A walk on the beech.', language: 'en-US' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ enabled: false });
    expect(calls).toHaveLength(0);
  });

  it('forwards the text form-encoded to /v2/check and maps the matches', async () => {
    t.config.languageToolUrl = `${lt.url}/`;
    reply = { status: 200, body: { software: { name: 'LanguageTool' }, matches: [ltMatch] } };
    const res = await check({ text: 'A walk on the beech.', language: 'en-GB' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      enabled: true,
      available: true,
      matches: [
        {
          offset: 10,
          length: 5,
          message: 'Possible spelling mistake found.',
          replacements: ['beach', 'bench'],
          rule: 'MORFOLOGIK_RULE_EN_US',
        },
      ],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v2/check');
    expect(calls[0]!.type).toContain('application/x-www-form-urlencoded');
    expect(calls[0]!.form.get('text')).toBe('A walk on the beech.');
    expect(calls[0]!.form.get('language')).toBe('en-GB');
  });

  it('degrades quietly when the server fails, answers garbage or is unreachable', async () => {
    t.config.languageToolUrl = lt.url;
    reply = { status: 500, body: 'boom' };
    let res = await check({ text: 'Some text.', language: 'en-US' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ enabled: true, available: false, matches: [] });

    reply = { status: 200, body: 'not json' };
    res = await check({ text: 'Some text.', language: 'en-US' });
    expect(await json(res)).toEqual({ enabled: true, available: false, matches: [] });

    t.config.languageToolUrl = 'http://127.0.0.1:1';
    res = await check({ text: 'Some text.', language: 'en-US' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ enabled: true, available: false, matches: [] });
  });

  it('rejects bad input with violations, an unknown language and over-long text', async () => {
    t.config.languageToolUrl = lt.url;
    let res = await check({ text: 'Hello', language: 'fr-FR' });
    expect(res.status).toBe(422);
    expect(
      (await json<{ violations: { propertyPath: string }[] }>(res)).violations.map((v) => v.propertyPath),
    ).toEqual(['language']);
    res = await check({ text: 42, language: 'en-US' });
    expect(res.status).toBe(422);
    res = await check({ text: 'x'.repeat(50_001), language: 'en-US' });
    expect(res.status).toBe(422);
    res = await check({ text: 'a\u0000b', language: 'en-US' });
    expect(res.status).toBe(422);
    res = await t.request('POST', '/api/language-check', {
      token: admin,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    res = await check({ text: 'x'.repeat(2 * 1024 * 1024), language: 'en-US' });
    expect(res.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('needs a signed-in user who writes text', async () => {
    expect((await check({ text: 'Hi', language: 'en-US' }, null)).status).toBe(401);
    const journal = await t.login('journal@demo.travel');
    expect((await check({ text: 'Hi', language: 'en-US' }, journal)).status).toBe(200);
    const accountant = await t.login('accountant@demo.travel');
    expect((await check({ text: 'Hi', language: 'en-US' }, accountant)).status).toBe(403);
  });
});

describe('mapLanguageToolMatches', () => {
  it('drops malformed matches and those outside the text, caps the replacements', () => {
    const many = { ...ltMatch, replacements: 'abcdefgh'.split('').map((value) => ({ value })) };
    expect(
      mapLanguageToolMatches(
        { matches: [many, { offset: -1, length: 2 }, { offset: 18, length: 5, message: 'x' }, null] },
        20,
      ).map((m) => m.replacements),
    ).toEqual([['a', 'b', 'c', 'd', 'e']]);
    expect(mapLanguageToolMatches({}, 10)).toEqual([]);
  });
});
