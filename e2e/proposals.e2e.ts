import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-proposals';

const browser = browserForFile(shots);

type Made = { '@id': string; id: number };

// A client, a trip in EUR and two hotels of one vendor, made through the API.
const makeTripAndHotels = async (suffix: string) => {
  const { trip } = await makeClientTrip(
    baseUrl,
    { firstName: 'Olive', lastName: `Proposer ${suffix}`, status: 'active', currency: 'EUR' },
    {
      title: `Lisbon long weekend ${suffix}`,
      startDate: '2027-06-10',
      endDate: '2027-06-14',
      currency: 'EUR',
    },
  );
  const vendor = (await api(baseUrl, 'POST', '/api/vendors.json', {
    name: `Lisbon stays ${suffix}`,
  })) as Made;
  const hotels = [`Palacio ${suffix}`, `Bairro ${suffix}`];
  for (const name of hotels)
    await api(baseUrl, 'POST', '/api/accommodations', { name, vendor: vendor['@id'] });
  return { trip, hotels };
};

const addHotel = async (page: Page, option: string, hotel: string, price: string) => {
  const card = page.getByRole('listitem', { name: option });
  await card.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Option item' });
  await form.getByRole('combobox', { name: 'Hotel' }).fill(hotel);
  await page.getByRole('option', { name: hotel }).click();
  await form.getByLabel('Check-in').fill('2027-06-10');
  await form.getByLabel('Check-out').fill('2027-06-14');
  await form.getByLabel('Client total').fill(price);
  await form.getByRole('button', { name: 'Add item' }).click();
  await card.getByText(hotel).waitFor();
};

describe('trip proposals', () => {
  it('builds a proposal with two hotel options for the same nights and accepts one', async () => {
    const suffix = Date.now().toString(36);
    const { trip, hotels } = await makeTripAndHotels(suffix);
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=proposals`);
    await page.getByText('No proposals yet.').waitFor();
    await page.getByRole('button', { name: 'New proposal' }).click();
    const create = page.getByRole('form', { name: 'Proposal' });
    await create.getByLabel('Title').fill('Lisbon, two ways');
    await create.getByLabel('Valid until').fill('2027-03-31');
    await create.getByRole('button', { name: 'Create proposal' }).click();
    await page.getByRole('list', { name: 'Proposals' }).getByText('Lisbon, two ways').waitFor();

    await page.getByRole('button', { name: 'Add page' }).click();
    const pageForm = page.getByRole('form', { name: 'Page' });
    await pageForm.getByLabel('Title').fill('Welcome');
    // The page's text is written in the rich text editor (a contenteditable named by its label).
    await pageForm.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type('Olá!');
    await pageForm.getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('list', { name: 'Pages' }).getByText('Welcome').waitFor();

    for (const [option, hotel, price] of [
      ['Option A', hotels[0]!, '2200'],
      ['Option B', hotels[1]!, '1650'],
    ] as const) {
      await page.getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('form', { name: 'Option' }).getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('listitem', { name: option }).waitFor();
      await addHotel(page, option, hotel, price);
    }
    await page.getByRole('listitem', { name: 'Option B' }).getByText('EUR 1,650').first().waitFor();
    await page.screenshot({ path: `${shots}/options.png` });

    await page.getByRole('button', { name: 'Accept Option B' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('listitem', { name: 'Option B' }).getByText('Accepted').waitFor();
    await page.screenshot({ path: `${shots}/accepted.png` });

    const items = (await api(baseUrl, 'GET', `/api/trip_items?trip.id=${trip.id}`)) as {
      'hydra:member': { type: string; status: string; item: { name: string } | null }[];
    };
    expect(items['hydra:member'].map((i) => [i.type, i.status, i.item?.name])).toEqual([
      ['accommodation', 'approved', hotels[1]],
    ]);

    // The accepted hotel is in the trip's Accommodation tab.
    await page
      .getByRole('navigation', { name: 'Trip sections' })
      .getByRole('link', { name: 'Accommodation' })
      .click();
    await page.getByText(hotels[1]!).first().waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });
});
