import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile(process.env.SEARCH_SHOTS);

type Item = { '@id': string; id: number };

// Issue 28, browser tests: the header's search lands on the grouped results and opens the hit; an
// advanced search with two filters changes the facet counts and survives a reload of its URL.
describe('search everywhere', () => {
  it('finds a hotel by the name typed in the header and opens it', async () => {
    const vendor = (await api(baseUrl, 'POST', '/api/vendors', { name: 'Hôtel Zirconia Palace' })) as Item;
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin/);
    const box = page.getByRole('search', { name: 'Site search' });
    await box.getByLabel('Search By').selectOption('name');
    await box.getByRole('textbox', { name: 'Search' }).fill('zirconia pal');
    await box.getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.waitForURL(/\/admin\/search\?category=name&query=zirconia\+pal/);
    // The box is cleared after the submit.
    expect(await box.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('');
    const group = page.getByRole('region', { name: /Vendors/ });
    await group.waitFor();
    await expect.poll(() => group.getByTestId('group-count').textContent()).toBe('1');
    const hit = group.getByRole('link', { name: /Hôtel Zirconia Palace/ });
    expect(await hit.locator('mark').first().textContent()).toBe('Zirconia');
    // Keyboard: the arrow key focuses the first hit, Enter opens it.
    await page.getByText(/\d+ results?/).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/vendors/${vendor.id}`));
    expect(errors).toEqual([]);
  });

  it('an advanced search with two filters changes the facet counts and survives a reload', async () => {
    const country = (await api(baseUrl, 'POST', '/api/destinations', { name: 'Quellandia' })) as Item;
    const city = (await api(baseUrl, 'POST', '/api/destinations', {
      name: 'Quellport',
      parent: country['@id'],
    })) as Item;
    for (const name of ['Quell Harbour Suites', 'Quell Lighthouse Inn']) {
      const vendor = (await api(baseUrl, 'POST', '/api/vendors', { name })) as Item;
      const location = (await api(baseUrl, 'POST', '/api/vendor_locations', {
        vendor: vendor['@id'],
        city: 'Quellport',
        destination: city['@id'],
      })) as Item;
      if (name.includes('Suites'))
        await api(baseUrl, 'POST', '/api/accommodations', {
          vendor: vendor['@id'],
          name,
          location: location['@id'],
        });
    }
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin/);
    await page.goto(`${baseUrl}/admin/advanced-search?f.destination=${country.id}`);
    const total = page.getByTestId('advanced-total');
    // The country and its city, two vendors and the accommodation lie under the country.
    await expect.poll(() => total.textContent()).toBe('5 results');
    const kindCount = page.getByTestId('facet-vendorKind-accommodations');
    await expect.poll(() => kindCount.textContent()).toBe('2');
    await page
      .getByRole('group', { name: 'Vendor kind' })
      .getByRole('checkbox', { name: /^Accommodations/ })
      .check();
    await page.waitForURL(/f\.vendorKind=accommodations/);
    // With the second filter: the vendor with accommodations and its accommodation.
    await expect.poll(() => total.textContent()).toBe('2 results');
    await expect.poll(() => page.getByTestId(`facet-destination-${country.id}`).textContent()).toBe('2');
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect.poll(() => total.textContent()).toBe('2 results');
    expect(
      await page
        .getByRole('group', { name: 'Vendor kind' })
        .getByRole('checkbox', { name: /^Accommodations/ })
        .isChecked(),
    ).toBe(true);
    // Each hit names its kind as the Kinds list does.
    const results = page.getByRole('main');
    await expect
      .poll(() => results.getByRole('link', { name: /^Quell Harbour Suites\s*Accommodations/ }).count())
      .toBe(1);
    expect(await results.getByRole('link', { name: /^Quell Harbour Suites\s*Vendors/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('Ctrl+K jumps to a record by name; /admin/results pages one search and changes its page size', async () => {
    const suffix = Date.now().toString(36);
    const names = Array.from(
      { length: 12 },
      (_, i) => `Vellichor Lodge ${suffix} ${String(i + 1).padStart(2, '0')}`,
    );
    const created = [] as Item[];
    for (const name of names) created.push((await api(baseUrl, 'POST', '/api/vendors', { name })) as Item);
    const { page, errors } = await signedInPage(browser, baseUrl, 'admin@demo.travel', /\/admin/);

    // The shortcut's listener comes with the header's lazy part: press until the palette opens.
    const palette = page.getByRole('dialog', { name: 'Go to a record' });
    await page.getByRole('search', { name: 'Site search' }).waitFor();
    await expect
      .poll(async () => {
        if ((await palette.count()) === 0) await page.keyboard.press('Control+k');
        return palette.count();
      })
      .toBe(1);
    await palette.getByRole('textbox', { name: 'Record name' }).fill(`Vellichor Lodge ${suffix} 07`);
    await palette.getByRole('button', { name: new RegExp(`Vellichor Lodge ${suffix} 07`) }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/vendors/${created[6]!.id}(/|$)`));
    expect(await palette.count()).toBe(0);

    await page.goto(
      `${baseUrl}/admin/results?q=${encodeURIComponent(`vellichor ${suffix}`)}&kinds=vendors&size=10`,
    );
    const table = page.getByRole('table');
    await table.waitFor();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect.poll(() => pages.textContent()).toContain('12 results');
    const rowsNow = () => table.locator('tbody tr').count();
    expect(await rowsNow()).toBe(10);
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(rowsNow).toBe(2);
    await pages.getByRole('combobox').selectOption('20');
    await page.waitForURL(/size=20/);
    await expect.poll(rowsNow).toBe(12);
    // Each row opens its record.
    expect(await table.getByRole('link', { name: names[0]! }).getAttribute('href')).toBe(
      `/admin/vendors/${created[0]!.id}`,
    );
    expect(errors).toEqual([]);
  });
});
