import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tripItems } from '../db/schema/index.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { type Collection, type Item, makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';

const t = adminAppForFile();
let travel: string;
let trip: Item & { reference: string };
let client: Item;
let guestWithMail: Item;
let guestNoMail: Item;
let strangerGuest: Item;
let proposalTemplate: Item;
let vendorA: number;
let vendorB: number;
let hotelA: number;
let restaurantA: number;
let spaB: number;

type Log = Item & {
  recipient: string;
  cc: string | null;
  subject: string;
  status: string;
  error: string | null;
  client: string | null;
  vendor: string | null;
  trip: string | null;
  tripPdf: string | null;
};
type Problem = { violations?: { propertyPath: string; message: string }[] };

const one = async <T>(q: SQL) => (await t.db.execute(q)).rows[0] as T;

beforeAll(async () => {
  travel = await t.login('travel@demo.travel');
  client = await makeClient(t, t.admin, 'Ann', 'Ashford');
  trip = await makeTripOf(t, t.admin, client, ['2027-06-12', '2027-06-15'], { title: 'Amalfi <Escape>' });
  const guest = async (name: string, email: string | null, owner = client) => {
    const res = await t.request('POST', '/api/client_guests', {
      token: t.admin,
      body: { client: owner['@id'], name, ...(email ? { email } : {}) },
    });
    expect(res.status).toBe(201);
    return json<Item>(res);
  };
  guestWithMail = await guest('Sophie Ashford', 'sophie@example.test');
  guestNoMail = await guest('James Ashford', null);
  const other = await makeClient(t, t.admin, 'Olga', 'Other');
  strangerGuest = await guest('Stranger', 'stranger@example.test', other);
  for (const g of [guestWithMail, guestNoMail]) {
    const res = await t.request('POST', '/api/trip_guests', {
      token: t.admin,
      body: { trip: trip['@id'], clientGuest: g['@id'] },
    });
    expect(res.status).toBe(201);
  }
  const template = await t.request('POST', '/api/email_templates', {
    token: t.admin,
    body: {
      name: 'Proposal ready',
      scope: 'trip',
      subject: 'Your journey proposal: {{trip.name}}',
      body: '<p>Dear {{client.firstName}},</p><p>Your proposal for <strong>{{trip.name}}</strong> ({{trip.startDate}} to {{trip.endDate}}, {{trip.reference}}) is ready.</p><p>{{trip.travellers}}</p>',
    },
  });
  proposalTemplate = await json<Item>(template);
  await t.request('POST', '/api/email_templates', {
    token: t.admin,
    body: {
      name: 'Reservation request',
      scope: 'trip-vendor',
      subject: 'Reservation {{trip.reference}} for {{client.name}}',
      body: '<p>Dear {{vendor.contactName}},</p><p>Please book for {{trip.startDate}}:</p>{{booking.items}}',
    },
  });
  vendorA = (
    await one<{ id: number }>(
      sql`insert into vendors (name, email) values ('Sirenuse group', 'desk@sirenuse.example') returning id`,
    )
  ).id;
  vendorB = (await one<{ id: number }>(sql`insert into vendors (name) values ('Other spa') returning id`)).id;
  hotelA = (
    await one<{ id: number }>(
      sql`insert into accommodations (vendor_id, name) values (${vendorA}, 'Le Sirenuse') returning id`,
    )
  ).id;
  restaurantA = (
    await one<{ id: number }>(
      sql`insert into restaurants (vendor_id, name) values (${vendorA}, 'La Sponda') returning id`,
    )
  ).id;
  spaB = (
    await one<{ id: number }>(
      sql`insert into spas (vendor_id, name) values (${vendorB}, 'Aqua spa') returning id`,
    )
  ).id;
  // A general contact first by position, and the hotel's own contact: the hotel's is written to.
  await t.db.execute(
    sql`insert into vendor_contacts (vendor_id, title, email, position) values (${vendorA}, 'Front desk', 'general@sirenuse.example', 0)`,
  );
  const reservations = await one<{ id: number }>(
    sql`insert into vendor_contacts (vendor_id, title, email, position) values (${vendorA}, 'Giulia Reservations', 'reservations@sirenuse.example', 5) returning id`,
  );
  await t.db.execute(
    sql`insert into vendor_contact_accommodations (contact_id, accommodation_id) values (${reservations.id}, ${hotelA})`,
  );
});

// The send is a mail.send job enqueued with the write: work the jobs, then read the log row.
const settled = async (iri: string): Promise<Log> => {
  await t.drainJobs();
  return json<Log>(await t.request('GET', iri, { token: t.admin }));
};

