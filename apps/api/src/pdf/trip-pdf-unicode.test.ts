import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { adminAppForFile } from '../test/admin-app.ts';
import { createPdfDemoTrip } from './pdf-demo-trip.ts';
import { fontStacksFor } from './pdf-fonts.ts';
import { pdfToText, savePdf } from './pdf-text-testing.ts';

// Issue 22: the PDFs print every name, whatever its script (Latin Extended, Greek, Cyrillic,
// CJK, arrows, symbols), as the same Unicode text a reader copies out of them.
const names = 'Zoë Dvořák (Łódź) → Ἀθηνᾶ, Москва, 京都 ✓';
const words = ['Zoë', 'Dvořák', '(Łódź)', '→', 'Ἀθηνᾶ', 'Москва', '京都', '✓'];

const t = adminAppForFile();
let reference: string;

beforeAll(async () => {
  const demo = await createPdfDemoTrip(t.db, t.config, { days: 3, images: 3, photoWidth: 400 });
  reference = demo.reference;
  const [trip] = await t.db
    .select({ clientId: s.trips.clientId })
    .from(s.trips)
    .where(eq(s.trips.id, demo.tripId));
  // The lead client, a guest and an item's title carry the names.
  await t.db
    .update(s.clients)
    .set({ firstName: 'Zoë', lastName: 'Dvořák (Łódź)' })
    .where(eq(s.clients.id, trip!.clientId));
  const [guest] = await t.db
    .insert(s.clientGuests)
    .values({ clientId: trip!.clientId, name: 'Ἀθηνᾶ Москва 京都' })
    .returning({ id: s.clientGuests.id });
  await t.db.insert(s.tripGuests).values({ tripId: demo.tripId, clientGuestId: guest!.id });
  const [walk] = await t.db
    .select({ id: s.tripItems.id })
    .from(s.tripItems)
    .where(eq(s.tripItems.title, 'Guided walk 2'));
  const res = await t.request('PATCH', `/api/trip_activities/${walk!.id}`, {
    token: t.admin,
    body: { title: names },
  });
  expect(res.status).toBe(200);
}, 60_000);

const pdfText = async (kind: string) => {
  const res = await t.request('GET', `/pdf/trip/${reference}/${kind}`, { token: t.admin });
  const file = await savePdf(res, kind);
  return {
    text: pdfToText(file, false),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  };
};

describe('the PDFs print every name', () => {
  for (const kind of ['proposal', 'finalized']) {
    it(`${kind}: Latin Extended, Greek, Cyrillic, CJK, arrows and check marks come out as written`, async () => {
      const { text, fonts } = await pdfText(kind);
      for (const word of words) expect(text, word).toContain(word);
      // The item's title as one line, the client on the cover.
      expect(text).toContain(names);
      expect(text).toContain('Prepared for Zoë Dvořák (Łódź)');
      // Every glyph from an embedded font: none falls back to the PDF's standard Helvetica,
      // which has no such glyphs and garbles them.
      expect(fonts).not.toMatch(/Helvetica/);
      expect(fonts).toMatch(/NotoSansJP/);
    });
  }

  it('loads a CJK slice only for the characters that need it', () => {
    const latin = fontStacksFor('Tuscany slowly · Villa Aurora – Dvořák, Москва');
    expect(latin.body).toEqual(['PdfBody']);
    const kyoto = fontStacksFor('京都 ✓ →');
    expect(kyoto.body[0]).toBe('PdfBody');
    expect(kyoto.body).toContain('PdfMath');
    expect(kyoto.body.filter((f) => f.startsWith('Pdf-noto-sans-jp-'))).toHaveLength(2);
    expect(kyoto.body.some((f) => f.includes('-sc-') || f.includes('-kr-'))).toBe(false);
    // Hangul is not in the Japanese font: the Korean slice is taken.
    expect(fontStacksFor('서울').body.some((f) => f.startsWith('Pdf-noto-sans-kr-'))).toBe(true);
    // Playfair has no Greek: titles take Noto Serif for it.
    expect(fontStacksFor('Ἀθηνᾶ').title).toEqual(['PdfTitle', 'PdfTitleSerif']);
  });
});
