import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signIn, watchConsole } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

type Marker = { '@id': string; name: string; latitude: number; longitude: number };
const types = ['hotel', 'villa', 'spa', 'restaurant', 'activity', 'otherServices'] as const;
type VendorMap = Record<(typeof types)[number], Marker[]> & { shared_locations: Record<string, string[]> };

// The places the map should draw for the types shown: markers sharing a location count once.
const placeCount = (data: VendorMap, shown: readonly string[]) => {
  const placeOf = new Map<string, string>();
  for (const [key, iris] of Object.entries(data.shared_locations))
    for (const iri of iris) placeOf.set(iri, key);
  const keys = new Set(
    types
      .filter((t) => shown.includes(t))
      .flatMap((t) => data[t].map((m) => placeOf.get(m['@id']) ?? `${m.latitude} ${m.longitude}`)),
  );
  return keys.size;
};

const signedIn = async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors = watchConsole(page);
  // Nothing may come from another origin: the offline style has no tiles, glyphs or sprites.
  const external: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseUrl) && !/^(blob|data):/.test(url)) external.push(url);
  });
  await signIn(page, baseUrl, 'admin@demo.travel');
  await page.waitForURL(/\/admin\/vendors/);
  return { page, errors, external };
};

const mapOf = (page: Page) => page.getByTestId('vendor-map');

// The share of a screenshot's pixels within a few levels of an RGB colour, counted in the page
// (a 2D canvas decodes the PNG) so the test needs no image library.
const colourShare = (page: Page, png: Buffer, rgb: [number, number, number]) =>
  page.evaluate(
    async ({ data, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let hits = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (rgb.every((c, k) => Math.abs(pixels[i + k]! - c) <= 6)) hits++;
      }
      return hits / (pixels.length / 4);
    },
    { data: png.toString('base64'), rgb },
  );
const markersOf = (page: Page) => mapOf(page).locator('[data-marker]');

