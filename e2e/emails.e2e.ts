import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const browser = browserForFile();

type Collection = { 'hydra:member': Record<string, unknown>[] };

const outbox = () => {
  try {
    return readdirSync(join(dataDir, 'outbox')).map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'));
  } catch {
    return [];
  }
};

describe('e-mail templates and logs', () => {
  it('edits a seeded template with a live preview, sends it from the client page and finds it in both logs', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/, {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${baseUrl}/admin/templates/emails`);
    await page.getByRole('link', { name: 'Welcome to the agency' }).click();
    const form = page.getByRole('form', { name: 'Edit e-mail template' });
    await expect.poll(() => form.getByLabel('Subject').inputValue()).toContain('{{client.firstName}}');

    // The preview is the server's rendering, for the client chosen.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('combobox', { name: 'Preview for client' }).fill('Whitfield');
    await page.locator('[role="listbox"] [role="option"]', { hasText: 'Eleanor Whitfield' }).click();
    await expect
      .poll(() => preview.getByTestId('preview-subject').textContent())
      .toBe('Welcome to Maison Meridian Travel, Eleanor');
    const frame = page.frameLocator('iframe[title="E-mail preview"]');
    await expect.poll(() => frame.locator('body').textContent()).toContain('Dear Eleanor,');

    await form.getByLabel('Subject').fill('A warm welcome to {{agency.name}}, {{client.firstName}}');
    await expect
      .poll(() => preview.getByTestId('preview-subject').textContent())
      .toBe('A warm welcome to Maison Meridian Travel, Eleanor');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/templates\/emails$/);
    expect(await page.getByText('Updated successfully', { exact: true }).count()).toBeGreaterThan(0);

    // Sent from the client's page, E-mails tab: pick the template, see the preview for this client,
    // send, and find it in the tab's log once the mailer has sent it.
    const clients = (await api(baseUrl, 'GET', '/api/clients?search=whitfield')) as Collection;
    const eleanor = clients['hydra:member'].find((c) => c.name === 'Eleanor Whitfield')!;
    await page.goto(`${baseUrl}/admin/clients/${eleanor.id}?tab=emails`);
    const tab = page.getByRole('region', { name: 'E-mails' });
    await tab.getByRole('button', { name: 'Send e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail to Eleanor Whitfield' });
    const sendForm = dialog.getByRole('form', { name: 'Send e-mail' });
    await sendForm.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Welcome to the agency' }).click();
    await expect
      .poll(() => sendForm.getByLabel('Subject').inputValue())
      .toBe('A warm welcome to {{agency.name}}, {{client.firstName}}');
    const sendPreview = dialog.getByRole('region', { name: 'Preview' });
    await expect
      .poll(() => sendPreview.getByTestId('preview-subject').textContent())
      .toBe('A warm welcome to Maison Meridian Travel, Eleanor');
    await expect
      .poll(() => dialog.frameLocator('iframe[title="E-mail preview"]').locator('body').textContent())
      .toContain('Dear Eleanor,');
    await sendForm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const tabLog = tab.getByRole('table', { name: 'Client e-mails' });
    const tabRow = tabLog.getByRole('row', { name: /A warm welcome to Maison Meridian Travel, Eleanor/ });
    await expect
      .poll(async () => (await tabRow.count()) > 0 && (await tabRow.getByText('sent').count()) > 0, {
        timeout: 10_000,
      })
      .toBe(true);

    await page.goto(`${baseUrl}/admin/emails?recipient=eleanor`);
    const table = page.getByRole('table', { name: 'E-mail logs' });
    const row = table.getByRole('row', { name: /A warm welcome to Maison Meridian Travel, Eleanor/ });
    await expect
      .poll(async () => (await row.count()) > 0 && (await row.getByText('sent').count()) > 0, {
        timeout: 10_000,
      })
      .toBe(true);
    expect(outbox().some((eml) => eml.includes('A warm welcome to Maison Meridian Travel, Eleanor'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
