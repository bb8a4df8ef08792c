import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

type Airport = {
  id: number;
  name: string;
  iata: string | null;
  timezone: string | null;
  destinations: string[];
};
type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

const openAs = async (path: string) => {
  const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
};

const airports = async (query: string) =>
  (await api(baseUrl, 'GET', `/api/airports?${query}`)) as unknown as Collection<Airport>;

const names = (page: Page) =>
  page
    .getByRole('table', { name: 'Airports' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent?.trim() ?? ''));

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Airports' }).getByRole('row').filter({ hasText: name });

const search = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Search airports' }).fill(text);

describe('/admin/airports as the super admin', () => {
  it('searches with orSearch_search, pages ten at a time, filters by destination and edits in the modal', async () => {
    // A destination of its own for Orly, made before the screen loads the destination tree.
    const zone = `E2E Orly zone ${Date.now()}`;
    const france = (
      (await api(baseUrl, 'GET', '/api/destinations?level=1&name=France')) as unknown as Collection<{
        '@id': string;
        name: string;
      }>
    )['hydra:member'].find((d) => d.name === 'France')!;
    const created = (await api(baseUrl, 'POST', '/api/destinations.json', {
      name: zone,
      parent: france['@id'],
    })) as unknown as { '@id': string; id: number };
    const { page, errors } = await openAs('/admin/airports');

    // The seeded airport list (OpenFlights), ten a page, by name; the total is hydra:totalItems.
    const all = await airports('itemsPerPage=10');
    expect(all['hydra:totalItems']).toBeGreaterThan(5000);
    await expect.poll(() => names(page)).toEqual(all['hydra:member'].map((a) => a.name));
    const total = all['hydra:totalItems'];
    await expect.poll(() => page.getByText(`1–10 of ${total}`).count()).toBe(1);

    // The keyword search is the API's; the URL keeps it.
    const list = page.waitForResponse((r) => r.url().includes('orSearch_search=london'));
    await search(page, 'london');
    expect(new URL((await list).url()).searchParams.get('itemsPerPage')).toBe('10');
    expect(page.url()).toContain('orSearch_search=london');
    const london = await airports('orSearch_search=london&order[name]=asc&itemsPerPage=100');
    expect(london['hydra:totalItems']).toBeGreaterThan(10);
    await expect.poll(() => names(page)).toEqual(london['hydra:member'].slice(0, 10).map((a) => a.name));
    await expect.poll(() => page.getByText(`1–10 of ${london['hydra:totalItems']}`).count()).toBe(1);
    expect(await row(page, 'London Heathrow Airport').textContent()).toContain('LHR');
    // The airport's destinations show by name.
    await expect.poll(() => row(page, 'London Heathrow Airport').textContent()).toContain('United Kingdom');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => names(page)).toEqual(london['hydra:member'].slice(10, 20).map((a) => a.name));
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => page.url()).not.toContain('page=2');

    // Edit Orly: a time zone and one more destination, chosen in the tree; saved with PUT.
    await search(page, 'orly');
    await expect.poll(() => names(page)).toEqual(['Paris-Orly Airport']);
    const orly = (await airports('orSearch_search=orly'))['hydra:member'][0]!;
    await row(page, 'Paris-Orly Airport')
      .getByRole('button', { name: 'Actions for Paris-Orly Airport' })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit airport' });
    await expect.poll(() => dialog.getByLabel('IATA code').inputValue()).toBe('ORY');
    await dialog.getByLabel('Time zone').fill('Europe/Paris');
    await dialog.getByRole('combobox', { name: 'Destinations' }).click();
    await page.getByRole('searchbox', { name: 'Search destinations' }).fill(zone);
    await page.getByRole('treeitem', { name: zone }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Selected destinations' }).textContent())
      .toContain(zone);
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/airports/${orly.id}`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      name: 'Paris-Orly Airport',
      iata: 'ORY',
      timezone: 'Europe/Paris',
      destinations: [...orly.destinations, created['@id']],
    });
    await expect.poll(() => page.getByText('Updated successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row(page, 'Paris-Orly Airport').textContent()).toContain(zone);
    const saved = (await api(baseUrl, 'GET', `/api/airports/${orly.id}`)) as unknown as Airport;
    expect(saved.timezone).toBe('Europe/Paris');
    expect(saved.destinations).toContain(created['@id']);

    // The destination filter (destinations.id) now finds Orly alone.
    await search(page, '');
    await page.getByRole('combobox', { name: 'Destination filter' }).click();
    await page.getByRole('searchbox', { name: 'Search destination filter' }).fill(zone);
    await page.getByRole('treeitem', { name: zone }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`destinations.id=${created.id}`);
    await expect.poll(() => names(page)).toEqual(['Paris-Orly Airport']);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates an airport after the form checks, finds it by name and by code, and deletes it', async () => {
    const { page, errors } = await openAs('/admin/airports');
    await expect.poll(async () => (await names(page)).length).toBe(10);
    const name = `E2E Field ${Date.now()}`;

    await page.getByRole('button', { name: 'New airport' }).click();
    const dialog = page.getByRole('dialog', { name: 'New airport' });
    await dialog.getByLabel('IATA code').fill('q1');
    await dialog.getByLabel('Latitude').fill('91');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Please input value').count()).toBe(1);
    await expect.poll(() => dialog.getByText('IATA code: 3 letters or digits').count()).toBe(1);
    await expect.poll(() => dialog.getByText('A number between -90 and 90').count()).toBe(1);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('IATA code').fill('q9z');
    await dialog.getByLabel('Latitude').fill('12.5');
    await dialog.getByLabel('Longitude').fill('-70.25');
    await dialog.getByLabel('City').fill('Nowhere');
    const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/airports'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await post).postDataJSON()).toMatchObject({
      name,
      iata: 'Q9Z',
      latitude: '12.5',
      longitude: '-70.25',
    });
    await expect.poll(() => page.getByText('Created successfully').count()).toBeGreaterThan(0);
    await search(page, name);
    await expect.poll(() => names(page)).toEqual([name]);
    expect(await row(page, name).textContent()).toContain('Q9Z');

    // Search by the code too.
    await search(page, 'q9z');
    await expect.poll(() => names(page)).toEqual([name]);

    await row(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => page.getByText('Deleted successfully').count()).toBeGreaterThan(0);
    // The list reads itself again after the delete: on a busy machine that can take seconds.
    await expect.poll(() => page.getByText('No data').count(), { timeout: 15_000 }).toBe(1);
    expect((await airports(`orSearch_search=${encodeURIComponent(name)}`))['hydra:totalItems']).toBe(0);

    expect(errors).toEqual([]);
    await page.close();
  });
});
