import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn } from './browser.ts';

// Issue 10, items 15, 16, 18–22: the daily annoyances a new user met, in the built product.
const baseUrl = inject('baseUrl');
const shots = process.env.E2E_SCREENSHOTS; // a folder: screenshots to look at, when set

const browser = browserForFile();

const signedIn = async (width = 1440, email = 'admin@demo.travel'): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await signIn(page, baseUrl, email);
  await page.waitForURL(/\/admin\//);
  return page;
};

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};

type Vendor = { id: number; name: string; status: string };
const firstVendor = async (query: string) =>
  ((await api(baseUrl, 'GET', `/api/vendors?${query}&itemsPerPage=1`)) as { 'hydra:member': Vendor[] })[
    'hydra:member'
  ][0]!;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('annoyances', () => {
  it('#21 shows menu icons and whole labels at 1440 px', async () => {
    const page = await signedIn(1440);
    // The icons come in their own chunk, just after the shell.
    await menu(page).locator('[data-menu-entry="Transportation providers"] svg').waitFor();
    const entries = await menu(page)
      .locator('[data-menu-entry]')
      .evaluateAll((els) =>
        els.map((el) => ({
          label: el.getAttribute('data-menu-entry'),
          hasIcon: el.firstElementChild?.tagName.toLowerCase() === 'svg',
          // Every text inside shows whole: nothing wider than its box.
          isCut: [...el.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1),
        })),
      );
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.filter((e) => !e.hasIcon || e.isCut)).toEqual([]);
    expect(await menu(page).evaluate((nav) => nav.getBoundingClientRect().width)).toBe(215);
    await shot(page, 'menu-1440');
    await page.close();
  });

  it('#16 opens a group of the collapsed menu as a flyout under 992 px, with the keyboard too', async () => {
    const page = await signedIn(900);
    await expect.poll(() => menu(page).evaluate((nav) => nav.getBoundingClientRect().width)).toBe(80);
    await menu(page).getByRole('button', { name: 'Settings' }).click();
    const flyout = page.getByRole('menu', { name: 'Settings' });
    await flyout.getByRole('menuitem', { name: 'Users' }).waitFor();
    await shot(page, 'menu-900-flyout');
    await flyout.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);

    await menu(page).getByRole('button', { name: 'Vendors' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Vendors' }).waitFor();
    // Radix moves the focus into the menu once it is open.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Map View');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/admin/vendors/map`);
    await page.close();
  });

  it('#20 names the record in the breadcrumbs and the tab title', async () => {
    const vendor = await firstVendor('status=active');
    const page = await signedIn();
    await page.goto(`${baseUrl}/admin/vendors/${vendor.id}/tabs/General`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: vendor.name }).waitFor();
    expect((await crumbs.textContent())?.replace(/\s+/g, ' ')).toBe(`Home/Vendors/${vendor.name}/General`);
    await expect.poll(() => page.title()).toBe(`${vendor.name} · Vendor · Back office`);
    await shot(page, 'vendor-general-1440');

    const hotel = (
      (await api(baseUrl, 'GET', '/api/accommodations?itemsPerPage=1')) as {
        'hydra:member': { id: number; name: string }[];
      }
    )['hydra:member'][0]!;
    await page.goto(`${baseUrl}/admin/accommodations/${hotel.id}`);
    await crumbs.getByText(hotel.name).waitFor();
    await expect.poll(() => page.title()).toBe(`${hotel.name} · Accommodation · Back office`);
    await page.close();
  });

  it('#18 shows a blacklisted vendor status once', async () => {
    const vendor = await firstVendor('status=blacklisted');
    const page = await signedIn();
    await page.goto(`${baseUrl}/admin/vendors/${vendor.id}/tabs/General`);
    await page.getByRole('form', { name: 'Vendor' }).waitFor();
    await page.getByRole('button', { name: 'Status: Blacklisted. Change status' }).waitFor();
    expect(await page.getByRole('form', { name: 'Vendor' }).getByLabel('Status').count()).toBe(0);
    expect(await page.getByRole('main').getByText('Active', { exact: true }).count()).toBe(0);
    await shot(page, 'vendor-blacklisted-1440');
    await page.close();
  });

  it('#19 names what a vendor delete takes with it', async () => {
    const vendor = await firstVendor('exists[accommodations]=true');
    const full = (await api(baseUrl, 'GET', `/api/vendors/${vendor.id}`)) as { accommodations: string[] };
    const page = await signedIn();
    await page.goto(`${baseUrl}/admin/vendors/${vendor.id}/tabs/General`);
    await page.getByRole('form', { name: 'Vendor' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const goes = page.getByRole('alertdialog').getByRole('list', { name: 'Deleted with the vendor' });
    const n = full.accommodations.length;
    await goes.getByText(`${n} ${n === 1 ? 'accommodation' : 'accommodations'}`, { exact: true }).waitFor();
    await shot(page, 'vendor-delete-1440');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('#15 asks before leaving a form with changes: menu, back button, closing the tab', async () => {
    const vendor = await firstVendor('status=active');
    const page = await signedIn(900);
    const general = `${baseUrl}/admin/vendors/${vendor.id}/tabs/General`;
    const details = `${baseUrl}/admin/vendors/${vendor.id}/tabs/Details`;
    // In-app moves (Details, then General), so the back button stays in the page.
    await page.goto(details);
    const tabs = page.getByRole('navigation', { name: 'Vendor sections' });
    await tabs.getByRole('link', { name: 'General' }).click();
    const form = page.getByRole('form', { name: 'Vendor' });
    await form.getByLabel('Phone').fill('+39 089 000 000');

    // A menu entry: Stay keeps the edit.
    await menu(page).getByRole('link', { name: 'Airports' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Leave this page?').waitFor();
    await shot(page, 'leave-dialog-900');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(general);
    expect(await form.getByLabel('Phone').inputValue()).toBe('+39 089 000 000');

    // The back arrow of the breadcrumb bar and the browser's back button.
    await page.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('Leave this page?').waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await page.waitForTimeout(200);
    expect(page.url()).toBe(general);
    await page.goBack({ waitUntil: 'commit' });
    await dialog.getByText('Leave this page?').waitFor();
    expect(page.url()).toBe(general);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(await form.getByLabel('Phone').inputValue()).toBe('+39 089 000 000');

    // Closing the tab: the page asks the browser to confirm (headless Chromium shows no
    // beforeunload dialog, so the event's answer is read instead).
    const unloadIsRefused = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await unloadIsRefused()).toBe(true);

    // Leave goes back for real.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(details);
    expect(await unloadIsRefused()).toBe(false);
    await page.close();
  });

  it('#22 shows a refused login once, inline, and no toast follows onto the next page', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, baseUrl, 'inactive@demo.travel');
    await page.getByRole('alert').getByText('Access denied.').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByText('Access denied.').count()).toBe(1);
    await shot(page, 'login-refused');
    await signIn(page, null, 'admin@demo.travel');
    await page.waitForURL(/\/admin\//);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-kind="error"]').count()).toBe(0);
    await page.close();
  });
});
