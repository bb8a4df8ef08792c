import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';
import { makeClient, makeTripOf } from '../trips/trip-test-helpers.ts';
import { pdfToText, savePdf } from './pdf-text-testing.ts';

// issue 23.11: plain-text fields keep markup as sent; a PDF prints it as the characters typed, never
// as markup (no image, no missing text). Read back with pdftotext (poppler-utils).

const markup = '<img src=x onerror=alert(1)>';
const t = adminAppForFile();
let reference: string;

beforeAll(async () => {
  const vendor = await json<{ id: number }>(
    await t.request('POST', '/api/vendors', { token: t.admin, body: { name: markup } }),
  );
  const {
    rows: [hotel],
  } = await t.db.execute<{ id: number }>(
    sql`insert into accommodations (vendor_id, name) values (${vendor.id}, ${`Hotel ${markup}`}) returning id`,
  );
  const client = await makeClient(t, t.admin, 'Ines', 'Marlow');
  const trip = await makeTripOf(t, t.admin, client, ['2027-03-02', '2027-03-05'], {
    title: `Trip ${markup}`,
    currency: 'EUR',
  });
  reference = trip.reference;
  const item = await t.request('POST', '/api/trip_accommodations', {
    token: t.admin,
    body: {
      trip: trip['@id'],
      accommodation: `/api/accommodations/${hotel!.id}`,
      title: `Stay ${markup}`,
      startDate: '2027-03-02T15:00',
      endDate: '2027-03-04T11:00',
      confirmationNumber: 'HTL-42',
    },
  });
  expect(item.status).toBe(201);
}, 60_000);

const textOf = async (kind: string) => {
  const res = await t.request('GET', `/pdf/trip/${reference}/${kind}`, { token: t.admin });
  // Without -layout: a long name may wrap, so compare with the line breaks taken out.
  return pdfToText(await savePdf(res, kind), false).replace(/\s*\n\s*/g, ' ');
};

describe('markup in plain-text fields prints as text', () => {
  it.each(['proposal', 'finalized'])(
    '%s: the trip, the stay and the vendor show the markup literally',
    async (kind) => {
      const text = await textOf(kind);
      expect(text).toContain(`Trip ${markup}`);
      expect(text).toContain(`Hotel ${markup}`);
      // The vendor is the voucher's contact (finalized only).
      if (kind === 'finalized') expect(text).toContain(`Contact: ${markup}`);
    },
  );
});
