import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

// Issue 22: options priced as the whole trip; accepting option B makes the trip total include B
// and not A.
const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-proposal-options';

const browser = browserForFile(shots);

type Made = { '@id': string; id: number };

// A client travelling with one guest, a trip in EUR with an airport transfer sold 500 and hotel
// A planned for the four nights (2200, priced), and two hotels of one vendor.
const makeTrip = async (suffix: string) => {
  const client = (await api(baseUrl, 'POST', '/api/clients', {
    firstName: 'Olive',
    lastName: `Chooser ${suffix}`,
    status: 'active',
    currency: 'EUR',
  })) as Made;
  const guest = (await api(baseUrl, 'POST', '/api/client_guests', {
    client: client['@id'],
    name: `Tom Chooser ${suffix}`,
  })) as Made;
  const trip = (await api(baseUrl, 'POST', '/api/trips', {
    client: client['@id'],
    title: `Lisbon, two ways ${suffix}`,
    startDate: '2027-06-10',
    endDate: '2027-06-14',
    currency: 'EUR',
  })) as Made;
  await api(baseUrl, 'POST', '/api/trip_guests', { trip: trip['@id'], clientGuest: guest['@id'] });
  const vendor = (await api(baseUrl, 'POST', '/api/vendors.json', {
    name: `Lisbon stays ${suffix}`,
  })) as Made;
  const hotels = [`Palacio ${suffix}`, `Bairro ${suffix}`];
  const made: Made[] = [];
  for (const name of hotels)
    made.push((await api(baseUrl, 'POST', '/api/accommodations', { name, vendor: vendor['@id'] })) as Made);
  await api(baseUrl, 'POST', '/api/trip_transfers', {
    trip: trip['@id'],
    title: 'Airport pick-up',
    startDate: '2027-06-10T10:00',
    endDate: '2027-06-10T11:00',
    clientTotalPrice: '500',
  });
  const plannedA = (await api(baseUrl, 'POST', '/api/trip_accommodations', {
    trip: trip['@id'],
    accommodation: made[0]!['@id'],
    startDate: '2027-06-10T15:00',
    endDate: '2027-06-14T11:00',
    status: 'priced',
    clientTotalPrice: '2200',
  })) as Made;
  return { trip, hotels, plannedA };
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

const addFlight = async (page: Page, option: string, number: string, price: string) => {
  const card = page.getByRole('listitem', { name: option });
  await card.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Option item' });
  await form.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Flight' }).click();
  await form.getByLabel('Flight number').fill(number);
  await form.getByLabel('Title').fill('Lisbon to Porto');
  await form.getByLabel('Date', { exact: true }).fill('2027-06-14');
  await form.getByLabel('End date').fill('2027-06-14');
  await form.getByLabel('Start time').fill('12:30');
  await form.getByLabel('End time').fill('13:25');
  await form.getByLabel('Client total').fill(price);
  await form.getByRole('button', { name: 'Add item' }).click();
  await card.getByText(number).waitFor();
};

const clientTotal = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Money' })
      .locator('div', { hasText: 'Client total' })
      .last()
      .innerText()
  )
    .replace(/\s+/g, ' ')
    .trim();

describe('proposal options', () => {
  it('accepts option B and sees the trip total include B and not A', async () => {
    const suffix = Date.now().toString(36);
    const { trip, hotels, plannedA } = await makeTrip(suffix);
    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    // Before: the transfer and hotel A, planned in the trip.
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=items`);
    await page.getByRole('region', { name: 'Money' }).waitFor();
    expect(await clientTotal(page)).toContain('2,700');

    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=proposals`);
    await page.getByRole('button', { name: 'New proposal' }).click();
    const create = page.getByRole('form', { name: 'Proposal' });
    await create.getByLabel('Title').fill('Lisbon, two ways');
    await create.getByRole('button', { name: 'Create proposal' }).click();
    await page.getByRole('list', { name: 'Proposals' }).getByText('Lisbon, two ways').waitFor();

    for (const option of ['Option A', 'Option B']) {
      await page.getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('form', { name: 'Option' }).getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('listitem', { name: option }).waitFor();
    }
    await addHotel(page, 'Option A', hotels[0]!, '2200');
    await addHotel(page, 'Option B', hotels[1]!, '1650');
    await addFlight(page, 'Option B', 'TP 1950', '300');

    // Each option priced as the whole trip with it (the transfer is in both), and per person
    // (the client and the guest).
    const optionA = page.getByRole('listitem', { name: 'Option A' });
    const optionB = page.getByRole('listitem', { name: 'Option B' });
    await optionA.getByText('Trip total EUR 2,700').waitFor();
    await optionB.getByText('Trip total EUR 2,450').waitFor();
    await optionB.getByText(/EUR 1,225 per person · 2 travellers/).waitFor();
    await page.screenshot({ path: `${shots}/options.png`, fullPage: true });

    await optionB.getByRole('button', { name: 'Accept Option B' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('listitem', { name: 'Option B' }).getByText('Accepted').waitFor();

    // The trip's money: the transfer, B's hotel and B's flight; A's hotel no longer counts.
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=items`);
    await page.getByRole('region', { name: 'Money' }).waitFor();
    await expect.poll(() => clientTotal(page), { timeout: 10_000 }).toContain('2,450');
    expect(await clientTotal(page)).toContain('2,450');
    expect(await clientTotal(page)).not.toContain('2,700');
    await page.screenshot({ path: `${shots}/accepted.png`, fullPage: true });

    const totals = (
      (await api(baseUrl, 'GET', `/api/trips/${trip.id}`)) as { totals: { clientTotal: string } }
    ).totals;
    expect(totals.clientTotal).toBe('2450');
    const items = (await api(baseUrl, 'GET', `/api/trip_items?trip.id=${trip.id}&order[id]=asc`)) as {
      'hydra:member': { id: number; type: string; status: string; clientTotalPrice: string | null }[];
    };
    expect(items['hydra:member'].map((i) => [i.type, i.status, i.clientTotalPrice])).toEqual([
      ['transfer', 'initial', '500.00'],
      ['accommodation', 'not_needed', '2200.00'],
      ['accommodation', 'approved', '1650.00'],
      ['flight', 'approved', '300.00'],
    ]);
    expect(items['hydra:member'][1]!.id).toBe(plannedA.id);
    // The checks are those of the trip with B: no second hotel for the nights.
    const checks = (await api(baseUrl, 'GET', `/api/trips/${trip.id}/checks`)) as {
      checks: { kind: string }[];
    };
    expect(checks.checks.map((c) => c.kind)).not.toContain('night_with_two_accommodations');

    expect(errors).toEqual([]);
    await page.close();
  });
});
