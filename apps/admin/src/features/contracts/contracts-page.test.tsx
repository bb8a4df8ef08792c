import { updateVendorContract } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vendorRecords } from '../../shared/vendors/testing/vendor-records.ts';
import { deleteConfirmation } from '../../testing/dialogs.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ContractsRoute } from './contracts-route.tsx';

const backend = realApiForFile({ reset: true });
const api = vendorRecords(backend);

const vendorName = async (id: number) => (await api.vendor(id))!.name;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const openList = (path = '/admin/contracts') => renderAt(path, <ContractsRoute params={{}} />);
const table = () => screen.findByRole('table', { name: 'Contracts' });
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const names = (t: HTMLElement) => rows(t).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const lastPath = (history: string[]) => history.at(-1)!;
// The GETs of the all-vendors list (not the per-vendor one of the vendor screens).
const listCalls = () => api.writes('GET', /^\/api\/vendor_contracts\?/).map((w) => w.path);
// The query string, decoded, to compare with the params the screen means to send.
const query = (path: string) =>
  [...new URLSearchParams(path.slice(path.indexOf('?') + 1))].map(([k, v]) => `${k}=${v}`).join('&');

describe('/admin/contracts', () => {
  it('lists every vendor’s contracts with vendor links, period, commission, status and an Ends soon mark', async () => {
    await api.addContract(1, {
      name: 'Hotel rates',
      status: 'active',
      startDate: '2026-01-01',
      endDate: inDays(20),
      commission: '12.50',
    });
    await api.addContract(2, {
      name: 'Spa rates',
      status: 'draft',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    await api.addContract(3, {
      name: 'Old rates',
      status: 'active',
      startDate: '2025-01-01',
      endDate: inDays(-3),
    });
    openList();
    const t = await table();
    await waitFor(() => expect(rows(t)).toHaveLength(3));
    // Newest start date first (the API's default order).
    expect(names(t)).toEqual(['Spa rates', 'Hotel rates', 'Old rates']);

    const hotel = rows(t)[1]!;
    const vendor = await within(hotel).findByRole('link', { name: await vendorName(1) });
    expect(vendor.getAttribute('href')).toBe('/admin/vendors/1/tabs/Details');
    expect(within(hotel).getByRole('link', { name: 'Hotel rates' }).getAttribute('href')).toMatch(
      /^\/admin\/contracts\/\d+$/,
    );
    expect(hotel.textContent).toContain(`01/01/2026 – ${usDate(inDays(20))}`);
    expect(hotel.textContent).toContain('12.5 %');
    expect(within(hotel).getByText('Active')).toBeTruthy();
    expect(within(hotel).getByText('Ends in 20 days')).toBeTruthy();
    expect(within(rows(t)[2]!).getByText('Past end date')).toBeTruthy();
    // A draft does not end soon, whatever its dates.
    expect(within(rows(t)[0]!).queryByText(/Ends|Past end/)).toBeNull();
    expect(within(rows(t)[0]!).getByText('Draft')).toBeTruthy();
    expect(await within(rows(t)[0]!).findByRole('link', { name: await vendorName(2) })).toBeTruthy();
    // The names come embedded in the contracts: no request per row (nor per vendor).
    expect(within(rows(t)[2]!).getByRole('link', { name: await vendorName(3) })).toBeTruthy();
    expect(api.writes('GET', /^\/api\/vendors\/\d+/)).toEqual([]);
  });

  it('filters by status, vendor and Ends soon, sorts by end date and pages, all in the URL', async () => {
    const user = userEvent.setup();
    for (let n = 1; n <= 12; n++) {
      await api.addContract(1 + (n % 2), {
        name: `Period ${String(n).padStart(2, '0')}`,
        status: n <= 9 ? 'active' : 'expired',
        startDate: `2026-${String(n).padStart(2, '0')}-01`,
        endDate: n === 4 ? inDays(10) : n === 7 ? inDays(45) : inDays(100 + n),
      });
    }
    const { history } = openList();
    const t = await table();
    await waitFor(() => expect(rows(t)).toHaveLength(10));
    expect(screen.getByText('1–10 of 12', { exact: false })).toBeTruthy();

    // Paging.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(names(t)).toEqual(['Period 02', 'Period 01']));
    expect(lastPath(history)).toContain('page=2');

    // Status: only the expired ones, back on page 1.
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Expired' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(names(t)).toEqual(['Period 12', 'Period 11', 'Period 10']));
    expect(lastPath(history)).toBe('/admin/contracts?status=expired');
    expect(api.writes('GET', /^\/api\/vendor_contracts\?status%5B%5D=expired&/)).not.toHaveLength(0);

    // Sort by end date, soonest first.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'endDate:asc');
    await waitFor(() => expect(names(t)).toEqual(['Period 10', 'Period 11', 'Period 12']));
    expect(lastPath(history)).toContain('order%5BendDate%5D=asc');

    // Vendor: searched on the server; vendor 1 has the even periods (the sort stays).
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('combobox', { name: 'Vendor filter' }));
    await user.click(await screen.findByRole('option', { name: await vendorName(1) }));
    await waitFor(() =>
      expect(names(t)).toEqual([
        'Period 04',
        'Period 02',
        'Period 06',
        'Period 08',
        'Period 10',
        'Period 12',
      ]),
    );
    expect(lastPath(history)).toBe('/admin/contracts?vendor.id=1&order%5BendDate%5D=asc');

    // Ends soon: the active contracts ending within 60 days (of this vendor), soonest first.
    await user.click(screen.getByRole('combobox', { name: 'Vendor filter' }));
    await user.click(screen.getByRole('button', { name: 'Clear vendor filter' }));
    const endsSoon = screen.getByRole('button', { name: /Ends soon/ });
    await waitFor(() => expect(endsSoon.textContent).toContain('2'));
    await user.click(endsSoon);
    expect(endsSoon.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(names(t)).toEqual(['Period 04', 'Period 07']));
    // The view opens soonest first.
    expect(lastPath(history)).toBe('/admin/contracts?ending=soon&order%5BendDate%5D=asc');
    expect(within(rows(t)[0]!).getByText('Ends in 10 days')).toBeTruthy();
    expect(query(listCalls().at(-1)!)).toBe(
      `status=active&endDate[after]=${inDays(0)}&endDate[before]=${inDays(60)}&order[endDate]=asc&page=1&itemsPerPage=10`,
    );
  });

  it('reads the "Ends soon" view from the server, one page at a time', async () => {
    const user = userEvent.setup();
    for (let n = 1; n <= 11; n++) {
      await api.addContract(1 + (n % 3), {
        name: `Soon ${String(n).padStart(2, '0')}`,
        status: 'active',
        endDate: inDays(n * 5),
      });
    }
    // Not ending soon: past its end date, beyond the 60 days, not active, or with no end date.
    await api.addContract(1, { name: 'Overdue', status: 'active', endDate: inDays(-3) });
    await api.addContract(1, { name: 'Later', status: 'active', endDate: inDays(61) });
    await api.addContract(2, { name: 'Draft', status: 'draft', endDate: inDays(5) });
    await api.addContract(2, { name: 'Open-ended', status: 'active', endDate: null });
    const { history } = openList('/admin/contracts?ending=soon&order%5BendDate%5D=asc');
    const t = await table();
    await waitFor(() => expect(rows(t)).toHaveLength(10));
    expect(names(t)[0]).toBe('Soon 01');
    expect(screen.getByText('1–10 of 11', { exact: false })).toBeTruthy();
    // The button's count is counted by the server, all vendors, without reading the contracts.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ends soon/ }).textContent).toContain('11'),
    );
    const window = `status=active&endDate[after]=${inDays(0)}&endDate[before]=${inDays(60)}`;
    expect(listCalls().map(query)).toEqual(
      expect.arrayContaining([
        `${window}&order[endDate]=asc&page=1&itemsPerPage=10`,
        `${window}&itemsPerPage=0`,
      ]),
    );

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(names(t)).toEqual(['Soon 11']));
    expect(lastPath(history)).toContain('page=2');
    expect(listCalls().map(query)).toContain(`${window}&order[endDate]=asc&page=2&itemsPerPage=10`);
    // Never more than the page asked for (the view used to read every active contract).
    expect(listCalls().every((path) => !path.includes('itemsPerPage=100'))).toBe(true);
  });

  it('filters by "Ends between" with the status and the vendor, in the URL, and clears it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await api.addContract(1, { name: 'March rates', status: 'active', endDate: '2027-03-15' });
    await api.addContract(1, { name: 'April rates', status: 'active', endDate: '2027-04-15' });
    await api.addContract(1, { name: 'April draft', status: 'draft', endDate: '2027-04-16' });
    await api.addContract(2, { name: 'Other April rates', status: 'active', endDate: '2027-04-17' });
    await api.addContract(1, { name: 'May rates', status: 'active', endDate: '2027-05-15' });
    // No start dates: the default order (start date, newest first) leaves them by id.
    const { history } = openList(
      '/admin/contracts?endDate%5Bafter%5D=2027-03-01&endDate%5Bbefore%5D=2027-03-31',
    );
    const t = await table();
    await waitFor(() => expect(names(t)).toEqual(['March rates']));
    const range = screen.getByRole('combobox', { name: 'Ends between' });
    expect(range.textContent).toContain('03/01/2027 – 03/31/2027');

    // A new range from the calendar (both ends included).
    await user.click(range);
    await user.click(await screen.findByRole('button', { name: /March 10th, 2027/ }));
    await user.click(screen.getByRole('button', { name: /April 17th, 2027/ }));
    await waitFor(() =>
      expect(names(t)).toEqual(['March rates', 'April rates', 'April draft', 'Other April rates']),
    );
    expect(lastPath(history)).toBe(
      '/admin/contracts?endDate%5Bafter%5D=2027-03-10&endDate%5Bbefore%5D=2027-04-17',
    );
    expect(query(listCalls().at(-1)!)).toBe(
      'endDate[after]=2027-03-10&endDate[before]=2027-04-17&order[startDate]=desc&page=1&itemsPerPage=10',
    );

    // With the status and the vendor name.
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Active' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(names(t)).toEqual(['March rates', 'April rates', 'Other April rates']));
    // Any case, part of the name.
    await user.type(
      screen.getByRole('searchbox', { name: 'Vendor name' }),
      (await vendorName(2)).toUpperCase(),
    );
    await waitFor(() => expect(names(t)).toEqual(['Other April rates']));
    await user.clear(screen.getByRole('searchbox', { name: 'Vendor name' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Vendor name' }),
      `${(await vendorName(1)).toLowerCase()}{Enter}`,
    );
    await waitFor(() => expect(names(t)).toEqual(['March rates', 'April rates']));
    expect(query(listCalls().at(-1)!)).toBe(
      `status[]=active&vendor.name=${(await vendorName(1)).toLowerCase()}&endDate[after]=2027-03-10&endDate[before]=2027-04-17&order[startDate]=desc&page=1&itemsPerPage=10`,
    );

    // Clearing the dates keeps the other filters.
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(names(t)).toEqual(['March rates', 'April rates', 'May rates']));
    expect(range.textContent).toContain('Ends between…');
    expect(lastPath(history)).not.toContain('endDate');
    expect(query(listCalls().at(-1)!)).toBe(
      `status[]=active&vendor.name=${(await vendorName(1)).toLowerCase()}&order[startDate]=desc&page=1&itemsPerPage=10`,
    );
  });

  it('moves a status as the server allows and deletes after the §8 confirmation', async () => {
    const user = userEvent.setup();
    const draft = await api.addContract(1, { name: 'Draft rates', status: 'draft', startDate: '2027-01-01' });
    await api.addContract(2, { name: 'Kept rates', status: 'active', startDate: '2026-01-01' });
    openList();
    const t = await table();
    await waitFor(() => expect(rows(t)).toHaveLength(2));

    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Change status of Draft rates' }));
    expect(await screen.findByRole('menuitem', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(rows(t)[0]!).getByText('Active')).toBeTruthy());
    expect(api.writes('PATCH', `/api/vendor_contracts/${draft.id}`).map((w) => w.body)).toEqual([
      { status: 'active' },
    ]);
    // The row has no ETag: the move sends the one of the possible-transitions answer it offered.
    expect(api.writes('PATCH', `/api/vendor_contracts/${draft.id}`).map((w) => w.ifMatch)).toEqual(['"1"']);

    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Actions for Draft rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await deleteConfirmation();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(t)).toEqual(['Kept rates']));
    expect(api.writes('DELETE', `/api/vendor_contracts/${draft.id}`)).toHaveLength(1);
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('refuses a status move over a change made meanwhile (412): says so, reloads, then moves', async () => {
    const user = userEvent.setup();
    const draft = await api.addContract(1, { name: 'Draft rates', status: 'draft' });
    openList();
    const t = await table();
    await waitFor(() => expect(names(t)).toEqual(['Draft rates']));
    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Change status of Draft rates' }));
    const activate = await screen.findByRole('menuitem', { name: 'Activate' });
    // Someone else edits the contract while the menu is open.
    await updateVendorContract(draft.id, { notes: 'Changed elsewhere' });
    const reads = listCalls().length;
    await user.click(activate);
    expect(
      await screen.findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(api.writes('PATCH', `/api/vendor_contracts/${draft.id}`).map((w) => w.ifMatch)).toEqual([
      null,
      '"1"',
    ]);
    expect((await api.list<{ status: string }>('/api/vendor_contracts'))[0]!.status).toBe('draft');
    // The list is read again.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(reads));

    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Change status of Draft rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(rows(t)[0]!).getByText('Active')).toBeTruthy());
    expect(api.writes('PATCH', `/api/vendor_contracts/${draft.id}`).at(-1)!.ifMatch).toBe('"2"');
  });

  it('offers no move while the row shows an outdated status, and reads it again', async () => {
    const user = userEvent.setup();
    const draft = await api.addContract(1, { name: 'Draft rates', status: 'draft' });
    openList();
    const t = await table();
    await waitFor(() => expect(names(t)).toEqual(['Draft rates']));
    // Someone else activates it: the row still says Draft, the possible transitions say active.
    await updateVendorContract(draft.id, { status: 'active' });
    const reads = listCalls().length;
    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Change status of Draft rates' }));
    await waitFor(() => expect(within(rows(t)[0]!).getByText('Active')).toBeTruthy());
    expect(listCalls().length).toBeGreaterThan(reads);
    expect(await screen.findByRole('menuitem', { name: 'Mark as expired' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Activate' })).toBeNull();
  });

  it('says when there is no contract yet', async () => {
    openList();
    expect(await screen.findByText(/No contracts yet/)).toBeTruthy();
  });

  it('opens a contract from the row menu, and says when nothing ends soon', async () => {
    const user = userEvent.setup();
    const contract = await api.addContract(2, { name: 'Villa rates', status: 'active' });
    const { history } = openList();
    await user.click(screen.getByRole('button', { name: /Ends soon/ }));
    expect(await screen.findByText('No contract ends within 60 days.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const t = await table();
    await waitFor(() => expect(names(t)).toEqual(['Villa rates']));
    await user.click(within(rows(t)[0]!).getByRole('button', { name: 'Actions for Villa rates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open' }));
    expect(lastPath(history)).toBe(`/admin/contracts/${contract.id}`);
  });
});
