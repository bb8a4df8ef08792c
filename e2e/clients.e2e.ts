import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

// The smallest valid PNG (1×1).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Guest = { name: string; relation: string | null; diets: string[] };

describe('clients', () => {
  it('creates a client, adds a guest with a diet, finds the client in the list and opens it', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\/vendors/);

    const last = `Castellane ${Date.now().toString(36)}`;
    const email = `aurelia.${Date.now()}@castellane.example`;
    await page.goto(`${baseUrl}/admin/clients/new`);
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel('First name').fill('Aurélia');
    await form.getByLabel('Last name').fill(last);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Birthday').fill('1979-05-04');
    await form.getByRole('button', { name: 'Create client' }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: `Aurélia ${last}` }).waitFor();
    expect(await page.title()).toContain(`Aurélia ${last}`);

    // The client's picture (client_images: images only, checked by content).
    await page
      .getByLabel('Upload picture')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    await page.getByText('portrait.png file uploaded successfully.', { exact: true }).waitFor();
    const images = (await api(baseUrl, 'GET', `/api/client_images?client.id=${id}`)) as {
      'hydra:member': { isMain: boolean }[];
    };
    expect(images['hydra:member']).toMatchObject([{ isMain: true }]);
    await expect
      .poll(async () => page.getByRole('img', { name: `Picture of Aurélia ${last}` }).getAttribute('src'))
      .toMatch(/^\/files\/raw\//);

    // The Guests tab: a companion with a diet from the reference list.
    await page
      .getByRole('navigation', { name: 'Client sections' })
      .getByRole('link', { name: 'Guests' })
      .click();
    await page.waitForURL(/\?tab=guests$/);
    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Théo');
    await dialog.getByLabel('Last name').fill('Castellane');
    await dialog.getByLabel('Relation').fill('son');
    await dialog.getByLabel('Passport expiry').fill('2031-08-31');
    await dialog.getByLabel('Vegetarian').check();
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await dialog.waitFor({ state: 'detached' });
    const guests = page.getByRole('table', { name: 'Guests' });
    await guests.getByText('Théo Castellane').waitFor();
    await guests.getByText('Vegetarian').waitFor();

    const saved = (await api(baseUrl, 'GET', `/api/client_guests?client.id=${id}`)) as {
      'hydra:member': Guest[];
    };
    expect(saved['hydra:member']).toHaveLength(1);
    expect(saved['hydra:member'][0]).toMatchObject({ name: 'Théo Castellane', relation: 'son' });
    expect(saved['hydra:member'][0]!.diets).toHaveLength(1);

    // The guest's passport, uploaded in the guest's modal (client_guest_attachments).
    await guests.getByRole('button', { name: 'Edit Théo Castellane' }).click();
    const guestDialog = page.getByRole('dialog');
    await guestDialog.getByLabel('Type of the next upload').selectOption('passport');
    await guestDialog.getByLabel('Upload guest attachments').setInputFiles({
      name: 'Theo passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    await guestDialog
      .getByRole('list', { name: 'Guest attachments' })
      .getByText('Theo passport.pdf')
      .waitFor();
    await guestDialog.getByRole('button', { name: 'Cancel' }).click();
    await guestDialog.waitFor({ state: 'detached' });

    // The client's own files: a typed attachment on the Files tab.
    await page
      .getByRole('navigation', { name: 'Client sections' })
      .getByRole('link', { name: 'Files' })
      .click();
    await page.getByLabel('Type of the next upload').selectOption('insurance');
    await page.getByLabel('Upload client attachments').setInputFiles({
      name: 'Travel insurance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    const files = page.getByRole('table', { name: 'Client attachments' });
    await files.getByText('Travel insurance.pdf').waitFor();
    await files.getByText('Insurance', { exact: true }).waitFor();

    // The same person again: the server's duplicate check names the client on file.
    await page.goto(`${baseUrl}/admin/clients/new`);
    const again = page.getByRole('form', { name: 'New client' });
    await again.getByLabel('First name').fill('Aurelia');
    await again.getByLabel('Last name').fill('Someone');
    await again.getByLabel('E-mail').fill(email.toUpperCase());
    await again.getByRole('button', { name: 'Create client' }).click();
    const alert = page.getByRole('alert', { name: 'Possible duplicate' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Open the client on file' }).getAttribute('href')).toBe(
      `/admin/clients/${id}`,
    );

    // Found in the list by its e-mail, then opened from it.
    await page.goto(`${baseUrl}/admin/clients`);
    await page.getByPlaceholder('Search clients').fill(email);
    const table = page.getByRole('table', { name: 'Clients' });
    await expect.poll(async () => table.locator('tbody tr').count()).toBe(1);
    await table.getByRole('link', { name: `Aurélia ${last}` }).click();
    await page.waitForURL(new RegExp(`/admin/clients/${id}$`));
    await page.getByRole('heading', { level: 1, name: `Aurélia ${last}` }).waitFor();
    expect(await page.getByRole('form', { name: 'Client' }).getByLabel('E-mail').inputValue()).toBe(email);
    await page
      .getByRole('navigation', { name: 'Client sections' })
      .getByRole('link', { name: 'Guests' })
      .click();
    await page.getByRole('table', { name: 'Guests' }).getByText('Théo Castellane').waitFor();
    // The browser logs the duplicate's 409 answer itself; nothing else may be logged.
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();
  });

  it('opens a demo invoice’s PDF in a new tab through a signed link', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(page, baseUrl, 'travel@demo.travel');
    await page.waitForURL(/\/admin\//);
    const found = (await api(baseUrl, 'GET', '/api/clients?search=whitfield')) as {
      'hydra:member': { id: number }[];
    };
    const id = found['hydra:member'][0]!.id;
    await page.goto(`${baseUrl}/admin/clients/${id}?tab=invoices`);
    const table = page.getByRole('table', { name: 'Invoices' });
    await table.getByText('INV-2026-00001').waitFor();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      table.getByRole('button', { name: 'Open the PDF of INV-2026-00001' }).click(),
    ]);
    await tab.waitForURL(/\/files\/raw\//);
    const res = await fetch(tab.url());
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toContain('Invoice INV-2026-00001');
    await page.close();
  });
});
