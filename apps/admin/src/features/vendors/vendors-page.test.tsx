import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { deleteConfirmation } from '../../testing/dialogs.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { BlacklistedVendorsPage, VendorsPage } from './vendors-page.tsx';

// 30 vendors whose statuses cycle active, inactive, pending, blacklisted, archived.
const backend = realApiForFile({ reset: true });
const api = vendorRecords(backend);

const listCalls = () =>
  backend.requests.filter((w) => w.method === 'GET' && /^\/api\/vendors\?/.test(w.path)).map((w) => w.path);
const lastListCall = () => new URLSearchParams(listCalls().at(-1)!.split('?')[1]);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const vendor = async (id: number) => (await api.vendor(id))!;

describe('vendor list', () => {
  it('lists every status but blacklisted, asks for name order, and fetches the next page ahead', async () => {
    const user = userEvent.setup();
    renderAt('/admin/vendors', <VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    // 24 of the 30 seeded vendors are not blacklisted.
    expect(screen.getByText('1–10 of 24')).toBeTruthy();
    const first = new URLSearchParams(listCalls()[0]!.split('?')[1]);
    expect(first.getAll('status[]')).toEqual(['active', 'inactive', 'pending', 'archived']);
    expect(first.get('order[name]')).toBe('asc');
    expect(first.get('itemsPerPage')).toBe('10');

    // The link opens the vendor's General tab.
    expect(within(bodyRows(table)[0]!).getByRole('link').getAttribute('href')).toMatch(
      /^\/admin\/vendors\/\d+\/tabs\/General$/,
    );
    for (const row of bodyRows(table)) expect(row.textContent).not.toContain('Blacklisted');

    // Page 2 was fetched ahead: going there needs no new call and shows at once.
    await waitFor(() => expect(listCalls().some((path) => path.includes('page=2'))).toBe(true));
    const calls = listCalls().length;
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('11–20 of 24')).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBe('false');
    // …and page 3 is fetched ahead in turn.
    await waitFor(() => expect(listCalls().some((path) => path.includes('page=3'))).toBe(true));
    expect(listCalls().filter((path) => path.includes('page=2'))).toHaveLength(1);
    expect(listCalls().length).toBe(calls + 1);
  });

  it('shows the services each vendor offers, in menu order', async () => {
    const target = await vendor(1);
    for (const kind of ['spas', 'accommodations', 'conciergeries'])
      await backend.post(`/api/${kind}`, { name: `${target.name} ${kind}`, vendor: target['@id'] });
    renderAt(`/admin/vendors?search=${encodeURIComponent(target.name)}`, <VendorsPage />);
    const services = await screen.findByRole('list', { name: `Services of ${target.name}` });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accommodation', 'Spa', 'Other service']);
  });

  it('searches (debounced, "/" focuses the box), filters by service, status and group, all in the URL', async () => {
    const user = userEvent.setup();
    const target = await vendor(1);
    const { history } = renderAt('/admin/vendors', <VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));

    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search vendors' });
    expect(document.activeElement).toBe(search);
    await user.keyboard(target.name.split(' ')[0]!);
    // One call for the whole word, after the debounce.
    await waitFor(() => expect(history.at(-1)).toContain('search='));
    await waitFor(() => expect(within(table).getByRole('link', { name: target.name })).toBeTruthy());
    expect(listCalls().filter((path) => path.includes('search='))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Services' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Spas' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Other services' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(history.at(-1)).toContain('service=spas&service=conciergeries'));
    await waitFor(() => expect(lastListCall().get('exists[spas]')).toBe('true'));
    expect(lastListCall().get('exists[conciergeries]')).toBe('true');
    expect(lastListCall().get('search')).toBe(target.name.split(' ')[0]);

    await user.click(screen.getByRole('button', { name: 'Status', expanded: false }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Pending' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastListCall().getAll('status[]')).toEqual(['pending']));

    await user.click(screen.getByRole('button', { name: 'Group' }));
    const groups = await screen.findAllByRole('menuitemcheckbox');
    await user.click(groups[0]!);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastListCall().getAll('group.id[]')).toHaveLength(1));
    expect(history.at(-1)).toMatch(/group\.id=\d+/);

    // Reset clears every filter of the toolbar.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors'));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });

  it('reads its filters from the URL and shows an empty state that clears them', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(
      '/admin/vendors?search=nothing-matches-this&order[status]=desc',
      <VendorsPage />,
    );
    expect(await screen.findByText('No vendors match these filters.')).toBeTruthy();
    expect(lastListCall().get('order[status]')).toBe('desc');
    expect((screen.getByRole('searchbox', { name: 'Search vendors' }) as HTMLInputElement).value).toBe(
      'nothing-matches-this',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors?order%5Bstatus%5D=desc'));
    const table = screen.getByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/vendors', <VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    await user.click(within(table).getByRole('button', { name: /status/i }));
    await waitFor(() => expect(history.at(-1)).toContain('order%5Bstatus%5D=asc'));
    await waitFor(() => expect(lastListCall().get('order[status]')).toBe('asc'));
    expect(lastListCall().get('order[name]')).toBeNull();
  });

  it('blacklists a vendor from its row: it leaves the list', async () => {
    const user = userEvent.setup();
    renderAt('/admin/vendors?search=', <VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const name = within(bodyRows(table)[0]!).getAllByRole('link')[0]!.textContent!;
    const target = (await api.vendorNamed(name))!;

    await user.click(within(table).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Blacklist' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`${name} will move to the blacklisted vendors.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));

    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(api.writes('PATCH', `/api/vendors/${target.id}`).map((w) => w.body)).toEqual([
      { status: 'blacklisted' },
    ]);
    await waitFor(() => expect(within(table).queryByRole('link', { name })).toBeNull());
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
  });

  it('deletes a vendor after the product confirm texts', async () => {
    const user = userEvent.setup();
    renderAt('/admin/vendors', <VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const name = within(bodyRows(table)[1]!).getAllByRole('link')[0]!.textContent!;
    const target = (await api.vendorNamed(name))!;

    await user.click(within(table).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await deleteConfirmation();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes('DELETE', `/api/vendors/${target.id}`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(await api.vendorNamed(name)).toBeUndefined();
    await waitFor(() => expect(within(table).queryByRole('link', { name })).toBeNull());
  });
});

describe('blacklisted vendors', () => {
  it('lists blacklisted vendors only, without a status filter, and takes one off the blacklist', async () => {
    const user = userEvent.setup();
    renderAt('/admin/vendors/blacklisted', <BlacklistedVendorsPage />);
    const table = await screen.findByRole('table', { name: 'Blacklisted vendors' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(6));
    expect(lastListCall().get('status')).toBe('blacklisted');
    expect(lastListCall().getAll('status[]')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Status', expanded: false })).toBeNull();
    for (const row of bodyRows(table)) expect(row.textContent).toContain('Blacklisted');

    const name = within(bodyRows(table)[0]!).getAllByRole('link')[0]!.textContent!;
    await user.click(within(table).getByRole('button', { name: `Actions for ${name}` }));
    expect(screen.queryByRole('menuitem', { name: 'Blacklist' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from blacklist' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove from blacklist' }),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(5));
    expect((await api.vendorNamed(name))!.status).toBe('active');
  });

  it('says so when nobody is blacklisted', async () => {
    for (const v of await api.list('/api/vendors?status=blacklisted'))
      await backend.patch(v['@id'], { status: 'inactive' });
    renderAt('/admin/vendors/blacklisted', <BlacklistedVendorsPage />);
    expect(await screen.findByText('No blacklisted vendors.')).toBeTruthy();
  });
});
