import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { transfersItem } from '../items/provider-items.ts';
import { seedReference, sentTo } from '../testing/catalogue-records.ts';
import { ItemListPage } from './item-list-page.tsx';

const backend = realApiForFile();
let transfers: ReturnType<typeof sentTo>;

// Two providers (Venice Water Taxi Elite, Tuscany Drivers) with one airport transfer each, to
// Venice (destination 2) and Florence (3), at 180.
beforeAll(async () => {
  await seedReference(backend);
  for (const [name, destination] of [
    ['Venice Water Taxi Elite', 2],
    ['Tuscany Drivers', 3],
  ] as const) {
    const provider = await backend.post('/api/transportation_providers', { name, vendor: '/api/vendors/1' });
    await backend.post('/api/transfers', {
      name: destination === 2 ? 'Marco Polo airport to hotel' : 'Florence station pick-up',
      transportationProvider: provider['@id'],
      destination: `/api/destinations/${destination}`,
      type: '/api/transfer_types/1',
      price: '180.00',
    });
  }
});
beforeEach(() => {
  backend.requests.length = 0;
  transfers = sentTo(backend, '/api/transfers');
});

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
