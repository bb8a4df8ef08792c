import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signedInPage } from './browser.ts';

// Issue 30.13 (and 30.12's 14 tabs): the demo trip's page, General and Items tabs, at 1280 and 1440
// px: no control is cut off or needs sideways scrolling.
const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-day30';
const browser = browserForFile(shots);

// The elements of the page's main area that scroll sideways (their content wider than them).
const wideElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => {
        const style = getComputedStyle(e);
        return e.scrollWidth > e.clientWidth + 1 && /auto|scroll/.test(style.overflowX);
      })
      .map((e) => `${e.tagName} ${e.getAttribute('aria-label') ?? e.className}`),
  );

describe('the trip page fits the screen', () => {
  for (const width of [1280, 1440]) {
    it(`shows every tab and item control at ${width} px`, async () => {
      const { page } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin/, {
        width,
        height: 900,
      });
      await page.goto(`${baseUrl}/admin/trips/1?tab=items`);
      const table = page.getByRole('table', { name: 'Items' });
      await table
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      await page.screenshot({ path: `${shots}/e2e-trip-items-${width}.png` });
      expect(await wideElements(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every tab and the last column's buttons lie inside the window.
      const tabs = page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link');
      expect(await tabs.count()).toBe(14);
      const right = async (locator: ReturnType<Page['locator']>) => {
        const box = await locator.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      };
      for (let i = 0; i < 14; i++) expect(await right(tabs.nth(i))).toBeLessThanOrEqual(width);
      expect(await right(table.getByRole('button', { name: /^Delete / }).first())).toBeLessThanOrEqual(width);
      // Each type's tab with its own columns (the flights' airports and PNR) fits too.
      for (const [tab, label] of [
        ['accommodation', 'Accommodation items'],
        ['flight', 'Flight items'],
        ['activities', 'Activity items'],
        ['transfers', 'Transfer items'],
      ] as const) {
        await page.goto(`${baseUrl}/admin/trips/1?tab=${tab}`);
        const typed = page.getByRole('table', { name: label });
        // Rows or the empty state (the demo trip has no activity in Paris).
        await typed
          .getByRole('button', { name: /^Edit / })
          .or(typed.getByText('No items yet.'))
          .first()
          .waitFor();
        await page.screenshot({ path: `${shots}/e2e-trip-${tab}-${width}.png` });
        expect(await wideElements(page), tab).toEqual([]);
        const rowDelete = typed.getByRole('button', { name: /^Delete / });
        if (await rowDelete.count()) expect(await right(rowDelete.first()), tab).toBeLessThanOrEqual(width);
      }
      await page.goto(`${baseUrl}/admin/trips/1`);
      await page.getByRole('form', { name: 'Trip' }).waitFor();
      await page.screenshot({ path: `${shots}/e2e-trip-general-${width}.png` });
      expect(await wideElements(page)).toEqual([]);
      await page.close();
    });
  }
});
