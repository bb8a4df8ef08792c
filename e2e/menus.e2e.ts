import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = '/tmp/shots-menus';
const browser = browserForFile(shots);

type Node = { label: string; children: Node[] };
type V2Menu = { id: number; name: string; code: string | null; items: Node[] };

// The public read of a menu, anonymous, as labels: "A", or { A: [children] }.
const publicTree = async (id: number) => {
  const res = await fetch(`${baseUrl}/api/v2/menus/${id}`);
  expect(res.status).toBe(200);
  const show = (nodes: Node[]): unknown[] =>
    nodes.map((n) => (n.children.length ? { [n.label]: show(n.children) } : n.label));
  return show(((await res.json()) as V2Menu).items);
};

// The rows of the drag tree in reading order, each prefixed with one dash per level.
const rows = async (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((lis) =>
      lis.map(
        (li) =>
          `${'-'.repeat(Number((li as HTMLElement).dataset.depth))}${li.querySelector('.font-medium')?.textContent}`,
      ),
    );

// A real pointer drag: press on the handle, move in steps (dnd-kit starts after 4 px), release.
const drag = async (page: Page, handle: Locator, to: { dx: number; dy: number }) => {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 2, y + 2, { steps: 2 });
  await page.mouse.move(x + to.dx, y + to.dy, { steps: 15 });
  await page.mouse.up();
};

const moved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/api\/menu_items\/\d+$/.test(r.url()) && r.status() === 200,
  );

// Issue 27 "Browser tests": reorder a menu by dragging, as the marketing director (§6: menus).
describe('menus', () => {
  it('as marketing director reorders a seeded menu by dragging; the order stays after a reload and in /api/v2/menus/{id}', async () => {
    const found = (await (await fetch(`${baseUrl}/api/v2/menus?code=footer`)).json()) as {
      'hydra:member': V2Menu[];
    };
    const footer = found['hydra:member'][0]!;
    expect(await publicTree(footer.id)).toEqual([
      'Contact',
      'Privacy Policy',
      'Terms of Travel',
      'Press Room',
    ]);

    const { page, errors } = await signedInPage(browser, baseUrl, 'marketing@demo.travel', /\/admin\//);
    await page.goto(`${baseUrl}/admin/cms/menus`);
    await page.getByRole('table', { name: 'Menus' }).getByRole('link', { name: 'Footer' }).click();
    await page.waitForURL(`${baseUrl}/admin/cms/menus/${footer.id}`);
    await page.getByRole('heading', { level: 1, name: 'Footer' }).waitFor();
    // The menu's name in the breadcrumb and the tab title.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Footer').waitFor();
    const list = page.getByRole('list', { name: 'Footer items' });
    await list.waitFor();
    expect(await rows(list)).toEqual(['Contact', 'Privacy Policy', 'Terms of Travel', 'Press Room']);
    await page.screenshot({ path: `${shots}/footer-before.png` });

    // "Press Room" dragged up over "Contact": first.
    const handle = (label: string) => page.getByRole('button', { name: `Drag ${label}`, exact: true });
    const contact = (await handle('Contact').boundingBox())!;
    const press = (await handle('Press Room').boundingBox())!;
    let saved = moved(page);
    await drag(page, handle('Press Room'), { dx: 0, dy: contact.y - press.y });
    await saved;
    await expect
      .poll(() => rows(list))
      .toEqual(['Press Room', 'Contact', 'Privacy Policy', 'Terms of Travel']);

    // "Terms of Travel" dragged one level to the right: under "Privacy Policy".
    await expect.poll(() => handle('Terms of Travel').isEnabled()).toBe(true);
    saved = moved(page);
    await drag(page, handle('Terms of Travel'), { dx: 48, dy: 0 });
    await saved;
    await expect
      .poll(() => rows(list))
      .toEqual(['Press Room', 'Contact', 'Privacy Policy', '-Terms of Travel']);
    await page.screenshot({ path: `${shots}/footer-after.png` });

    await page.reload();
    const again = page.getByRole('list', { name: 'Footer items' });
    await again.waitFor();
    expect(await rows(again)).toEqual(['Press Room', 'Contact', 'Privacy Policy', '-Terms of Travel']);
    expect(await publicTree(footer.id)).toEqual([
      'Press Room',
      'Contact',
      { 'Privacy Policy': ['Terms of Travel'] },
    ]);

    // At 390 px the tree and its buttons still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await again.waitFor();
    await page.screenshot({ path: `${shots}/footer-narrow.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('as content manager opens the menus at /admin/menus: list, an empty menu, 390 px wide; the page blocks of a seeded page', async () => {
    const content = 'content@demo.travel';
    const empty = (await api(
      baseUrl,
      'POST',
      '/api/menus',
      { name: `Landing ${Date.now().toString(36)}` },
      content,
    )) as { id: number; name: string };
    const { page, errors } = await signedInPage(browser, baseUrl, content, /\/admin\//);
    await page.goto(`${baseUrl}/admin/menus`);
    const table = page.getByRole('table', { name: 'Menus' });
    await table.getByRole('link', { name: 'Header' }).waitFor();
    await page.screenshot({ path: `${shots}/list.png` });
    await page.goto(`${baseUrl}/admin/menus/${empty.id}`);
    await page.getByText('This menu has no item yet. Add its first item.').waitFor();
    await page.screenshot({ path: `${shots}/empty.png` });
    await page.goto(`${baseUrl}/admin/menus`);
    await page.getByRole('link', { name: 'Header' }).click();
    const header = page.getByRole('list', { name: 'Header items' });
    await header.waitFor();
    expect((await rows(header)).slice(0, 3)).toEqual(['About', '-Our Story', '-Careers']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/header-narrow.png`, fullPage: true });

    // The page record screen lists the page's blocks (seeded pages have some).
    await page.setViewportSize({ width: 1400, height: 900 });
    const pages = (await api(baseUrl, 'GET', '/api/pages?title=About%20Us', undefined, content)) as {
      'hydra:member': { id: number; title: string }[];
    };
    const about = pages['hydra:member'].find((p) => p.title === 'About Us')!;
    const marketing = await signedInPage(browser, baseUrl, 'marketing@demo.travel', /\/admin\//);
    await marketing.page.goto(`${baseUrl}/admin/cms/pages/${about.id}`);
    const blocks = marketing.page.getByRole('region', { name: 'Blocks' });
    await blocks.getByRole('list', { name: 'Page blocks' }).waitFor();
    await blocks.scrollIntoViewIfNeeded();
    await marketing.page.screenshot({ path: `${shots}/page-blocks.png` });
    expect([...errors, ...marketing.errors]).toEqual([]);
    await marketing.page.close();
    await page.close();
  });
});