// The raw .eml files of the outbox, by name.
const outbox = () => {
  try {
    const dir = join(t.dataDir, 'outbox');
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const emlWith = (subject: string) => {
  const found = outbox().filter((m) => decodeQp(m).includes(subject));
  expect(found).toHaveLength(1);
  return found[0]!;
};
// The attachment's bytes: the base64 body of the part that names the file.
const attachment = (eml: string, filename: string) => {
  const at = eml.indexOf(`filename=${filename}`);
  if (at < 0) return undefined;
  const start = eml.indexOf('\n\n', at) + 2;
  const end = eml.indexOf('\n--', start);
  return Buffer.from(eml.slice(start, end).replace(/\s+/g, ''), 'base64');
};

const pdfCount = async () =>
  Number(
    (await one<{ n: number }>(sql`select count(*)::int as n from trip_pdfs where trip_id = ${trip.id}`)).n,
  );

const send = (kind: 'proposal' | 'finalized', body: Record<string, unknown>, token = travel, id = trip.id) =>
  t.request('POST', `/api/trips/${id}/send-${kind}`, { token, body });

describe('POST /api/trips/{id}/send-proposal and send-finalized', () => {
  it('e-mails the proposal with the trip placeholders filled and the stored PDF version attached', async () => {
    const res = await send('proposal', { template: proposalTemplate['@id'], guests: [guestWithMail['@id']] });
    expect(res.status).toBe(202);
    const queued = await json<Log>(res);
    expect(queued).toMatchObject({
      '@type': 'EmailLog',
      status: 'queued',
      recipient: 'ann.ashford@example.test',
      cc: 'sophie@example.test',
      client: client['@id'],
      trip: trip['@id'],
      subject: 'Your journey proposal: Amalfi <Escape>',
    });
    expect(queued.tripPdf).toMatch(/^\/api\/trip_pdfs\/\d+$/);
    const log = await settled(queued['@id']);
    expect(log.status).toBe('sent');

    // The log names the stored version; the version is the trip's proposal number 1.
    const version = await json<Item>(await t.request('GET', log.tripPdf!, { token: t.admin }));
    expect(version).toMatchObject({ kind: 'proposal', number: 1, trip: trip['@id'] });

    const eml = emlWith('Your journey proposal: Amalfi <Escape>');
    const text = decodeQp(eml);
    expect(text).toContain('Cc: sophie@example.test');
    expect(text).toContain('Dear Ann,');
    expect(text).toContain('<strong>Amalfi &lt;Escape&gt;</strong> (Sat, 12 June 2027 to Tue, 15 June 2027');
    expect(text).toContain(trip.reference);
    expect(text).toContain('Ann Ashford, James Ashford, Sophie Ashford');
    expect(text).not.toContain('{{');
    const filename = `${trip.reference}-proposal-v1.pdf`;
    expect(eml).toContain('Content-Type: application/pdf');
    const pdf = attachment(eml, filename);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.byteLength).toBe(version.size);

    // In the client's e-mail log, and found by the version it carried.
    const ofClient = await json<Collection>(
      await t.request('GET', `/api/email_logs?client.id=${client.id}`, { token: t.admin }),
    );
    expect(ofClient['hydra:member'].map((m) => m['@id'])).toContain(log['@id']);
    const byVersion = await json<Collection>(
      await t.request('GET', `/api/email_logs?tripPdf.id=${version.id}`, { token: t.admin }),
    );
    expect(byVersion['hydra:member'].map((m) => m['@id'])).toEqual([log['@id']]);
  });

  it('numbers each send as a new version; the finalized trip is its own kind, by default from the built-in text', async () => {
    const again = await json<Log>(await send('proposal', {}));
    const v2 = await json<Item>(await t.request('GET', again.tripPdf!, { token: t.admin }));
    expect(v2.number).toBe(2);
    // Without a template chosen, the agency's "Proposal ready" is used.
    expect(again.subject).toBe('Your journey proposal: Amalfi <Escape>');
    const fin = await json<Log>(await send('finalized', { subject: 'Documents for {{trip.name}}' }));
    expect(fin.subject).toBe('Documents for Amalfi <Escape>');
    expect(fin.cc).toBeNull();
    const v1 = await json<Item>(await t.request('GET', fin.tripPdf!, { token: t.admin }));
    expect(v1).toMatchObject({ kind: 'finalized', number: 1 });
    await settled(fin['@id']);
    const eml = emlWith('Documents for Amalfi <Escape>');
    expect(attachment(eml, `${trip.reference}-finalized-v1.pdf`)?.subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );
    expect(decodeQp(eml)).toContain('final itinerary and vouchers');
  });

  it('refuses bad recipients and input with 422, and then stores no version', async () => {
    const before = await pdfCount();
    const files = outbox().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ guests: [guestNoMail['@id']] }, 'guests[0]'],
      [{ guests: [strangerGuest['@id']] }, 'guests[0]'],
      [{ guests: ['nonsense'] }, 'guests[0]'],
      [{ guests: 'all' }, 'guests'],
      [{ template: '/api/email_templates/99999' }, 'template'],
      [{ proposal: '/api/trip_proposals/99999' }, 'proposal'],
      [{ subject: 5 }, 'subject'],
    ];
    for (const [body, path] of cases) {
      const res = await send('proposal', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json<Problem>(res)).violations?.map((v) => v.propertyPath)).toContain(path);
    }
    const fin = await send('finalized', { proposal: 1 });
    expect(fin.status).toBe(422);
    // A client without an address.
    const noMail = await json<Item>(
      await t.request('POST', '/api/clients', {
        token: t.admin,
        body: { firstName: 'No', lastName: 'Mail' },
      }),
    );
    const silent = await makeTripOf(t, t.admin, noMail, ['2027-01-01', '2027-01-02']);
    const res = await send('proposal', {}, travel, silent.id);
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).violations?.[0]?.propertyPath).toBe('client');
    expect((await send('proposal', {}, travel, 999999)).status).toBe(404);
    expect(await pdfCount()).toBe(before);
    expect(outbox().length).toBe(files);
  });

  it("keeps a guest's address, checked like a client's", async () => {
    const bad = await t.request('POST', '/api/client_guests', {
      token: t.admin,
      body: { client: client['@id'], name: 'Typo', email: 'not-an-address' },
    });
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).violations?.[0]?.propertyPath).toBe('email');
    const read = await json<Item>(await t.request('GET', guestWithMail['@id'], { token: t.admin }));
    expect(read.email).toBe('sophie@example.test');
  });

  it('is for the roles that write trips', async () => {
    for (const who of ['accountant@demo.travel', 'vendor@demo.travel', 'content@demo.travel']) {
      const res = await send('proposal', {}, await t.login(who));
      expect(res.status, who).toBe(403);
    }
    expect((await t.request('POST', `/api/trips/${trip.id}/send-proposal`, { body: {} })).status).toBe(401);
    expect((await send('finalized', {}, await t.login('manager@demo.travel'))).status).toBe(202);
  });
});

