import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-editor';
const browser = browserForFile(shots);

type Made = { '@id': string; id: number };
type Day = { id: number; dayNumber: number; description: string | null };

// The rich text editor (issue 27) in a trip's day text: a heading, a list and a link written with
// the toolbar and the keyboard, saved as HTML, there again after a reload; harper.js (WebAssembly,
// served by us) underlines a misspelt word and offers the right one.
describe('the rich text editor in a day text', () => {
  it('writes a heading, a list and a link, saves, reloads; a misspelt word is underlined with a suggestion', async () => {
    const suffix = Date.now().toString(36);
    const client = (await api(baseUrl, 'POST', '/api/clients', {
      firstName: 'Edith',
      lastName: `Writer ${suffix}`,
      status: 'active',
      currency: 'EUR',
    })) as Made;
    const trip = (await api(baseUrl, 'POST', '/api/trips', {
      client: client['@id'],
      title: `Kyoto words ${suffix}`,
      startDate: '2027-04-01',
      endDate: '2027-04-02',
      currency: 'EUR',
    })) as Made;
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin\/vendors/);
    const wasm: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.wasm')) wasm.push(r.url());
    });
    await page.goto(`${baseUrl}/admin/trips/${trip.id}?tab=content`);
    const day = page.getByRole('form', { name: /^Day 1/ });
    const editor = day.getByRole('textbox', { name: 'Description' });
    await editor.click();
    const toolbar = day.getByRole('toolbar', { name: 'Description: formatting' });
    await toolbar.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Heading 2' });
    await editor.pressSequentially('Arrival in Kyoto');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Tea in Gion');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('Walk to the tempel');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('Tickets');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+k');
    const link = page.getByRole('form', { name: 'Link' });
    await link.getByLabel('Link address').fill('javascript:alert(1)');
    await link.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => link.getByRole('alert').textContent())
      .toBe('Only web (http, https) and e-mail (mailto) links are allowed.');
    await link.getByLabel('Link address').fill('https://example.com/tickets');
    await link.getByRole('button', { name: 'Apply' }).click();

    // harper.js underlines "tempel" and suggests "temple" (its WASM from this server, no CDN).
    const underline = day.locator('.spell-issue', { hasText: 'tempel' });
    await underline.waitFor({ timeout: 60_000 });
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((u) => u.startsWith(baseUrl))).toBe(true);
    await page.screenshot({ path: `${shots}/day-text.png` });
    await underline.click();
    const suggestions = page.getByRole('dialog', { name: 'Suggestions' });
    await suggestions.getByRole('button', { name: 'temple', exact: true }).waitFor();
    await page.screenshot({ path: `${shots}/suggestions.png` });
    await suggestions.getByRole('button', { name: 'Close' }).click();

    await day.getByRole('button', { name: /^Save Day 1/ }).click();
    await day.getByText('Unsaved changes').waitFor({ state: 'detached' });
    const stored = (
      (await api(baseUrl, 'GET', `/api/trip_days?trip.id=${trip.id}`)) as unknown as { 'hydra:member': Day[] }
    )['hydra:member'].find((d) => d.dayNumber === 1)!;
    expect(stored.description).toContain('<h2>Arrival in Kyoto</h2>');
    expect(stored.description).toMatch(
      /<ul><li><p>Tea in Gion<\/p><\/li><li><p>Walk to the tempel<\/p><\/li><\/ul>/,
    );
    expect(stored.description).toMatch(/<a [^>]*href="https:\/\/example.com\/tickets"[^>]*>Tickets<\/a>/);
    expect(stored.description).not.toContain('javascript');

    await page.reload();
    const again = page.getByRole('form', { name: /^Day 1/ }).getByRole('textbox', { name: 'Description' });
    await again.locator('h2', { hasText: 'Arrival in Kyoto' }).waitFor();
    expect(await again.locator('li').allTextContents()).toEqual(['Tea in Gion', 'Walk to the tempel']);
    expect(await again.locator('a').getAttribute('href')).toBe('https://example.com/tickets');
    await page.screenshot({ path: `${shots}/reloaded.png` });
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  }, 180_000);
});
