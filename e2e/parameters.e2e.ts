import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const hookUrl = inject('websiteHookUrl');

const webhookCalls = async () =>
  ((await (await fetch(`${hookUrl}/count`)).json()) as { count: number; last: { event?: string } | null })
    .count;

const browser = browserForFile();

describe('parameters screen', () => {
  it('saves robots.txt (which updates the website) and updates the website on demand', async () => {
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
    await page.goto(`${baseUrl}/admin/parameters`);

    const robots = page.getByRole('region', { name: 'robots.txt' });
    const textarea = robots.getByLabel('robots.txt');
    // The seeded robots.txt.
    await expect.poll(() => textarea.inputValue()).toContain('User-agent: *');
    expect(await textarea.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);

    const before = await webhookCalls();
    const robotsTxt = 'User-agent: *\nDisallow: /drafts/\n';
    await textarea.fill(robotsTxt);
    await robots.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Updated successfully', { exact: true }).count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => robots.getByText('Website update triggered: Website successfully updated').count())
      .toBe(1);
    expect(await webhookCalls()).toBe(before + 1);
    const saved = (await api(baseUrl, 'GET', '/api/v2/settings?code=robots.txt')) as {
      'hydra:member': { value: string }[];
    };
    expect(saved['hydra:member'][0]!.value).toBe(robotsTxt);

    // Let the save's toasts go, then the on-demand update.
    await page.reload();
    await textarea.waitFor();
    await page.getByRole('button', { name: 'Update website' }).click();
    await expect.poll(() => page.getByText('Website successfully updated', { exact: true }).count()).toBe(1);
    expect(await webhookCalls()).toBe(before + 2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
