import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Image = { '@id': string; id: number; name: string; tags: string[] };

// A 2×2 PNG, drawn in the page as the file dropped.
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

describe('/admin/media/gallery as the content manager', () => {
  it('uploads an image by drop and tags it in the details drawer', async () => {
    const tagName = `E2E Docks ${Date.now()}`;
    const tag = (await api(baseUrl, 'POST', '/api/image_tags', { name: tagName })) as unknown as {
      '@id': string;
    };
    const { page, errors } = await signedInPage(browser, baseUrl, 'content@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/media/gallery`);
    await page.getByRole('heading', { name: 'Media gallery' }).waitFor();

    const name = `E2E dock ${Date.now()}`;
    const dataTransfer = await page.evaluateHandle(
      ({ b64, fileName }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], `${fileName}.png`, { type: 'image/png' }));
        return dt;
      },
      { b64: pngBase64, fileName: name },
    );
    await page.dispatchEvent('section[aria-label="Media gallery"]', 'dragover', { dataTransfer });
    await page.dispatchEvent('section[aria-label="Media gallery"]', 'drop', { dataTransfer });
    await page.getByText(`${name}.png: uploaded`).waitFor();

    await page.getByRole('list', { name: 'Images' }).getByRole('button', { name }).click();
    const drawer = page.getByRole('dialog', { name });
    await drawer.getByText('Not used anywhere.').waitFor();
    const tags = drawer.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tagName);
    await tags.press('Enter');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully.').first().waitFor();

    const found = (await api(
      baseUrl,
      'GET',
      `/api/image_srcs?search=${encodeURIComponent(name)}`,
    )) as unknown as Collection<Image>;
    expect(found['hydra:member'].map((m) => m.name)).toEqual([name]);
    expect(found['hydra:member'][0]!.tags).toEqual([tag['@id']]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
