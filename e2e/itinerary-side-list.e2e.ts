import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

// The itinerary workspace's side list in Chromium (issue 13): add a restaurant from tab 5 with its
// Add dialog, reorder the journey with the keyboard, switch to an alternative, and read the
// client's preferences in the drawer. Each test makes its own client, trip and items.

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-itinerary-side-list';

const browser = browserForFile(shots);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unique = () => Date.now().toString(36);

type Made = { '@id': string; id: number };
type Listed = { 'hydra:member': { id: number; title?: string | null; name?: string | null }[] };

// A client and a trip of four days, from day(40) to day(43).
const makeTrip = async (title: string) => {
  const lastName = `Sidelist ${unique()}`;
  const { client, trip } = await makeClientTrip(
    baseUrl,
    { firstName: 'Iris', lastName },
    { title, startDate: day(40), endDate: day(43), currency: 'EUR' },
  );
  return { client, lastName, trip };
};

const itemIds = async (tripId: number) =>
  ((await api(baseUrl, 'GET', `/next/trips/${tripId}/trip-items`)) as Listed)['hydra:member'];

const openWorkspace = async (page: Page, tripId: number, tab = 1) => {
  await signIn(page, baseUrl, 'travel@demo.travel');
  await page.waitForURL(/\/admin\//);
  await page.goto(`${baseUrl}/admin/trips/${tripId}/itinerary?tab=${tab}`);
};

// The names of a journey day's rows, in order.
const rowNames = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Side list' })
    .locator('tr span.font-medium[title]')
    .allTextContents();

describe('itinerary side list', () => {
  it('adds a restaurant from the side list with a day and a time; still there after a reload', async () => {
    const { trip } = await makeTrip('Side list add');
    const name = `Chez Side ${unique()}`;
    const vendor = (await api(baseUrl, 'POST', '/api/vendors', { name: `${name} vendor` })) as Made;
    await api(baseUrl, 'POST', '/api/restaurants', { name, vendor: vendor['@id'] });

    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const errors = watchConsole(page);
    await openWorkspace(page, trip.id, 5);
    const side = page.getByRole('complementary', { name: 'Side list' });
    await side.getByRole('radio', { name: 'Restaurants' }).click();
    const only = side.getByRole('checkbox', { name: "Only the trip's destinations" });
    if ((await only.getAttribute('aria-checked')) === 'true') await only.click();
    const reset = side.getByRole('button', { name: 'Reset' });
    if (await reset.isVisible()) await reset.click();
    await side.getByLabel('Search').fill(name);
    try {
      await side.getByRole('button', { name: `Add ${name}` }).click();
    } catch (error) {
      await page.screenshot({ path: `${shots}/add-missing.png` });
      throw error;
    }
    const dialog = page.getByRole('dialog', { name: `Add ${name}` });
    await dialog.getByLabel('Day').selectOption(day(41));
    await dialog.getByLabel('Time').fill('13:00');
    const created = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes('/api/trip_restaurants'),
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await created).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    const calendar = page.getByTestId('itinerary-calendar');
    await calendar.getByText(name).first().waitFor();
    await page.screenshot({ path: `${shots}/added.png` });

    await page.reload();
    await calendar.getByText(name).first().waitFor();
    const items = await itemIds(trip.id);
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items[0])).toContain(name);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reorders the journey by dragging a row, in one call; the order holds after a reload', async () => {
    const { trip } = await makeTrip('Side list order');
    for (const [title, time] of [
      ['Breakfast tour', '09:00'],
      ['Boat ride', '11:00'],
      ['Wine tasting', '15:00'],
    ] as const) {
      await api(baseUrl, 'POST', '/api/trip_activities', {
        trip: trip['@id'],
        title,
        startDate: `${day(41)}T${time}`,
        endDate: `${day(41)}T${time.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}`,
      });
    }

    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const errors = watchConsole(page);
    const orders: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/next/trips/update-item-order')) {
        orders.push(req.postData() ?? '');
      }
    });
    await openWorkspace(page, trip.id, 1);
    const handle = page.getByRole('button', { name: 'Move Breakfast tour' });
    await handle.waitFor();
    expect(await rowNames(page)).toEqual(['Breakfast tour', 'Boat ride', 'Wine tasting']);
    const saved = page.waitForResponse((res) => res.url().includes('/next/trips/update-item-order'));
    // Drag the handle with the mouse below the next row (dnd-kit's pointer sensor starts after 4 px).
    // Only once the list has settled: a refetch re-rendering the rows would drop the drag.
    await page.waitForLoadState('networkidle');
    const from = (await handle.boundingBox())!;
    const target = (await page.getByRole('button', { name: 'Move Boat ride' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 6, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 + 12, { steps: 12 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => rowNames(page)).toEqual(['Boat ride', 'Breakfast tour', 'Wine tasting']);
    expect(orders).toHaveLength(1);

    await page.reload();
    await page.getByRole('button', { name: 'Move Breakfast tour' }).waitFor();
    expect(await rowNames(page)).toEqual(['Boat ride', 'Breakfast tour', 'Wine tasting']);
    const items = await itemIds(trip.id);
    expect(items.map((i) => i.title)).toEqual(['Boat ride', 'Breakfast tour', 'Wine tasting']);
    expect(orders).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to an alternative in one click', async () => {
    const { trip } = await makeTrip('Side list switch');
    const cooking = (await api(baseUrl, 'POST', '/api/trip_activities', {
      trip: trip['@id'],
      title: 'Cooking class',
      startDate: `${day(41)}T14:00`,
      endDate: `${day(41)}T16:00`,
    })) as Made;
    const pottery = (await api(baseUrl, 'POST', '/api/trip_activities', {
      trip: trip['@id'],
      title: 'Pottery class',
      startDate: `${day(41)}T14:00`,
      endDate: `${day(41)}T16:00`,
      alternativeOf: cooking['@id'],
    })) as Made;

    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const errors = watchConsole(page);
    await openWorkspace(page, trip.id, 1);
    const side = page.getByRole('complementary', { name: 'Side list' });
    await side.getByRole('list', { name: 'Alternatives to Cooking class' }).waitFor();
    expect(await rowNames(page)).toEqual(['Cooking class']);
    const switched = page.waitForResponse((res) =>
      res.url().includes(`/api/switch-activity-alternative/${pottery.id}`),
    );
    await side.getByRole('button', { name: 'Switch to Pottery class' }).click();
    expect((await switched).ok()).toBe(true);
    await side.getByRole('list', { name: 'Alternatives to Pottery class' }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(['Pottery class']);
    expect(await side.getByRole('list', { name: 'Alternatives to Pottery class' }).textContent()).toContain(
      'Cooking class',
    );
    const after = (await api(baseUrl, 'GET', `/api/trip_items/${pottery.id}`)) as {
      alternativeOf?: string | null;
    };
    expect(after.alternativeOf ?? null).toBeNull();
    const before = (await api(baseUrl, 'GET', `/api/trip_items/${cooking.id}`)) as {
      alternativeOf?: string | null;
    };
    expect(before.alternativeOf).toMatch(new RegExp(`/${pottery.id}$`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the Client Preferences drawer with its panels and a dash for a missing value; Escape closes it', async () => {
    const { lastName, trip } = await makeTrip('Side list preferences');
    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const errors = watchConsole(page);
    await openWorkspace(page, trip.id, 1);
    await page.getByRole('button', { name: 'Client Preferences' }).click();
    const drawer = page.getByRole('dialog', { name: 'Client Preferences' });
    await drawer.waitFor();
    for (const panel of ['Hotel', 'Dining', 'Spa']) {
      await drawer.getByRole('button', { name: panel, exact: true }).waitFor();
    }
    await drawer.getByText(lastName).first().waitFor();
    expect(await drawer.getByText('—').count()).toBeGreaterThan(0);
    const box = await drawer.boundingBox();
    expect(Math.round(box!.width)).toBe(500);
    await page.screenshot({ path: `${shots}/preferences.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });
  it('fits a 1024 px window: no sideways scroll, the header buttons in view, the checks under the calendar', async () => {
    const { trip } = await makeTrip('Side list narrow window');
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = watchConsole(page);
    await openWorkspace(page, trip.id, 1);
    await page.locator('[data-testid="itinerary-calendar"] [data-time="06:00:00"]').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1024);
    for (const name of ['Actions', 'Client Preferences']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
    }
    const calendar = (await page.getByTestId('itinerary-calendar').boundingBox())!;
    const checks = (await page.getByRole('region', { name: 'Checks' }).boundingBox())!;
    expect(checks.y).toBeGreaterThanOrEqual(calendar.y + calendar.height);
    await page.screenshot({ path: `${shots}/itinerary-1024.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
