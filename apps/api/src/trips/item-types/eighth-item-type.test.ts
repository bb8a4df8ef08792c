import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorKindTable } from '../../db/schema/catalogue/catalogue-columns.ts';
import { attachmentTable } from '../../db/schema/files/file-tables.ts';
import type { TestApp } from '../../test/harness.ts';
import { defineItemType } from './define-item-type.ts';

// An eighth trip item type, declared as a new type would be. On the API side adding one touches
// two files by hand (three at most): its declaration in trip-item-types.ts (its column in the item
// tables, catalogue link, labels, calendar and check flags) and the migration adding the column to
// trip_items, trip_template_items and trip_proposal_option_items (drizzle-kit writes it from the
// declaration, with its snapshot and journal entry). The catalogue records it books are a vendor
// kind, declared on the catalogue's side (catalogue/eighth-kind.test.ts). Everything else follows
// from the registry: its endpoints, the trip's items with their summaries, the calendar's overlap
// rule, the checks, the history and the PDFs.
const jetCharters = vendorKindTable('jet_charters', {});
const jetCharterAttachments = attachmentTable(
  'jet_charter_attachments',
  'jet_charter_id',
  () => jetCharters.id,
);
defineItemType({
  value: 'jet_charter',
  name: 'JetCharter',
  path: 'jet_charters',
  label: 'Private jet charter',
  clientLabel: 'Private jet',
  columns: () => ({
    jetCharterId: integer('jet_charter_id').references(() => jetCharters.id, { onDelete: 'restrict' }),
  }),
  catalogue: { relation: 'jetCharter', target: 'JetCharter', fk: 'jetCharterId', table: 'jet_charters' },
  calendar: true,
});

// What the migration would hold: the catalogue tables, shaped as every vendor kind's (copied here
// from the conciergeries', a kind with no columns of its own; catalogue/eighth-kind.test.ts spells
// one out), and the item column of the type in the three item tables.
const migration = `
create table jet_charters (like conciergeries including all);
create table jet_charter_attachments (like conciergerie_attachments including all);
alter table jet_charter_attachments rename column conciergerie_id to jet_charter_id;
alter table trip_items add column jet_charter_id integer references jet_charters(id) on delete restrict;
alter table trip_template_items add column jet_charter_id integer references jet_charters(id) on delete restrict;
alter table trip_proposal_option_items add column jet_charter_id integer
  references jet_charters(id) on delete restrict;`;

// The vendor kind is declared once the item type is: the catalogue's mechanism loads the schema,
// whose item tables take the types declared by then.
const { defineVendorKind } = await import('../../catalogue/define-vendor-kind.ts');
defineVendorKind({
  type: 'JetCharter',
  path: 'jet_charters',
  table: jetCharters,
  service: 'jet_charters',
  attachments: jetCharterAttachments,
});

let t: TestApp;
let token: string;
const call = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token, body });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? ((await res.json()) as any) : null };
};
const created = async (path: string, body: unknown) => {
  const res = await call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

beforeAll(async () => {
  // The app is loaded after the type is declared, as the built-in types are loaded before it.
  const { createTestApp } = await import('../../test/harness.ts');
  t = await createTestApp();
  for (const statement of migration.split(/;\n/)) await t.db.execute(sql.raw(statement));
  token = await t.login('admin@demo.travel');
}, 120_000);
afterAll(() => t.close());

describe('an eighth trip item type, from its declaration alone', () => {
  it('is booked on a trip and shows in its items, calendar, checks, history and PDF', async () => {
    const vendor = await created('/api/vendors', { name: 'Alpine Jets' });
    const location = await created('/api/vendor_locations', {
      vendor: vendor['@id'],
      city: 'Geneva',
      latitude: 46.238,
      longitude: 6.109,
    });
    const jet = await created('/api/jet_charters', {
      name: 'Citation Latitude',
      vendor: vendor['@id'],
      location: location['@id'],
    });
    const client = await created('/api/clients', {
      firstName: 'Ada',
      lastName: 'Wing',
      email: 'ada@wing.example',
    });
    const trip = await created('/api/trips', {
      client: client['@id'],
      startDate: '2027-06-10',
      endDate: '2027-06-14',
    });

    // Its own endpoint, with its catalogue link.
    const charter = await created('/api/trip_jet_charters', {
      trip: trip['@id'],
      jetCharter: jet['@id'],
      startDate: '2027-06-10T09:00',
      endDate: '2027-06-10T11:00',
    });
    expect(charter).toMatchObject({ '@type': 'TripJetCharter', type: 'jet_charter', jetCharter: jet['@id'] });

    // The trip's items (the items tab): the summary of what it books and where.
    const items = await call('GET', `/api/trip_items?trip.id=${trip.id}`);
    expect(items.body['hydra:member']).toEqual([
      expect.objectContaining({
        '@type': 'TripJetCharter',
        item: expect.objectContaining({ '@id': jet['@id'], name: 'Citation Latitude' }),
        place: { latitude: 46.238, longitude: 6.109 },
      }),
    ]);

    // The calendar: an overlapping event is refused, naming the charter.
    const clash = await call('POST', '/api/trip_restaurants', {
      trip: trip['@id'],
      startDate: '2027-06-10T10:00',
      endDate: '2027-06-10T12:00',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toContain('Citation Latitude');

    // The checks: a flight at the same time overlaps it (flights are not on the calendar).
    await created('/api/trip_flights', {
      trip: trip['@id'],
      title: 'GVA hop',
      startDate: '2027-06-10T10:00',
      endDate: '2027-06-10T10:30',
    });
    const checks = (await call('GET', `/api/trips/${trip.id}/checks`)).body.checks;
    expect(checks).toContainEqual(
      expect.objectContaining({ kind: 'overlap', message: 'Citation Latitude and GVA hop overlap.' }),
    );

    // The history names it by its type and catalogue record.
    const history = (await call('GET', `/api/trips/${trip.id}/history`)).body['hydra:member'];
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'create', title: 'Private jet charter: Citation Latitude' }),
    );

    // The PDF prints it with its vendor's place.
    const pdf = await t.request('GET', `/pdf/trip/${trip.reference}/proposal`, { token });
    expect(pdf.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'eighth-item-type-')), 'proposal.pdf');
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Citation Latitude');
    // Its type as the client reads it (the PDF prints types in capitals).
    expect(text).toContain('PRIVATE JET');
    expect(text).toContain('Geneva');
  });
});
