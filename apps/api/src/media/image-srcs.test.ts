import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, type AnyPage, adminAppForFile, callAs, postCreated } from '../test/admin-app.ts';
import { png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';
import { makeRenditions } from './renditions.ts';
import { forgetImageReferences } from './usages.ts';

const t = adminAppForFile();

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const form = (fields: Record<string, string | string[]>, file?: { bytes: Uint8Array; name: string }) => {
  const f = new FormData();
  if (file) f.append('file', new Blob([file.bytes]), file.name);
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
};

const upload = async (
  fields: Record<string, string | string[]>,
  file: { bytes: Uint8Array; name: string },
  token = t.admin,
) => t.request('POST', '/api/image_srcs', { token, body: form(fields, file) });

const uploaded = async (fields: Record<string, string | string[]>, bytes?: Uint8Array) => {
  const res = await upload(fields, {
    bytes: bytes ?? new Uint8Array(await picture(64, 48)),
    name: 'photo.png',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AnyItem>(res);
};

let sea: AnyItem;
let spain: AnyItem;

beforeAll(async () => {
  sea = await postCreated(t, '/api/image_tags', { name: 'Sea' });
  spain = await postCreated(t, '/api/image_tags', { name: 'España' });
});

describe('upload', () => {
  it('stores an image checked by content, with its size read from the file, tags by IRI or id', async () => {
    const bytes = new Uint8Array(await picture(640, 480, 'jpeg'));
    const res = await upload(
      { 'tags[]': [sea['@id'], String(spain.id)], alt: 'Boats' },
      { bytes, name: 'Harbour at dawn.jpg' },
    );
    expect(res.status).toBe(201);
    const image = await json<AnyItem>(res);
    expect(image).toMatchObject({
      '@type': 'ImageSrc',
      name: 'Harbour at dawn',
      alt: 'Boats',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 480,
      size: bytes.byteLength,
      focalX: 0.5,
      focalY: 0.5,
      renditions: {},
    });
    expect(image.tags.sort()).toEqual([sea['@id'], spain['@id']].sort());
    expect(image).not.toHaveProperty('searchText');
    // The original's link opens the file itself.
    expect(image.src).toMatch(/^\/files\/raw\//);
    const file = await t.request('GET', image.src);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('takes PNG, WebP and GIF; refuses an HTML file named .jpg, an SVG, a PDF with 422 on file', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const res = await upload(
        {},
        { bytes: new Uint8Array(await picture(10, 10, format)), name: `x.${format}` },
      );
      expect(res.status).toBe(201);
    }
    const html = new TextEncoder().encode(
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [html, 'holiday.jpg'],
      [svg, 'logo.svg'],
      [new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'doc.png'],
    ] as const) {
      const res = await upload({}, { bytes, name });
      expect(res.status).toBe(422);
      const body = await json<AnyItem>(res);
      expect(body.violations).toEqual([{ propertyPath: 'file', message: 'You can only upload image file!' }]);
    }
  });

  it('refuses an image over 5 MB (413), an empty file and a missing file (422), a JSON body (400)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    const res = await upload({}, { bytes: big, name: 'big.png' });
    expect(res.status).toBe(413);
    expect((await json<AnyItem>(res))['hydra:description']).toBe('Image must smaller than 5MB!');
    expect((await upload({}, { bytes: new Uint8Array(), name: 'empty.png' })).status).toBe(422);
    const missing = await t.request('POST', '/api/image_srcs', { token: t.admin, body: form({ name: 'x' }) });
    expect(missing.status).toBe(422);
    const asJson = await t.request('POST', '/api/image_srcs', { token: t.admin, body: { name: 'x' } });
    expect(asJson.status).toBe(400);
  });

  it('answers bad input with clear errors and writes nothing: NUL bytes, unknown tag, bad focal point', async () => {
    const before = (await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=1')).body['hydra:totalItems'];
    const bytes = new Uint8Array(await picture(20, 20));
    const nul = await upload({ name: 'bad\u0000name' }, { bytes, name: 'x.png' });
    expect([400, 422]).toContain(nul.status);
    const unknownTag = await upload({ 'tags[]': ['/api/image_tags/999999'] }, { bytes, name: 'x.png' });
    expect(unknownTag.status).toBe(422);
    const focal = await upload({ focalX: '1.5' }, { bytes, name: 'x.png' });
    expect(focal.status).toBe(422);
    expect((await json<AnyItem>(focal)).violations[0].propertyPath).toBe('focalX');
    const after = (await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=1')).body['hydra:totalItems'];
    expect(after).toBe(before);

    const image = await uploaded({ name: 'Clean' });
    const patched = await callAs(t, 'PATCH', image['@id'], { name: 'x\u0000y' });
    expect([400, 422]).toContain(patched.status);
    expect((await callAs(t, 'PATCH', image['@id'], { name: '' })).status).toBe(422);
    expect((await callAs(t, 'PATCH', image['@id'], { focalY: -0.1 })).status).toBe(422);
    expect((await callAs(t, 'PATCH', image['@id'], { focalY: 'abc' })).status).toBe(422);
  });
});

describe('gallery list', () => {
  it('searches name and tags, accents and case aside; filters by one or several tags; newest first; pages', async () => {
    const landscape = await postCreated(t, '/api/image_tags', { name: 'Landscape' });
    const a = await uploaded({ name: 'Séville cathedral', 'tags[]': [landscape['@id']] });
    const b = await uploaded({ name: 'Lisbon tram', 'tags[]': [sea['@id']] });
    const c = await uploaded({ name: 'Porto bridge' });
    const ids = async (query: string) =>
      (await callAs(t, 'GET', `/api/image_srcs?${query}`)).body['hydra:member'].map((m: AnyItem) => m.id);

    expect(await ids('search=SEVILLE')).toEqual([a.id]);
    expect(await ids('search=séville%20cathé')).toEqual([a.id]);
    expect(await ids('search=landscape')).toEqual([a.id]);
    expect(await ids('search=nothing-like-this')).toEqual([]);
    expect(await ids(`tags.id=${landscape.id}`)).toEqual([a.id]);
    const both = await ids(`tags.id[]=${landscape.id}&tags.id[]=${sea.id}`);
    expect(both).toContain(a.id);
    expect(both).toContain(b.id);
    expect(both).not.toContain(c.id);
    // Newest first, in pages.
    const page = await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=2&page=1');
    expect(page.body['hydra:member'].map((m: AnyItem) => m.id)).toEqual([c.id, b.id]);
    expect(page.body['hydra:totalItems']).toBeGreaterThanOrEqual(3);
    const page2 = await callAs(t, 'GET', '/api/image_srcs?itemsPerPage=2&page=2');
    expect(page2.body['hydra:member'][0].id).toBe(a.id);
    // Every member carries a link to its original.
    expect(page.body['hydra:member'].every((m: AnyItem) => typeof m.src === 'string')).toBe(true);
  });

  it('follows tag edits: tags replaced on PATCH, a tag renamed is found by its new name', async () => {
    const tag = await postCreated(t, '/api/image_tags', { name: 'Mountains' });
    const image = await uploaded({ name: 'Alpine lake' });
    const patched = await callAs(t, 'PATCH', image['@id'], { tags: [tag['@id']], alt: 'A lake' });
    expect(patched.status).toBe(200);
    expect(patched.body.tags).toEqual([tag['@id']]);
    const found = async (q: string) =>
      (await callAs(t, 'GET', `/api/image_srcs?search=${q}`)).body['hydra:member'].map((m: AnyItem) => m.id);
    expect(await found('mountains')).toEqual([image.id]);
    expect((await callAs(t, 'PUT', tag['@id'], { name: 'Montañas' })).status).toBe(200);
    expect(await found('montanas')).toEqual([image.id]);
    expect(await found('mountains')).toEqual([]);
  });
});

describe('renditions', () => {
  it('are made once by the job, thumbnail cropped at the focal point, and linked', async () => {
    // Left half red, right half blue: a focal point on the right makes a blue thumbnail.
    const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const image = await uploaded({ name: 'Two halves', focalX: '1', focalY: '0.5' }, new Uint8Array(bytes));
    await t.drainJobs();
    const got = (await callAs(t, 'GET', image['@id'])).body;
    expect(Object.keys(got.renditions).sort()).toEqual(['large', 'medium', 'thumbnail', 'webp']);
    expect(got.renditions.thumbnail).toMatchObject({ width: 320, height: 320, mimeType: 'image/jpeg' });
    expect(got.renditions.webp.mimeType).toBe('image/webp');
    // Never enlarged: the medium of a 400×200 picture is 400×200.
    expect(got.renditions.medium).toMatchObject({ width: 400, height: 200 });
    expect(Object.keys(got.urls).sort()).toEqual(['large', 'medium', 'thumbnail', 'webp']);
    const thumb = await t.request('GET', got.urls.thumbnail);
    expect(thumb.status).toBe(200);
    const { dominant } = await sharp(new Uint8Array(await thumb.arrayBuffer())).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);

    // Once: a second run makes nothing, the paths stay.
    expect((await makeRenditions(t.deps, image.id)).made).toEqual([]);
    const again = (await callAs(t, 'GET', image['@id'])).body;
    expect(again.renditions).toEqual(got.renditions);

    // A new focal point: the thumbnail alone is made again, now red.
    const moved = await callAs(t, 'PATCH', image['@id'], { focalX: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.renditions.thumbnail).toBeUndefined();
    await t.drainJobs();
    const after = (await callAs(t, 'GET', image['@id'])).body;
    expect(after.renditions.medium).toEqual(got.renditions.medium);
    expect(after.renditions.thumbnail.filePath).not.toBe(got.renditions.thumbnail.filePath);
    const red = await sharp(
      new Uint8Array(await (await t.request('GET', after.urls.thumbnail)).arrayBuffer()),
    ).stats();
    expect(red.dominant.r).toBeGreaterThan(200);
  });
});

describe('delete and where used', () => {
  it('answers 409 naming where an image is used, lists the usages, deletes once unused', async () => {
    await t.db.execute(
      sql`create table media_test_posts (id serial primary key, title text, image_id integer references image_srcs(id) on delete restrict)`,
    );
    forgetImageReferences();
    const image = await uploaded({ name: 'Used one' });
    await t.db.execute(
      sql`insert into media_test_posts (title, image_id) values ('Summer in Seville', ${image.id})`,
    );
    const usages = await callAs(t, 'GET', `${image['@id']}/usages`);
    expect(usages.status).toBe(200);
    expect(usages.body['hydra:member']).toEqual([
      expect.objectContaining({ table: 'media_test_posts', column: 'image_id', label: 'Summer in Seville' }),
    ]);
    const refused = await callAs(t, 'DELETE', image['@id']);
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toContain('media test posts "Summer in Seville"');
    expect((await callAs(t, 'GET', image['@id'])).status).toBe(200);

    await t.db.execute(sql`delete from media_test_posts`);
    expect((await callAs(t, 'GET', `${image['@id']}/usages`)).body['hydra:totalItems']).toBe(0);
    expect((await callAs(t, 'DELETE', image['@id'])).status).toBe(204);
    expect((await callAs(t, 'GET', image['@id'])).status).toBe(404);
    expect((await callAs(t, 'GET', `${image['@id']}/usages`)).status).toBe(404);
    await t.db.execute(sql`drop table media_test_posts`);
    forgetImageReferences();
  });
});

describe('roles', () => {
  it('media write for content manager and marketing director; read for the journal manager; none for others', async () => {
    const bytes = new Uint8Array(await picture(12, 12));
    for (const email of ['content@demo.travel', 'marketing@demo.travel', 'manager@demo.travel']) {
      const token = await t.login(email);
      const res = await upload({ name: `by ${email}` }, { bytes, name: 'x.png' }, token);
      expect(res.status, email).toBe(201);
      const image = await json<AnyItem>(res);
      expect((await callAs(t, 'PATCH', image['@id'], { alt: 'ok' }, token)).status).toBe(200);
      expect((await callAs(t, 'GET', '/api/image_tags', undefined, token)).status).toBe(200);
    }
    const journal = await t.login('journal@demo.travel');
    expect((await callAs(t, 'GET', '/api/image_srcs', undefined, journal)).status).toBe(200);
    const list = (await callAs(t, 'GET', '/api/image_srcs', undefined, journal)).body as unknown as AnyPage;
    const some = list['hydra:member'][0]!;
    expect((await t.request('GET', some.src)).status).toBe(200);
    expect((await upload({}, { bytes, name: 'x.png' }, journal)).status).toBe(403);
    expect((await callAs(t, 'PATCH', some['@id'], { alt: 'no' }, journal)).status).toBe(403);
    expect((await callAs(t, 'DELETE', some['@id'], undefined, journal)).status).toBe(403);
    for (const email of ['travel@demo.travel', 'accountant@demo.travel', 'vendor@demo.travel']) {
      const token = await t.login(email);
      expect((await callAs(t, 'GET', '/api/image_srcs', undefined, token)).status, email).toBe(403);
      expect((await upload({}, { bytes, name: 'x.png' }, token)).status, email).toBe(403);
    }
    expect((await t.request('GET', '/api/image_srcs')).status).toBe(401);
  });
});
