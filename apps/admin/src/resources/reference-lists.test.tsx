import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes, screens } from '../app/route-table.tsx';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { referenceLists } from './reference-lists.ts';
import { resourceScreens } from './registry.ts';
import { ResourceRoute } from './resource-route.tsx';

const backend = realApiForFile();

// Twelve names, so the first page (10, sorted by name) leaves two on page 2.
const seedNames = [
  'Zeta',
  'Alpha',
  'Kilo',
  'Bravo',
  'Lima',
  'Charlie',
  'Mike',
  'Delta',
  'November',
  'Echo',
  'Oscar',
  'Foxtrot',
];

// One name list of the real API, filled with the names above (the first gets id 1).
const mountNameList = async (collection: string) => {
  for (const name of seedNames) await backend.post(`/api/${collection}`, { name });
  const named = async (name: string) =>
    (
      (await backend.get(`/api/${collection}?name=${name}`))['hydra:member'] as { id: number; name: string }[]
    ).find((r) => r.name === name);
  return {
    named,
    byId: (id: number) => backend.get<{ name: string }>(`/api/${collection}/${id}`),
  };
};

describe('reference list registry', () => {
  it('routes every reference list to the generic screen, on a route of the app', () => {
    const known = new Set(routes.map((r) => r.path));
    const all = [...referenceLists.map((l) => l.route), '/admin/airlines', '/admin/currencies'];
    expect(referenceLists).toHaveLength(25);
    for (const route of all) {
      expect(resourceScreens[route], route).toBeDefined();
      expect(screens[route], route).toBe(screens['/admin/users']);
      expect(known.has(route), route).toBe(true);
    }
    const keys = referenceLists.map((l) => l.screen.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(referenceLists)('$route ($collection)', ({ route, collection, screen: list }) => {
  it('lists a sorted page through the SDK, searches by name, creates, and edits with the API verb', async () => {
    const records = await mountNameList(collection);
    const user = userEvent.setup();
    const { history } = renderAt(route, <ResourceRoute />);

    expect(await screen.findByRole('heading', { name: list.title })).toBeTruthy();
    const table = screen.getByRole('table', { name: list.title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual([...seedNames].sort().slice(0, 10));

    await user.type(screen.getByRole('searchbox', { name: `Search ${list.title.toLowerCase()}` }), 'ov');
    await waitFor(() => expect(names()).toEqual(['November']));
    expect(history.at(-1)).toContain('name=ov');

    await user.click(screen.getByRole('button', { name: `New ${list.singular}` }));
    const dialog = await screen.findByRole('dialog', { name: `New ${list.singular}` });
    await user.type(within(dialog).getByLabelText('Name'), 'Papa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await records.named('Papa')).toBeTruthy();

    // The screen's update is the SDK call of the verb the API exposes.
    await list.update(1, { name: 'Zeta Prime' }, {});
    expect((await records.byId(1))?.name).toBe('Zeta Prime');
  });
});
