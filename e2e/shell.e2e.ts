import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

const signedIn = async (email: string): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, baseUrl, email);
  await page.waitForURL(/\/admin\//);
  return page;
};

const menuLabels = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .locator('[data-menu-entry]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-entry')));

describe('admin shell', () => {
  it('sends a role to /admin/permissions-deny for a section it may not open', async () => {
    const page = await signedIn('vendor@demo.travel');
    await page.goto(`${baseUrl}/admin/trips`);
    await page.waitForURL(`${baseUrl}/admin/permissions-deny`);
    await expect
      .poll(() => page.getByText('Sorry, you are not authorized to access this page.').count())
      .toBe(1);
    await page.close();
  });

  it('shows the menu by role', async () => {
    const admin = await signedIn('admin@demo.travel');
    await expect
      .poll(() => menuLabels(admin))
      .toEqual(expect.arrayContaining(['Vendors', 'Itineraries', 'CMS', 'Settings']));
    await admin.close();
    const vendor = await signedIn('vendor@demo.travel');
    const labels = await menuLabels(vendor);
    expect(labels).toEqual(expect.arrayContaining(['Vendors', 'Accommodations', 'Trip templates']));
    // The API keeps clients from the vendor role: the menu does not offer them (decision 286).
    expect(labels).not.toContain('Clients');
    expect(labels).not.toContain('Itineraries');
    expect(labels).not.toContain('Settings');
    await vendor.close();
    const marketing = await signedIn('marketing@demo.travel');
    await expect.poll(() => menuLabels(marketing)).toEqual(['CMS']);
    expect(marketing.url()).toBe(`${baseUrl}/admin/cms/menus`);
    await marketing.close();
  });

  it('shows the 404 text for an unmatched route and for a parameter that fails its pattern', async () => {
    const page = await signedIn('admin@demo.travel');
    await page.goto(`${baseUrl}/admin/no-such-page`);
    await expect.poll(() => page.getByText('This page could not be found').count()).toBe(1);
    await page.goto(`${baseUrl}/admin/vendors/not-a-number`);
    await expect.poll(() => page.getByText('This page could not be found').count()).toBe(1);
    await page.close();
  });

  it('searches from the header, then clears the box', async () => {
    const page = await signedIn('admin@demo.travel');
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByLabel('Search By').selectOption('location');
    await search.getByRole('textbox').fill('Kyoto');
    await search.getByRole('textbox').press('Enter');
    await page.waitForURL(`${baseUrl}/admin/search?category=location&query=Kyoto`);
    expect(await search.getByRole('textbox').inputValue()).toBe('');
    await page.close();
  });

  it('pages through a generic list (users) with the page in the URL', async () => {
    // 9 demo users + 3 = 12: two pages of 10.
    for (const n of [1, 2, 3]) {
      await api(baseUrl, 'POST', '/api/users', {
        email: `paging${n}@demo.travel`,
        password: 'paging-pass-1',
        roles: ['ROLE_VENDOR'],
      });
    }
    const page = await signedIn('admin@demo.travel');
    const errors = watchConsole(page);
    await page.goto(`${baseUrl}/admin/users`);
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByRole('button', { name: /next page/i }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows.count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders a later-issue route as a coming-soon section inside the layout', async () => {
    const page = await signedIn('admin@demo.travel');
    await page.goto(`${baseUrl}/admin/media-gallery`);
    await expect.poll(() => page.getByText('This screen is coming soon').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await page.close();
  });
});
