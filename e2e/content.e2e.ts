import { describe, expect, inject, it } from 'vitest';
import { browserForFile, signedInPage } from './browser.ts';

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
});
