import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../files/link-signature.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { addStay, optionsAB } from '../trips/proposal-testing.ts';
import type { Item } from '../trips/trip-test-helpers.ts';
import { makeClientTrip, makeTripOf } from '../trips/trip-testing.ts';
import { parseRichText } from './pdf-rich-text.ts';
import { pdfToText, savePdf } from './pdf-text-testing.ts';

// The proposal PDF prints the trip's proposal (read through pdftotext, poppler-utils).
const t = adminAppForFile();
let trip: Item & { reference: string };
let other: Item & { reference: string };
let proposal: Item;
let foreign: Item;

const ok = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: t.admin, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return json<Item>(res);
};
const textOfPdf = async (res: Response, name: string) => {
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfToText(await savePdf(res, name), true);
};
const get = (path: string, token: string | undefined = t.admin) => t.request('GET', path, { token });

beforeAll(async () => {
  const made = await makeClientTrip(t, 'Ines Proposal', ['2027-04-10', '2027-04-16'], {
    title: 'Trip title',
  });
  trip = made.trip;
  other = await makeTripOf(t, made.client, ['2027-05-10', '2027-05-12'], { title: 'Another trip' });
  const { rows: vendor } = await t.db.execute<{ id: number }>(
    sql`insert into vendors (name) values ('Kyoto hotels') returning id`,
  );
  const hotel = async (name: string) => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`insert into accommodations (vendor_id, name) values (${vendor[0]!.id}, ${name}) returning id`,
    );
    return `/api/accommodations/${rows[0]!.id}`;
  };
  const [aman, hoshinoya] = [await hotel('Aman Kyoto'), await hotel('Hoshinoya Kyoto')];

  proposal = await ok('POST', '/api/trip_proposals', {
    trip: trip['@id'],
    title: 'Kyoto in spring',
    introText: '<p>Dear Ines,</p><p>here is <strong>our idea</strong> for <em>April</em>.</p>',
    validUntil: '2027-02-01',
  });
  const page = (kind: string, title: string | null, body: string | null, position: number) =>
    ok('POST', '/api/trip_proposal_pages', { proposal: proposal['@id'], kind, title, body, position });
  await page('cover', null, null, 0);
  await page('days', 'Your days in Kyoto', '<p>Temples and gardens.</p>', 1);
  await page(
    'custom',
    'Why Kyoto',
    '<h2>Seasons</h2><p>Cherry blossom <a href="https://example.com/sakura">season</a>.</p>',
    2,
  );
  await page(
    'terms',
    'Booking terms',
    '<p>Please note:</p><ul><li>A deposit of 30% on booking</li><li>Balance 60 days before</li></ul><ol><li>Numbered rule</li></ol>',
    3,
  );
  const { optionA, optionB } = await optionsAB(
    t,
    proposal,
    { description: 'The quiet one', position: 0 },
    { position: 1 },
  );
  await addStay(t, optionA, aman, ['2027-04-10', '2027-04-13'], { currency: 'EUR', clientPrice: '2400.00' });
  await addStay(t, optionA, hoshinoya, ['2027-04-13', '2027-04-16'], {
    currency: 'EUR',
    clientPrice: '1000.50',
  });
  await addStay(t, optionB, hoshinoya, ['2027-04-10', '2027-04-16'], {
    currency: 'EUR',
    clientPrice: '3100.50',
  });
  // Marked accepted without accepting (which would change the trip's items).
  await t.db.execute(
    sql`update trip_proposals set accepted_option_id = ${optionB.id as number} where id = ${proposal.id as number}`,
  );
  foreign = await ok('POST', '/api/trip_proposals', { trip: other['@id'], title: 'Not this one' });
}, 60_000);

