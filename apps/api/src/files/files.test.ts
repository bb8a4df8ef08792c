import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, bodyOf } from '../test/admin-app.ts';
import { pdf, png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { listStoredPaths } from './test-file-store.ts';

const t = adminAppForFile();
let journal: string;
let destination: string;

type Item = Record<string, unknown> & { '@id': string; id: number };

const form = (fields: Record<string, string | Blob>, fileName?: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) f.append(k, v, fileName ?? 'upload.bin');
    else f.append(k, v);
  }
  return f;
};

// On the disk, or in the bucket when the suite runs with TEST_FILE_STORE=s3.
const storedFiles = () => listStoredPaths(t.config);

beforeAll(async () => {
  journal = await t.login('journal@demo.travel');
  const res = await t.request('POST', '/api/destinations.json', {
    token: t.admin,
    body: { name: 'Kyoto Files' },
  });
  destination = (await json<Item>(res))['@id'];
});

describe('attachments and images (destinations)', () => {
  it('uploads an attachment checked by content, renames it with name.extension, opens it, deletes it', async () => {
    const res = await t.request('POST', '/api/destination_attachments', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), destination, type: 'brochure' }, 'Ryokan guide.pdf'),
    });
    const att = await bodyOf<Item>(res, 201);
    expect(att).toMatchObject({
      name: 'Ryokan guide',
      extension: 'pdf',
      type: 'brochure',
      mimeType: 'application/pdf',
      destination,
    });
    expect(att.filePath).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);

    const patched = await t.request('PATCH', att['@id'], {
      token: t.admin,
      body: { name: 'Ryokan guide 2027.pdf', type: 'contract' },
    });
    expect(await json<Item>(patched)).toMatchObject({
      name: 'Ryokan guide 2027',
      extension: 'pdf',
      type: 'contract',
    });

    const owner = await json<Item>(await t.request('GET', destination, { token: t.admin }));
    expect((owner.attachments as Item[]).map((a) => a['@id'])).toEqual([att['@id']]);

    const link = await t.request('GET', `/files/${att.filePath}`, { token: t.admin });
    expect(link.status).toBe(200);
    const { url } = await json<{ url: string }>(link);
    const file = await t.request('GET', url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('inline');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    // A tampered signature or another path is refused.
    expect((await t.request('GET', url.replace(/signature=[^&]+/, 'signature=x'))).status).toBe(403);
    // The journal manager may not read destinations' files.
    expect((await t.request('GET', `/files/${att.filePath}`, { token: journal })).status).toBe(403);
    expect((await t.request('GET', `/files/${att.filePath}`)).status).toBe(401);

    expect((await t.request('DELETE', att['@id'], { token: t.admin })).status).toBe(204);
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(async () => (await storedFiles()).length).toBe(0);
    expect((await t.request('GET', `/files/${att.filePath}`, { token: t.admin })).status).toBe(404);
  });

  it('refuses a wrong type with 415 and an oversize file with 413, storing nothing', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    const wrong = await t.request('POST', '/api/destination_attachments', {
      token: t.admin,
      body: form({ file: new Blob([exe]), destination }, 'notes.pdf'),
    });
    expect(wrong.status).toBe(415);
    const notImage = await t.request('POST', '/api/destination_images', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), destination }, 'photo.png'),
    });
    expect(notImage.status).toBe(415);
    expect((await json<Record<string, string>>(notImage))['hydra:description']).toBe(
      'You can only upload image file!',
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png);
    const tooBig = await t.request('POST', '/api/destination_images', {
      token: t.admin,
      body: form({ file: new Blob([big]), destination }, 'huge.png'),
    });
    expect(tooBig.status).toBe(413);
    expect((await json<Record<string, string>>(tooBig))['hydra:description']).toBe(
      'Image must smaller than 5MB!',
    );
    // A plain text file is accepted by its name when its bytes are text.
    const text = await t.request('POST', '/api/destination_attachments', {
      token: t.admin,
      body: form({ file: new Blob(['Check-in 15:00\n']), destination }, 'notes.txt'),
    });
    expect(text.status).toBe(201);
    await t.request('DELETE', (await json<Item>(text))['@id'], { token: t.admin });
    // The file goes with a files.delete job of the write.
    await t.drainJobs();
    await expect.poll(async () => (await storedFiles()).length).toBe(0);
  });

  it('leaves no orphan file when the record cannot be saved (unknown owner)', async () => {
    const res = await t.request('POST', '/api/destination_attachments', {
      token: t.admin,
      body: form({ file: new Blob([pdf]), destination: '/api/destinations/999999' }, 'a.pdf'),
    });
    expect(res.status).toBe(422);
    expect(await storedFiles()).toHaveLength(0);
    const missing = await t.request('POST', '/api/destination_attachments', {
      token: t.admin,
      body: form({ destination }),
    });
    expect(missing.status).toBe(422);
  });

  it('keeps one main image per owner, the first one by default, ordered by position', async () => {
    const upload = async (position: string) =>
      json<Item>(
        await t.request('POST', '/api/destination_images', {
          token: t.admin,
          body: form({ file: new Blob([png]), destination, position }, `view-${position}.png`),
        }),
      );
    const first = await upload('2');
    const second = await upload('1');
    expect(first.isMain).toBe(true);
    expect(second.isMain).toBe(false);
    await t.request('PATCH', second['@id'], { token: t.admin, body: { isMain: true } });
    const owner = await json<Item>(await t.request('GET', destination, { token: t.admin }));
    const images = owner.images as Item[];
    expect(images.map((i) => [i.name, i.isMain])).toEqual([
      ['view-1', true],
      ['view-2', false],
    ]);
    // Roles: a journal manager may not upload to destinations.
    const denied = await t.request('POST', '/api/destination_images', {
      token: journal,
      body: form({ file: new Blob([png]), destination }, 'x.png'),
    });
    expect(denied.status).toBe(403);
  });
});
