import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

// issue 23.11: plain-text fields keep markup as sent, so every screen and PDF must show it as text.
// A vendor (and its hotel) named like an injection shows literally in the vendor list, the vendor
// page, the itinerary and the PDF; no script runs (no dialog), no element is made from it.

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-xss';
const markup = '<img src=x onerror=alert(1)>';

const browser = browserForFile(shots);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Made = { '@id': string; id: number; reference?: string };

// A page that records every dialog (alert, confirm, prompt) instead of blocking on it.
const watchedPage = async () => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs, errors: watchConsole(page) };
};

// Nothing of the name became an element: no <img src="x"> and no element with an onerror.
const injected = (page: Page) => page.locator('img[src="x"], [onerror]').count();

describe('markup in plain-text names shows as text', () => {
  it('in the vendor list, the vendor page, the itinerary and the PDF, and never runs', async () => {
    const tag = Date.now().toString(36);
    const vendorName = `${markup} ${tag}`;
    const hotelName = `Hotel ${markup} ${tag}`;
    const vendor = (await api(baseUrl, 'POST', '/api/vendors', { name: vendorName })) as Made;
    const hotel = (await api(baseUrl, 'POST', '/api/accommodations', {
      name: hotelName,
      vendor: vendor['@id'],
    })) as Made;
    const { trip } = await makeClientTrip<{ reference?: string }>(
      baseUrl,
      { firstName: 'Ada', lastName: `Quill ${tag}` },
      { title: `Trip ${markup}`, startDate: day(50), endDate: day(53), currency: 'EUR' },
    );
    await api(baseUrl, 'POST', '/api/trip_accommodations', {
      trip: trip['@id'],
      accommodation: hotel['@id'],
      startDate: `${day(50)}T15:00`,
      endDate: `${day(52)}T11:00`,
      isMainAccommodation: true,
      confirmationNumber: 'XSS-1',
    });

    const { page, dialogs, errors } = await watchedPage();
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\//);

    // The vendor list, found by its tag.
    await page.goto(`${baseUrl}/admin/vendors?search=${tag}`);
    const rows = page.getByRole('table', { name: 'Vendors' }).locator('tbody tr');
    await rows.getByText(vendorName, { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/vendor-list.png` });
    expect(await injected(page)).toBe(0);

    // The vendor's page: its name as the heading, as typed.
    await page.goto(`${baseUrl}/admin/vendors/${vendor.id}/tabs/General`);
    await page.getByRole('heading', { level: 1, name: vendorName }).waitFor();
    await page.screenshot({ path: `${shots}/vendor-page.png` });
    expect(await injected(page)).toBe(0);

    // The itinerary: the stay shows its hotel's name on the calendar.
    await page.goto(`${baseUrl}/admin/trips/${trip.id}/itinerary`);
    const calendar = page.getByTestId('itinerary-calendar');
    await calendar.getByText(hotelName).first().waitFor();
    await page.screenshot({ path: `${shots}/itinerary.png` });
    expect(await injected(page)).toBe(0);

    // Give any handler that would have run a moment to fire.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();

    // The PDF: pdftotext reads the names back as the characters typed.
    const login = await fetch(`${baseUrl}/api-auth/admin/auth_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.travel', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${baseUrl}/pdf/trip/${trip.reference}/finalized`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'xss-pdf-')), 'trip.pdf');
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s*\n\s*/g, ' ');
    expect(text).toContain(`Trip ${markup}`);
    expect(text).toContain(hotelName);
    expect(text).toContain(`Contact: ${vendorName}`);
  });
});
