import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { type StubServer, startStubServer } from '../test/stub-server.ts';

let t: TestApp;
let admin: string;

// A stand-in for the website's rebuild webhook on 127.0.0.1: answers with `status`, records calls.
let status = 200;
const calls: { method: string; body: unknown; robots?: string | null }[] = [];
let hook: StubServer;

beforeAll(async () => {
  // A 1 s debounce window instead of 5: the tests wait for windows to pass.
  t = await createTestApp({ config: { websiteUpdateDebounceSeconds: 1 } });
  admin = await t.login('admin@demo.travel');
  hook = await startStubServer(async (req, text, res) => {
    const body = JSON.parse(text || 'null');
    // What the website would read at that moment: the webhook must run after the commit.
    const [robots] = await t.db.select().from(settings).where(eq(settings.code, 'robots.txt'));
    calls.push({ method: req.method ?? '', body, robots: robots?.value });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
});
afterEach(() => {
  status = 200;
  calls.length = 0;
  t.config.websiteUpdateUrl = undefined;
});
afterAll(async () => {
  await hook.close();
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

type Outcome = { id: number; status: string; message: string; finishedAt: string | null };

// Works the jobs until the website update at `location` has an outcome: a request made within the
// debounce window of the one before waits for the next window (at most 1 s here).
const outcomeOf = async (location: string): Promise<Outcome> => {
  for (let i = 0; i < 80; i++) {
    await t.drainJobs();
    const outcome = await json<Outcome>(await t.request('GET', location, { token: admin }));
    if (outcome.status === 'done' || outcome.status === 'failed') return outcome;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${location} has no outcome`);
};

describe('GET /api/v2/update-website', () => {
  it('answers 503 when no webhook is configured', async () => {
    const res = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(res.status).toBe(503);
    expect((await json(res))['hydra:description']).toMatch(/WEBSITE_UPDATE_URL/);
  });

  it('answers 202 at once; a website.update job POSTs to the webhook and the request says how it went', async () => {
    t.config.websiteUpdateUrl = `${hook.url}/rebuild`;
    const res = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(res.status).toBe(202);
    const requested = await json<Outcome>(res);
    expect(requested).toMatchObject({
      status: 'queued',
      message: 'Website update requested',
      finishedAt: null,
    });
    const location = res.headers.get('location')!;
    expect(location).toBe(`/api/v2/website-updates/${requested.id}`);
    // Nothing called yet: the request did not wait for the webhook.
    expect(calls).toEqual([]);
    expect(await outcomeOf(location)).toMatchObject({
      status: 'done',
      message: 'Website successfully updated',
    });
    expect(calls).toEqual([
      { method: 'POST', body: expect.objectContaining({ event: 'website.update' }), robots: undefined },
    ]);
  });

  it('reports the connection error when the webhook fails or cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    t.config.websiteUpdateUrl = `${hook.url}/rebuild`;
    status = 500;
    const failed = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect(failed.status).toBe(202);
    expect(await outcomeOf(failed.headers.get('location')!)).toMatchObject({
      status: 'failed',
      message: 'Connection error. Please try again.',
    });
    // A port nothing listens on.
    const closed = await startStubServer(() => undefined);
    await closed.close();
    t.config.websiteUpdateUrl = `${closed.url}/`;
    const unreachable = await t.request('GET', '/api/v2/update-website', { token: admin });
    expect((await outcomeOf(unreachable.headers.get('location')!)).status).toBe('failed');
    expect(String(errors.mock.calls[0]![0])).toMatch(/Website update failed: the webhook answered 500/);
    errors.mockRestore();
  });

  it('serves a burst of requests with one webhook call, one at a time', async () => {
    t.config.websiteUpdateUrl = `${hook.url}/rebuild`;
    // Past the debounce window of the tests before, so that the burst starts a window of its own.
    await new Promise((r) => setTimeout(r, 1_000 - (Date.now() % 1_000) + 50));
    const first = await t.request('GET', '/api/v2/update-website', { token: admin });
    const second = await t.request('GET', '/api/v2/update-website', { token: admin });
    const third = await t.request('GET', '/api/v2/update-website', { token: admin });
    const outcomes = [
      await outcomeOf(first.headers.get('location')!),
      await outcomeOf(second.headers.get('location')!),
      await outcomeOf(third.headers.get('location')!),
    ];
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'done', 'done']);
    // The first request's job took all three (it ran after they were committed), or the first
    // ran alone and the other two waited for the next window: never one call per request.
    expect(calls.length).toBeLessThanOrEqual(2);
  }, 20_000);

  it('lets the settings readers follow a request, 404 for an unknown one', async () => {
    const travel = await t.login('travel@demo.travel');
    expect((await t.request('GET', '/api/v2/website-updates/424242', { token: admin })).status).toBe(404);
    expect((await t.request('GET', '/api/v2/website-updates/1', { token: travel })).status).toBe(403);
  });
});

describe('saving robots.txt updates the website', () => {
  it('requests an update in the save and calls the webhook after the commit, not for other settings', async () => {
    t.config.websiteUpdateUrl = `${hook.url}/rebuild`;
    const created = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'robots.txt', value: 'User-agent: *\nDisallow:' },
    });
    expect(created.status).toBe(201);
    // The save answers at once; the screen follows the update at its location.
    expect(created.headers.get('website-update-status')).toBe('202');
    expect(created.headers.get('website-update-message')).toBe('Website update requested');
    const location = created.headers.get('website-update-location')!;
    expect(location).toMatch(/^\/api\/v2\/website-updates\/\d+$/);
    expect(await outcomeOf(location)).toMatchObject({
      status: 'done',
      message: 'Website successfully updated',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.robots).toBe('User-agent: *\nDisallow:');
    const robots = await json<Item>(created);

    const patched = await t.request('PATCH', robots['@id'], {
      token: admin,
      body: { value: 'User-agent: *' },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('website-update-status')).toBe('202');
    await outcomeOf(patched.headers.get('website-update-location')!);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.robots).toBe('User-agent: *');

    const other = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'other', value: 'x' },
    });
    expect(other.headers.get('website-update-status')).toBeNull();
    await t.drainJobs();
    expect(calls).toHaveLength(2);
  }, 20_000);

  it('still saves when the webhook fails, and logs the failure; a save that fails requests nothing', async () => {
    t.config.websiteUpdateUrl = `${hook.url}/rebuild`;
    status = 503;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [robots] = (
      await json<{ 'hydra:member': Item[] }>(
        await t.request('GET', '/api/settings?code=robots.txt', { token: admin }),
      )
    )['hydra:member'];
    const res = await t.request('PATCH', robots!['@id'], { token: admin, body: { value: 'Disallow: /' } });
    expect(res.status).toBe(200);
    expect(await outcomeOf(res.headers.get('website-update-location')!)).toMatchObject({
      status: 'failed',
      message: 'Connection error. Please try again.',
    });
    expect(String(errors.mock.calls[0]![0])).toMatch(/Website update failed/);
    const saved = await json<Item>(await t.request('GET', robots!['@id'], { token: admin }));
    expect(saved.value).toBe('Disallow: /');

    // A refused save (a second robots.txt) rolls back its request with it.
    const before = calls.length;
    const refused = await t.request('POST', '/api/settings', {
      token: admin,
      body: { code: 'robots.txt', value: 'again' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('website-update-status')).toBeNull();
    await new Promise((r) => setTimeout(r, 1_100));
    await t.drainJobs();
    expect(calls.length).toBe(before);

    // With no webhook configured the save still succeeds and says so.
    t.config.websiteUpdateUrl = undefined;
    const unconfigured = await t.request('PATCH', robots!['@id'], { token: admin, body: { value: 'x' } });
    expect(unconfigured.status).toBe(200);
    expect(unconfigured.headers.get('website-update-status')).toBe('503');
    expect(unconfigured.headers.get('website-update-message')).toMatch(/WEBSITE_UPDATE_URL/);
    errors.mockRestore();
  }, 20_000);
});
