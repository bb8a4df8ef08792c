import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let client: Made;
let trip: Made;

beforeAll(async () => {
  ({ client, trip } = await makeTrip(api, 'Guestley'));
  await api.post('/api/client_guests', { client: client['@id'], name: 'Ada Guestley', relation: 'daughter' });
  await api.post('/api/client_guests', { client: client['@id'], name: 'Leo Guestley', relation: 'son' });
});

describe('trip Guests tab', () => {
  it("adds travellers from the client's guests, edits their notes and removes them", async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'guests');
    expect(await screen.findByText('No guests on this trip yet.')).toBeTruthy();
    const link = screen.getByRole('link', { name: "New guest on the client's page" });
    expect(link.getAttribute('href')).toBe(`/admin/clients/${client.id}?tab=guests`);

    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    let form = await screen.findByRole('form', { name: 'Trip guest' });
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));
    expect(await within(form).findByText('Please choose a guest')).toBeTruthy();
    await user.click(within(form).getByLabelText('Guest'));
    await user.click(await screen.findByRole('option', { name: 'Ada Guestley (daughter)' }));
    await user.type(within(form).getByLabelText('Notes'), 'Vegetarian');
    await user.click(within(form).getByRole('button', { name: 'Add guest' }));

    const table = await screen.findByRole('table', { name: 'Trip guests' });
    const row = (await within(table).findByText('Ada Guestley')).closest('tr')!;
    expect(within(row).getByText('daughter')).toBeTruthy();
    expect(within(row).getByText('Vegetarian')).toBeTruthy();
    expect(api.calls('POST', '/api/trip_guests')[0]!.body).toMatchObject({
      trip: `/api/trips/${trip.id}`,
      notes: 'Vegetarian',
    });

    // A guest already travelling is not offered again.
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    form = await screen.findByRole('form', { name: 'Trip guest' });
    await user.click(within(form).getByLabelText('Guest'));
    expect(await screen.findByRole('option', { name: 'Leo Guestley (son)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Ada Guestley (daughter)' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Trip guest' })).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'Edit Ada Guestley' }));
    form = await screen.findByRole('form', { name: 'Trip guest' });
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Vegan');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('Vegan')).toBeTruthy();
    expect(api.calls('PATCH', /^\/api\/trip_guests\/\d+$/)[0]!.body).toEqual({ notes: 'Vegan' });

    await user.click(within(table).getByRole('button', { name: 'Delete Ada Guestley' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No guests on this trip yet.')).toBeTruthy();
    // The guest stays with the client.
    const guests = await api.get<{ 'hydra:totalItems': number }>(`/api/client_guests?client.id=${client.id}`);
    expect(guests['hydra:totalItems']).toBe(2);
  });
});
