import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { ResourceRoute } from './resource-route.tsx';

const backend = realApiForFile({ reset: true });
let writes: { method: string; body: Record<string, unknown> }[];

beforeAll(async () => {
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET' || !request.url.includes('/api/airlines')) return;
    writes.push({ method: request.method, body: JSON.parse(await request.clone().text()) });
  });
});

const seed = [
  ['Thai Airways International', 'TG', 'THA', 'THAI', 'Thailand'],
  ['Bangkok Airways', 'PG', 'BKP', 'BANGKOK AIR', 'Thailand'],
  ['Air France', 'AF', 'AFR', 'AIRFRANS', 'France'],
] as const;

// The real API's airlines, seeded through it.
beforeEach(async () => {
  for (const [name, iata, icao, callsign, country] of seed)
    await backend.post('/api/airlines', { name, iata, icao, callsign, country });
  writes = [];
});

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('airlines screen', () => {
  it('lists name, codes, callsign and country, and searches by name or code', async () => {
    const user = userEvent.setup();
    renderAt('/admin/airlines', <ResourceRoute />);
    const table = await screen.findByRole('table', { name: 'Airlines' });
    await waitFor(() =>
      expect(names(table)).toEqual(['Air France', 'Bangkok Airways', 'Thai Airways International']),
    );
    for (const header of ['Name', 'IATA', 'ICAO', 'Callsign', 'Country'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('AIRFRANS')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search airlines' }), 'tg');
    await waitFor(() => expect(names(table)).toEqual(['Thai Airways International']));
  });

  it('checks the codes, upper-cases them, sends empty fields as null and edits with PUT', async () => {
    const user = userEvent.setup();
    renderAt('/admin/airlines', <ResourceRoute />);
    await user.click(await screen.findByRole('button', { name: 'New airline' }));
    const dialog = await screen.findByRole('dialog', { name: 'New airline' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nok Air');
    await user.type(within(dialog).getByLabelText('IATA code'), 'DDX');
    await user.type(within(dialog).getByLabelText('ICAO code'), 'n0k');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('IATA code: 2 letters or digits')).toBeTruthy();
    expect(within(dialog).getByText('ICAO code: 3 letters')).toBeTruthy();
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByLabelText('IATA code'));
    await user.type(within(dialog).getByLabelText('IATA code'), 'dd');
    await user.clear(within(dialog).getByLabelText('ICAO code'));
    await user.type(within(dialog).getByLabelText('ICAO code'), 'nok');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'POST',
        body: { name: 'Nok Air', iata: 'DD', icao: 'NOK', callsign: null, country: null },
      },
    ]);

    const table = screen.getByRole('table', { name: 'Airlines' });
    const row = await within(table).findByRole('row', { name: /Nok Air/ });
    await user.click(within(row).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit airline' });
    await waitFor(() => expect(within(edit).getByLabelText('ICAO code')).toHaveProperty('value', 'NOK'));
    await user.type(within(edit).getByLabelText('Country'), 'Thailand');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes[1]).toEqual({
      method: 'PUT',
      body: { name: 'Nok Air', iata: 'DD', icao: 'NOK', callsign: null, country: 'Thailand' },
    });
  });
});
