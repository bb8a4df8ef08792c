import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteConfirmation } from '../../../testing/dialogs.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { seedReference, sentTo } from '../testing/catalogue-records.ts';
import { KindListPage } from './kind-list-page.tsx';

const backend = realApiForFile({ reset: true });
let accommodations: ReturnType<typeof sentTo>;
let exports: URLSearchParams[];

// Aman Venice (a Hotel of vendor 1), Villa Rosa and Villa Aurora (Villas, the second of vendor 7,
// Aurora Estates), with ids 1, 2 and 3.
beforeEach(async () => {
  await seedReference(backend);
  await backend.patch('/api/vendors/7', { name: 'Aurora Estates' });
  for (const [name, type, vendor] of [
    ['Aman Venice', 1, 1],
    ['Villa Rosa', 2, 1],
    ['Villa Aurora', 2, 7],
  ] as const)
    await backend.post('/api/accommodations', {
      name,
      type: `/api/accommodation_types/${type}`,
      stars: 5,
      vendor: `/api/vendors/${vendor}`,
    });
  backend.requests.length = 0;
  accommodations = sentTo(backend, '/api/accommodations');
  exports = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/accommodations/export') exports.push(url.searchParams);
  });
});
afterEach(() => {
  backend.server.events.removeAllListeners();
});

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Accommodations' });
  return within(table);
};

describe('vendor kind list (accommodations)', () => {
  it('filters by the type of the menu entry (?type=) and names it in the title', async () => {
    renderAt('/admin/accommodations?type=2', <KindListPage kind={accommodationsKind} />);
    const table = await rows();
    expect(await table.findByText('Villa Rosa')).toBeTruthy();
    expect(table.queryByText('Aman Venice')).toBeNull();
    expect(accommodations.queries.at(-1)?.get('type')).toBe('2');
    expect(await screen.findByRole('heading', { name: /Accommodations\s*·\s*Villa/ })).toBeTruthy();
    // The type column names the type; the vendor links to its page.
    expect((await table.findAllByText('Villa')).length).toBe(2);
    expect(table.getByRole('link', { name: 'Aurora Estates' }).getAttribute('href')).toBe(
      '/admin/vendors/7/tabs/General',
    );
    expect(table.getByRole('link', { name: 'Villa Rosa' }).getAttribute('href')).toBe(
      '/admin/accommodations/2',
    );
  });

  it('searches and sorts through the URL, and exports what the filters select', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/accommodations', <KindListPage kind={accommodationsKind} />);
    const table = await rows();
    await table.findByText('Aman Venice');
    await user.type(screen.getByRole('searchbox', { name: 'Search accommodations' }), 'aurora');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/accommodations?search=aurora'));
    await waitFor(() => expect(table.queryByText('Aman Venice')).toBeNull());
    expect(table.getByText('Villa Aurora')).toBeTruthy();
    expect(accommodations.queries.at(-1)?.get('search')).toBe('aurora');

    await user.click(table.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(history.at(-1)).toContain('order%5Bname%5D=desc'));

    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Success')).toBeTruthy();
    expect(exports[0]?.get('search')).toBe('aurora');
    expect(exports[0]?.get('order[name]')).toBe('desc');
    expect(exports[0]?.has('page')).toBe(false);
    createUrl.mockRestore();
  });

  it('deletes a row after the confirmation of product.md §8', async () => {
    const user = userEvent.setup();
    renderAt('/admin/accommodations', <KindListPage kind={accommodationsKind} />);
    const table = await rows();
    await user.click(await table.findByRole('button', { name: 'Actions for Villa Rosa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await deleteConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(table.queryByText('Villa Rosa')).toBeNull());
    expect(accommodations.writes).toEqual([
      { method: 'DELETE', path: '/api/accommodations/2', body: {}, ifMatch: null },
    ]);
  });
});
