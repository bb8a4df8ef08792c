import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyItem, type AnyPage, adminAppForFile, callAs, callOk } from '../test/admin-app.ts';
import { addStay, optionsAB } from './proposal-testing.ts';
import { makeTripOf } from './trip-testing.ts';

const t = adminAppForFile();
let tripIri: string;
let tripId: number;
let hotelA: string;
let hotelB: string;
let hotelC: string;

const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (table: string, where = sql`true`) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0]!
    .n;
const call = (method: string, path: string, body?: unknown, token = t.admin) =>
  callAs(t, method, path, body, token);
const ok = (method: string, path: string, body?: unknown) => callOk(t, method, path, body);
const pathsOf = (body: AnyItem) => (body.violations as { propertyPath: string }[]).map((v) => v.propertyPath);

// A proposal with two options for the same three nights, one hotel each (hotel A or hotel B).
const proposalWithOptions = async (title = 'Kyoto in spring') => {
  const proposal = await ok('POST', '/api/trip_proposals', { trip: tripIri, title });
  const { optionA, optionB } = await optionsAB(t, proposal);
  const stayA = await addStay(t, optionA, hotelA, ['2027-04-10', '2027-04-13'], {
    clientPrice: '2400.00',
    vendorPrice: '2000.00',
  });
  const stayB = await addStay(t, optionB, hotelB, ['2027-04-10', '2027-04-13'], {
    clientPrice: '3100.50',
    vendorPrice: '2600',
  });
  return { proposal, optionA, optionB, stayA, stayB };
};

const withFailingWrite = async (table: string, when: 'insert' | 'update', work: () => Promise<void>) => {
  await t.db.execute(
    sql.raw(`create or replace function fail_accept() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger fail_accept before ${when} on ${table} for each row execute function fail_accept()`,
    ),
  );
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await work();
  } finally {
    errors.mockRestore();
    await t.db.execute(sql.raw(`drop trigger fail_accept on ${table}`));
  }
};

beforeAll(async () => {
  const client = await ok('POST', '/api/clients', { firstName: 'Ines', lastName: 'Marlow' });
  const trip = await makeTripOf(t, client, ['2027-04-10', '2027-04-16'], { currency: 'EUR' });
  tripIri = trip['@id'];
  tripId = trip.id;
  const [vendor] = await rows<{ id: number }>(
    sql`insert into vendors (name) values ('Kyoto hotels') returning id`,
  );
  const hotel = async (name: string) =>
    `/api/accommodations/${
      (
        await rows<{ id: number }>(
          sql`insert into accommodations (vendor_id, name) values (${vendor!.id}, ${name}) returning id`,
        )
      )[0]!.id
    }`;
  hotelA = await hotel('Aman Kyoto');
  hotelB = await hotel('Hoshinoya Kyoto');
  hotelC = await hotel('Park Hyatt Kyoto');
});

