import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

const signedIn = async () => {
  const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
  return { page, errors };
};

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

type Contract = { name: string; status: string; startDate: string | null; endDate: string | null };

describe('vendors', () => {
  it('creates a vendor with a location, finds it, adds a contact and a contract, renews it and blacklists the vendor', async () => {
    const { page, errors } = await signedIn();
    const name = `Maison Lumière ${Date.now().toString(36)}`;

    // Create, with a first location.
    await page.getByRole('main').getByRole('link', { name: 'New vendor' }).click();
    await page.waitForURL(`${baseUrl}/admin/vendors/new`);
    const form = page.getByRole('form', { name: 'New vendor' });
    await form.getByRole('button', { name: 'Create vendor' }).click();
    expect(await form.getByText('Please input value').count()).toBe(1);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('E-mail').fill('stay@maison-lumiere.example');
    await form.getByLabel('Website').fill('maison-lumiere.example');
    await form.getByLabel('Address').fill('12 quai Saint-Antoine');
    await form.getByLabel('City').fill('Lyon');
    await form.getByLabel('Country').fill('France');
    await form.getByLabel('Latitude').fill('45.7640');
    await form.getByLabel('Longitude').fill('4.8357');
    await form.getByRole('button', { name: 'Create vendor' }).click();
    await page.waitForURL(/\/admin\/vendors\/\d+\/tabs\/General$/);
    const id = Number(/\/admin\/vendors\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => toast(page, 'Created successfully').count()).toBeGreaterThan(0);
    const locations = page.getByRole('list', { name: 'Locations' });
    await locations.getByText('12 quai Saint-Antoine, Lyon, France').waitFor();
    expect(await locations.getByText('45.764, 4.8357').count()).toBe(1);
    expect(await page.getByLabel('Website').inputValue()).toBe('https://maison-lumiere.example');

    // Find it from the list: '/' focuses the search box, the search is debounced into the URL.
    await page.goto(`${baseUrl}/admin/vendors`);
    await rowsOf(page, 'Vendors').first().waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type(name.split(' ').at(-1)!);
    await page.waitForURL(/search=/);
    await expect.poll(() => rowsOf(page, 'Vendors').count()).toBe(1);
    expect(await rowsOf(page, 'Vendors').first().textContent()).toContain('Lyon, France');
    await page.getByRole('link', { name }).click();
    await page.waitForURL(`${baseUrl}/admin/vendors/${id}/tabs/General`);

    // Details tab: a contact.
    await page
      .getByRole('navigation', { name: 'Vendor sections' })
      .getByRole('link', { name: 'Details' })
      .click();
    await page.waitForURL(`${baseUrl}/admin/vendors/${id}/tabs/Details`);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'New contact' });
    await contactDialog.getByLabel('Name').fill('Claire Dubois');
    await contactDialog.getByLabel('Job title').fill('Head concierge');
    await contactDialog.getByLabel('E-mail').fill('claire@maison-lumiere.example');
    await contactDialog.getByRole('button', { name: 'Save' }).click();
    await contactDialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowsOf(page, 'Contacts').count()).toBe(1);
    expect(await rowsOf(page, 'Contacts').first().textContent()).toContain('Claire Dubois');

    // A contract, activated, then renewed.
    await page.getByRole('button', { name: 'Add contract' }).click();
    const contractDialog = page.getByRole('dialog', { name: 'New contract' });
    await contractDialog.getByLabel('Name').fill('Preferred rates');
    await contractDialog.getByLabel('Commission (%)').fill('12.5');
    await contractDialog.getByRole('button', { name: 'Save' }).click();
    await contractDialog.waitFor({ state: 'detached' });
    const contracts = page.getByRole('table', { name: 'Contracts' });
    await contracts.getByText('Draft').waitFor();
    expect(await contracts.getByText('12.5 %').count()).toBe(1);

    // The status move sends If-Match (the version the possible-transitions answer described).
    const move = page.waitForRequest(
      (r) => r.method() === 'PATCH' && /\/api\/vendor_contracts\/\d+$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole('button', { name: 'Change status of Preferred rates' }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    expect((await move).headers()['if-match']).toMatch(/^"\d+"$/);
    await contracts.getByText('Active').waitFor();

    await page.getByRole('button', { name: 'Change status of Preferred rates' }).click();
    await page.getByRole('menuitem', { name: 'Renew' }).click();
    await toast(page, /Contract renewed/).waitFor();
    await expect.poll(() => rowsOf(page, 'Contracts').count()).toBe(2);
    await contracts.getByText('Renewed').waitFor();
    await contracts.getByText('Draft').waitFor();
    const stored = (await api(baseUrl, 'GET', `/api/vendor_contracts?vendor.id=${id}`)) as {
      'hydra:member': Contract[];
    };
    expect(stored['hydra:member'].map((c) => c.status).sort()).toEqual(['draft', 'renewed']);
    const next = stored['hydra:member'].find((c) => c.status === 'draft')!;
    expect(next.startDate).not.toBeNull();
    expect(next.endDate).not.toBeNull();

    // Blacklist: the vendor leaves the vendor list for the blacklist.
    await page.getByRole('button', { name: 'Blacklist', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Blacklist' }).click();
    await page.getByRole('button', { name: 'Remove from blacklist' }).waitFor();
    expect(((await api(baseUrl, 'GET', `/api/vendors/${id}`)) as { status: string }).status).toBe(
      'blacklisted',
    );

    const token = encodeURIComponent(name.split(' ').at(-1)!);
    await page.goto(`${baseUrl}/admin/vendors?search=${token}`);
    await page.getByText('No vendors match these filters.').waitFor();
    await page.goto(`${baseUrl}/admin/vendors/blacklisted?search=${token}`);
    await expect.poll(() => rowsOf(page, 'Blacklisted vendors').count()).toBe(1);
    expect(await rowsOf(page, 'Blacklisted vendors').first().textContent()).toContain(name);

    // The contract API answers 4xx on purpose nowhere in this flow.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters the list by service and keeps every filter in the URL', async () => {
    const { page, errors } = await signedIn();
    await rowsOf(page, 'Vendors').first().waitFor();
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Spas' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/service=spas/);
    const expected = (await api(
      baseUrl,
      'GET',
      '/api/vendors?exists[spas]=true&status[]=active&status[]=inactive&status[]=pending&status[]=archived&itemsPerPage=1',
    )) as {
      'hydra:totalItems': number;
    };
    expect(expected['hydra:totalItems']).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${expected['hydra:totalItems']}$`)).waitFor();

    // Reloading keeps the filter; the Reset button clears it.
    await page.reload();
    await page.getByText(new RegExp(`of ${expected['hydra:totalItems']}$`)).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL(`${baseUrl}/admin/vendors`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves vendor groups and primary services through the generic screens', async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${baseUrl}/admin/vendors/groups`);
    await page.getByRole('table', { name: 'Vendor groups' }).getByText('Aman', { exact: true }).waitFor();
    await page.goto(`${baseUrl}/admin/vendors/primary-services`);
    await expect.poll(() => rowsOf(page, 'Primary services').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