describe('e-mail preview and send about a trip', () => {
  it('fills the trip placeholders and takes the trip client when none is given', async () => {
    const res = await t.request('POST', '/api/get-email-preview', {
      token: travel,
      body: { template: proposalTemplate['@id'], trip: trip['@id'] },
    });
    expect(res.status).toBe(200);
    const preview = await json<{ subject: string; html: string; placeholdersLeft: string[] }>(res);
    expect(preview.subject).toBe('Your journey proposal: Amalfi <Escape>');
    expect(preview.html).toContain('Dear Ann,');
    expect(preview.html).toContain('Sat, 12 June 2027 to Tue, 15 June 2027');
    expect(preview.placeholdersLeft).toEqual([]);
    const other = await makeClient(t, t.admin, 'Zed', 'Else');
    const wrong = await t.request('POST', '/api/get-email-preview', {
      token: travel,
      body: { template: proposalTemplate['@id'], trip: trip['@id'], client: other['@id'] },
    });
    expect(wrong.status).toBe(422);
    expect((await json<Problem>(wrong)).violations?.[0]?.propertyPath).toBe('trip');
    const missing = await t.request('POST', '/api/get-email-preview', {
      token: travel,
      body: { template: proposalTemplate['@id'], trip: '/api/trips/999999' },
    });
    expect(missing.status).toBe(422);
  });

  it('logs the trip of a message sent from the e-mail screen', async () => {
    const res = await t.request('POST', '/api/send-transac-email', {
      token: travel,
      body: { template: proposalTemplate['@id'], trip: trip['@id'] },
    });
    expect(res.status).toBe(202);
    const log = await json<Log>(res);
    expect(log).toMatchObject({
      trip: trip['@id'],
      client: client['@id'],
      recipient: 'ann.ashford@example.test',
    });
    const ofTrip = await json<Collection>(
      await t.request('GET', `/api/email_logs?trip.id=${trip.id}`, { token: t.admin }),
    );
    expect(ofTrip['hydra:member'].map((m) => m['@id'])).toContain(log['@id']);
  });
});

const item = async (values: Partial<typeof tripItems.$inferInsert>) => {
  const [row] = await t.db
    .insert(tripItems)
    .values({ tripId: trip.id, type: 'activity', startDate: '2027-06-12 15:00:00', ...values })
    .returning();
  return row!;
};
const statusOf = async (id: number) =>
  (await one<{ status: string }>(sql`select status from trip_items where id = ${id}`)).status;
