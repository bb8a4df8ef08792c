import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-tabsmore';

const browser = browserForFile(shots);

type Totals = { paid: string; balance: string; clientTotal: string };

// A client, a trip in EUR and one accommodation sold at 18,000 EUR, made through the API.
const makeTripWithItem = async () => {
  const suffix = Date.now().toString(36);
  const { trip } = await makeClientTrip<{ reference: string }>(
    baseUrl,
    { firstName: 'Margot', lastName: `Payer ${suffix}`, status: 'active', currency: 'EUR' },
    { title: `Provence by car ${suffix}`, startDate: '2027-05-02', endDate: '2027-05-09', currency: 'EUR' },
  );
  await api(baseUrl, 'POST', '/api/trip_accommodations', { trip: trip['@id'], clientTotalPrice: '18000' });
  return trip;
};

describe('trip payments', () => {
  it('records a payment from the Payments tab, moves paid and balance, and shows it in Histories', async () => {
    const trip = await makeTripWithItem();
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=payments`);
    const money = page.getByLabel('Trip money');
    await money.getByText('EUR 18,000').first().waitFor();
    await page.getByText('No payments yet.').waitFor();

    await page.getByRole('button', { name: 'Add payment' }).click();
    const form = page.getByRole('form', { name: 'Payment' });
    expect(await form.getByLabel('Currency').inputValue()).toBe('EUR');
    await form.getByLabel('Amount').fill('6500');
    await form.getByLabel('Due date').fill('2027-02-01');
    await form.getByLabel('Paid date').fill('2027-01-28');
    await form.getByLabel('Method').fill('Bank transfer');
    await form.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await form.getByLabel('Reference').fill('WIRE-2207');
    await page.screenshot({ path: `${shots}/payment-form.png` });
    await form.getByRole('button', { name: 'Add payment' }).click();

    const table = page.getByRole('table', { name: 'Payments' });
    await table.getByText('EUR 6,500').waitFor();
    await table.getByText('01 Feb 2027').waitFor();
    // Paid and balance, read again from the trip.
    await money.getByText('EUR 6,500').waitFor();
    await money.getByText('EUR 11,500').waitFor();
    const totals = (await api(baseUrl, 'GET', `/api/trips/${trip.id}`)) as { totals: Totals };
    expect(totals.totals).toMatchObject({ paid: '6500', balance: '11500' });
    await page.screenshot({ path: `${shots}/payments-tab.png` });

    // The payment's creation in the trip's history, by the travel team member.
    await page
      .getByRole('navigation', { name: 'Trip sections' })
      .getByRole('link', { name: 'Histories' })
      .click();
    const history = page.getByRole('table', { name: 'Trip history' });
    // Worded by the server (decision 92): 'Payment of EUR 6,500 created'.
    const row = history.locator('tr', { hasText: /Payment of EUR 6,500/ }).first();
    await row.waitFor();
    await row.getByText('created').waitFor();
    await row.getByText('WIRE-2207').waitFor();
    await page.screenshot({ path: `${shots}/histories-tab.png` });

    expect(errors).toEqual([]);
    await page.close();
  });
});