// Index of a marker of the given kind that is on top where it is drawn (at zoom 1 markers overlap),
// so a real click reaches it.
const clickableMarker = async (page: Page, kind: 'single' | 'group'): Promise<Locator> => {
  const index = await markersOf(page).evaluateAll(
    (els, wanted) =>
      els.findIndex((el) => {
        const isGroup = el.getAttribute('data-marker') === 'group';
        if (isGroup !== (wanted === 'group')) return false;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.width > 0 && hit !== null && el.contains(hit);
      }),
    kind,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return markersOf(page).nth(index);
};

describe('/admin/vendors/map as the super admin', () => {
  it('draws the markers on the offline maplibre map, switches a type off and on, opens a marker and pins it', async () => {
    const config = await api(baseUrl, 'GET', '/api/vendors/map-config');
    expect(config).toMatchObject({
      renderer: 'maplibre',
      mapboxToken: null,
      styleUrl: null,
      directions: false,
    });
    const data = (await api(baseUrl, 'GET', '/api/vendors/map')) as unknown as VendorMap;
    const all = placeCount(data, types);
    const withoutHotels = placeCount(
      data,
      types.filter((t) => t !== 'hotel'),
    );
    expect(data.hotel.length).toBeGreaterThan(0);
    expect(withoutHotels).toBeLessThan(all);
    expect(Object.keys(data.shared_locations).length).toBeGreaterThan(0);

    const { page, errors, external } = await signedIn();
    await page.getByRole('link', { name: 'Map View' }).click();
    await page.waitForURL(`${baseUrl}/admin/vendors/map`);
    await page.getByRole('heading', { level: 1, name: 'Vendor map' }).waitFor();
    // Drawn with WebGL by maplibre-gl (its canvas), not the no-WebGL fallback.
    await mapOf(page).locator('canvas.maplibregl-canvas').waitFor();
    expect(await page.getByText('WebGL is not available').count()).toBe(0);
    await expect.poll(() => markersOf(page).count()).toBe(all);
    expect(await mapOf(page).locator('[data-marker=group]').count()).toBeGreaterThan(0);

    // The offline basemap: land (countries and coastlines from Natural Earth) drawn on the sea,
    // from a file of this app. The world view is about a third land.
    await page.locator('[data-testid=vendor-map][data-basemap=drawn]').waitFor();
    const shot = await mapOf(page)
      .locator('canvas.maplibregl-canvas')
      .screenshot({
        path: process.env.E2E_SCREENSHOTS
          ? `${process.env.E2E_SCREENSHOTS}/vendor-map-basemap.png`
          : undefined,
      });
    expect(await colourShare(page, shot, [0xef, 0xe9, 0xdb])).toBeGreaterThan(0.1);
    expect(await colourShare(page, shot, [0xdb, 0xe9, 0xef])).toBeGreaterThan(0.1);

    // Hotels off, then on again.
    const hotels = page.getByRole('switch', { name: 'Hotels' });
    await hotels.click();
    expect(await hotels.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => markersOf(page).count()).toBe(withoutHotels);
    expect(await mapOf(page).locator('[data-marker=hotel]').count()).toBe(0);
    await hotels.click();
    await expect.poll(() => markersOf(page).count()).toBe(all);

    // Open a marker: its popup, with a link to its detail screen.
    const single = await clickableMarker(page, 'single');
    const label = (await single.getAttribute('aria-label'))!;
    const [typeName, ...rest] = label.split(': ');
    const name = rest.join(': ');
    await single.click();
    const popup = mapOf(page).locator('.maplibregl-popup').getByTestId('marker-popup');
    await popup.getByRole('heading', { name }).waitFor();
    expect(await popup.getByText(typeName!, { exact: true }).count()).toBe(1);
    const detail = await popup
      .getByRole('link', { name: `Open ${typeName!.toLowerCase()}` })
      .getAttribute('href');
    expect(detail).toMatch(/^\/admin\/(accommodations|spas|restaurants|activities|conciergeries)\/\d+$/);
    expect(await popup.getByTestId('drive-time').count()).toBe(1);
    expect(await popup.getByTestId('drive-time').textContent()).toBe('Drive time unavailable');

    // Pin it.
    await popup.getByRole('button', { name: 'Pin' }).click();
    await popup.getByRole('button', { name: 'Unpin' }).waitFor();
    expect(await single.getAttribute('data-pinned')).toBe('true');
    await page.getByRole('region', { name: 'Pinned marker' }).getByText(name).waitFor();

    // A shared location opens as a list; choosing a marker opens it and records the previous one.
    const group = await clickableMarker(page, 'group');
    await group.click();
    const list = mapOf(page).getByTestId('group-popup');
    await list.waitFor();
    const choices = list.getByRole('button');
    expect(await choices.count()).toBeGreaterThan(1);
    await choices.nth(1).click();
    await popup.waitFor();
    expect(
      await page.getByRole('region', { name: 'Recently opened' }).getByRole('button').first().textContent(),
    ).toContain(name);
    // Directions are not configured for the browser tests: unavailable, and never asked for.
    expect(await popup.getByTestId('drive-time').textContent()).toBe('Drive time unavailable');

    // The popup view of a marker, without the map.
    await page.goto(
      `${baseUrl}/admin/vendors/map/popup?marker=${encodeURIComponent(data.restaurant[0]!['@id'])}`,
    );
    await page.getByTestId('marker-popup').getByRole('heading', { name: data.restaurant[0]!.name }).waitFor();
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.close();
  });

  it('/map/pin?marker= pins that marker and opens the map on it', async () => {
    const data = (await api(baseUrl, 'GET', '/api/vendors/map')) as unknown as VendorMap;
    const spa = data.spa[0]!;
    const { page, errors, external } = await signedIn();
    await page.goto(`${baseUrl}/admin/vendors/map/pin?marker=${encodeURIComponent(spa['@id'])}`);
    await page.getByRole('heading', { level: 1, name: 'Pinned marker' }).waitFor();
    const popup = mapOf(page).locator('.maplibregl-popup').getByTestId('marker-popup');
    await popup.getByRole('heading', { name: spa.name }).waitFor();
    await popup.getByRole('button', { name: 'Unpin' }).waitFor();
    await page.getByText(`Centred on ${spa.name}.`).waitFor();
    expect(await mapOf(page).locator('[data-pinned=true]').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.close();
  });
});
