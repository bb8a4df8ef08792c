import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { deleteConfirmation } from '../../testing/dialogs.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { VendorPage } from './vendor-page.tsx';

const backend = realApiForFile({ reset: true });
const api = vendorRecords(backend);

// Vendor 1 is active and in a group (real-api-seed.ts).
const vendor = async (id = 1) => (await api.vendor(id))!;
const open = (tab: 'General' | 'Details', id = 1) =>
  renderAt(`/admin/vendors/${id}/tabs/${tab}`, <VendorPage params={{ id: String(id) }} />);
const generalForm = () => screen.findByRole('form', { name: 'Vendor' });

describe('vendor page', () => {
  it('shows the vendor with its status, group and services, and switches tabs by route', async () => {
    const user = userEvent.setup();
    const hotel = await api.addPlace('accommodations', 1, 'Villa Cimbrone');
    await api.addPlace('spas', 1, 'Cimbrone Spa');
    await api.addPlace('spas', 1, 'Cimbrone Garden Spa');
    const { history } = open('General');
    const header = (await screen.findByRole('heading', { level: 1, name: (await vendor()).name })).closest(
      'header',
    )!;
    expect(within(header).getByText('Active')).toBeTruthy();
    const group = await backend.get<{ name: string }>(String((await vendor()).group));
    await within(header).findByText(group.name);
    const services = screen.getByRole('list', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Accommodation' }).getAttribute('href')).toBe(
      `/admin/accommodations/${hotel.split('/').pop()}`,
    );
    expect(within(services).getByText('Spas (2)')).toBeTruthy();

    const tabs = screen.getByRole('navigation', { name: 'Vendor sections' });
    expect(within(tabs).getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(tabs).getByRole('link', { name: 'Details' }));
    expect(history.at(-1)).toBe('/admin/vendors/1/tabs/Details');
    expect(await screen.findByRole('region', { name: 'Contacts' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('form', { name: 'Vendor' })).toBeNull();
  });

  it('shows the 404 page for an unknown vendor', async () => {
    open('General', 999);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });

  it('saves the General form with PATCH and the If-Match of the loaded version', async () => {
    const user = userEvent.setup();
    open('General');
    const form = await generalForm();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Palazzo Avino');
    await user.clear(within(form).getByLabelText('Phone'));
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await user.click(save);

    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const [patch] = api.writes('PATCH', '/api/vendors/1');
    expect(patch!.ifMatch).toBe('"1"');
    // The status is changed in the header (issue 10 #18), never sent by the form.
    expect(patch!.body).toMatchObject({ name: 'Palazzo Avino', phone: null });
    expect(patch!.body).not.toHaveProperty('status');
    expect((await vendor()).name).toBe('Palazzo Avino');
    // The header follows the saved vendor; the next save sends the new version.
    expect(await screen.findByRole('heading', { level: 1, name: 'Palazzo Avino' })).toBeTruthy();
    await user.type(within(form).getByLabelText('Description'), 'Cliffside palazzo.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes('PATCH', '/api/vendors/1')).toHaveLength(2));
    expect(api.writes('PATCH', '/api/vendors/1')[1]!.ifMatch).toBe('"2"');
  });

  it('refuses to overwrite a change made by someone else (412) and reloads the latest version', async () => {
    const user = userEvent.setup();
    open('General');
    const form = await generalForm();
    // Someone else renames the vendor after the form was filled.
    await backend.patch('/api/vendors/1', { name: 'Renamed elsewhere' });
    await user.type(within(form).getByLabelText('Phone'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect((await vendor()).name).toBe('Renamed elsewhere');

    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Renamed elsewhere'),
    );
    await user.type(within(form).getByLabelText('Phone'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(api.writes('PATCH', '/api/vendors/1').map((w) => w.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('adds, edits and deletes locations', async () => {
    const user = userEvent.setup();
    await api.addLocation(1, {
      address: 'Via San Giacomo 48',
      city: 'Ravello',
      country: 'Italy',
      latitude: '40.6491000',
      longitude: '14.6117000',
    });
    open('General');
    const locations = await screen.findByRole('list', { name: 'Locations' });
    expect(within(locations).getByText('Via San Giacomo 48, Ravello, Italy')).toBeTruthy();
    // numeric(10,7) padding is not shown.
    expect(within(locations).getByText(/40\.6491, 14\.6117/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    let dialog = await screen.findByRole('dialog', { name: 'New location' });
    await user.type(within(dialog).getByLabelText('City'), 'Positano');
    await user.type(within(dialog).getByLabelText('Latitude'), '40.628');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter both latitude and longitude')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Longitude'), '14.485');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(locations).findByText('Positano')).toBeTruthy();
    expect(api.writes('POST', '/api/vendor_locations')[0]!.body).toEqual({
      vendor: '/api/vendors/1',
      address: null,
      city: 'Positano',
      country: null,
      destination: null,
      latitude: '40.628',
      longitude: '14.485',
    });

    await user.click(
      within(locations).getByRole('button', { name: 'Edit Via San Giacomo 48, Ravello, Italy' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    const latitude = await within(dialog).findByLabelText('Latitude');
    expect((latitude as HTMLInputElement).value).toBe('40.6491');
    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), 'Piazza Duomo 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(locations).findByText('Piazza Duomo 1, Ravello, Italy')).toBeTruthy();
    const [edit] = api.writes('PATCH', /^\/api\/vendor_locations\/\d+$/);
    expect(edit!.ifMatch).toBe('"1"');
    expect(edit!.body).toMatchObject({ address: 'Piazza Duomo 1', latitude: '40.6491' });

    await user.click(within(locations).getByRole('button', { name: 'Delete Positano' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(locations).queryByText('Positano')).toBeNull());
    expect((await api.list<{ city: string }>('/api/vendor_locations')).map((l) => l.city)).toEqual([
      'Ravello',
    ]);
  });

  it('blacklists from the header, then deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const { history } = open('General');
    await screen.findByRole('heading', { level: 1, name: (await vendor()).name });
    await user.click(screen.getByRole('button', { name: 'Blacklist' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Blacklist' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove from blacklist' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent).toContain('Blacklisted');
    expect(screen.getByRole('link', { name: 'Blacklisted vendors' }).getAttribute('href')).toBe(
      '/admin/vendors/blacklisted',
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors/blacklisted'));
    expect(await api.vendor(1)).toBeUndefined();
  });

  it('shows the status once, in the header, where it changes; the form keeps the new version', async () => {
    const user = userEvent.setup();
    open('General');
    const form = await generalForm();
    const header = screen.getByRole('heading', { level: 1, name: (await vendor()).name }).closest('header')!;
    expect(within(form).queryByLabelText('Status')).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Status: Active. Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blacklisted' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Blacklist' }),
    );
    await within(header).findByRole('button', { name: 'Status: Blacklisted. Change status' });
    expect((await vendor()).status).toBe('blacklisted');
    // One status on the page: no second one reading Active.
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.getAllByText('Blacklisted')).toHaveLength(1);

    // The form took the new version: its save is not refused, and does not undo the blacklisting.
    await user.type(within(form).getByLabelText('Phone'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const patches = api.writes('PATCH', '/api/vendors/1');
    expect(patches.at(-1)!.ifMatch).toBe('"2"');
    expect((await vendor()).status).toBe('blacklisted');

    await user.click(within(header).getByRole('button', { name: 'Status: Blacklisted. Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pending' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove from blacklist' }),
    );
    await within(header).findByRole('button', { name: 'Status: Pending. Change status' });
    expect((await vendor()).status).toBe('pending');
  });

  it('names what a delete takes with the vendor before deleting it', async () => {
    const user = userEvent.setup();
    await api.addPlace('accommodations', 1, 'Villa Cimbrone');
    await api.addPlace('accommodations', 1, 'Villa Rufolo');
    await api.addPlace('spas', 1, 'Cimbrone Spa');
    const { history } = open('General');
    const header = (await screen.findByRole('heading', { level: 1, name: (await vendor()).name })).closest(
      'header',
    )!;
    await within(header).findByText('Accommodations (2)');
    await user.click(within(header).getByRole('button', { name: 'Delete' }));
    const dialog = await deleteConfirmation();
    const goes = within(dialog).getByRole('list', { name: 'Deleted with the vendor' });
    const items = within(goes)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.slice(0, 2)).toEqual(['2 accommodations', '1 spa']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors'));
    expect(await api.vendor(1)).toBeUndefined();
  });
});