const request = (items: unknown[], token = travel, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/api/trip_items/request-booking', { token, body: { items, ...extra } });

describe('POST /api/trip_items/request-booking', () => {
  it("e-mails the supplier's contact with the items and moves them to pending vendor booking", async () => {
    const stay = await item({
      type: 'accommodation',
      accommodationId: hotelA,
      title: 'Sea-view suite',
      status: 'approved',
      endDate: '2027-06-15 11:00:00',
    });
    const dinner = await item({
      type: 'restaurant',
      restaurantId: restaurantA,
      status: 'paid',
      startDate: '2027-06-13 20:30:00',
    });
    const preview = await t.request('POST', '/api/trip_items/booking-request-preview', {
      token: travel,
      body: { items: [`/api/trip_accommodations/${stay.id}`, dinner.id] },
    });
    expect(preview.status).toBe(200);
    expect(await json(preview)).toMatchObject({
      to: 'reservations@sirenuse.example',
      vendor: `/api/vendors/${vendorA}`,
      subject: `Reservation ${trip.reference} for Ann Ashford`,
    });
    expect(await statusOf(stay.id)).toBe('approved');

    const res = await request([`/api/trip_accommodations/${stay.id}`, `/api/trip_items/${dinner.id}`]);
    expect(res.status).toBe(202);
    const queued = await json<Log>(res);
    expect(queued).toMatchObject({
      recipient: 'reservations@sirenuse.example',
      vendor: `/api/vendors/${vendorA}`,
      trip: trip['@id'],
      client: null,
      tripPdf: null,
    });
    expect(await statusOf(stay.id)).toBe('waiting_booking');
    expect(await statusOf(dinner.id)).toBe('waiting_booking');
    await settled(queued['@id']);
    const text = decodeQp(emlWith(`Reservation ${trip.reference} for Ann Ashford`));
    expect(text).toContain('Dear Giulia Reservations,');
    expect(text).toContain('<strong>Sea-view suite</strong><br />Le Sirenuse');
    expect(text).toContain('Sat, 12 June 2027, 15:00 to Tue, 15 June 2027, 11:00');
    expect(text).toContain('<strong>La Sponda</strong>');
    const ofVendor = await json<Collection>(
      await t.request('GET', `/api/email_logs?vendor.id=${vendorA}`, { token: t.admin }),
    );
    expect(ofVendor['hydra:member'].map((m) => m['@id'])).toEqual([queued['@id']]);
    // The status change is in the item's audit (the trip's history).
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_id = ${stay.id} and action = 'update'`,
    );
    expect(Number(audit.n)).toBeGreaterThanOrEqual(1);
    // Asked again (no answer from the hotel): sent again, the status stays.
    expect((await request([stay.id])).status).toBe(202);
    expect(await statusOf(stay.id)).toBe('waiting_booking');
  });

  it('refuses items of two suppliers, and leaves every status as it was', async () => {
    const stay = await item({ type: 'accommodation', accommodationId: hotelA, status: 'approved' });
    const spa = await item({ type: 'spa', spaId: spaB, status: 'approved' });
    const res = await request([stay.id, spa.id]);
    expect(res.status).toBe(422);
    const problem = await json<Problem>(res);
    expect(problem.violations).toEqual([
      {
        propertyPath: 'items',
        message:
          "These items belong to different suppliers (Sirenuse group, Other spa): request each supplier's items separately.",
      },
    ]);
    expect([await statusOf(stay.id), await statusOf(spa.id)]).toEqual(['approved', 'approved']);
  });

  it('refuses items that cannot be booked yet, have no supplier or no address, or are not items', async () => {
    const needed = await item({ type: 'accommodation', accommodationId: hotelA, status: 'initial' });
    const flight = await item({ type: 'flight', status: 'approved' });
    const spa = await item({ type: 'spa', spaId: spaB, status: 'approved' });
    const check = async (items: unknown[], path: string, pattern: RegExp) => {
      const res = await request(items);
      expect(res.status, JSON.stringify(items)).toBe(422);
      const v = (await json<Problem>(res)).violations ?? [];
      expect(v.map((x) => x.propertyPath)).toContain(path);
      expect(v.map((x) => x.message).join(' ')).toMatch(pattern);
    };
    await check([needed.id], 'items[0]', /Needed.*only an approved or paid item/);
    await check([flight.id], 'items[0]', /no supplier/);
    await check([spa.id], 'items', /Other spa has no contact with an e-mail address/);
    await check([999999], 'items[0]', /does not exist/);
    await check(['/api/trips/1'], 'items[0]', /not a valid item/);
    await check([], 'items', /at least one/);
    expect(await statusOf(needed.id)).toBe('initial');
  });

  it('is for the roles that write trips', async () => {
    const stay = await item({ type: 'accommodation', accommodationId: hotelA, status: 'approved' });
    for (const who of ['accountant@demo.travel', 'vendor@demo.travel']) {
      expect((await request([stay.id], await t.login(who))).status, who).toBe(403);
    }
    expect(await statusOf(stay.id)).toBe('approved');
  });
});
