import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { optionsAB } from '../trips/proposal-testing.ts';
import type { Item } from '../trips/trip-test-helpers.ts';
import { makeClientTrip } from '../trips/trip-testing.ts';
import { pdfToText, savePdf } from './pdf-text-testing.ts';

// Issue 22 point 3: the proposal document adds up (read through pdftotext, poppler-utils): a
// price summary per option and per person, options of any type, inclusions and exclusions, the
// terms, the deposit and balance schedule, every destination on the cover.
const t = adminAppForFile();
let trip: Item & { reference: string };
let proposal: Item;
let optionB: Item;

const ok = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: t.admin, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return json<Item>(res);
};
const id = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ id: number }>(q)).rows[0]!.id);
const pdfText = async (name: string) => {
  const res = await t.request('GET', `/pdf/trip/${trip.reference}/proposal`, { token: t.admin });
  return pdfToText(await savePdf(res, name), true);
};

beforeAll(async () => {
  const { client, trip: made } = await makeClientTrip(t, 'Ines Options', ['2027-04-10', '2027-04-16'], {
    title: 'Japan in spring',
    currency: 'EUR',
  });
  trip = made;
  for (const name of ['Sophie Options', 'James Options']) {
    const guest = await id(
      sql`insert into client_guests (client_id, name) values (${client.id}, ${name}) returning id`,
    );
    await ok('POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: `/api/client_guests/${guest}` });
  }
  for (const name of ['Kyoto', 'Tokyo']) {
    const dest = await id(sql`insert into destinations (name) values (${name}) returning id`);
    await t.db.execute(
      sql`insert into trip_destinations (trip_id, destination_id) values (${trip.id}, ${dest})`,
    );
  }
  const vendor = await id(sql`insert into vendors (name) values ('Japan partners') returning id`);
  const hotel = async (name: string) =>
    `/api/accommodations/${await id(sql`insert into accommodations (vendor_id, name) values (${vendor}, ${name}) returning id`)}`;
  const provider = await id(
    sql`insert into activity_providers (vendor_id, name) values (${vendor}, 'Camellia') returning id`,
  );
  const tea = await id(
    sql`insert into activities (provider_id, name) values (${provider}, 'Tea ceremony') returning id`,
  );

  await ok('POST', '/api/trip_transfers', {
    trip: trip['@id'],
    title: 'Airport pick-up',
    startDate: '2027-04-10T10:00',
    endDate: '2027-04-10T11:00',
    clientTotalPrice: '400',
  });
  proposal = await ok('POST', '/api/trip_proposals', {
    trip: trip['@id'],
    title: 'Japan, two ways',
    inclusions: '<ul><li>Private guide in Kyoto</li><li>Daily breakfast</li></ul>',
    exclusions: '<p>International flights</p>',
    terms: '<p>Cancellation free until 30 days before departure.</p>',
  });
  const options = await optionsAB(t, proposal);
  const optionA = options.optionA;
  optionB = options.optionB;
  const add = (option: Item, body: Record<string, unknown>) =>
    ok('POST', '/api/trip_proposal_option_items', { option: option['@id'], ...body });
  await add(optionA, {
    accommodation: await hotel('Aman Kyoto'),
    startDate: '2027-04-10',
    endDate: '2027-04-13',
    clientTotalPrice: '2400',
  });
  await add(optionA, {
    type: 'activity',
    activity: `/api/activities/${tea}`,
    startDate: '2027-04-11',
    startTime: '14:00',
    clientTotalPrice: '300',
  });
  await add(optionB, {
    accommodation: await hotel('Hoshinoya Kyoto'),
    startDate: '2027-04-10',
    endDate: '2027-04-13',
    clientTotalPrice: '3100',
  });
  await add(optionB, {
    type: 'flight',
    flightNumber: 'JL 123',
    startDate: '2027-04-13',
    startTime: '09:05',
    clientTotalPrice: '900',
  });
  await ok('POST', '/api/payments', {
    trip: trip['@id'],
    amount: '1320',
    currency: 'EUR',
    dueDate: '2027-01-15',
    paidDate: '2027-01-10',
    status: 'paid',
  });
  await ok('POST', '/api/payments', {
    trip: trip['@id'],
    amount: '3080',
    currency: 'EUR',
    dueDate: '2027-03-01',
  });
}, 60_000);

describe('the proposal PDF of a trip with two options', () => {
  it('prices each option as the whole trip with it, in total and per person, in the summary and the options', async () => {
    const text = await pdfText('options');
    // The cover names every destination.
    expect(text).toContain('Kyoto · Tokyo');
    expect(text).toContain('Price summary');
    expect(text).toContain('Included in every option');
    expect(text).toContain('Airport pick-up');
    // A: 400 + 2400 + 300; B: 400 + 3100 + 900; three travellers (the lead client, two guests).
    expect(text.match(/Whole trip with Option A\s+3,100\.00 EUR/g)).toHaveLength(2);
    expect(text.match(/Whole trip with Option B\s+4,400\.00 EUR/g)).toHaveLength(2);
    expect(text.match(/Per person \(3 travellers\)\s+1,033\.00 EUR/g)).toHaveLength(2);
    expect(text.match(/Per person \(3 travellers\)\s+1,467\.00 EUR/g)).toHaveLength(2);
    // Options of any type, each with its dates.
    expect(text).toContain('Tea ceremony');
    expect(text).toMatch(/11 Apr 14:00/);
    expect(text).toContain('JL 123');
    expect(text).toMatch(/10 Apr – 13 Apr · 3 nights/);
    // Option A's hotel is not in the trip: no summary line adds it to every option.
    const common = text.slice(
      text.indexOf('Included in every option'),
      text.indexOf('Whole trip with Option A'),
    );
    expect(common).not.toContain('Hoshinoya');
  });

  it('prints what is included and not, the payment schedule and the terms, after the options', async () => {
    const text = await pdfText('conditions');
    expect(text).toContain('What is included');
    expect(text).toMatch(/•\s+Private guide in Kyoto/);
    expect(text).toMatch(/•\s+Daily breakfast/);
    expect(text).toContain('Not included');
    expect(text).toContain('International flights');
    expect(text).toContain('Payment schedule');
    expect(text).toMatch(/Deposit\s+Due Fri, 15 January 2027\s+Paid 10 Jan\s+1,320\.00 EUR/);
    expect(text).toMatch(/Balance\s+Due Mon, 1 March 2027\s+To pay\s+3,080\.00 EUR/);
    expect(text).toMatch(/Total scheduled\s+4,400\.00 EUR/);
    expect(text).toContain('Terms and conditions');
    expect(text).toContain('Cancellation free until 30 days before departure.');
    const at = (s: string) => text.indexOf(s);
    expect(at('Your options')).toBeLessThan(at('What is included'));
    expect(at('What is included')).toBeLessThan(at('Payment schedule'));
    expect(at('Payment schedule')).toBeLessThan(at('Terms and conditions'));
  });

  it('after accepting B, shows B accepted and its price equal to the trip total', async () => {
    await ok('POST', `${proposal['@id']}/accept`, { option: optionB['@id'] });
    const text = await pdfText('accepted');
    expect(text).toMatch(/Option B\s+Accepted/);
    expect(text.match(/Whole trip with Option B\s+4,400\.00 EUR/g)).toHaveLength(2);
    // B's hotel, now a trip item, is printed under B, not in the part common to every option.
    const common = text.slice(
      text.indexOf('Included in every option'),
      text.indexOf('Whole trip with Option A'),
    );
    expect(common).not.toContain('Hoshinoya');
    expect((await ok('GET', trip['@id'])).totals).toMatchObject({ clientTotal: '4400' });
  });
});
