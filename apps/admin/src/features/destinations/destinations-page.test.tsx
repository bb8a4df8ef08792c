import { http, problem } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SeededPlace, seedGeo } from '../../testing/geo-seed.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { DestinationsPage } from './destinations-page.tsx';

type Write = { method: string; path: string; body: unknown };

const backend = realApiForFile({ reset: true });
let geo: Map<string, SeededPlace>;
let writes: Write[];

beforeAll(async () => {
  backend.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || !url.pathname.startsWith('/api/destination')) return;
    const text = await request.clone().text();
    writes.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
  });
});
// The SDK's seeded tree: 12 countries, a pending Amalfi Coast under Italy, and
// France › Provence-Alpes-Côte d'Azur › Antibes › Cap d’Antibes four levels deep.
beforeEach(async () => {
  writes = [];
  geo = await seedGeo(backend);
});

const table = () => screen.getByRole('table', { name: 'Destinations' });
// Each visible row as "name (level)" plus " pending" when flagged.
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.querySelector('a'))
    .map((row) => {
      const cells = row.querySelectorAll('td');
      const pending = cells[2]?.textContent === 'Pending' ? ' pending' : '';
      return `${row.querySelector('a')!.textContent} (${cells[1]!.textContent})${pending}`;
    });
const idOf = (name: string) => geo.get(name)!.id;

const openActions = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

describe('destinations screen', () => {
  it('shows the countries and opens the tree down to the fourth level', async () => {
    const user = userEvent.setup();
    renderAt('/admin/destinations', <DestinationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows().slice(0, 3)).toEqual(['France (1)', 'Greece (1)', 'Iceland (1)']);
    // Ten countries a page; the twelve make two pages.
    expect(screen.getByText('1–10 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Expand France' }));
    expect(rows().slice(0, 4)).toEqual([
      'France (1)',
      'Nice (2)',
      'Paris (2)',
      "Provence-Alpes-Côte d'Azur (2)",
    ]);
    await user.click(screen.getByRole('button', { name: "Expand Provence-Alpes-Côte d'Azur" }));
    await user.click(screen.getByRole('button', { name: 'Expand Antibes' }));
    expect(rows().slice(3, 6)).toEqual([
      "Provence-Alpes-Côte d'Azur (2)",
      'Antibes (3)',
      'Cap d’Antibes (4)',
    ]);
    // A fourth-level destination takes no sub-destination.
    expect(await openActions(user, 'Antibes')).toEqual(['Edit', 'Add sub-destination', 'Delete']);
    await user.keyboard('{Escape}');
    expect(await openActions(user, 'Cap d’Antibes')).toEqual(['Edit', 'Delete']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Collapse France' }));
    expect(rows().slice(0, 2)).toEqual(['France (1)', 'Greece (1)']);
  });

  it('searches any level by name (without accents) and opens the ancestors of the matches', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/destinations', <DestinationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), 'cote');
    await waitFor(() => expect(rows()).toEqual(['France (1)', "Provence-Alpes-Côte d'Azur (2)"]));
    expect(history.at(-1)).toContain('name=cote');
    // What lies under a match can still be opened.
    await user.click(screen.getByRole('button', { name: "Expand Provence-Alpes-Côte d'Azur" }));
    expect(rows()).toEqual(['France (1)', "Provence-Alpes-Côte d'Azur (2)", 'Antibes (3)']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search destinations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), 'atlantis');
    await waitFor(() => expect(within(table()).getByText('No data')).toBeTruthy());
  });

  it("approves a pending destination after 'Add this destination to the database?'", async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/destinations', <DestinationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Pending' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rows()).toEqual(['Italy (1)', 'Amalfi Coast (2) pending']));
    expect(history.at(-1)).toContain('pending=true');

    expect(await openActions(user, 'Amalfi Coast')).toEqual([
      'Edit',
      'Add sub-destination',
      'Approve',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add this destination to the database?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(writes).toEqual([
      { method: 'POST', path: `/api/destination/${idOf('Amalfi Coast')}/update`, body: { pending: false } },
    ]);
    // Nothing is pending any more.
    await waitFor(() => expect(within(table()).getByText('No data')).toBeTruthy());
    expect((await backend.get(geo.get('Amalfi Coast')!['@id'])).pending).toBe(false);
  });

  it('deletes a leaf after the confirmation and refuses a destination that has sub-destinations', async () => {
    const user = userEvent.setup();
    renderAt('/admin/destinations?name=kenya', <DestinationsPage />);
    await waitFor(() => expect(rows()).toEqual(['Kenya (1)']));
    await user.click(screen.getByRole('button', { name: 'Expand Kenya' }));
    expect(rows()).toEqual(['Kenya (1)', 'Nairobi (2)']);

    // Kenya still holds Nairobi: the API's 409 message is shown and nothing is deleted.
    const kenya = String(idOf('Kenya'));
    // (The API's rule: the mock answers it as the test tells.)
    backend.server.use(
      http.delete('*/api/destinations/:id', ({ params }) =>
        params.id === kenya
          ? problem(409, 'This destination has sub-destinations: delete or move them first.')
          : undefined,
      ),
    );
    await openActions(user, 'Kenya');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This destination has sub-destinations: delete or move them first.'),
    ).toBeTruthy();
    expect(rows()).toEqual(['Kenya (1)', 'Nairobi (2)']);

    await openActions(user, 'Nairobi');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(rows()).toEqual(['Kenya (1)']));
    expect(screen.queryByRole('button', { name: 'Expand Kenya' })).toBeNull();
  });

  it('links each name to its edit page and offers the sub-destination form', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/destinations?name=japan', <DestinationsPage />);
    await waitFor(() => expect(rows()).toEqual(['Japan (1)']));
    expect(screen.getByRole('link', { name: 'Japan' }).getAttribute('href')).toBe(
      `/admin/destinations/${idOf('Japan')}`,
    );
    await openActions(user, 'Japan');
    await user.click(screen.getByRole('menuitem', { name: 'Add sub-destination' }));
    expect(history.at(-1)).toBe(`/admin/destinations/new?parent=${idOf('Japan')}`);
  });
});
