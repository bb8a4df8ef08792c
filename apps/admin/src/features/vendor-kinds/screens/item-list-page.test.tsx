import {
  getCreateTransferMockHandler,
  getGetTransportationProviderMockHandler,
  getListTransfersMockHandler,
  getListTransportationProvidersMockHandler,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../../testing/msw-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { transfersItem } from '../items/provider-items.ts';
import { createCollection } from '../testing/catalogue-mock.ts';
import { itemRecord, kindRecord } from '../testing/fixtures.ts';
import { referenceHandlers } from '../testing/reference-mocks.ts';
import { ItemListPage } from './item-list-page.tsx';

let mock: Awaited<ReturnType<typeof startMockApi>>;
let transfers: ReturnType<typeof createCollection>;

const provider = (id: number, name: string) =>
  kindRecord('transportation_providers', 'TransportationProvider', id, name, { transfers: [] });
const transfer = (id: number, name: string, providerId: number, destination: number) =>
  itemRecord('transfers', 'Transfer', id, name, {
    transportationProvider: `/api/transportation_providers/${providerId}`,
    destination: `/api/destinations/${destination}`,
    type: '/api/transfer_types/1',
    carType: null,
    price: '180.00',
  });

beforeAll(async () => {
  mock = await startMockApi();
});
beforeEach(() => {
  transfers = createCollection('/api/transfers', 'Transfer', [
    transfer(1, 'Marco Polo airport to hotel', 1, 2),
    transfer(2, 'Florence station pick-up', 2, 3),
  ]);
  const providers = createCollection('/api/transportation_providers', 'TransportationProvider', [
    provider(1, 'Venice Water Taxi Elite'),
    provider(2, 'Tuscany Drivers'),
  ]);
  mock.server.use(
    ...referenceHandlers(),
    ...(transfers.handlers({
      list: getListTransfersMockHandler,
      create: getCreateTransferMockHandler,
    }) as never[]),
    ...(providers.handlers({
      list: getListTransportationProvidersMockHandler,
      get: getGetTransportationProviderMockHandler,
    }) as never[]),
  );
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

describe('admin transfers list', () => {
  it('lists every provider’s transfers and filters by destination through the URL', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/transfers', <ItemListPage item={transfersItem} />);
    const table = within(await screen.findByRole('table', { name: 'Transfers' }));
    expect(await table.findByText('Marco Polo airport to hotel')).toBeTruthy();
    expect(await table.findByRole('link', { name: 'Tuscany Drivers' })).toBeTruthy();
    expect(table.getAllByText('Airport transfer').length).toBe(2);
    expect(table.getAllByText('$180').length).toBe(2);

    await user.click(screen.getByRole('combobox', { name: 'Destination filter' }));
    await user.click(await screen.findByRole('button', { name: 'Expand Italy' }));
    await user.click(screen.getByRole('treeitem', { name: 'Florence' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/transfers?destination.id=3'));
    await waitFor(() => expect(table.queryByText('Marco Polo airport to hotel')).toBeNull());
    expect(table.getByText('Florence station pick-up')).toBeTruthy();
    expect(transfers.queries.at(-1)?.get('destination.id')).toBe('3');
  });

  it('asks for the provider when a transfer is created from the admin list (product.md §6)', async () => {
    const user = userEvent.setup();
    renderAt('/admin/transfers', <ItemListPage item={transfersItem} />);
    await user.click(await screen.findByRole('button', { name: 'New transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New transfer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lagoon sunset ride');
    await user.click(within(dialog).getByRole('button', { name: 'Add transfer' }));
    expect(await within(dialog).findByText('Please input value')).toBeTruthy();
    expect(transfers.writes).toEqual([]);

    await user.type(within(dialog).getByRole('combobox', { name: 'Transportation provider' }), 'venice');
    await user.click(await screen.findByRole('option', { name: 'Venice Water Taxi Elite' }));
    await user.type(within(dialog).getByLabelText('Maximum passengers'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transfers.writes[0]?.body).toMatchObject({
      name: 'Lagoon sunset ride',
      transportationProvider: '/api/transportation_providers/1',
      maxPassengers: 6,
      destination: null,
      price: null,
    });
  });
});
