import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-templates';

const browser = browserForFile(shots);

type Page<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Trip = { '@id': string; id: number; reference: string; startDate: string; endDate: string };
const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const length = (trip: Trip) =>
  Math.round((Date.parse(trip.endDate.slice(0, 10)) - Date.parse(trip.startDate.slice(0, 10))) / dayMs) + 1;
const count = async (tripId: number) =>
  (
    (await api(
      baseUrl,
      'GET',
      `/api/trip_items?trip.id=${tripId}&itemsPerPage=1`,
    )) as unknown as Page<unknown>
  )['hydra:totalItems'];

describe('trip templates', () => {
  it('makes a template from a demo trip, imports it into another trip from day 3, clones a trip on new dates', async () => {
    // A demo trip with items (at most 60 days: a template's longest).
    const trips = (await api(baseUrl, 'GET', '/api/trips?itemsPerPage=50')) as unknown as Page<Trip>;
    let demo: Trip | undefined;
    let demoItems = 0;
    for (const trip of trips['hydra:member']) {
      if (length(trip) > 60) continue;
      demoItems = await count(trip.id);
      if (demoItems > 0) {
        demo = trip;
        break;
      }
    }
    expect(demo, 'a demo trip with items').toBeTruthy();

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//);

    // 1. Make a template from the demo trip; its page links to its itinerary.
    await page.goto(`${baseUrl}/admin/trips/${demo!.id}`);
    await page.getByRole('button', { name: 'Make a template' }).click();
    // It asks the template's name (the trip's title offered, issue 30.12).
    const makeDialog = page.getByRole('form', { name: 'Make a template' });
    await makeDialog.getByLabel('Template name').fill('Demo template, no client');
    await makeDialog.getByRole('button', { name: 'Make the template' }).click();
    await page.waitForURL(/\/admin\/trip-templates\/\d+$/);
    const templateId = Number(new URL(page.url()).pathname.split('/').pop());
    const template = (await api(baseUrl, 'GET', `/api/trip_templates/${templateId}`)) as {
      title: string;
      nbDays: number;
    };
    expect(template.nbDays).toBe(length(demo!));
    await page.getByRole('heading', { level: 1, name: template.title }).waitFor();
    await page.getByRole('link', { name: 'Open the itinerary' }).click();
    await page.waitForURL(new RegExp(`/admin/trip-templates/${templateId}/itinerary`));
    await page.getByRole('heading', { level: 1, name: template.title }).waitFor();
    await page.getByTestId('itinerary-calendar').getByText('Day 1', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Actions/ }).count()).toBe(0);
    await page.screenshot({ path: `${shots}/template-itinerary.png` });
    await page.getByRole('link', { name: 'Back to the template' }).click();
    await page.waitForURL(new RegExp(`/admin/trip-templates/${templateId}$`));

    // 2. Import it into another trip from day 3 (the trip is long enough: no extension).
    const client = (await api(baseUrl, 'POST', '/api/clients', {
      firstName: 'Clara',
      lastName: `Import ${Date.now().toString(36)}`,
    })) as { '@id': string };
    const start = addDays(new Date().toISOString(), 90);
    const target = (await api(baseUrl, 'POST', '/api/trips', {
      client: client['@id'],
      title: 'Template target',
      startDate: start,
      endDate: addDays(start, template.nbDays + 3),
      currency: 'EUR',
    })) as unknown as Trip;
    await page.goto(`${baseUrl}/admin/trips/${target.id}`);
    await page.getByRole('button', { name: 'Import a template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a template' });
    await dialog.getByLabel('Search templates').fill(template.title);
    await dialog
      .getByRole('radio', { name: new RegExp(template.title) })
      .first()
      .check();
    await dialog.getByLabel('Start on').selectOption('3');
    await dialog.getByText(new RegExp(`Adds ${demoItems} items? on Day 3`)).waitFor();
    await page.screenshot({ path: `${shots}/import-preview.png` });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Template imported', { exact: true }).waitFor();
    expect(await count(target.id)).toBe(demoItems);
    const items = (await api(
      baseUrl,
      'GET',
      `/api/trip_items?trip.id=${target.id}&order[startDate]=asc`,
    )) as unknown as Page<{
      startDate: string | null;
    }>;
    const first = items['hydra:member'].find((i) => i.startDate)?.startDate;
    if (first) expect(first.slice(0, 10) >= addDays(start, 2)).toBe(true);

    // 3. Clone the target trip onto new dates: the new trip opens, every item moved.
    const newStart = addDays(start, 200);
    await page.getByRole('button', { name: 'Clone' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone the trip' });
    await clone.getByLabel('New start date').fill(newStart);
    await clone.getByText(/every item moves 200 days later/).waitFor();
    await page.screenshot({ path: `${shots}/clone-preview.png` });
    await clone.getByRole('button', { name: 'Clone' }).click();
    await page.waitForURL(
      (url) => /\/admin\/trips\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${target.id}`),
    );
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    const made = (await api(baseUrl, 'GET', `/api/trips/${newId}`)) as unknown as Trip & { status: string };
    expect(made.startDate.slice(0, 10)).toBe(newStart);
    expect(made.endDate.slice(0, 10)).toBe(addDays(target.endDate, 200));
    expect(await count(newId)).toBe(demoItems);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: made.reference }).waitFor();
    await page.screenshot({ path: `${shots}/cloned.png` });
    expect(errors).toEqual([]);
  });
});
