import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-tabsitems';

const browser = browserForFile(shots);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const addItem = async (
  page: Page,
  item: { type: string; title: string; start: string; end: string; client: string; vendor: string },
) => {
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Add item' });
  await form.getByLabel('Type', { exact: true }).selectOption(item.type);
  await form.getByLabel('Title', { exact: true }).fill(item.title);
  await form.getByLabel('Start', { exact: true }).fill(item.start);
  await form.getByLabel('End', { exact: true }).fill(item.end);
  await form.getByLabel('Client total', { exact: true }).fill(item.client);
  await form.getByLabel('Vendor total', { exact: true }).fill(item.vendor);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Items' }).getByText(item.title).waitFor();
};

const margin = (page: Page) =>
  page.getByRole('region', { name: 'Money' }).locator('dt:text-is("Margin") + dd').textContent();

describe('trip items', () => {
  it('adds items, changes a status, and follows the margin and the checks', async () => {
    const { trip } = await makeClientTrip(
      baseUrl,
      { firstName: 'Odile', lastName: `Marchand ${Date.now().toString(36)}` },
      { title: 'Provence items', startDate: day(40), endDate: day(43), currency: 'EUR' },
    );

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=items`);
    await page.getByText('No items yet.').waitFor();

    await addItem(page, {
      type: 'activity',
      title: 'Lavender fields walk',
      start: `${day(41)}T09:00`,
      end: `${day(41)}T12:00`,
      client: '1500',
      vendor: '1000',
    });
    await expect.poll(() => margin(page)).toBe('EUR 500');
    await addItem(page, {
      type: 'accommodation',
      title: 'Mas de la Rose',
      start: `${day(40)}T15:00`,
      end: `${day(43)}T11:00`,
      client: '3000',
      vendor: '2000',
    });
    await expect.poll(() => margin(page)).toBe('EUR 1,500');

    // A flight during the walk: a check names them; deleting the flight clears it. (Two activities
    // at the same time are refused by the API: the itinerary calendar shows both.)
    await addItem(page, {
      type: 'flight',
      title: 'Nice hop',
      start: `${day(41)}T10:00`,
      end: `${day(41)}T11:00`,
      client: '100',
      vendor: '100',
    });
    const checks = page.getByRole('region', { name: 'Checks' });
    await checks.getByText(/overlap/).waitFor();
    await page.screenshot({ path: `${shots}/items-check.png` });
    const table = page.getByRole('table', { name: 'Items' });
    await table.getByRole('button', { name: 'Delete Nice hop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await checks.getByText(/overlap/).waitFor({ state: 'detached' });

    // The activity is not needed any more: it no longer counts in the margin.
    await table.getByRole('button', { name: 'Change status of Lavender fields walk' }).click();
    await page.getByRole('menuitem', { name: 'Not needed' }).click();
    await table.locator('tr', { hasText: 'Lavender fields walk' }).getByText('Not needed').waitFor();
    await expect.poll(() => margin(page)).toBe('EUR 1,000');
    await page.screenshot({ path: `${shots}/items.png` });
    expect(errors).toEqual([]);
  });
});
