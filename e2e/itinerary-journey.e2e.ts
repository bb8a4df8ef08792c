import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signedInPage } from './browser.ts';
import { makeClientTrip } from './trip-fixtures.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('trips calendar', () => {
  it('shows a trip of the month from the dashboard, with its dates on hover, and opens it on a click', async () => {
    const lastName = `Calendrier ${Date.now().toString(36)}`;
    const { trip } = await makeClientTrip<{ reference: string }>(
      baseUrl,
      { firstName: 'Alma', lastName },
      { title: 'Calendar trip', startDate: day(0), endDate: day(2), status: 'new_inquiry', currency: 'EUR' },
    );

    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/dashboard/trips`);
    try {
      await page.getByRole('main').getByRole('link', { name: 'Trips calendar' }).click();
    } catch (error) {
      await page.screenshot({ path: '/tmp/itin-e2e-dashboard.png' });
      throw error;
    }
    await page.waitForURL(/\/admin\/dashboard\/trips\/calendar$/);
    await page.getByRole('heading', { name: 'Trips calendar' }).waitFor();

    const event = page.getByRole('link', { name: `Alma ${lastName}` }).first();
    await event.waitFor();
    await event.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('New inquiry');

    // ctrl-click: a new tab on the trip.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      event.click({ modifiers: ['Control'] }),
    ]);
    await popup.waitForURL(new RegExp(`/admin/trips/${trip.id}$`));
    await popup.close();
    expect(page.url()).toMatch(/\/admin\/dashboard\/trips\/calendar$/);

    await event.click();
    await page.waitForURL(new RegExp(`/admin/trips/${trip.id}$`));
    try {
      await page.getByRole('heading', { level: 1 }).filter({ hasText: lastName }).waitFor();
    } catch (error) {
      await page.screenshot({ path: '/tmp/itin-e2e-trip.png' });
      throw error;
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
