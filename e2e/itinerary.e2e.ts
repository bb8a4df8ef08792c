import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

// The itinerary calendar in Chromium (issue 13): drag an activity to another day and time, see it
// saved after a reload; drop it on an overlapping event, see it go back with a message.

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-itinerary';

const browser = browserForFile(shots);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Item = { id: number; startDate: string; endDate: string };

// The centre of a day's column at a time of day: the column is the tallest element for that date,
// the row the time's slot.
const spot = async (page: Page, date: string, time: string) => {
  const columns = page.locator(`[data-testid="itinerary-calendar"] [data-date="${date}"]`);
  let best = { x: 0, width: 0, height: 0 };
  for (const column of await columns.all()) {
    const box = await column.boundingBox();
    if (box && box.height > best.height) best = box;
  }
  const row = await page
    .locator(`[data-testid="itinerary-calendar"] [data-time="${time}"]`)
    .first()
    .boundingBox();
  if (!row || !best.width) throw new Error(`no slot for ${date} ${time}`);
  return { x: best.x + best.width / 2, y: row.y + 4 };
};

const drag = async (page: Page, title: string, to: { x: number; y: number }) => {
  const event = page.getByTestId('itinerary-calendar').getByText(title, { exact: true });
  const box = (await event.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 3);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      box.x + box.width / 2 + ((to.x - box.x - box.width / 2) * i) / 12,
      box.y + 3 + ((to.y - box.y - 3) * i) / 12,
    );
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
};

describe('itinerary calendar', () => {
  it('saves a drag to another day and time; reverts a drop on another event with a message', async () => {
    const { trip } = await makeClientTrip(
      baseUrl,
      { firstName: 'Lou', lastName: `Garnier ${Date.now().toString(36)}` },
      { title: 'Luberon', startDate: day(40), endDate: day(43), currency: 'EUR' },
    );
    const walk = (await api(baseUrl, 'POST', '/api/trip_activities', {
      trip: trip['@id'],
      title: 'Lavender walk',
      startDate: `${day(41)}T09:00`,
      endDate: `${day(41)}T10:00`,
    })) as Item;
    await api(baseUrl, 'POST', '/api/trip_restaurants', {
      trip: trip['@id'],
      title: 'Bistro lunch',
      startDate: `${day(42)}T12:00`,
      endDate: `${day(42)}T14:00`,
    });

    const { page, errors } = await signedInPage(browser, baseUrl, 'travel@demo.travel', /\/admin\//, {
      width: 1500,
      height: 1000,
    });
    await page.goto(`${baseUrl}/admin/trips/${trip.id}/itinerary`);
    const calendar = page.getByTestId('itinerary-calendar');
    await calendar.getByText('Lavender walk', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/itinerary.png` });

    // To the next day at 15:00: saved as {start, end, strTime}.
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PATCH' && res.url().includes(`/api/trip_items/${walk.id}`),
    );
    await drag(page, 'Lavender walk', await spot(page, day(42), '15:00:00'));
    const res = await saved;
    expect(res.status()).toBe(200);
    expect(JSON.parse(res.request().postData() ?? '{}')).toMatchObject({
      start: `${day(42)}T15:00:00`,
      end: `${day(42)}T16:00:00`,
      strTime: '3:00 PM',
    });
    await page.reload();
    await calendar.getByText('Lavender walk', { exact: true }).waitFor();
    const after = (await api(baseUrl, 'GET', `/api/trip_items/${walk.id}`)) as Item;
    expect(after.startDate).toMatch(new RegExp(`^${day(42)}.15:00`));

    // Onto the lunch: refused, back where it was, with a message.
    let patched = false;
    page.on('request', (req) => {
      if (req.method() === 'PATCH') patched = true;
    });
    await drag(page, 'Lavender walk', await spot(page, day(42), '12:30:00'));
    await page
      .getByText(/may not overlap/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${shots}/itinerary-overlap.png` });
    expect(patched).toBe(false);
    const still = (await api(baseUrl, 'GET', `/api/trip_items/${walk.id}`)) as Item;
    expect(still.startDate).toMatch(new RegExp(`^${day(42)}.15:00`));
    expect(errors).toEqual([]);
  });
});
