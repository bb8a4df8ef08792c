import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

type Contract = {
  '@id': string;
  id: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  renewedFrom: string | null;
};
type Collection = { 'hydra:member': Contract[]; 'hydra:totalItems': number };

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Contracts' }).locator('tbody tr');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const total = async (query: string) =>
  ((await api(baseUrl, 'GET', `/api/vendor_contracts?${query}&itemsPerPage=0`)) as Collection)[
    'hydra:totalItems'
  ];
// The pager's "1–10 of 25".
const ofTotal = (page: Page, count: number) => page.getByText(new RegExp(`^\\d+–\\d+ of ${count}$`)).first();
// The list calls' query strings, decoded (status[]=active&endDate[after]=…).
const listQueries = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.pathname !== '/api/vendor_contracts') return;
    seen.push([...url.searchParams].map(([key, value]) => `${key}=${value}`).join('&'));
  });
  return seen;
};

describe('contracts', () => {
  it('lists every vendor’s contracts, filters by status, opens a demo contract and renews it into a new draft', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);

    // The list of every vendor's contracts (the demo data has one per vendor), each with its vendor
    // embedded: no vendor is read on its own.
    const vendorReads: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/vendors\/\d+/.test(new URL(request.url()).pathname)) vendorReads.push(request.url());
    });
    await page.goto(`${baseUrl}/admin/contracts`);
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
    await rowsOf(page).first().waitFor();
    await expect
      .poll(async () => (await rowsOf(page).first().getByRole('link').first().textContent())?.trim())
      .toMatch(/\S/);
    expect(vendorReads).toEqual([]);
    const all = (await api(baseUrl, 'GET', '/api/vendor_contracts?itemsPerPage=1')) as Collection;
    expect(all['hydra:totalItems']).toBeGreaterThan(10);
    expect(await rowsOf(page).count()).toBe(10);
    await page.getByText(`of ${all['hydra:totalItems']}`, { exact: false }).first().waitFor();

    // Filter by status: active only, kept in the URL.
    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Active' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/admin\/contracts\?status=active$/);
    const active = (await api(
      baseUrl,
      'GET',
      '/api/vendor_contracts?status=active&itemsPerPage=1',
    )) as Collection;
    await page.getByText(`of ${active['hydra:totalItems']}`, { exact: false }).first().waitFor();
    await expect
      .poll(async () => (await rowsOf(page).allTextContents()).every((text) => text.includes('Active')))
      .toBe(true);
    expect(active['hydra:totalItems']).toBeLessThan(all['hydra:totalItems']);

    // Open the first active demo contract from its name; its vendor is linked in the row.
    const row = rowsOf(page).first();
    const vendorLink = row.getByRole('link').first();
    await expect
      .poll(() => vendorLink.getAttribute('href'))
      .toMatch(/^\/admin\/vendors\/\d+\/tabs\/Details$/);
    const vendorName = (await vendorLink.textContent())!.trim();
    const contractLink = row.getByRole('link', { name: 'Preferred partner rates 2026' });
    const href = (await contractLink.getAttribute('href'))!;
    const id = Number(/\/admin\/contracts\/(\d+)$/.exec(href)![1]);
    const before = (await api(baseUrl, 'GET', `/api/vendor_contracts/${id}`)) as unknown as Contract;
    expect(before.status).toBe('active');
    await contractLink.click();
    await page.waitForURL(`${baseUrl}/admin/contracts/${id}`);

    const summary = page.getByRole('region', { name: 'Contract summary' });
    await page.getByRole('heading', { level: 1, name: 'Preferred partner rates 2026' }).waitFor();
    await summary.getByText('Active', { exact: true }).waitFor();
    await summary.getByRole('link', { name: vendorName }).waitFor();
    const period = `${usDate(before.startDate!)} – ${usDate(before.endDate!)}`;
    await summary.getByText(period).waitFor();
    expect(await page.getByRole('form', { name: 'Contract' }).getByLabel('Name').inputValue()).toBe(
      'Preferred partner rates 2026',
    );

    // Renew: the contract closes as renewed and the page moves to the new draft period.
    await summary.getByRole('button', { name: 'Renew' }).click();
    await page
      .getByText(/Contract renewed: the next period/)
      .first()
      .waitFor();
    await page.waitForURL(
      (url) => /\/admin\/contracts\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    const nextId = Number(/\/admin\/contracts\/(\d+)$/.exec(page.url())![1]);
    await summary.getByText('Draft', { exact: true }).waitFor();
    const back = summary.getByRole('link', { name: `Preferred partner rates 2026 (${period})` });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe(`/admin/contracts/${id}`);

    const next = (await api(baseUrl, 'GET', `/api/vendor_contracts/${nextId}`)) as unknown as Contract;
    expect(next).toMatchObject({ status: 'draft', renewedFrom: before['@id'] });
    expect(next.startDate! > before.endDate!).toBe(true);
    await summary.getByText(`${usDate(next.startDate!)} – ${usDate(next.endDate!)}`).waitFor();
    const old = (await api(baseUrl, 'GET', `/api/vendor_contracts/${id}`)) as unknown as Contract;
    expect(old.status).toBe('renewed');

    // The vendor's Details tab links its contract rows to this page.
    await summary.getByRole('link', { name: vendorName }).click();
    await page.waitForURL(/\/admin\/vendors\/\d+\/tabs\/Details$/);
    const vendorContracts = page.getByRole('table', { name: 'Contracts' });
    await vendorContracts.getByText('Renewed').waitFor();
    await vendorContracts.locator(`a[href="/admin/contracts/${nextId}"]`).click();
    await page.waitForURL(`${baseUrl}/admin/contracts/${nextId}`);
    await summary.getByText('Draft', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });
  it('narrows the list on the server: Ends soon, then Ends between with the status, and clears the dates', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchConsole(page);
    const queries = listQueries(page);
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    // Ends soon: active contracts ending between today and 60 days from now, one page, soonest first.
    const window = `status=active&endDate[after]=${isoDay()}&endDate[before]=${isoDay(60)}`;
    const soon = await total(window);
    await page.goto(`${baseUrl}/admin/contracts`);
    await rowsOf(page).first().waitFor();
    const endsSoon = page.getByRole('button', { name: /Ends soon/ });
    if (soon > 0) await expect.poll(() => endsSoon.textContent()).toContain(String(soon));
    expect(queries).toContain(`${window}&itemsPerPage=0`);
    await endsSoon.click();
    await page.waitForURL(/\/admin\/contracts\?ending=soon&order%5BendDate%5D=asc$/);
    await expect.poll(() => queries).toContain(`${window}&order[endDate]=asc&page=1&itemsPerPage=10`);
    if (soon > 0) {
      await ofTotal(page, soon).waitFor();
      expect(await rowsOf(page).count()).toBe(Math.min(soon, 10));
      for (const text of await rowsOf(page).allTextContents())
        expect(text).toMatch(/Ends (in \d+ days|today|tomorrow)/);
    } else {
      await page.getByText('No contract ends within 60 days.').waitFor();
    }

    // Ends between, from the URL and then from the calendar (both ends included).
    await page.goto(
      `${baseUrl}/admin/contracts?endDate%5Bafter%5D=2026-11-01&endDate%5Bbefore%5D=2026-11-30`,
    );
    const range = page.getByRole('combobox', { name: 'Ends between' });
    await expect.poll(() => range.textContent()).toContain('11/01/2026 – 11/30/2026');
    await range.click();
    await page.getByRole('button', { name: /November 20th, 2026/ }).click();
    await page.getByRole('button', { name: /December 31st, 2026/ }).click();
    await page.waitForURL(/endDate%5Bafter%5D=2026-11-20&endDate%5Bbefore%5D=2026-12-31$/);
    const between = 'endDate[after]=2026-11-20&endDate[before]=2026-12-31';
    await ofTotal(page, await total(between)).waitFor();
    expect(queries).toContain(`${between}&order[startDate]=desc&page=1&itemsPerPage=10`);

    // With the status: both filters go to the server together.
    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Active' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('status') === 'active' &&
        url.searchParams.get('endDate[after]') === '2026-11-20' &&
        url.searchParams.get('endDate[before]') === '2026-12-31',
    );
    await ofTotal(page, await total(`status[]=active&${between}`)).waitFor();
    expect(queries).toContain(`status[]=active&${between}&order[startDate]=desc&page=1&itemsPerPage=10`);

    // Clearing the dates keeps the status.
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await page.waitForURL(/\/admin\/contracts\?status=active$/);
    await ofTotal(page, await total('status[]=active')).waitFor();
    expect(await range.textContent()).toContain('Ends between');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves a status with the If-Match of the contract as read, and says so when it went stale (412)', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
    const draft = (
      (await api(
        baseUrl,
        'GET',
        '/api/vendor_contracts?status=draft&order[id]=asc&itemsPerPage=1',
      )) as Collection
    )['hydra:member'][0]!;
    const name = (draft as Contract & { name: string }).name;
    const path = `/api/vendor_contracts/${draft.id}`;
    const isPatch = (request: { method: () => string; url: () => string }) =>
      request.method() === 'PATCH' && new URL(request.url()).pathname === path;

    const read = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === path,
    );
    await page.goto(`${baseUrl}/admin/contracts/${draft.id}`);
    const etag = (await read).headers().etag;
    expect(etag).toMatch(/^"\d+"$/);
    const summary = page.getByRole('region', { name: 'Contract summary' });
    await summary.getByText('Draft', { exact: true }).waitFor();

    // Someone else edits the contract after the page read it: the move is refused.
    await api(baseUrl, 'PATCH', path, { notes: 'Changed by someone else' });
    let patch = page.waitForRequest(isPatch);
    await summary.getByRole('button', { name: `Change status of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    expect((await patch).headers()['if-match']).toBe(etag);
    await page.getByText('This record was changed by someone else since you opened it.').first().waitFor();
    expect(((await api(baseUrl, 'GET', path)) as unknown as Contract).status).toBe('draft');
    // The page reads the contract again; the next move carries the new version and goes through.
    const notes = page.getByRole('form', { name: 'Contract' }).getByLabel('Notes');
    await expect.poll(() => notes.inputValue()).toBe('Changed by someone else');
    patch = page.waitForRequest(isPatch);
    await summary.getByRole('button', { name: `Change status of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    const second = (await patch).headers()['if-match'];
    expect(second).toMatch(/^"\d+"$/);
    expect(second).not.toBe(etag);
    await summary.getByText('Active', { exact: true }).waitFor();
    expect(((await api(baseUrl, 'GET', path)) as unknown as Contract).status).toBe('active');

    // The refused PATCH is the only failed call (the browser logs its 412).
    expect(errors.filter((e) => !/status of 412/.test(e))).toEqual([]);
    await page.close();
  });
});
