import {
  getCreateSpaTreatmentMockHandler,
  getGetSpaMockHandler,
  getListSpaTreatmentsMockHandler,
  getListVendorLocationsMockHandler,
  getUpdateSpaMockHandler,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../../testing/msw-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { spasKind } from '../kinds/venues.kind.ts';
import { collection, createCollection } from '../testing/catalogue-mock.ts';
import { kindRecord } from '../testing/fixtures.ts';
import { referenceHandlers } from '../testing/reference-mocks.ts';
import { KindDetailPage } from './kind-detail-page.tsx';

let mock: Awaited<ReturnType<typeof startMockApi>>;
let spas: ReturnType<typeof createCollection>;
let treatments: ReturnType<typeof createCollection>;

const location = (id: number, city: string) => ({
  '@id': `/api/vendor_locations/${id}`,
  '@type': 'VendorLocation',
  id,
  address: `${id} Calle Larga`,
  city,
  country: 'Italy',
  latitude: '45.43',
  longitude: '12.33',
  destination: '/api/destinations/2',
  vendor: '/api/vendors/1',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
});

beforeAll(async () => {
  mock = await startMockApi();
});
beforeEach(() => {
  spas = createCollection('/api/spas', 'Spa', [
    kindRecord('spas', 'Spa', 5, 'Aman Spa', { numberOfTreatmentRooms: 4, modalities: [], treatments: [] }),
  ]);
  treatments = createCollection('/api/spa_treatments', 'SpaTreatment');
  mock.server.use(
    ...referenceHandlers(),
    ...(spas.handlers({ get: getGetSpaMockHandler, update: getUpdateSpaMockHandler }) as never[]),
    ...(treatments.handlers({
      list: getListSpaTreatmentsMockHandler,
      create: getCreateSpaTreatmentMockHandler,
    }) as never[]),
    getListVendorLocationsMockHandler(
      collection('/api/vendor_locations', [location(8, 'Venice'), location(9, 'Burano')]) as never,
    ),
  );
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

describe('vendor kind page (a spa)', () => {
  it('saves the general form with If-Match and reports a stale version', async () => {
    const user = userEvent.setup();
    renderAt('/admin/spas/5', <KindDetailPage kind={spasKind} id={5} />);
    const form = await screen.findByRole('form', { name: 'Edit spa' });
    expect(screen.getByRole('heading', { name: 'Aman Spa' })).toBeTruthy();
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Aman Spa & Hammam');
    await user.click(within(form).getByLabelText('Hammam'));
    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'aman.example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please enter a link starting with http:// or https://'),
    ).toBeTruthy();
    expect(spas.writes).toEqual([]);

    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'https://aman.example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(spas.writes[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/spas/5',
      ifMatch: '"1"',
      body: {
        name: 'Aman Spa & Hammam',
        website: 'https://aman.example',
        description: null,
        numberOfTreatmentRooms: 4,
        modalities: ['/api/spa_modalities/2'],
        vendor: '/api/vendors/1',
      },
    });

    // Someone else saves in between: the next save is refused with the API's message.
    spas.rows[0]!.name = 'Changed elsewhere';
    await (async () => {
      const res = await fetch('http://localhost:3000/api/spas/5', {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
    })();
    await user.type(within(form).getByLabelText('Name'), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The record was changed by someone else. Reload it and try again.');
  });

  it('adds a treatment with its type and duration from the treatments tab', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/spas/5', <KindDetailPage kind={spasKind} id={5} />);
    await user.click(await screen.findByRole('tab', { name: 'Treatments' }));
    expect(history.at(-1)).toBe('/admin/spas/5?tab=treatments');
    expect(await screen.findByText('No treatments yet')).toBeTruthy();
    expect(treatments.queries.at(-1)?.get('spa.id')).toBe('5');

    await user.click(screen.getByRole('button', { name: 'Add treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New treatment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add treatment' }));
    expect((await within(dialog).findAllByText('Please input value')).length).toBe(3);

    await user.type(within(dialog).getByLabelText('Name'), 'Venetian ritual');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Massage' }));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '90');
    await user.type(within(dialog).getByLabelText('Price'), '320');
    await user.click(within(dialog).getByRole('button', { name: 'Add treatment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(treatments.writes[0]?.body).toEqual({
      name: 'Venetian ritual',
      type: 'massage',
      duration: 90,
      price: '320',
      description: null,
      spa: '/api/spas/5',
    });
    const table = screen.getByRole('table', { name: 'Treatments' });
    expect(await within(table).findByText('Venetian ritual')).toBeTruthy();
    expect(within(table).getByText('Massage')).toBeTruthy();
    expect(within(table).getByText('90 min')).toBeTruthy();
  });

  it('sets the location among the vendor locations', async () => {
    const user = userEvent.setup();
    renderAt('/admin/spas/5?tab=location', <KindDetailPage kind={spasKind} id={5} />);
    const form = await screen.findByRole('form', { name: 'Location' });
    await user.click(await within(form).findByLabelText(/9 Calle Larga, Burano, Italy/));
    await user.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(spas.writes[0]).toMatchObject({ body: { location: '/api/vendor_locations/9' }, ifMatch: '"1"' });
    // The destination of each address, from the destination tree.
    expect(within(form).getAllByText(/^Venice · 45.43, 12.33$/).length).toBe(2);
  });
});
