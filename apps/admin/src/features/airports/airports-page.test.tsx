import { getCreateAirportMockHandler, unprocessable } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SeededPlace, seedGeo } from '../../testing/geo-seed.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { AirportsPage } from './airports-page.tsx';

type Call = { method: string; path: string; query: URLSearchParams; body: unknown; ifMatch: string | null };

const backend = realApiForFile({ reset: true });
let geo: Map<string, SeededPlace>;
let calls: Call[];

beforeAll(async () => {
  backend.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/airports')) return;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      ifMatch: request.headers.get('if-match'),
    });
  });
});
// A fresh seeded tree (12 countries, a branch four levels deep) and its 22 airports for each test.
beforeEach(async () => {
  calls = [];
  geo = await seedGeo(backend);
});

const table = () => screen.getByRole('table', { name: 'Airports' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/airports');
const lastList = () => lists().at(-1)!;
const destinationId = (name: string) => geo.get(name)!.id;

describe('airports screen', () => {
  it('lists 10 airports a page by name, with the names of their destinations, and pages', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/airports', <AirportsPage />);
    await waitFor(() => expect(names()).toHaveLength(10));
    // The page shown is read first; the next one is read ahead after it.
    expect(Object.fromEntries(lists()[0]!.query)).toEqual({
      'order[name]': 'asc',
      page: '1',
      itemsPerPage: '10',
    });
    expect(names().slice(0, 3)).toEqual([
      'Adolfo Suárez Madrid-Barajas Airport',
      'Barcelona International Airport',
      'Charles de Gaulle International Airport',
    ]);
    // IRIs are shown as the destinations' names; missing values as a dash.
    await waitFor(() => expect(row('Charles de Gaulle').textContent).toContain('France, Paris'));
    expect(row('Charles de Gaulle').textContent).toContain('—');
    expect(screen.getByText('1–10 of 22')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(history.at(-1)).toContain('page=2'));
    await waitFor(() => expect(names()[0]).toBe('Leonardo da Vinci-Fiumicino Airport'));
    // Page 2 was read ahead while page 1 showed; page 3 is read ahead now.
    expect(lists().map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
    expect(screen.getByText('11–20 of 22')).toBeTruthy();
  });

  it('searches by keyword (orSearch_search) and filters by destination in the tree', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/airports', <AirportsPage />);
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.type(screen.getByRole('searchbox', { name: 'Search airports' }), 'paris');
    await waitFor(() =>
      expect(names()).toEqual(['Charles de Gaulle International Airport', 'Paris-Orly Airport']),
    );
    expect(lastList().query.get('orSearch_search')).toBe('paris');
    expect(history.at(-1)).toContain('orSearch_search=paris');
    await user.clear(screen.getByRole('searchbox', { name: 'Search airports' }));
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.click(screen.getByRole('combobox', { name: 'Destination filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destination filter' }), 'japan');
    await user.click(screen.getByRole('treeitem', { name: 'Japan' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Kansai International Airport',
        'Narita International Airport',
        'Tokyo Haneda International Airport',
      ]),
    );
    expect(lastList().query.get('destinations.id')).toBe(String(destinationId('Japan')));
    expect(screen.getByRole('combobox', { name: 'Destination filter' }).textContent).toBe('Japan');
  });

  it('edits an airport in the modal with PUT and If-Match, then creates one after the form checks', async () => {
    const user = userEvent.setup();
    renderAt('/admin/airports?orSearch_search=orly', <AirportsPage />);
    await waitFor(() => expect(names()).toEqual(['Paris-Orly Airport']));

    await user.click(screen.getByRole('button', { name: 'Actions for Paris-Orly Airport' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit airport' });
    await waitFor(() => expect(within(dialog).getByLabelText('IATA code')).toHaveProperty('value', 'ORY'));
    await user.type(within(dialog).getByLabelText('ICAO code'), 'lfpo');
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Paris');
    // The destinations are chosen in the tree (several at once).
    await user.click(within(dialog).getByRole('combobox', { name: 'Destinations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), 'nice');
    await user.click(screen.getByRole('treeitem', { name: 'Nice' }));
    await user.keyboard('{Escape}');
    expect(
      within(within(dialog).getByRole('list', { name: 'Selected destinations' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    const iri = (name: string) => `/api/destinations/${destinationId(name)}`;
    expect(put.path).toBe('/api/airports/2');
    expect(put.ifMatch).toBe('"1"');
    expect(put.body).toEqual({
      name: 'Paris-Orly Airport',
      iata: 'ORY',
      icao: 'LFPO',
      city: 'Paris',
      country: 'France',
      latitude: null,
      longitude: null,
      timezone: 'Europe/Paris',
      destinations: [iri('France'), iri('Paris'), iri('Nice')],
    });
    await waitFor(() => expect(row('Paris-Orly').textContent).toContain('France, Paris, Nice'));

    await user.click(screen.getByRole('button', { name: 'New airport' }));
    dialog = await screen.findByRole('dialog', { name: 'New airport' });
    await user.type(within(dialog).getByLabelText('IATA code'), 'ab');
    await user.type(within(dialog).getByLabelText('Latitude'), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input value')).toBeTruthy();
    expect(within(dialog).getByText('IATA code: 3 letters or digits')).toBeTruthy();
    expect(within(dialog).getByText('A number between -90 and 90')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Orly Test Field');
    await user.clear(within(dialog).getByLabelText('IATA code'));
    await user.type(within(dialog).getByLabelText('IATA code'), 'oxz');
    await user.clear(within(dialog).getByLabelText('Latitude'));
    await user.type(within(dialog).getByLabelText('Latitude'), '48.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Orly Test Field',
      iata: 'OXZ',
      latitude: '48.5',
      destinations: [],
    });
    await waitFor(() => expect(names()).toEqual(['Orly Test Field', 'Paris-Orly Airport']));
  });

  it('puts the API violations on their fields', async () => {
    backend.server.use(
      getCreateAirportMockHandler(() => {
        throw unprocessable([{ propertyPath: 'iata', message: 'This value is already used.' }]);
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin/airports', <AirportsPage />);
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'New airport' }));
    const dialog = await screen.findByRole('dialog', { name: 'New airport' });
    await user.type(within(dialog).getByLabelText('Name'), 'Second Orly');
    await user.type(within(dialog).getByLabelText('IATA code'), 'ORY');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is already used.')).toBeTruthy();
    expect(within(dialog).getByLabelText('IATA code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Created successfully')).toBeNull();
  });

  it('deletes an airport after the confirmation', async () => {
    const user = userEvent.setup();
    renderAt('/admin/airports?orSearch_search=orly', <AirportsPage />);
    await waitFor(() => expect(names()).toEqual(['Paris-Orly Airport']));
    await user.click(screen.getByRole('button', { name: 'Actions for Paris-Orly Airport' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain(
      'Do you really want to delete this record? This process cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(table()).getByText('No data')).toBeTruthy());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/airports/2');
  });
});