describe('trip proposals', () => {
  it('are created, read, listed by trip, patched and deleted', async () => {
    const created = await call('POST', '/api/trip_proposals', {
      trip: tripIri,
      title: '  Spring in Kyoto  ',
      introText: '<p>Dear Ines,</p><p>here is <strong>our idea</strong>.</p>',
      validUntil: '2027-02-01',
    });
    expect(created.status).toBe(201);
    const p = created.body;
    expect(p).toMatchObject({
      '@type': 'TripProposal',
      trip: tripIri,
      title: 'Spring in Kyoto',
      introText: '<p>Dear Ines,</p><p>here is <strong>our idea</strong>.</p>',
      validUntil: '2027-02-01',
      status: 'draft',
      acceptedOption: null,
      pages: [],
      options: [],
    });
    const patched = await ok('PATCH', p['@id'], { title: 'Spring in Kyoto, v2', status: 'sent' });
    expect(patched).toMatchObject({ title: 'Spring in Kyoto, v2', status: 'sent' });
    const list = (await ok('GET', `/api/trip_proposals?trip.id=${tripId}`)) as unknown as AnyPage;
    expect(list['hydra:member'].map((m) => m['@id'])).toContain(p['@id']);
    expect((await ok('GET', p['@id'])).title).toBe('Spring in Kyoto, v2');
    // The trip's history tells the proposal's story.
    const history = (await ok('GET', `/api/trips/${tripId}/history`)) as unknown as AnyPage;
    expect(history['hydra:member'].map((e) => e.title)).toContain('Proposal: Spring in Kyoto, v2');

    expect((await call('DELETE', p['@id'])).status).toBe(204);
    expect((await call('GET', p['@id'])).status).toBe(404);
    expect((await call('PATCH', p['@id'], { title: 'x' })).status).toBe(404);
  });

  it('answers 422 per field: blank title, unknown trip, bad date, bad status, accepted by PATCH', async () => {
    const bad = await call('POST', '/api/trip_proposals', {
      trip: '/api/trips/999999',
      title: ' ',
      validUntil: '2027-13-01',
      status: 'won',
    });
    expect(bad.status).toBe(422);
    expect(pathsOf(bad.body).sort()).toEqual(['status', 'title', 'trip', 'validUntil']);
    const p = await ok('POST', '/api/trip_proposals', { trip: tripIri, title: 'Draft' });
    const accepted = await call('PATCH', p['@id'], { status: 'accepted' });
    expect(accepted.status).toBe(422);
    expect(pathsOf(accepted.body)).toEqual(['status']);
  });

  it('refuses NUL bytes and huge strings with 422, never a 500, and writes nothing', async () => {
    const p = await ok('POST', '/api/trip_proposals', { trip: tripIri, title: 'Hostile' });
    const before = await count('trip_proposals');
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/trip_proposals', { trip: tripIri, title: 'a\u0000b' }, 'title'],
      ['POST', '/api/trip_proposals', { trip: tripIri, title: 'x'.repeat(300) }, 'title'],
      [
        'POST',
        '/api/trip_proposals',
        { trip: tripIri, title: 'ok', introText: 'x'.repeat(100_001) },
        'introText',
      ],
      ['PATCH', p['@id'], { introText: '<p>a\u0000</p>' }, 'introText'],
      [
        'POST',
        '/api/trip_proposal_pages',
        { proposal: p['@id'], kind: 'cover', body: 'y'.repeat(100_001) },
        'body',
      ],
      [
        'POST',
        '/api/trip_proposal_pages',
        { proposal: p['@id'], kind: 'cover', title: 't'.repeat(256) },
        'title',
      ],
      ['POST', '/api/trip_proposal_pages', { proposal: p['@id'], kind: 'poster' }, 'kind'],
      ['POST', '/api/trip_proposal_options', { proposal: p['@id'], label: 'L'.repeat(65) }, 'label'],
      ['POST', `${p['@id']}/accept`, { option: 'x\u0000' }, 'option'],
      ['POST', `${p['@id']}/accept`, { option: 'z'.repeat(50_000) }, 'option'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(method, path, body);
      expect([path, field, res.status]).toEqual([path, field, 422]);
      expect(pathsOf(res.body)).toContain(field);
    }
    const escaped = await t.request('POST', '/api/trip_proposals', {
      token: t.admin,
      body: `{"trip":"${tripIri}","title":"a\\u0000b"}`,
    });
    expect(escaped.status).toBe(422);
    expect(await count('trip_proposals')).toBe(before);
    expect(await count('trip_proposal_pages', sql`proposal_id = ${p.id}`)).toBe(0);
  });
});

