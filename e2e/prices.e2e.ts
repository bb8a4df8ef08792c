import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

// Issue 22, prices: a spa entered with a cost only on an 18 % markup trip is sold at 236.
const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-prices';

const browser = browserForFile(shots);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('prices', () => {
  it('adds a spa with a cost only on an 18 % markup trip and sees its sell price', async () => {
    const { trip } = await makeClientTrip(
      baseUrl,
      { firstName: 'Giulia', lastName: `Ferraro ${Date.now().toString(36)}` },
      { title: 'Amalfi coast', startDate: day(50), endDate: day(54), currency: 'EUR', markup: '18' },
    );

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=items`);
    await page.getByText('No items yet.').waitFor();

    await page.getByRole('button', { name: 'Add item' }).click();
    const form = page.getByRole('form', { name: 'Add item' });
    await form.getByLabel('Type', { exact: true }).selectOption('spa');
    await form.getByLabel('Title', { exact: true }).fill('Spa afternoon');
    await form.getByLabel('Start', { exact: true }).fill(`${day(51)}T15:00`);
    await form.getByLabel('End', { exact: true }).fill(`${day(51)}T17:00`);
    await form.getByLabel('Vendor total', { exact: true }).fill('200');
    // The form shows the sell price the markup gives, before saving.
    await expect.poll(() => form.getByLabel('Client total', { exact: true }).inputValue()).toBe('236.00');
    await form.getByText('Vendor total + 18 % markup').waitFor();
    await page.screenshot({ path: `${shots}/item-form-sell-price.png` });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Items' });
    const row = table.getByRole('row').filter({ hasText: 'Spa afternoon' });
    await row.getByText('EUR 236').waitFor();
    await row.getByText('EUR 200').waitFor();
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Money' }).locator('dt:text-is("Margin") + dd').textContent(),
      )
      .toBe('EUR 36');
    await page.screenshot({ path: `${shots}/items-list.png` });

    // The saved item, opened again: its sell price follows the markup.
    await row.getByRole('button', { name: 'Edit Spa afternoon' }).click();
    const edit = page.getByRole('form', { name: 'Edit item' });
    await expect.poll(() => edit.getByLabel('Client total', { exact: true }).inputValue()).toBe('236.00');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // "Approved and paid" with the 236 EUR unpaid asks first, showing the balance.
    await api(baseUrl, 'PATCH', `/api/trips/${trip.id}/status-change`, { status: 'proposal_preparation' });
    await api(baseUrl, 'PATCH', `/api/trips/${trip.id}/status-change`, { status: 'proposal_pricing' });
    await api(baseUrl, 'PATCH', `/api/trips/${trip.id}/status-change`, { status: 'proposal_sent' });
    await page.reload();
    await page.getByRole('button', { name: /^Change status of Giulia/ }).click();
    await page.getByRole('menuitem', { name: 'Approved and paid' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('EUR 236', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/paid-status-confirm.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await page.close();
  });
});
