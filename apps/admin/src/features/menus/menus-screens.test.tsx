import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { MenuRoute, MenusRoute, NewMenuRoute } from './routes.tsx';

// The menus screens on the real API, signed in as the marketing director (product.md §6: menus).
const marketing = 'marketing@demo.travel';
const api = realApiForFile({ signIn: marketing });

type Made = { '@id': string; id: number };
type Node = { label: string; children: Node[] };

beforeAll(async () => {
  await api.post('/api/pages', { title: 'About the house', status: 'published' });
});

const openAt = (path: string) =>
  renderAt(
    path,
    <Switch>
      <Route path="/admin/cms/menus">{() => <MenusRoute />}</Route>
      <Route path="/admin/cms/menus/new">{() => <NewMenuRoute />}</Route>
      <Route path="/admin/cms/menus/:id">{(params) => <MenuRoute params={params} />}</Route>
    </Switch>,
  );

// The public read of the menu (what the website gets), as labels: "A", or { A: [children] }.
const tree = async (menuId: number) => {
  const menu = await api.get<{ items: Node[] }>(`/api/v2/menus/${menuId}`);
  const show = (nodes: Node[]): unknown[] =>
    nodes.map((n) => (n.children.length ? { [n.label]: show(n.children) } : n.label));
  return show(menu.items);
};

const rowLabels = () =>
  within(screen.getByRole('list', { name: /items$/ }))
    .getAllByRole('listitem')
    .map((li) => `${'-'.repeat(Number(li.dataset.depth))}${li.querySelector('.font-medium')?.textContent}`);

const makeMenu = async (name: string, labels: string[] = []) => {
  const menu = (await api.post('/api/menus', { name })) as Made;
  for (const label of labels)
    await api.post('/api/menu_items', { menu: menu['@id'], label, url: `https://example.com/${label}` });
  return menu;
};

describe('menus list', () => {
  it('lists the menus, creates one from /new and opens it', async () => {
    await makeMenu('Sidebar links');
    const user = userEvent.setup();
    const { history } = openAt('/admin/cms/menus');
    const table = await screen.findByRole('table', { name: 'Menus' });
    await within(table).findByRole('link', { name: 'Sidebar links' });
    expect(screen.getByRole('link', { name: 'New menu' }).getAttribute('href')).toBe('/admin/cms/menus/new');

    await user.click(screen.getByRole('link', { name: 'New menu' }));
    const dialog = await screen.findByRole('form', { name: 'New menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please input value')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Landing menu');
    await user.type(within(dialog).getByLabelText('Code (optional)'), 'Not a code!');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Lower case letters, digits, - and _ only')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Code (optional)'));
    await user.type(within(dialog).getByLabelText('Code (optional)'), 'landing');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Landing menu' })).toBeTruthy();
    expect(history.at(-1)).toMatch(/^\/admin\/cms\/menus\/\d+$/);
    expect(screen.getByText('This menu has no item yet. Add its first item.')).toBeTruthy();
    const created = await api.get<{ 'hydra:member': { name: string; code: string }[] }>(
      '/api/menus?name=Landing',
    );
    expect(created['hydra:member']).toEqual([
      expect.objectContaining({ name: 'Landing menu', code: 'landing' }),
    ]);
  });

  it('shows its empty state for a search that matches nothing', async () => {
    openAt('/admin/cms/menus?name=nothing-matches-this');
    expect(await screen.findByText('No menu matches this search.')).toBeTruthy();
  });
});

