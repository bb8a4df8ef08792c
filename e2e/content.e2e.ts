import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-content';
const browser = browserForFile(shots);

type V2Article = { title: string; slug: string; status: string; bodyHtml: string | null };

// Issue 27's content screens: the marketing director writes an article with a heading and a list
// in the rich text editor, publishes it, and the public read (/api/v2/articles) serves it.
describe('content screens', () => {
  it('as marketing director writes an article with a heading and a list, publishes it, and finds it in /api/v2/articles', async () => {
    const suffix = Date.now().toString(36);
    const title = `Azores by ferry ${suffix}`;
    const { page, errors } = await signedInPage(browser, baseUrl, 'marketing@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/cms/articles`);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.waitForURL(`${baseUrl}/admin/cms/articles/new`);
    const form = page.getByRole('form', { name: 'New article' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    const editor = form.getByRole('textbox', { name: 'Body' });
    await editor.click();
    const toolbar = form.getByRole('toolbar', { name: 'Body: formatting' });
    await toolbar.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Heading 2' });
    await editor.pressSequentially('Getting there');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Fly to Ponta Delgada');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('Take the ferry');
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/admin\/cms\/articles\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.screenshot({ path: `${shots}/published.png` });

    // The public read, anonymous: published records only.
    const res = await fetch(`${baseUrl}/api/v2/articles?itemsPerPage=100`);
    expect(res.status).toBe(200);
    const members = ((await res.json()) as { 'hydra:member': V2Article[] })['hydra:member'];
    const found = members.find((m) => m.title === title);
    expect(found).toBeDefined();
    expect(found!.bodyHtml).toContain('<h2>Getting there</h2>');
    expect(found!.bodyHtml).toMatch(
      /<ul><li><p>Fly to Ponta Delgada<\/p><\/li><li><p>Take the ferry<\/p><\/li><\/ul>/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('as marketing director adds a gallery image set to "full width" and a mention of a destination; the v2 read serves both', async () => {
    const suffix = Date.now().toString(36);
    const title = `Lisbon light ${suffix}`;
    // A destination to mention (the marketing director reads destinations, §6).
    const destinations = (await api(
      baseUrl,
      'GET',
      '/api/destinations?itemsPerPage=1&order[name]=asc',
      undefined,
      'marketing@demo.travel',
    )) as { 'hydra:member': { '@id': string; name: string }[] };
    const place = destinations['hydra:member'][0]!;
    const { page, errors } = await signedInPage(browser, baseUrl, 'marketing@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/cms/articles/new`);
    const form = page.getByRole('form', { name: 'New article' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    const editor = form.getByRole('textbox', { name: 'Body' });
    await editor.click();
    await editor.pressSequentially('Where to stay near ');
    // The mention: "@" and the first letters, then the suggestion.
    await editor.pressSequentially(`@${place.name.slice(0, 3)}`);
    const suggestions = page.getByRole('listbox', { name: 'Mention a destination, vendor or trip' });
    await suggestions
      .getByRole('option', { name: new RegExp(`^${place.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    await editor.pressSequentially('today.');
    await page.keyboard.press('Enter');

    // A gallery image from the picker, then its display set to "Full width".
    const toolbar = form.getByRole('toolbar', { name: 'Body: formatting' });
    await toolbar.getByRole('button', { name: 'Image' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image' });
    await picker.getByRole('list', { name: 'Images' }).getByRole('button').first().click();
    await picker.waitFor({ state: 'detached' });
    await editor.locator('img').first().click();
    await toolbar.getByRole('combobox', { name: 'Image display' }).selectOption({ label: 'Full width' });
    await editor.locator('img.img-full-width').waitFor();
    await page.screenshot({ path: `${shots}/image-and-mention.png` });

    await form.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/admin\/cms\/articles\/\d+$/);
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();

    const res = await fetch(`${baseUrl}/api/v2/articles?itemsPerPage=100`);
    const members = ((await res.json()) as { 'hydra:member': V2Article[] })['hydra:member'];
    const found = members.find((m) => m.title === title);
    expect(found).toBeDefined();
    expect(found!.bodyHtml).toMatch(
      /<img src="[^"]+" alt="[^"]*" class="image-full-width" data-image-id="\d+" \/>/,
    );
    expect(found!.bodyHtml).toContain(
      `<span class="mention" data-type="mention" data-kind="destination" data-id="${place['@id']}">@${place.name}</span>`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
