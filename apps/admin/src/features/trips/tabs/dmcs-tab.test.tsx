import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Dmcson'));
});

const addDmc = async (user: ReturnType<typeof userEvent.setup>, vendor: string, notes: string) => {
  await user.click(await screen.findByRole('button', { name: 'Add DMC' }));
  const form = await screen.findByRole('form', { name: 'DMC' });
  await user.type(within(form).getByRole('combobox', { name: 'Vendor' }), vendor.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: vendor }));
  if (notes) await user.type(within(form).getByLabelText('Notes'), notes);
  await user.click(within(form).getByRole('button', { name: 'Add DMC' }));
  return form;
};

describe('trip DMCs tab', () => {
  it('adds a DMC from the vendors, edits its notes and deletes it after a confirm', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'dmcs');
    expect(await screen.findByText('No DMCs yet.')).toBeTruthy();
    expect(api.calls('GET', `/api/trip_d_m_cs?trip.id=${trip.id}&page=1&itemsPerPage=100`)).toHaveLength(1);

    await addDmc(user, 'Abernathy Lodges', 'Guides in Kyoto');
    const table = await screen.findByRole('table', { name: 'DMCs' });
    const row = (await within(table).findByText('Abernathy Lodges')).closest('tr')!;
    expect(within(row).getByText('Guides in Kyoto')).toBeTruthy();
    const [created] = api.calls('POST', '/api/trip_d_m_cs');
    expect(created!.body).toMatchObject({ trip: `/api/trips/${trip.id}`, notes: 'Guides in Kyoto' });
    expect(String(created!.body!.vendor)).toMatch(/^\/api\/vendors\/\d+$/);

    await user.click(within(row).getByRole('button', { name: 'Edit Abernathy Lodges' }));
    const form = await screen.findByRole('form', { name: 'DMC' });
    expect((within(form).getByRole('combobox', { name: 'Vendor' }) as HTMLInputElement).disabled).toBe(true);
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Guides and drivers');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Guides and drivers')).toBeTruthy();
    expect(api.calls('PATCH', /^\/api\/trip_d_m_cs\/\d+$/).at(-1)!.body).toEqual({
      notes: 'Guides and drivers',
    });

    await user.click(within(table).getByRole('button', { name: 'Delete Abernathy Lodges' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No DMCs yet.')).toBeTruthy();
    expect(api.calls('DELETE', /^\/api\/trip_d_m_cs\/\d+$/)).toHaveLength(1);
  });

  it("shows the server's message when the vendor already is a DMC of the trip", async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'dmcs');
    await addDmc(user, 'Belmonte Villas', '');
    expect(
      await within(await screen.findByRole('table', { name: 'DMCs' })).findByText('Belmonte Villas'),
    ).toBeTruthy();
    const form = await addDmc(user, 'Belmonte Villas', '');
    expect(await within(form).findByText('This vendor is already a DMC of this trip.')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/api/trip_d_m_cs')).toHaveLength(3));
  });
});
