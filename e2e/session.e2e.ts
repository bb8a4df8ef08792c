import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

describe('session', () => {
  it('sends a signed-out visitor to login with the requested path, then back to it', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(`${baseUrl}/admin/vendors?search=aman`);
    await page.waitForURL(/\/login\?redirect=%2Fadmin%2Fvendors%3Fsearch%3Daman/);
    await signIn(page, null, 'admin@demo.travel');
    await page.waitForURL(`${baseUrl}/admin/vendors?search=aman`);
    // The vendor's name links to its page (the row's action menu is named after it too).
    await expect.poll(() => page.getByRole('link', { name: 'Aman Tokyo', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('omits the redirect for the root and lands on /admin/vendors', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/login`);
    await signIn(page, baseUrl, 'travel@demo.travel');
    await page.waitForURL(`${baseUrl}/admin/vendors`);
    // A signed-in user opening /login goes back to the vendors.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/admin/vendors`);
    await page.close();
  });

  it("refuses an inactive account with 'Access denied.'", async () => {
    const page = await browser.newPage();
    await signIn(page, baseUrl, 'inactive@demo.travel');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Access denied.');
    await page.close();
  });

  it('logs out from the profile menu, clearing the cookies', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, baseUrl, 'manager@demo.travel');
    await page.waitForURL(`${baseUrl}/admin/vendors`);
    expect((await context.cookies()).map((c) => c.name)).toContain('token');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect((await context.cookies()).filter((c) => c.name === 'token')).toEqual([]);
    await context.close();
  });
});