describe('the rich text of a proposal', () => {
  it('keeps paragraphs, headings, bold, italic, lists and links as text; drops scripts', () => {
    const blocks = parseRichText(
      '<h3>Hi <em>you</em></h3><p>A <strong>bold</strong> move &amp; more<br>next</p><ul><li>one</li><li>two <a href="https://x.test/a">link</a></li></ul><ol><li>first</li></ol><script>alert(1)</script><img src="x" onerror="y">tail',
    );
    expect(blocks.map((b) => [b.kind, b.marker, b.runs.map((r) => r.text).join('')])).toEqual([
      ['h', '', 'Hi you'],
      ['p', '', 'A bold move & more\nnext'],
      ['li', '•', 'one'],
      ['li', '•', 'two link (https://x.test/a)'],
      ['li', '1.', 'first'],
      ['p', '', 'tail'],
    ]);
    expect(blocks[0]!.runs[1]).toEqual({ text: 'you', bold: false, italic: true });
    expect(blocks[1]!.runs[1]).toEqual({ text: 'bold', bold: true, italic: false });
    expect(parseRichText(null)).toEqual([]);
    expect(parseRichText('<p> </p>')).toEqual([]);
  });
});

describe('the proposal PDF', () => {
  it("prints the trip's most recent proposal: cover, introduction, pages in order, options", async () => {
    const text = await textOfPdf(await get(`/pdf/trip/${trip.reference}/proposal`), 'default');
    expect(text).toContain('Kyoto in spring');
    expect(text).not.toContain('Trip title');
    expect(text).toMatch(/Valid until Mon, 1 February 2027/);
    expect(text).toContain('Introduction');
    expect(text).toContain('Dear Ines,');
    expect(text).toContain('here is our idea for April.');
    expect(text).toContain('Your days in Kyoto');
    expect(text).toContain('Temples and gardens.');
    expect(text).toContain('Why Kyoto');
    expect(text).toContain('Seasons');
    expect(text).toContain('Cherry blossom season (https://example.com/sakura).');
    expect(text).toContain('Booking terms');
    expect(text).toMatch(/•\s+A deposit of 30% on booking/);
    expect(text).toMatch(/•\s+Balance 60 days before/);
    expect(text).toMatch(/1\.\s+Numbered rule/);
    expect(text).toContain('Your options');
    expect(text).toContain('Option A');
    expect(text).toContain('The quiet one');
    expect(text).toContain('Aman Kyoto');
    expect(text).toMatch(/10 Apr – 13 Apr · 3 nights/);
    expect(text).toContain('2,400.00 EUR');
    // Each option is priced as the whole trip with it: A's two hotels, rounded per item (2400 + 1001).
    expect(text).toMatch(/Whole trip with Option A\s+3,401.00 EUR/);
    expect(text).toContain('Option B');
    expect(text).toContain('3,100.50 EUR');
    expect(text).toMatch(/Option B\s+Accepted/);
    // Pages in their order, the options before the terms.
    const at = (s: string) => text.indexOf(s);
    expect(at('Introduction')).toBeLessThan(at('Your days in Kyoto'));
    expect(at('Your days in Kyoto')).toBeLessThan(at('Why Kyoto'));
    expect(at('Why Kyoto')).toBeLessThan(at('Your options'));
    expect(at('Your options')).toBeLessThan(at('Booking terms'));
  });

  it('leaves declined proposals out by default and prints the one asked for', async () => {
    const declined = await ok('POST', '/api/trip_proposals', {
      trip: trip['@id'],
      title: 'Declined idea',
      status: 'declined',
    });
    const byDefault = await textOfPdf(await get(`/pdf/trip/${trip.reference}/proposal`), 'not-declined');
    expect(byDefault).toContain('Kyoto in spring');
    const asked = await textOfPdf(
      await get(`/pdf/trip/${trip.reference}/proposal?proposal=${declined.id}`),
      'asked',
    );
    expect(asked).toContain('Declined idea');
    expect(asked).not.toContain('Your options');
    // Without pages, the trip's sections follow the cover.
    expect(asked).toContain('Day by day');
    expect(asked).toContain('Price summary');
    // A proposal without options: the trip's total, and per person (the lead client alone).
    expect(asked).toMatch(/Per person \(1 traveller\)\s+0\.00 EUR/);
  });

  it('prints the trip alone when it has no proposal', async () => {
    const text = await textOfPdf(await get(`/pdf/trip/${other.reference}/proposal?proposal=`), 'none');
    expect(text).toContain('Not this one');
    const { rows } = await t.db.execute(sql`delete from trip_proposals where id = ${foreign.id as number}`);
    expect(rows).toBeDefined();
    const alone = await textOfPdf(await get(`/pdf/trip/${other.reference}/proposal`), 'alone');
    expect(alone).toContain('Another trip');
    expect(alone).not.toContain('Introduction');
    foreign = await ok('POST', '/api/trip_proposals', { trip: other['@id'], title: 'Not this one' });
  });

  it("answers 404 for another trip's proposal or an unknown one, 422 for a malformed id", async () => {
    expect((await get(`/pdf/trip/${trip.reference}/proposal?proposal=${foreign.id}`)).status).toBe(404);
    expect((await get(`/pdf/trip/${trip.reference}/proposal?proposal=999999`)).status).toBe(404);
    expect((await get(`/pdf/trip/${trip.reference}/proposal?proposal=abc`)).status).toBe(422);
    expect((await get(`/api/trips/${trip.id}/pdf-link?kind=proposal&proposal=${foreign.id}`)).status).toBe(
      404,
    );
    expect((await get(`/api/trips/${trip.id}/pdf-link?kind=proposal&proposal=x`)).status).toBe(422);
  });

  it('opens through a signed link that covers the proposal; a changed or added id is refused (403)', async () => {
    const res = await get(`/api/trips/${trip.id}/pdf-link?kind=proposal&proposal=${proposal.id}`);
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(
      new RegExp(`^/pdf/trip/${trip.reference}/proposal\\?proposal=${proposal.id}&expires=\\d+&signature=`),
    );
    expect(await textOfPdf(await get(url, undefined), 'signed')).toContain('Kyoto in spring');

    const declinedId = (
      await t.db.execute<{ id: number }>(
        sql`select id from trip_proposals where trip_id = ${trip.id as number} and status = 'declined'`,
      )
    ).rows[0]!.id;
    const tampered = url.replace(`proposal=${proposal.id}`, `proposal=${declinedId}`);
    expect((await get(tampered, undefined)).status).toBe(403);
    expect((await get(url.replace(`proposal=${proposal.id}&`, ''), undefined)).status).toBe(403);

    // A link signed without a proposal does not open one.
    const plain = (await json<{ url: string }>(await get(`/api/trips/${trip.id}/pdf-link?kind=proposal`)))
      .url;
    expect((await get(`${plain}&proposal=${declinedId}`, undefined)).status).toBe(403);
    // Signed by hand for another trip's proposal: the signature holds, the proposal is not found.
    const path = `/pdf/trip/${trip.reference}/proposal?proposal=${foreign.id}`;
    const expires = Math.floor(Date.now() / 1000) + 60;
    const by = Number(new URL(url, 'http://x').searchParams.get('by'));
    expect(
      (
        await get(
          `${path}&expires=${expires}&signature=${sign(t.jwtKey, path, expires, by)}&by=${by}`,
          undefined,
        )
      ).status,
    ).toBe(404);
  });

  it('stores a version of a chosen proposal; 404 for another trip', async () => {
    const created = await t.request('POST', `/next/trips/${trip.id}/pdfs`, {
      token: t.admin,
      body: { kind: 'proposal', proposal: proposal['@id'] },
    });
    expect(created.status).toBe(201);
    const refused = await t.request('POST', `/next/trips/${trip.id}/pdfs`, {
      token: t.admin,
      body: { kind: 'proposal', proposal: foreign.id },
    });
    expect(refused.status).toBe(404);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from trip_pdfs where trip_id = ${trip.id as number}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
