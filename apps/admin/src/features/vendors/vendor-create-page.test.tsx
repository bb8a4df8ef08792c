import { http, unprocessable } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { apiBase } from '../../testing/real-api.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { VendorCreatePage } from './vendor-create-page.tsx';

const backend = realApiForFile();
const api = vendorRecords(backend);
beforeEach(() => {
  backend.requests.length = 0;
});

const form = () => screen.getByRole('form', { name: 'New vendor' });

describe('new vendor', () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/admin/vendors/new', <VendorCreatePage />);
    // The name field has the focus, ready to type.
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Latitude'), '45');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await within(form()).findByText('Please input value')).toBeTruthy();
    expect(within(form()).getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(within(form()).getByText('Enter both latitude and longitude')).toBeTruthy();
    await user.type(screen.getByLabelText('Latitude'), '1');
    await user.type(screen.getByLabelText('Longitude'), '7');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await within(form()).findByText('Latitude: a number between -90 and 90')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('maxlength')).toBe('255');
    expect(api.writes('POST', /\/api\//)).toHaveLength(0);
  });

  it('creates the vendor with POST /api/vendors.json, then its first location, and opens its General tab', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/vendors/new', <VendorCreatePage />);
    await user.type(screen.getByLabelText('Name'), '  Villa Ephrussi  ');
    await user.click(screen.getByLabelText('Group'));
    const group = await api.group(2);
    await user.click(await screen.findByRole('option', { name: group.name }));
    await user.type(screen.getByLabelText('E-mail'), 'events@ephrussi.example');
    await user.type(screen.getByLabelText('Website'), 'ephrussi.example');
    await user.type(screen.getByLabelText('Address'), '1 avenue Ephrussi de Rothschild');
    await user.type(screen.getByLabelText('City'), 'Saint-Jean-Cap-Ferrat');
    await user.type(screen.getByLabelText('Country'), 'France');
    await user.type(screen.getByLabelText('Latitude'), '43,6961');
    await user.type(screen.getByLabelText('Longitude'), '7.3293');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));

    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/vendors\/\d+\/tabs\/General$/));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    const [created] = api.writes('POST', '/api/vendors.json');
    expect(created!.body).toEqual({
      name: 'Villa Ephrussi',
      status: 'active',
      group: group['@id'],
      email: 'events@ephrussi.example',
      phone: null,
      website: 'https://ephrussi.example',
      description: null,
    });
    const vendor = (await api.vendorNamed('Villa Ephrussi'))!;
    expect(history.at(-1)).toBe(`/admin/vendors/${vendor.id}/tabs/General`);
    expect(api.writes('POST', '/api/vendor_locations').map((w) => w.body)).toEqual([
      {
        vendor: vendor['@id'],
        address: '1 avenue Ephrussi de Rothschild',
        city: 'Saint-Jean-Cap-Ferrat',
        country: 'France',
        destination: null,
        latitude: '43.6961',
        longitude: '7.3293',
      },
    ]);
  });

  it('sends no location when none was given and shows the API violations on their fields', async () => {
    const user = userEvent.setup();
    // A refusal of the API's (the names it refuses are its own business).
    backend.server.use(
      http.post(
        `${apiBase}/api/vendors.json`,
        () =>
          unprocessable([{ propertyPath: 'name', message: 'This name is already used by another vendor.' }]),
        { once: true },
      ),
    );
    const { history } = renderAt('/admin/vendors/new', <VendorCreatePage />);
    await user.type(screen.getByLabelText('Name'), 'Le Taken');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await within(form()).findByText('This name is already used by another vendor.')).toBeTruthy();
    expect(history.at(-1)).toBe('/admin/vendors/new');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Le Libre');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/\/tabs\/General$/));
    expect(api.writes('POST', '/api/vendor_locations')).toHaveLength(0);
  });
});