describe('menu items', () => {
  it('adds items linking a page, an http(s) address or nothing, and refuses another scheme', async () => {
    const menu = await makeMenu('Header test');
    const user = userEvent.setup();
    openAt(`/admin/cms/menus/${menu.id}`);
    await screen.findByText('This menu has no item yet. Add its first item.');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    let form = await screen.findByRole('form', { name: 'New item' });
    await user.type(within(form).getByLabelText('Label'), 'About');
    await user.click(within(form).getByLabelText('A page'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a page')).toBeTruthy();
    await user.type(within(form).getByRole('combobox', { name: 'Page' }), 'About the');
    await user.click(await screen.findByRole('option', { name: 'About the house' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Page: About the house');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    form = await screen.findByRole('form', { name: 'New item' });
    await user.type(within(form).getByLabelText('Label'), 'Journeys');
    await user.click(within(form).getByLabelText('A web address'));
    await user.type(within(form).getByLabelText('Web address'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('An http(s) address, e.g. https://…')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Web address'));
    await user.type(within(form).getByLabelText('Web address'), 'https://example.com/journeys');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('https://example.com/journeys');

    // A sub-item under "About", from its row.
    await user.click(screen.getByRole('button', { name: 'Add an item under About' }));
    form = await screen.findByRole('form', { name: 'New item under “About”' });
    await user.type(within(form).getByLabelText('Label'), 'Team');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowLabels()).toEqual(['About', '-Team', 'Journeys']));

    expect(await tree(menu.id)).toEqual([{ About: ['Team'] }, 'Journeys']);
    const v2 = await api.get<{ items: { label: string; slug: string | null }[] }>(`/api/v2/menus/${menu.id}`);
    expect(v2.items[0]).toMatchObject({ label: 'About', slug: 'about-the-house' });

    // Edit: the label and the link change.
    await user.click(screen.getByRole('button', { name: 'Edit Journeys' }));
    form = await screen.findByRole('form', { name: 'Edit “Journeys”' });
    expect((within(form).getByLabelText('Web address') as HTMLInputElement).value).toBe(
      'https://example.com/journeys',
    );
    await user.clear(within(form).getByLabelText('Label'));
    await user.type(within(form).getByLabelText('Label'), 'Inspiration');
    await user.click(within(form).getByLabelText('Nothing (a heading for its sub-items)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowLabels()).toEqual(['About', '-Team', 'Inspiration']));
    const items = await api.get<{ 'hydra:member': { label: string; url: string | null }[] }>(
      `/api/menu_items?menu.id=${menu.id}&label=Inspiration`,
    );
    expect(items['hydra:member']).toEqual([expect.objectContaining({ url: null })]);
  });

  it('moves items with the keyboard buttons, each move saved by the API, and deletes one', async () => {
    const menu = await makeMenu('Footer test', ['A', 'B', 'C']);
    const user = userEvent.setup();
    openAt(`/admin/cms/menus/${menu.id}`);
    await screen.findByRole('list', { name: 'Footer test items' });
    expect(rowLabels()).toEqual(['A', 'B', 'C']);
    expect((screen.getByRole('button', { name: 'Move A up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Indent A' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Outdent A' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    await waitFor(() => expect(rowLabels()).toEqual(['A', 'C', 'B']));
    await waitFor(async () => expect(await tree(menu.id)).toEqual(['A', 'C', 'B']));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Indent C' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Indent C' }));
    await waitFor(() => expect(rowLabels()).toEqual(['A', '-C', 'B']));
    await waitFor(async () => expect(await tree(menu.id)).toEqual([{ A: ['C'] }, 'B']));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Indent B' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Indent B' }));
    await waitFor(async () => expect(await tree(menu.id)).toEqual([{ A: ['C', 'B'] }]));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Move B up' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Move B up' }));
    await waitFor(async () => expect(await tree(menu.id)).toEqual([{ A: ['B', 'C'] }]));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Outdent C' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Outdent C' }));
    await waitFor(async () => expect(await tree(menu.id)).toEqual([{ A: ['B'] }, 'C']));
    await waitFor(() => expect(rowLabels()).toEqual(['A', '-B', 'C']));

    // Deleting A takes its sub-item with it (after the confirmation).
    await user.click(screen.getByRole('button', { name: 'Delete A' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('The item and its sub-items go from the menu.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowLabels()).toEqual(['C']));
    expect(await tree(menu.id)).toEqual(['C']);
  });

  it('renames and deletes the menu', async () => {
    const menu = await makeMenu('Old name');
    const user = userEvent.setup();
    const { history } = openAt(`/admin/cms/menus/${menu.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Old name' });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const form = await screen.findByRole('form', { name: 'Rename “Old name”' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'New name');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'New name' });
    expect((await api.get<{ name: string }>(`/api/menus/${menu.id}`)).name).toBe('New name');

    await user.click(screen.getByRole('button', { name: 'Delete menu' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/cms/menus'));
    const gone = await api.get<{ 'hydra:totalItems': number }>('/api/menus?name=New%20name');
    expect(gone['hydra:totalItems']).toBe(0);
  });

  it('shows the 404 page for a menu that does not exist', async () => {
    openAt('/admin/cms/menus/999999');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });
});
