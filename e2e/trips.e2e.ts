import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-tripsui';

const browser = browserForFile(shots);

const ordinal = (d: number) =>
  `${d}${d === 1 || d === 21 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'}`;

describe('trips', () => {
  it('creates a trip for a client, finds it in the list, opens it and edits its title', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    // The demo trips, in the list with their status tags.
    await page.goto(`${baseUrl}/admin/trips`);
    const table = page.getByRole('table', { name: 'Trips' });
    await table
      .getByRole('link', { name: /^TR-\d{4}-\d{4}$/ })
      .first()
      .waitFor();
    // The destination names come with the destination tree.
    await expect
      .poll(async () => table.locator('tbody tr td:nth-child(4)').filter({ hasNotText: '—' }).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/trips-list.png` });

    await page.goto(`${baseUrl}/admin/trips/new`);
    const form = page.getByRole('form', { name: 'New trip' });
    await form.getByRole('combobox', { name: 'Client' }).fill('Whitfield');
    await page.getByRole('option', { name: 'Eleanor Whitfield' }).click();
    await form.getByRole('combobox', { name: 'Travel dates' }).click();
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const year = now.getUTCFullYear();
    await page.getByRole('button', { name: new RegExp(`${month} ${ordinal(10)}, ${year}`) }).click();
    await page.getByRole('button', { name: new RegExp(`${month} ${ordinal(17)}, ${year}`) }).click();
    const title = `Amalfi by boat ${Date.now().toString(36)}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Markup (%)').fill('12.5');
    await page.screenshot({ path: `${shots}/trip-new.png` });
    await form.getByRole('button', { name: 'Create trip' }).click();
    await page.waitForURL(/\/admin\/trips\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const trip = (await api(baseUrl, 'GET', `/api/trips/${id}`)) as { reference: string; title: string };
    expect(trip.title).toBe(title);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: trip.reference }).waitFor();

    // Found in the list by its reference, then opened from it.
    await page.goto(`${baseUrl}/admin/trips`);
    await page.getByPlaceholder('Search by reference').fill(trip.reference);
    await expect.poll(async () => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('Eleanor Whitfield').waitFor();
    await table.getByRole('link', { name: trip.reference }).click();
    await page.waitForURL(new RegExp(`/admin/trips/${id}$`));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Eleanor Whitfield' }).waitFor();
    expect(await page.title()).toContain(trip.reference);

    // The General tab: a new title, saved with If-Match.
    const general = page.getByRole('form', { name: 'Trip' });
    await general.getByLabel('Title').fill(`${title} and Capri`);
    await general.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').first().waitFor();
    await expect
      .poll(async () => ((await api(baseUrl, 'GET', `/api/trips/${id}`)) as { title: string }).title)
      .toBe(`${title} and Capri`);
    await page.screenshot({ path: `${shots}/trip-general.png` });

    expect(errors).toEqual([]);
    await page.close();

    // The trips dashboard is the super admin's (product.md §6: no dashboard section for the
    // travel team): counts by stage and the demo trips' next departures.
    const admin = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(admin, baseUrl, 'admin@demo.travel');
    await admin.waitForURL(/\/admin\//);
    await admin.goto(`${baseUrl}/admin/dashboard/trips`);
    const next = admin.getByRole('table', { name: 'Next departures' });
    await next
      .getByRole('link', { name: /^TR-\d{4}-\d{4}$/ })
      .first()
      .waitFor();
    await admin.screenshot({ path: `${shots}/trips-dashboard.png` });
    await admin.close();
  });
});
