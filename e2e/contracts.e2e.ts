import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, launchBrowser, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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

describe('contracts', () => {
  it('lists every vendor’s contracts, filters by status, opens a demo contract and renews it into a new draft', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchConsole(page);
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    // The list of every vendor's contracts (the demo data has one per vendor).
    await page.goto(`${baseUrl}/admin/contracts`);
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
    await rowsOf(page).first().waitFor();
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
    // The vendor's name arrives with its own call.
    await expect.poll(async () => (await vendorLink.textContent())?.trim()).not.toMatch(/^(Vendor #\d+)?$/);
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
});
