import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');
// Screenshots for a look at the screens (not asserted), when E2E_SHOTS names a folder.
const shots = process.env.E2E_SHOTS;

const browser = browserForFile();

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('client vault', () => {
  it('staff add a card and reveal it; the client sends a passport through a link; staff open it, logged', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchConsole(page);
    const client = (await api(baseUrl, 'POST', '/api/clients', {
      firstName: 'Odile',
      lastName: `Vasseur ${Date.now().toString(36)}`,
      email: `odile.${Date.now()}@vasseur.example`,
    })) as { id: number };
    await signIn(page, baseUrl, 'travel@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    // Cards: add one, then reveal it after the confirmation.
    await page.goto(`${baseUrl}/admin/clients/${client.id}?tab=cards`);
    await page.getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await dialog.getByLabel('Expiry month').fill('7');
    await dialog.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const cards = page.getByRole('table', { name: 'Cards' });
    await cards.getByText('•••• 4444').waitFor();
    await cards.getByRole('button', { name: 'Reveal Mastercard •••• 4444' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/written to the client's log/).waitFor();
    await confirm.getByRole('button', { name: 'Reveal' }).click();
    const number = cards.getByRole('status', { name: 'Number of Mastercard •••• 4444' });
    await number.waitFor();
    expect(await number.textContent()).toBe('5555 5555 5555 4444');
    if (shots) await page.screenshot({ path: `${shots}/cards-tab.png` });

    // Files: request a passport; the link is shown once.
    await page.goto(`${baseUrl}/admin/clients/${client.id}?tab=files`);
    await page.getByRole('button', { name: 'Request documents' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
    const link = await page.getByLabel('One-time link').inputValue();
    expect(link).toMatch(/\/documents\/submit\/[A-Za-z0-9_-]+$/);
    if (shots) await page.screenshot({ path: `${shots}/request-link.png` });

    // The public page, in a browser without the staff session.
    const visitor = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const pub = await visitor.newPage();
    await pub.goto(new URL(new URL(link).pathname, baseUrl).toString());
    await pub.getByRole('list', { name: 'Documents asked for' }).getByText('Passport').waitFor();
    if (shots) await pub.screenshot({ path: `${shots}/submit-page.png` });
    await pub
      .getByLabel('Upload: Passport')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await pub.getByText('Received').waitFor();
    await pub.getByRole('form', { name: 'Your details' }).getByLabel('First name').fill('Odile');
    await pub.getByRole('button', { name: 'Submit' }).click();
    await pub.getByRole('heading', { name: 'Thank you' }).waitFor();
    if (shots) await pub.screenshot({ path: `${shots}/submit-thanks.png` });
    await visitor.close();

    // Staff open the passport: a new tab with the image from a blob URL, and the read in the log.
    await page.reload();
    const documents = page.getByRole('table', { name: 'Client documents' });
    await documents.getByRole('button', { name: 'Open passport' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/documents-vault.png`, fullPage: true });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      documents.getByRole('button', { name: 'Open passport' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await page.goto(`${baseUrl}/admin/clients/${client.id}?tab=log`);
    const log = page.getByRole('table', { name: 'Client log' });
    await log.getByText(/Document opened: Passport/).waitFor();
    await log.getByText(/Card number revealed/).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/log-tab.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
