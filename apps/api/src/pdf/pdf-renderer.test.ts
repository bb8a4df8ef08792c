import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { brandOf } from './pdf-brand.ts';
import { createPdfDemoTrip } from './pdf-demo-trip.ts';
import {
  nextRenderId,
  type RenderJob,
  rendererOptions,
  rendererStats,
  renderInChild,
  stopPdfRenderer,
} from './pdf-renderer.ts';
import { countPages } from './render-trip-pdf.ts';

// The PDF renderer child: a real Node process running pdf-renderer-process.ts.
const eventJob = (title: string): Omit<Extract<RenderJob, { document: 'trip-event' }>, 'id'> => ({
  document: 'trip-event',
  props: {
    event: {
      id: 1,
      type: 'meeting',
      title,
      startDate: '2026-05-04T10:30:00',
      endDate: null,
      description: 'Bring the passports.',
      tripId: 1,
    },
    trip: { reference: 'T-2026-0001', title: 'Tuscany slowly', clientName: 'Ada Lovelace' },
    brand: brandOf({ 'agency.name': 'Renderer Travel' }, undefined),
    generatedAt: new Date('2026-04-01T09:00:00Z'),
  },
});

const alive = (pid: number | undefined) => {
  try {
    process.kill(pid!, 0);
    return true;
  } catch {
    return false;
  }
};

const { timeoutMs, children } = rendererOptions;
afterEach(() => {
  rendererOptions.timeoutMs = timeoutMs;
  rendererOptions.children = children;
});
afterAll(() => stopPdfRenderer());

describe('the PDF renderer process', () => {
  // One child: the pid in rendererStats is the one drawing.
  beforeEach(async () => {
    await stopPdfRenderer();
    rendererOptions.children = 1;
  });

  it('draws a PDF in a process of its own, which stays up for the next one', async () => {
    const bytes = await renderInChild(eventJob('Meeting at the agency'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(countPages(bytes)).toBe(1);
    const pid = rendererStats.pid;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(true);
    expect(rendererStats.maxRss).toBeGreaterThan(0);
    // Several at once wait in order for the one renderer.
    const all = await Promise.all([1, 2, 3].map((n) => renderInChild(eventJob(`Meeting ${n}`))));
    for (const b of all) expect(countPages(b)).toBe(1);
    expect(rendererStats.pid).toBe(pid);
  });

  it('a renderer killed while drawing fails that render with a 503, and the next one starts afresh', async () => {
    await renderInChild(eventJob('Warm-up'));
    const { pid, starts } = rendererStats;
    const inFlight = renderInChild(eventJob('Interrupted'));
    process.kill(pid!, 'SIGKILL');
    await expect(inFlight).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/renderer stopped \(SIGKILL\)/),
    });
    const bytes = await renderInChild(eventJob('After the crash'));
    expect(countPages(bytes)).toBe(1);
    expect(rendererStats.starts).toBe(starts + 1);
    expect(rendererStats.pid).not.toBe(pid);
    expect(alive(pid)).toBe(false);
  });

  it('a render past its time fails with a 503 and its renderer is replaced', async () => {
    await renderInChild(eventJob('Warm-up'));
    const { pid } = rendererStats;
    rendererOptions.timeoutMs = 1;
    await expect(renderInChild(eventJob('Too slow'))).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/took longer than/),
    });
    rendererOptions.timeoutMs = timeoutMs;
    expect(countPages(await renderInChild(eventJob('Next')))).toBe(1);
    expect(rendererStats.pid).not.toBe(pid);
    await expect.poll(() => alive(pid)).toBe(false);
  });

  it('stopping it leaves no process behind', async () => {
    await renderInChild(eventJob('Last'));
    const { pid } = rendererStats;
    await stopPdfRenderer();
    expect(alive(pid)).toBe(false);
  });
});

describe('the pool of renderers', () => {
  beforeEach(() => stopPdfRenderer());

  it("draws another user's short PDF beside two long ones, and each user's in turn", async () => {
    rendererOptions.children = 2;
    // Two heavy jobs of one user: the second may not take the last free child.
    const base = nextRenderId();
    const heavy = rendererOptions.heavyWeight;
    const long = [1, 2].map((n) =>
      renderInChild({ ...eventJob(`Long ${n}`), owner: 'user:1', weight: heavy }),
    );
    const short = renderInChild({ ...eventJob('Short'), owner: 'user:2', weight: 1 });
    await Promise.all([...long, short]);
    // Started: the first long one, then the other user's short one, then the second long one.
    expect(rendererStats.started.slice(-3)).toEqual([base, base + 2, base + 1]);
    expect(rendererStats.starts).toBeGreaterThanOrEqual(2);
  });

  it('five at once are queued on at most the pool size, all drawn', async () => {
    rendererOptions.children = 2;
    const { starts } = rendererStats;
    const all = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => renderInChild({ ...eventJob(`Meeting ${n}`), owner: `user:${n}` })),
    );
    for (const b of all) expect(countPages(b)).toBe(1);
    expect(rendererStats.starts - starts).toBe(2);
  });
});

describe('a PDF route when the renderer fails', () => {
  let t: TestApp;
  let admin: string;
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.travel');
    ({ reference } = await createPdfDemoTrip(t.db, t.config, { days: 2, images: 1, photoWidth: 600 }));
  }, 60_000);
  afterAll(() => t.close());

  it('answers 503 with a hydra:description, then 200 once it draws again', async () => {
    // The limit grows with the trip (decision 119): both parts are cut for the failing draw.
    const perWeight = rendererOptions.timeoutMsPerWeight;
    rendererOptions.timeoutMs = 1;
    rendererOptions.timeoutMsPerWeight = 0;
    const failed = await t.request('GET', `/pdf/trip/${reference}/proposal`, { token: admin });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(((await failed.json()) as Record<string, string>)['hydra:description']).toMatch(
      /The PDF could not be drawn: drawing it took longer than/,
    );
    rendererOptions.timeoutMs = timeoutMs;
    rendererOptions.timeoutMsPerWeight = perWeight;
    const ok = await t.request('GET', `/pdf/trip/${reference}/proposal`, { token: admin });
    expect(ok.status).toBe(200);
    expect(countPages(new Uint8Array(await ok.arrayBuffer()))).toBeGreaterThan(0);
  });
});
