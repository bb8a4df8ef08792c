import {
  getDeleteAccommodationMockHandler,
  getExportAccommodationsMockHandler,
  getListAccommodationsMockHandler,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockApi } from '../../../testing/msw-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { createCollection } from '../testing/catalogue-mock.ts';
import { kindRecord } from '../testing/fixtures.ts';
import { referenceHandlers } from '../testing/reference-mocks.ts';
import { KindListPage } from './kind-list-page.tsx';

let mock: Awaited<ReturnType<typeof startMockApi>>;
let accommodations: ReturnType<typeof createCollection>;
let exports: URLSearchParams[];

const accommodation = (id: number, name: string, type: number, extra = {}) =>
  kindRecord('accommodations', 'Accommodation', id, name, {
    type: `/api/accommodation_types/${type}`,
    stars: 5,
    rooms: [],
    ...extra,
  });

beforeAll(async () => {
  mock = await startMockApi();
});
beforeEach(() => {
  exports = [];
  accommodations = createCollection('/api/accommodations', 'Accommodation', [
    accommodation(1, 'Aman Venice', 1),
    accommodation(2, 'Villa Rosa', 2),
    accommodation(3, 'Villa Aurora', 2, {
      vendor: { ...accommodation(3, '', 2).vendor, id: 7, name: 'Aurora Estates', '@id': '/api/vendors/7' },
    }),
  ]);
  mock.server.use(
    ...referenceHandlers(),
    ...(accommodations.handlers({
      list: getListAccommodationsMockHandler,
      remove: getDeleteAccommodationMockHandler,
    }) as never[]),
    getExportAccommodationsMockHandler(({ request }) => {
      exports.push(new URL(request.url).searchParams);
      return new Blob(['xlsx']);
    }),
  );
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

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
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(
      within(dialog).getByText('Do you really want to delete this record? This process cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(table.queryByText('Villa Rosa')).toBeNull());
    expect(accommodations.writes).toEqual([
      { method: 'DELETE', path: '/api/accommodations/2', body: {}, ifMatch: null },
    ]);
  });
});
