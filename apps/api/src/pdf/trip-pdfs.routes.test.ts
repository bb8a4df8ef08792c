import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStoreOf, readStoredFile } from '../files/file-store.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import type { Collection, Item } from '../trips/trip-test-helpers.ts';
import { makeClientTrip, makeTripOf } from '../trips/trip-testing.ts';

const t = adminAppForFile();
let travel: string;
let trip: Item & { reference: string };
let other: Item;

beforeAll(async () => {
  travel = await t.login('travel@demo.travel');
  const made = await makeClientTrip(t, 'Olive Versions', ['2027-07-01', '2027-07-04'], { title: 'Coast' });
  trip = made.trip;
  other = await makeTripOf(t, made.client, ['2027-08-01', '2027-08-02']);
});

const base = () => `/next/trips/${trip.id}/pdfs`;
const create = (kind: string, token = travel, body: Record<string, unknown> = {}) =>
  t.request('POST', base(), {
    token,
    body: { kind, ...body },
    headers: { 'content-type': 'application/json' },
  });
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (path: string) => (await readStoredFile(fileStoreOf(t.config), path))!;

describe('stored PDF versions', () => {
  it('numbers each kind from 1 and lists them newest first', async () => {
    const first = await create('proposal', travel, { label: 'First draft' });
    expect(first.status).toBe(201);
    const v1 = await json<Item>(first);
    expect(v1).toMatchObject({
      '@type': 'TripPdf',
      kind: 'proposal',
      number: 1,
      label: 'First draft',
      trip: trip['@id'],
    });
    expect(v1.pages).toBeGreaterThanOrEqual(3);
    expect(first.headers.get('location')).toBe(`${base()}/${v1.id}`);
    const v2 = await json<Item>(await create('proposal'));
    const f1 = await json<Item>(await create('finalized'));
    expect([v2.number, f1.number]).toEqual([2, 1]);
    const bytes = await bytesOf(v2.filePath as string);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBe(v2.size);

    const list = await json<Collection>(await t.request('GET', base(), { token: t.admin }));
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member'].map((m) => [m.kind, m.number])).toEqual([
      ['finalized', 1],
      ['proposal', 2],
      ['proposal', 1],
    ]);
    expect((await create('invoice')).status).toBe(422);
    expect(
      (await t.request('POST', '/next/trips/999999/pdfs', { token: travel, body: { kind: 'proposal' } }))
        .status,
    ).toBe(404);
  });

  it('opens a version through the signed file links', async () => {
    const [latest] = (await json<Collection>(await t.request('GET', base(), { token: t.admin })))[
      'hydra:member'
    ];
    const link = await t.request('GET', `/files/${latest!.filePath}`, { token: t.admin });
    expect(link.status).toBe(200);
    const opened = await t.request('GET', (await json<{ url: string }>(link)).url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(sha(new Uint8Array(await opened.arrayBuffer()))).toBe(
      sha(await bytesOf(latest!.filePath as string)),
    );
  });

  it('keeps a version immutable: PUT changes the label and note only', async () => {
    const v = await json<Item>(await create('proposal'));
    const before = sha(await bytesOf(v.filePath as string));
    const put = await t.request('PUT', `${base()}/${v.id}`, {
      token: travel,
      body: { ...v, label: 'Sent to the client', note: 'By e-mail' },
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status).toBe(200);
    const updated = await json<Item>(put);
    expect(updated).toMatchObject({
      label: 'Sent to the client',
      note: 'By e-mail',
      number: v.number,
      filePath: v.filePath,
      size: v.size,
    });
    for (const change of [
      { kind: 'finalized' },
      { number: 99 },
      { filePath: '2026/01/x.pdf' },
      { size: 1 },
    ]) {
      const refused = await t.request('PUT', `${base()}/${v.id}`, {
        token: travel,
        body: { label: 'x', ...change },
      });
      expect(refused.status).toBe(422);
    }
    expect(sha(await bytesOf(v.filePath as string))).toBe(before);
    const got = await json<Item>(await t.request('GET', `${base()}/${v.id}`, { token: t.admin }));
    expect(got.label).toBe('Sent to the client');
    // Another trip's path does not reach it.
    expect((await t.request('GET', `/next/trips/${other.id}/pdfs/${v.id}`, { token: t.admin })).status).toBe(
      404,
    );
  });

  it('checks roles: the accountant reads, writers create and delete, others are refused', async () => {
    const accountant = await t.login('accountant@demo.travel');
    expect((await t.request('GET', base(), { token: accountant })).status).toBe(200);
    expect((await create('proposal', accountant)).status).toBe(403);
    const vendor = await t.login('vendor@demo.travel');
    expect((await t.request('GET', base(), { token: vendor })).status).toBe(403);
    expect((await t.request('GET', base())).status).toBe(401);
    const v = await json<Item>(await create('finalized'));
    expect((await t.request('DELETE', `${base()}/${v.id}`, { token: accountant })).status).toBe(403);
    expect(
      (await t.request('PUT', `${base()}/${v.id}`, { token: accountant, body: { label: 'x' } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `${base()}/${v.id}`, { token: travel })).status).toBe(204);
    expect((await t.request('GET', `${base()}/${v.id}`, { token: t.admin })).status).toBe(404);
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(() => readStoredFile(fileStoreOf(t.config), v.filePath as string)).toBeUndefined();
  });

  it("writes each creation to the trip's history with who and when", async () => {
    const res = await t.request('GET', `/api/trips/${trip.id}/history?itemsPerPage=100`, { token: t.admin });
    const entries = (await json<Collection>(res))['hydra:member'] as unknown as {
      title: string;
      action: string;
      entity: string;
      actor: { name: string } | null;
      at: string;
    }[];
    const created = entries.filter((e) => e.entity === 'TripPdf' && e.action === 'create');
    expect(created.map((e) => e.title)).toContain('PDF: Proposal version 1');
    expect(created.map((e) => e.title)).toContain('PDF: Finalized trip version 1');
    expect(created[0]!.actor?.name).toBeTruthy();
    expect(Date.parse(created[0]!.at)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('refuses what an attacker sends and numbers concurrent versions apart', async () => {
    const path = `/next/trips/${other.id}/pdfs`;
    const post = (body: unknown) =>
      t.request('POST', path, { token: travel, body, headers: { 'content-type': 'application/json' } });
    // NUL bytes and an over-long label: 422, nothing stored.
    expect((await post({ kind: 'proposal', label: 'a\u0000b' })).status).toBe(422);
    expect((await post({ kind: 'proposal', label: 'x'.repeat(100_000) })).status).toBe(422);
    // Two versions asked for at the same time get two numbers, never the same one twice.
    const made = await Promise.all([post({ kind: 'finalized' }), post({ kind: 'finalized' })]);
    expect(made.map((r) => r.status)).toEqual([201, 201]);
    const numbers = (await Promise.all(made.map((r) => json<Item>(r)))).map((v) => v.number).sort();
    expect(numbers).toEqual([1, 2]);
    const list = await json<Collection>(await t.request('GET', path, { token: t.admin }));
    expect(list['hydra:totalItems']).toBe(2);
  });
});
