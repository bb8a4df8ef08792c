import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { exec, type Item } from '../trips/trip-test-helpers.ts';
import { makeClientTrip } from '../trips/trip-testing.ts';
import type { JobInput } from './pdf-renderer.ts';

// The renderer held by the test: each render waits until it is released, so that what the API
// does meanwhile can be watched. The bytes are a stand-in PDF of one page.
const renders = vi.hoisted(() => ({
  calls: [] as { input: unknown; release: () => void }[],
}));
vi.mock('./pdf-renderer.ts', async (original) => ({
  ...(await original<typeof import('./pdf-renderer.ts')>()),
  renderInChild: (input: JobInput) =>
    new Promise<Uint8Array>((resolve) => {
      renders.calls.push({
        input,
        release: () => resolve(new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n')),
      });
    }),
}));

const t = adminAppForFile();
let trip: Item;

beforeAll(async () => {
  ({ trip } = await makeClientTrip(t, 'Lena Lockless', ['2027-09-01', '2027-09-05'], {
    title: 'Slow print',
  }));
});

const createVersion = () =>
  t.request('POST', `/next/trips/${trip.id}/pdfs`, {
    token: t.admin,
    body: { kind: 'finalized' },
    headers: { 'content-type': 'application/json' },
  });
const versionLabel = (call: { input: unknown }) =>
  (call.input as { props: { versionLabel: string } }).props.versionLabel;

describe('storing a PDF version', () => {
  it('holds no lock or transaction while the PDF is drawn: the trip is edited meanwhile', async () => {
    const posted = createVersion();
    await expect.poll(() => renders.calls.length).toBe(1);
    // The render is in progress: an edit of the same trip and another read are answered at once
    // (on PGlite an open transaction would hold the only connection; on PostgreSQL the row lock).
    const inTime = <T>(p: T | Promise<T>) =>
      Promise.race([p, new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), 5000))]);
    const edit = await inTime(
      t.request('PATCH', `/api/trips/${trip.id}`, {
        token: t.admin,
        body: { title: 'Edited during the render' },
      }),
    );
    expect(edit).not.toBe('still waiting');
    expect((edit as Response).status).toBe(200);
    const list = await inTime(t.request('GET', `/next/trips/${trip.id}/pdfs`, { token: t.admin }));
    expect(list).not.toBe('still waiting');
    expect((list as Response).status).toBe(200);
    renders.calls[0]!.release();
    const res = await posted;
    expect(res.status).toBe(201);
    expect(await json<Item>(res)).toMatchObject({ kind: 'finalized', number: 1, pages: 1 });
    expect(versionLabel(renders.calls[0]!)).toBe('Version 1');
  });

  it('draws again with the next number when a version was stored meanwhile elsewhere', async () => {
    renders.calls.length = 0;
    const posted = createVersion();
    await expect.poll(() => renders.calls.length).toBe(1);
    expect(versionLabel(renders.calls[0]!)).toBe('Version 2');
    // Another server stores version 2 while this one draws.
    await exec(
      t,
      `insert into trip_pdfs (trip_id, kind, number, file_path, size, pages)
       values (${trip.id}, 'finalized', 2, 'elsewhere/v2.pdf', 10, 1)`,
    );
    renders.calls[0]!.release();
    await expect.poll(() => renders.calls.length).toBe(2);
    expect(versionLabel(renders.calls[1]!)).toBe('Version 3');
    renders.calls[1]!.release();
    const res = await posted;
    expect(res.status).toBe(201);
    expect((await json<Item>(res)).number).toBe(3);
  });

  it('numbers concurrent creations apart, each PDF printing its own number', async () => {
    renders.calls.length = 0;
    const posted = [createVersion(), createVersion()];
    // They take turns: the second is drawn once the first is stored.
    await expect.poll(() => renders.calls.length).toBe(1);
    renders.calls[0]!.release();
    await expect.poll(() => renders.calls.length).toBe(2);
    renders.calls[1]!.release();
    const made = await Promise.all(posted);
    expect(made.map((r) => r.status)).toEqual([201, 201]);
    const numbers = (await Promise.all(made.map((r) => json<Item>(r)))).map((v) => v.number);
    expect(numbers.sort()).toEqual([4, 5]);
    expect(renders.calls.map(versionLabel).sort()).toEqual(['Version 4', 'Version 5']);
  });
});