describe('proposal pages', () => {
  it('are ordered: new pages go last, page-order rewrites the order, the proposal embeds them in order', async () => {
    const p = await ok('POST', '/api/trip_proposals', { trip: tripIri, title: 'Pages' });
    const make = (kind: string, title: string) =>
      ok('POST', '/api/trip_proposal_pages', { proposal: p['@id'], kind, title, body: `<p>${title}</p>` });
    const cover = await make('cover', 'Welcome');
    const days = await make('days', 'Day by day');
    const terms = await make('terms', 'Terms');
    expect([cover.position, days.position, terms.position]).toEqual([0, 1, 2]);

    const order = await ok('POST', `${p['@id']}/page-order`, { pages: [terms['@id'], cover.id] });
    expect(order.pages).toEqual([
      { '@id': terms['@id'], position: 0 },
      { '@id': cover['@id'], position: 1 },
      { '@id': days['@id'], position: 2 },
    ]);
    const listed = (await ok('GET', `/api/trip_proposal_pages?proposal.id=${p.id}`)) as unknown as AnyPage;
    expect(listed['hydra:member'].map((m) => m.title)).toEqual(['Terms', 'Welcome', 'Day by day']);
    expect((await ok('GET', p['@id'])).pages.map((m: AnyItem) => m.kind)).toEqual(['terms', 'cover', 'days']);

    const twice = await call('POST', `${p['@id']}/page-order`, { pages: [cover['@id'], cover['@id']] });
    expect(twice.status).toBe(422);
    expect(pathsOf(twice.body)).toEqual(['pages[1]']);
    const other = await ok('POST', '/api/trip_proposals', { trip: tripIri, title: 'Other' });
    expect((await call('POST', `${other['@id']}/page-order`, { pages: [cover['@id']] })).status).toBe(422);
    expect((await call('POST', '/api/trip_proposals/999999/page-order', { pages: [] })).status).toBe(404);
    expect((await call('POST', `${p['@id']}/page-order`, { pages: 'nope' })).status).toBe(422);

    await ok('PATCH', days['@id'], { title: 'Days', position: 0 });
    expect((await call('DELETE', terms['@id'])).status).toBe(204);
    const after = (await ok('GET', `/api/trip_proposal_pages?proposal.id=${p.id}`)) as unknown as AnyPage;
    expect(after['hydra:member'].map((m) => m.title)).toEqual(['Days', 'Welcome']);
  });

  it('keep rich text but lose scripts, event handlers and javascript: links (sanitised by the server)', async () => {
    const p = await ok('POST', '/api/trip_proposals', {
      trip: tripIri,
      title: 'Sanitised',
      introText: '<p onclick="steal()">Hello<script>alert(1)</script></p>',
    });
    expect(p.introText).toBe('<p>Hello</p>');
    const page = await ok('POST', '/api/trip_proposal_pages', {
      proposal: p['@id'],
      kind: 'custom',
      body:
        '<h2>Our hotels</h2><ul><li><em>Aman</em></li></ul>' +
        '<a href="javascript:alert(1)">click</a> <a href="https://aman.com">site</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><script>alert(2)</script>',
    });
    const body = page.body as string;
    expect(body).toContain('<h2>Our hotels</h2><ul><li><em>Aman</em></li></ul>');
    expect(body).toContain('<a href="https://aman.com">site</a>');
    expect(body).not.toMatch(/script|javascript:|onerror|iframe|alert/i);
    const patched = await ok('PATCH', page['@id'], { body: '<p>ok</p><script>x()</script>' });
    expect(patched.body).toBe('<p>ok</p>');
    const [stored] = await rows<{ body: string }>(
      sql`select body from trip_proposal_pages where id = ${page.id}`,
    );
    expect(stored!.body).toBe('<p>ok</p>');
  });
});

