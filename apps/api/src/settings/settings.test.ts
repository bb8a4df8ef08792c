import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: string;

// A stand-in for the website's rebuild webhook on 127.0.0.1: answers with `status`, records calls.
let status = 200;
const calls: { method: string; body: unknown; robots?: string | null }[] = [];
let waiting: (() => void)[] = [];
let hook: Server;
let hookUrl: string;

const nextCall = () => new Promise<void>((resolve) => waiting.push(resolve));
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  hook = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || 'null');
    // What the website would read at that moment: the webhook must run after the commit.
    const [robots] = await t.db.select().from(settings).where(eq(settings.code, 'robots.txt'));
    calls.push({ method: req.method ?? '', body, robots: robots?.value });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    for (const resolve of waiting.splice(0)) resolve();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/rebuild`;
});
afterEach(() => {
  status = 200;
  calls.length = 0;
  waiting = [];
  t.config.websiteUpdateUrl = undefined;
});
afterAll(async () => {
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await t.close();
});

type Item = Record<string, unknown> & { '@id': string; id: number };

describe('settings', () => {
  it('creates with POST /api/settings.json, edits with PATCH /api/settings/{id}.json, lists on /api/v2/settings', async () => {
    const created = await t.request('POST', '/api/settings.json', {
      token: admin,
      body: { code: 'site.title', value: 'Voyages', description: 'Website title' },
    });
    expect(created.status).toBe(201);
    const setting = await json<Item>(created);
    expect(setting).toMatchObject({ '@type': 'Setting', code: 'site.title', value: 'Voyages' });
    const patched = await t.request('PATCH', `/api/settings/${setting.id}.json`, {
      token: admin,
      body: { value: 'Voyages de luxe' },
    });
    expect(patched.status).toBe(200);
    expect((await json<Item>(patched)).value).toBe('Voyages de luxe');
    const v2 = await json<{ 'hydra:member': Item[] }>(
      await t.request('GET', '/api/v2/settings?code=site&pagination=false', { token: admin }),
    );
    expect(v2['hydra:member'].map((s) => s.code)).toEqual(['site.title']);
    expect(
      (await t.request('POST', '/api/settings', { token: admin, body: { code: 'site.title' } })).status,
    ).toBe(409);
    expect(calls).toHaveLength(0);
  });

  it('is for super admins, admins and managers only', async () => {
    const manager = await t.login('manager@demo.travel');
    const travel = await t.login('travel@demo.travel');
    expect((await t.request('GET', '/api/v2/settings', { token: manager })).status).toBe(200);
    expect((await t.request('GET', '/api/settings', { token: travel })).status).toBe(403);
    expect((await t.request('GET', '/api/v2/update-website', { token: travel })).status).toBe(403);
  });
});

describe('GET /api/v2/update-website', () => {
  it('answers 503 when no webhook is configured', async () => {
    const res = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(res.status).toBe(503);
    expect((await json(res))['hydra:description']).toMatch(/WEBSITE_UPDATE_URL/);
  });

  it('POSTs to the webhook and answers its success message', async () => {
    t.config.websiteUpdateUrl = hookUrl;
    const res = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: 'Website successfully updated' });
    expect(calls).toEqual([
      { method: 'POST', body: expect.objectContaining({ event: 'website.update' }), robots: undefined },
    ]);
  });

  it('answers 502 with the connection error when the webhook fails or cannot be reached', async () => {
    t.config.websiteUpdateUrl = hookUrl;
    status = 500;
    const failed = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(failed.status).toBe(502);
    expect((await json(failed))['hydra:description']).toBe('Connection error. Please try again.');
    // A port nothing listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t.config.websiteUpdateUrl = `http://127.0.0.1:${port}/`;
    expect((await t.request('GET', '/api/v2/update-website', { token: admin })).status).toBe(502);
  });
});

describe('saving robots.txt updates the website', () => {
  it('calls the webhook after a create and after an update, not for other settings', async () => {
    t.config.websiteUpdateUrl = hookUrl;
    const called = nextCall();
    const created = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'robots.txt', value: 'User-agent: *\nDisallow:' },
    });
    expect(created.status).toBe(201);
    // The save answers once the update ran, with its outcome.
    expect(created.headers.get('website-update-status')).toBe('200');
    expect(created.headers.get('website-update-message')).toBe('Website successfully updated');
    await called;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.robots).toBe('User-agent: *\nDisallow:');
    const robots = await json<Item>(created);

    const again = nextCall();
    const patched = await t.request('PATCH', robots['@id'], {
      token: admin,
      body: { value: 'User-agent: *' },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('website-update-status')).toBe('200');
    await again;
    expect(calls).toHaveLength(2);
    expect(calls[1]!.robots).toBe('User-agent: *');

    const other = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'other', value: 'x' },
    });
    expect(other.headers.get('website-update-status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });

  it('still saves when the webhook fails, and logs the failure', async () => {
    t.config.websiteUpdateUrl = hookUrl;
    status = 503;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [robots] = (
      await json<{ 'hydra:member': Item[] }>(
        await t.request('GET', '/api/settings?code=robots.txt', { token: admin }),
      )
    )['hydra:member'];
    const called = nextCall();
    const res = await t.request('PATCH', robots!['@id'], { token: admin, body: { value: 'Disallow: /' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('website-update-status')).toBe('502');
    expect(res.headers.get('website-update-message')).toBe('Connection error. Please try again.');
    await called;
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]![0])).toMatch(/robots\.txt failed: Connection error/);
    const saved = await json<Item>(await t.request('GET', robots!['@id'], { token: admin }));
    expect(saved.value).toBe('Disallow: /');

    // With no webhook configured the save still succeeds and says so.
    t.config.websiteUpdateUrl = undefined;
    const unconfigured = await t.request('PATCH', robots!['@id'], { token: admin, body: { value: 'x' } });
    expect(unconfigured.status).toBe(200);
    expect(unconfigured.headers.get('website-update-status')).toBe('503');
    expect(unconfigured.headers.get('website-update-message')).toMatch(/WEBSITE_UPDATE_URL/);
    errors.mockRestore();
  });
});
