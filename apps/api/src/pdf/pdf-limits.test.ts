import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createPdfDemoTrip } from './pdf-demo-trip.ts';
import { printLimits } from './pdf-limits.ts';
import { countPages } from './render-trip-pdf.ts';

// What one PDF prints at most: a 366-day trip prints; a longer trip than the limit is refused at
// once with a 422 that says why, for a live PDF and a stored version alike.
let t: TestApp;
let admin: string;
let year: Awaited<ReturnType<typeof createPdfDemoTrip>>;
let tooLong: Awaited<ReturnType<typeof createPdfDemoTrip>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.travel');
  const small = { images: 1, photoWidth: 300 };
  year = await createPdfDemoTrip(t.db, t.config, { days: 366, ...small });
  tooLong = await createPdfDemoTrip(t.db, t.config, { days: printLimits.days + 1, ...small });
}, 120_000);
afterAll(() => t.close());

describe('PDF print limits', () => {
  it('refuses a trip over the limit within a second, saying why', async () => {
    const started = Date.now();
    const res = await t.request('GET', `/pdf/trip/${tooLong.reference}/proposal`, { token: admin });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      'hydra:description': string;
      violations: { propertyPath: string }[];
    };
    expect(body['hydra:description']).toMatch(
      new RegExp(
        `too large to print.*has ${printLimits.days + 1} days; a PDF prints at most ${printLimits.days}`,
      ),
    );
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['days']);
    const stored = await t.request('POST', `/next/trips/${tooLong.tripId}/pdfs`, {
      token: admin,
      body: { kind: 'finalized' },
      headers: { 'content-type': 'application/json' },
    });
    expect(stored.status).toBe(422);
    expect(((await stored.json()) as { 'hydra:description': string })['hydra:description']).toMatch(
      /too large to print/,
    );
  });

  it('prints a 366-day trip', { timeout: 240_000 }, async () => {
    const res = await t.request('GET', `/pdf/trip/${year.reference}/proposal`, { token: admin });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The cover, about 2.5 days a page, the stay and the price table.
    expect(countPages(bytes)).toBeGreaterThan(366 / 3);
  });
});