describe('proposal options', () => {
  it('hold hotels for nights within the trip, priced, with totals summed by the server', async () => {
    const { proposal, optionA, optionB, stayA } = await proposalWithOptions('Options');
    expect(stayA).toMatchObject({
      option: optionA['@id'],
      accommodation: { '@id': hotelA, name: 'Aman Kyoto' },
      startDate: '2027-04-10',
      endDate: '2027-04-13',
      currency: 'EUR',
      clientPrice: '2400.00',
    });
    await addStay(t, optionA, hotelC, ['2027-04-13', '2027-04-17'], { clientPrice: '1000' });
    const options = (await ok(
      'GET',
      `/api/trip_proposal_options?proposal.id=${proposal.id}`,
    )) as unknown as AnyPage;
    expect(options['hydra:member'].map((o) => [o.label, o.position, o.totals])).toEqual([
      ['Option A', 0, { currency: 'EUR', clientPrice: '3400.00', vendorPrice: '2000.00' }],
      ['Option B', 1, { currency: 'EUR', clientPrice: '3100.50', vendorPrice: '2600.00' }],
    ]);
    expect((await ok('GET', optionB['@id'])).totals.clientPrice).toBe('3100.50');
    const stays = (await ok(
      'GET',
      `/api/trip_proposal_option_items?option.proposal.id=${proposal.id}`,
    )) as unknown as AnyPage;
    expect(stays['hydra:totalItems']).toBe(3);

    const outside = await call('POST', '/api/trip_proposal_option_items', {
      option: optionB['@id'],
      accommodation: hotelC,
      startDate: '2027-04-09',
      endDate: '2027-04-18',
    });
    expect(outside.status).toBe(422);
    expect(pathsOf(outside.body).sort()).toEqual(['endDate', 'startDate']);
    const backwards = await call('PATCH', stayA['@id'], { endDate: '2027-04-10' });
    expect(backwards.status).toBe(422);
    expect(pathsOf(backwards.body)).toEqual(['endDate']);
    const missing = await call('POST', '/api/trip_proposal_option_items', { option: optionB['@id'] });
    expect(pathsOf(missing.body).sort()).toEqual(['accommodation', 'endDate', 'startDate']);
    const money = await call('PATCH', stayA['@id'], { clientPrice: 'lots' });
    expect(money.status).toBe(422);
    expect(new Set(pathsOf(money.body))).toEqual(new Set(['clientPrice']));
  });
});

describe('accepting an option', () => {
  it("turns the option's hotels into the trip's accommodations, marks the proposal accepted and writes the history", async () => {
    const { proposal, optionA, optionB } = await proposalWithOptions('To accept');
    const itemsBefore = await count('trip_items', sql`trip_id = ${tripId}`);
    const res = await call('POST', `${proposal['@id']}/accept`, { option: optionB['@id'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'accepted', acceptedOption: optionB['@id'] });
    expect(res.body.acceptedAt).toBeTruthy();
    expect(res.body.createdItems).toHaveLength(1);
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore + 1);
    const item = await ok('GET', res.body.createdItems[0]);
    expect(item).toMatchObject({
      '@type': 'TripAccommodation',
      trip: tripIri,
      accommodation: hotelB,
      startDate: '2027-04-10 15:00:00',
      endDate: '2027-04-13 11:00:00',
      status: 'approved',
      currency: 'EUR',
      clientPrice: '3100.50',
      vendorPrice: '2600.00',
      // An option with one price per hotel (decision 95): it is the item's total, so the trip's
      // total counts it.
      clientTotalPrice: '3100.50',
      vendorTotalPrice: '2600.00',
    });
    const history = (await ok('GET', `/api/trips/${tripId}/history`)) as unknown as AnyPage;
    const titles = history['hydra:member'].map((e) => e.title);
    expect(titles).toContain('Accommodation: Hoshinoya Kyoto');
    const change = history['hydra:member'].find(
      (e) => e.title === 'Proposal: To accept' && e.action === 'update',
    );
    expect(change?.changes.find((c: AnyItem) => c.field === 'acceptedOptionId')?.afterText).toBe('Option B');

    // Once accepted: a second accept is a conflict, the options are frozen, the status is final.
    const again = await call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] });
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe('This proposal is already accepted.');
    expect((await call('PATCH', optionA['@id'], { label: 'Option A2' })).status).toBe(409);
    expect((await call('DELETE', optionA['@id'])).status).toBe(409);
    expect(
      (await call('POST', '/api/trip_proposal_options', { proposal: proposal['@id'], label: 'Option C' }))
        .status,
    ).toBe(409);
    expect((await call('PATCH', proposal['@id'], { status: 'draft' })).status).toBe(409);
    expect((await call('PATCH', proposal['@id'], { title: 'Accepted, renamed' })).status).toBe(200);
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore + 1);
  });

  it('lets one of two racing accepts win: the other is a 409 and adds nothing', async () => {
    const { proposal, optionA, optionB } = await proposalWithOptions('Race');
    const itemsBefore = await count('trip_items', sql`trip_id = ${tripId}`);
    const answers = await Promise.all([
      call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] }),
      call('POST', `${proposal['@id']}/accept`, { option: optionB['@id'] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore + 1);
  });

  it('answers 404 for no proposal, 422 for a foreign, missing or empty option', async () => {
    const first = await proposalWithOptions('First');
    const second = await proposalWithOptions('Second');
    const itemsBefore = await count('trip_items', sql`trip_id = ${tripId}`);
    expect(
      (await call('POST', '/api/trip_proposals/999999/accept', { option: first.optionA['@id'] })).status,
    ).toBe(404);
    const foreign = await call('POST', `${second.proposal['@id']}/accept`, { option: first.optionA['@id'] });
    expect(foreign.status).toBe(422);
    expect(pathsOf(foreign.body)).toEqual(['option']);
    expect(pathsOf((await call('POST', `${second.proposal['@id']}/accept`, {})).body)).toEqual(['option']);
    const empty = await ok('POST', '/api/trip_proposal_options', {
      proposal: second.proposal['@id'],
      label: 'Nothing yet',
    });
    const none = await call('POST', `${second.proposal['@id']}/accept`, { option: empty.id });
    expect(none.status).toBe(422);
    expect(none.body.violations[0].message).toBe('This option has no item to book.');
    expect((await call('POST', `${second.proposal['@id']}/accept`, 'not json')).status).toBe(400);
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore);
    expect((await ok('GET', second.proposal['@id'])).status).toBe('draft');
  });

  it('writes nothing when it fails half-way (after the items, on the proposal)', async () => {
    const { proposal, optionA } = await proposalWithOptions('Fails');
    await addStay(t, optionA, hotelC, ['2027-04-13', '2027-04-16']);
    const itemsBefore = await count('trip_items', sql`trip_id = ${tripId}`);
    const auditBefore = await count('audit_log');
    await withFailingWrite('trip_proposals', 'update', async () => {
      const res = await call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    // Two hotels were inserted before the failure: both are gone with their audit rows.
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore);
    expect(await count('audit_log')).toBe(auditBefore);
    expect((await ok('GET', proposal['@id'])).status).toBe('draft');

    await withFailingWrite('trip_items', 'insert', async () => {
      const res = await call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore);

    const done = await call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] });
    expect(done.status).toBe(200);
    expect(done.body.createdItems).toHaveLength(2);
    expect(await count('trip_items', sql`trip_id = ${tripId}`)).toBe(itemsBefore + 2);
  });
});

