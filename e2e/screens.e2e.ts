import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const browser = browserForFile();

describe('every screen reachable from the menu', () => {
  it('renders without console errors for the super admin', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // Open every group, then collect every enabled link.
    for (const group of await nav.locator('button[aria-expanded="false"]').all()) await group.click();
    const hrefs = await nav
      .locator('a[href]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) {
      await page.goto(`${baseUrl}${href}`);
      await page.getByRole('main').waitFor();
      expect(await page.getByText('This page could not be found').count(), href).toBe(0);
      expect(await page.getByText('Internal Server Error').count(), href).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('password reset from the e-mailed link', () => {
  // The browser tests share one server: put the accountant's demo password back for the files after this one.
  afterAll(async () => {
    const users = (await api(baseUrl, 'GET', '/api/users?itemsPerPage=100')) as {
      'hydra:member': { id: number; email: string }[];
    };
    const accountant = users['hydra:member'].find((u) => u.email === 'accountant@demo.travel')!;
    await api(baseUrl, 'POST', `/api/users/${accountant.id}/update`, { password: 'demo-password' });
  });

  it('requests a link, opens it from the outbox, sets a password that then signs in', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').fill('accountant@demo.travel');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('If an account exists');
    // The e-mail is sent by the server's mail.send job just after the request: wait for the file.
    const outbox = join(dataDir, 'outbox');
    const findMail = () => {
      try {
        return readdirSync(outbox)
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .find((text) => text.includes('To: accountant@demo.travel'));
      } catch {
        return undefined;
      }
    };
    await expect.poll(findMail, { timeout: 15_000 }).toBeTruthy();
    const mail = findMail()!;
    const link = /https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, ''))![0];
    await page.goto(`${baseUrl}${new URL(link).pathname}`);
    await expect.poll(() => page.getByText('For accountant@demo.travel').count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('ledger-pass-2026');
    await page.getByLabel('Repeat the new password').fill('ledger-pass-2026');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your password has been changed');
    // The link works once.
    await page.reload();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('invalid or has expired');
    await signIn(page, baseUrl, 'accountant@demo.travel', 'ledger-pass-2026');
    await page.waitForURL(`${baseUrl}/admin/sales`);
    await page.close();
  });
});
