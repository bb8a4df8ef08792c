import type { Page, Response, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-pdfs';

const browser = browserForFile(shots);

type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Trip = { id: number; reference: string };

// A click that opens a new tab (about:blank first, then the link: a popup opened after an await is
// blocked): waits for the tab's response from `path` and checks it is a PDF. Chromium hands a PDF
// to its viewer, whose page is what response.body() gives, so the bytes are read on the way in: a
// context route fetches the real response, keeps its first bytes and passes it on unchanged.
const popupPdf = async (page: Page, click: () => Promise<void>, path: RegExp) => {
  const context = page.context();
  let head = '';
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.body();
    head = body.subarray(0, 5).toString('latin1');
    await route.fulfill({ response, body });
  };
  await context.route(matches, handler);
  try {
    const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
    const response: Response = await popup.waitForEvent('response', {
      predicate: (r) => matches(new URL(r.url())),
      timeout: 30_000,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(head).toBe('%PDF-');
    await popup.close();
    return response.url();
  } finally {
    await context.unroute(matches, handler);
  }
};

describe('trip PDFs', () => {
  it("opens the proposal PDF from the itinerary Actions, stores a version on the PDFs tab and opens it, opens an event's PDF", async () => {
    // A demo trip with items.
    const trips = (await api(baseUrl, 'GET', '/api/trips?itemsPerPage=50')) as unknown as Collection<Trip>;
    let demo: Trip | undefined;
    for (const trip of trips['hydra:member']) {
      const items = (await api(
        baseUrl,
        'GET',
        `/api/trip_items?trip.id=${trip.id}&itemsPerPage=1`,
      )) as unknown as Collection<unknown>;
      if (items['hydra:totalItems'] > 0) {
        demo = trip;
        break;
      }
    }
    expect(demo, 'a demo trip with items').toBeTruthy();
    const stored = (await api(baseUrl, 'GET', `/next/trips/${demo!.id}/pdfs`)) as unknown as
      | Collection<{ kind: string }>
      | { kind: string }[];
    const before = (Array.isArray(stored) ? stored : stored['hydra:member']).filter(
      (pdf) => pdf.kind === 'proposal',
    ).length;

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    // 1. The itinerary's Actions → Proposal PDF: a new tab on the signed link, answered with a PDF.
    await page.goto(`${baseUrl}/admin/trips/${demo!.id}/itinerary`);
    await page.getByTestId('itinerary-calendar').getByText('Day 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Actions/ }).click();
    const item = page.getByRole('menuitem', { name: 'Proposal PDF' });
    await expect.poll(() => item.isEnabled()).toBe(true);
    await page.screenshot({ path: `${shots}/actions.png` });
    const live = await popupPdf(
      page,
      () => item.click(),
      new RegExp(`^/pdf/trip/${demo!.reference}/proposal$`),
    );
    expect(new URL(live).searchParams.get('signature')).toBeTruthy();

    // 2. The trip page's PDFs tab: store a proposal version, see it listed, open its file.
    await page.goto(`${baseUrl}/admin/trips/${demo!.id}?tab=pdfs`);
    await page.getByRole('button', { name: /Store a version/ }).click();
    const version = `Proposal v${before + 1}`;
    const table = page.getByRole('table', { name: 'Stored PDFs' });
    await table.getByText(version, { exact: true }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/stored.png` });
    await popupPdf(
      page,
      () => table.getByRole('button', { name: `Open ${version}` }).click(),
      /^\/files\/.+\.pdf$/,
    );

    // 3. A trip event's PDF (Content tab): rendered by POST /api/pdf/trips/tripEvent, shown in a new
    // tab from a blob URL.
    const title = `Meet the guide ${Date.now().toString(36)}`;
    await api(baseUrl, 'POST', '/api/trip_events', {
      trip: `/api/trips/${demo!.id}`,
      type: 'meeting',
      title,
      startDate: '2027-03-02T18:30',
    });
    await page.goto(`${baseUrl}/admin/trips/${demo!.id}?tab=content`);
    const events = page.getByRole('table', { name: 'Events' });
    // Read on the way in, like popupPdf: the page's own copy of a fetched blob may be gone.
    let head = '';
    await page.route('**/api/pdf/trips/tripEvent', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      head = body.subarray(0, 5).toString('latin1');
      await route.fulfill({ response, body });
    });
    const [popup, rendered] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pdf/trips/tripEvent'),
      events.getByRole('button', { name: `PDF of ${title}` }).click(),
    ]);
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(head).toBe('%PDF-');
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();
    expect(errors).toEqual([]);
  });
});
