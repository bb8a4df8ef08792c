import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// A real PNG (the API checks images by their content), one colour per call.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const png = (rgb: [number, number, number], size = 16) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

type Collection = { 'hydra:member': Record<string, unknown>[]; 'hydra:totalItems': number };

const pickVendor = async (page: Page, name: string) => {
  const picker = page.getByRole('combobox', { name: 'Vendor' });
  await picker.fill(name.slice(0, 8));
  await page.getByRole('option', { name, exact: true }).click();
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

const browser = browserForFile();

describe('vendor kinds', () => {
  it('creates an accommodation with images, an attachment and a room, then finds it by search and type', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchConsole(page);
    const name = `Palazzo E2E ${Date.now().toString(36)}`;
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    // Create it for an existing vendor, as a castle.
    await page.goto(`${baseUrl}/admin/accommodations/new`);
    const form = page.getByRole('form', { name: 'New accommodation' });
    await pickVendor(page, 'Aman Venice');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Type', 'Castle');
    await form.getByLabel('Stars').fill('5');
    await form.getByLabel('Check-in').fill('15:00');
    await form.getByRole('button', { name: 'Create accommodation' }).click();
    await page.waitForURL(/\/admin\/accommodations\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name }).waitFor();

    // Two images: the first becomes the main one; dragging the second up makes it first.
    await tab(page, 'Images');
    await page.getByLabel('Upload images').setInputFiles([
      { name: 'facade.png', mimeType: 'image/png', buffer: png([200, 160, 90]) },
      { name: 'terrace.png', mimeType: 'image/png', buffer: png([40, 90, 160]) },
    ]);
    const images = page.getByRole('table', { name: 'Images' });
    await images.getByText('terrace.png').waitFor();
    await expect.poll(() => images.getByRole('row').count()).toBe(2);
    expect(await images.getByRole('row').first().textContent()).toContain('facade.png');
    expect(await images.getByRole('row').first().textContent()).toContain('Main image');
    // Keyboard drag (dnd-kit): Space lifts, ArrowUp moves, Space drops; each step is announced.
    const handle = images.getByRole('button', { name: 'Drag terrace.png to reorder' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // The sensor measures the rows after the lift: repeat the move until it is announced.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowUp');
        return page.getByText('Row 2 moved to position 1 of 2.').count();
      })
      .toBe(1);
    await page.keyboard.press('Space');
    const stored = async () =>
      ((await api(baseUrl, 'GET', `/api/accommodation_images?accommodation.id=${id}`)) as Collection)[
        'hydra:member'
      ].map((image) => `${image.name}:${image.isMain}`);
    await expect.poll(stored).toEqual(['terrace:false', 'facade:true']);
    await images.getByRole('button', { name: 'Set terrace.png as main image' }).click();
    await expect.poll(stored).toEqual(['terrace:true', 'facade:false']);

    // An attachment with its type, opened through a signed link in a new tab.
    await tab(page, 'Attachments');
    await page.getByLabel('Type of the next upload').fill('Brochure');
    await page.getByLabel('Upload files').setInputFiles({
      name: 'Winter rates.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await page.getByText('Winter rates.pdf file uploaded successfully.', { exact: true }).waitFor();
    const attachments = page.getByRole('table', { name: 'Attachments' });
    await attachments.getByRole('cell', { name: 'Winter rates.pdf', exact: true }).waitFor();
    expect(await attachments.getByRole('cell', { name: 'Brochure', exact: true }).count()).toBe(1);
    const [tabPage] = await Promise.all([
      page.waitForEvent('popup'),
      attachments.getByRole('button', { name: 'Open Winter rates.pdf' }).click(),
    ]);
    await tabPage.waitForURL(/\/files\//);
    await tabPage.close();

    // A room, from the rooms tab.
    await tab(page, 'Rooms');
    await page.getByRole('button', { name: 'Add room' }).click();
    const dialog = page.getByRole('dialog', { name: 'New room' });
    await dialog.getByLabel('Name', { exact: true }).fill('Grand Canal Suite');
    await dialog.getByLabel('Maximum occupancy').fill('3');
    await dialog.getByLabel('Rack rate').fill('2800');
    await dialog.getByRole('button', { name: 'Add room' }).click();
    await dialog.waitFor({ state: 'detached' });
    const roomsTable = page.getByRole('table', { name: 'Rooms' });
    await roomsTable.getByRole('link', { name: 'Grand Canal Suite' }).waitFor();
    expect(await roomsTable.getByText('$2,800').count()).toBe(1);

    // Its location among the vendor's addresses.
    await tab(page, 'Location');
    await page.getByRole('form', { name: 'Location' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect
      .poll(
        async () =>
          ((await api(baseUrl, 'GET', `/api/accommodations/${id}`)) as { location: unknown }).location,
      )
      .toMatch(/^\/api\/vendor_locations\/\d+$/);

    // Found by search in the list, and by its type (the filter the menu's type entries use).
    await page.goto(`${baseUrl}/admin/accommodations`);
    await page.getByRole('searchbox', { name: 'Search accommodations' }).fill(name);
    await page.waitForURL(/search=/);
    const list = page.getByRole('table', { name: 'Accommodations' });
    await list.getByRole('link', { name }).waitFor();
    await expect.poll(() => list.getByRole('row').count()).toBe(2);

    await choose(page, 'Type filter', 'Castle');
    await page.waitForURL(/type=\d+/);
    const castle = new URL(page.url()).searchParams.get('type');
    await page.getByRole('heading', { name: /Accommodations\s*·\s*Castle/ }).waitFor();
    await list.getByRole('link', { name }).waitFor();
    await choose(page, 'Type filter', 'Hotel');
    await page.getByText('No data').waitFor();

    await page.goto(`${baseUrl}/admin/accommodations?type=${castle}`);
    await page.getByRole('table', { name: 'Accommodations' }).getByRole('link', { name }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("adds a contact on an accommodation's page, ticked for it on the vendor's Details tab", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchConsole(page);
    const suffix = Date.now().toString(36);
    const vendor = (await api(baseUrl, 'POST', '/api/vendors.json', {
      name: `Contact Vendor ${suffix}`,
    })) as {
      '@id': string;
      id: number;
    };
    const hotel = `Hotel Contact ${suffix}`;
    const accommodation = (await api(baseUrl, 'POST', '/api/accommodations', {
      name: hotel,
      vendor: vendor['@id'],
    })) as { '@id': string; id: number };
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    await page.goto(`${baseUrl}/admin/accommodations/${accommodation.id}`);
    await page.getByRole('heading', { name: hotel }).waitFor();
    await tab(page, 'Contacts');
    await page.waitForURL(/\?tab=contacts$/);
    await page.getByText('No contact looks after this accommodation yet.').waitFor();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    // The accommodation of the page is ticked already (calls.md §2: the action knows its screen).
    const ticked = dialog.getByRole('checkbox', { name: hotel });
    await expect.poll(() => ticked.isChecked()).toBe(true);
    await dialog.getByLabel('Name').fill('Chiara Galli');
    await dialog.getByLabel('Job title').fill('Guest relations');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const contacts = page.getByRole('table', { name: 'Contacts' });
    await contacts.getByText('Chiara Galli').waitFor();
    expect(await contacts.locator('tbody tr').first().textContent()).toContain(hotel);
    const stored = (await api(
      baseUrl,
      'GET',
      `/api/vendor_contacts?accommodations.id=${accommodation.id}`,
    )) as Collection;
    expect(stored['hydra:member']).toEqual([
      expect.objectContaining({
        title: 'Chiara Galli',
        vendor: vendor['@id'],
        accommodations: [accommodation['@id']],
        position: 0,
      }),
    ]);

    // The vendor's Details tab lists it, looking after that accommodation.
    await page.goto(`${baseUrl}/admin/vendors/${vendor.id}/tabs/Details`);
    const vendorContacts = page.getByRole('table', { name: 'Contacts' });
    const row = vendorContacts.locator('tbody tr').filter({ hasText: 'Chiara Galli' });
    await row.waitFor();
    expect(await row.textContent()).toContain(hotel);
    await row.getByRole('button', { name: 'Edit Chiara Galli' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await expect.poll(() => edit.getByRole('checkbox', { name: hotel }).isChecked()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a spa with a treatment, exports the list and imports it back', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const errors = watchConsole(page);
    const name = `Spa E2E ${Date.now().toString(36)}`;
    await signIn(page, baseUrl, 'admin@demo.travel');
    await page.waitForURL(/\/admin\/vendors/);

    await page.goto(`${baseUrl}/admin/spas/new`);
    await pickVendor(page, 'Dior Spa Cheval Blanc');
    await page.getByRole('form', { name: 'New spa' }).getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create spa' }).click();
    await page.waitForURL(/\/admin\/spas\/\d+$/);
    const id = Number(page.url().split('/').pop());

    await tab(page, 'Treatments');
    await page.getByRole('button', { name: 'Add treatment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New treatment' });
    await dialog.getByLabel('Name', { exact: true }).fill('Signature massage');
    await choose(page, 'Type', 'Massage');
    await dialog.getByLabel('Duration (minutes)').fill('90');
    await dialog.getByLabel('Price').fill('350');
    await dialog.getByRole('button', { name: 'Add treatment' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Treatments' });
    await table.getByText('Signature massage').waitFor();
    expect(await table.getByText('90 min').count()).toBe(1);

    const spa = (await api(baseUrl, 'GET', `/api/spas/${id}`)) as {
      treatments: { name: string; type: string; duration: number; price: string }[];
    };
    expect(spa.treatments).toEqual([
      expect.objectContaining({ name: 'Signature massage', type: 'massage', duration: 90, price: '350.00' }),
    ]);
    // The spa list counts it.
    await page.goto(`${baseUrl}/admin/spas?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('table', { name: 'Spas' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');

    // Export what the list shows (its filters apply) and import the workbook back (calls.md 7.3).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^travel-backoffice-spas-\d\d-\d\d-\d\d\.xlsx$/);
    await page.getByText('Export Success', { exact: true }).waitFor();
    const workbook = `${dataDir}/spas-export.xlsx`;
    await download.saveAs(workbook);
    await page.getByLabel('Import file').setInputFiles(workbook);
    await page.getByText('Import Success', { exact: true }).waitFor();
    await row.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