describe('proposal roles', () => {
  it('lets the travel team write, the accountant read, and nobody else in', async () => {
    const { proposal, optionA } = await proposalWithOptions('Roles');
    const readers = [
      'admin@demo.travel',
      'manager@demo.travel',
      'travel@demo.travel',
      'accountant@demo.travel',
    ];
    const writers = ['admin@demo.travel', 'manager@demo.travel', 'travel@demo.travel'];
    const others = [
      'vendor@demo.travel',
      'content@demo.travel',
      'marketing@demo.travel',
      'journal@demo.travel',
    ];
    for (const email of [...readers, ...others]) {
      const token = await t.login(email);
      for (const path of [
        `/api/trip_proposals?trip.id=${tripId}`,
        proposal['@id'],
        `/api/trip_proposal_pages?proposal.id=${proposal.id}`,
        `/api/trip_proposal_options?proposal.id=${proposal.id}`,
        `/api/trip_proposal_option_items?option.proposal.id=${proposal.id}`,
      ]) {
        const res = await call('GET', path, undefined, token);
        expect([email, path, res.status]).toEqual([email, path, readers.includes(email) ? 200 : 403]);
      }
      const page = await call(
        'POST',
        '/api/trip_proposal_pages',
        { proposal: proposal['@id'], kind: 'cover', title: email },
        token,
      );
      expect([email, page.status]).toEqual([email, writers.includes(email) ? 201 : 403]);
      if (!writers.includes(email)) {
        const accept = await call('POST', `${proposal['@id']}/accept`, { option: optionA['@id'] }, token);
        expect([email, accept.status]).toEqual([email, 403]);
        const order = await call('POST', `${proposal['@id']}/page-order`, { pages: [] }, token);
        expect([email, order.status]).toEqual([email, 403]);
      }
    }
    expect((await ok('GET', proposal['@id'])).status).toBe('draft');
    expect((await t.request('GET', '/api/trip_proposals')).status).toBe(401);
  });
});
