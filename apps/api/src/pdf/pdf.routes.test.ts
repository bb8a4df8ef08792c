import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema/index.ts';
import { sign } from '../files/link-signature.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import type { Item } from '../trips/trip-test-helpers.ts';
import { makeClientTrip } from '../trips/trip-testing.ts';

const t = adminAppForFile();
let trip: Item & { reference: string };

beforeAll(async () => {
  ({ trip } = await makeClientTrip(t, 'Nora Pdf', ['2027-06-01', '2027-06-03'], { title: 'Lakes' }));
});

const isPdf = async (res: Response) => {
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
};

const linkOf = async (kind: string, token = t.admin) => {
  const res = await t.request('GET', `/api/trips/${trip.id}/pdf-link?kind=${kind}`, { token });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url;
};

describe('GET /pdf/trip/{reference}/{kind}', () => {
  it('opens with the bearer token, both kinds', async () => {
    for (const kind of ['proposal', 'finalized']) {
      const res = await t.request('GET', `/pdf/trip/${trip.reference}/${kind}`, { token: t.admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`${trip.reference}-${kind}.pdf`);
      await isPdf(res);
    }
  });

  it('opens through a signed link from pdf-link, without a token', async () => {
    const url = await linkOf('proposal');
    expect(url).toMatch(new RegExp(`^/pdf/trip/${trip.reference}/proposal\\?expires=\\d+&signature=`));
    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    await isPdf(res);
  });

  it('refuses an expired link, a wrong signature and a link of the other kind (403)', async () => {
    const path = `/pdf/trip/${trip.reference}/proposal`;
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await t.request(
      'GET',
      `${path}?expires=${past}&signature=${sign(t.jwtKey, path, past, 1)}&by=1`,
    );
    expect(expired.status).toBe(403);
    expect((await json(expired))['hydra:description']).toBe('This link has expired.');
    const url = new URL(await linkOf('proposal'), 'http://x');
    const forged = await t.request(
      'GET',
      `${path}?expires=${url.searchParams.get('expires')}&signature=AAAA${url.searchParams.get('signature')!.slice(4)}&by=${url.searchParams.get('by')}`,
    );
    expect(forged.status).toBe(403);
    const otherKind = await t.request('GET', `/pdf/trip/${trip.reference}/finalized${url.search}`);
    expect(otherKind.status).toBe(403);
    const later = Number(url.searchParams.get('expires')) + 60;
    const stretched = await t.request(
      'GET',
      `${path}?expires=${later}&signature=${url.searchParams.get('signature')}&by=${url.searchParams.get('by')}`,
    );
    expect(stretched.status).toBe(403);
  });

  it('answers 401 with neither, 404 for an unknown reference or trip, 422 for an unknown kind', async () => {
    expect((await t.request('GET', `/pdf/trip/${trip.reference}/proposal`)).status).toBe(401);
    expect((await t.request('GET', '/pdf/trip/TR-1999-9999/proposal', { token: t.admin })).status).toBe(404);
    expect((await t.request('GET', `/pdf/trip/${trip.reference}/invoice`, { token: t.admin })).status).toBe(
      404,
    );
    expect(
      (await t.request('GET', '/api/trips/999999/pdf-link?kind=proposal', { token: t.admin })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/trips/${trip.id}/pdf-link?kind=invoice`, { token: t.admin })).status,
    ).toBe(422);
  });

  it('lets trip readers in (the accountant) and keeps other roles out', async () => {
    const accountant = await t.login('accountant@demo.travel');
    expect(
      (await t.request('GET', `/pdf/trip/${trip.reference}/proposal`, { token: accountant })).status,
    ).toBe(200);
    await linkOf('finalized', accountant);
    for (const email of ['vendor@demo.travel', 'content@demo.travel']) {
      const token = await t.login(email);
      expect((await t.request('GET', `/pdf/trip/${trip.reference}/proposal`, { token })).status).toBe(403);
      expect((await t.request('GET', `/api/trips/${trip.id}/pdf-link?kind=proposal`, { token })).status).toBe(
        403,
      );
    }
  });
});

describe('branding', () => {
  it('prints the agency name, colour and logo from the settings', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#1a7f5a' } })
      .png()
      .toBuffer();
    await t.db.insert(settings).values([
      { code: 'agency.name', value: 'Maison Voyage' },
      { code: 'agency.primaryColor', value: '#1a7f5a' },
      { code: 'agency.logo', value: `data:image/png;base64,${logo.toString('base64')}` },
    ]);
    const res = await t.request('GET', `/pdf/trip/${trip.reference}/proposal`, { token: t.admin });
    const bytes = await isPdf(res);
    const text = Buffer.from(bytes).toString('latin1');
    // The logo is an image of the document; the colour is in the page content (compressed), so
    // the document's author names the agency.
    expect(text).toMatch(/\/Subtype \/Image/);
    expect(text).toContain('Maison Voyage');
  });
});

describe('POST /api/pdf/trips/tripEvent', () => {
  it("answers the event's PDF by IRI or id; 404 unknown, 422 blank, 403 without trips", async () => {
    const created = await t.request('POST', '/api/trip_events', {
      token: t.admin,
      body: { trip: trip['@id'], type: 'meeting', title: 'Meet the chef', startDate: '2027-06-02T18:30' },
    });
    expect(created.status).toBe(201);
    const event = await json<Item>(created);
    for (const body of [{ tripEvent: event['@id'] }, { id: event.id }]) {
      const res = await t.request('POST', '/api/pdf/trips/tripEvent', { token: t.admin, body });
      expect(res.status).toBe(200);
      await isPdf(res);
    }
    const missing = await t.request('POST', '/api/pdf/trips/tripEvent', {
      token: t.admin,
      body: { id: 999999 },
    });
    expect(missing.status).toBe(404);
    expect((await t.request('POST', '/api/pdf/trips/tripEvent', { token: t.admin, body: {} })).status).toBe(
      422,
    );
    const vendor = await t.login('vendor@demo.travel');
    const refused = await t.request('POST', '/api/pdf/trips/tripEvent', {
      token: vendor,
      body: { id: event.id },
    });
    expect(refused.status).toBe(403);
  });
});
