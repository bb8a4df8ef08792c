import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { ResourceListPage } from './resource-list-page.tsx';
import { vendorGroupsScreen } from './vendor-groups.screen.ts';

const api = realApiForFile();

describe('generic resource list (vendor groups through the SDK mocks)', () => {
  it('lists a page, pages with the page in the URL, creates and validates', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/vendors/groups', <ResourceListPage screen={vendorGroupsScreen} />);
    const table = await screen.findByRole('table', { name: 'Vendor groups' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(history.at(-1)).toContain('page=2'));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(5));

    await user.click(screen.getByRole('button', { name: 'New vendor group' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input value')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Relais & Châteaux');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(
      (await api.db.query.vendorGroups.findMany()).find((g) => g.name === 'Relais & Châteaux'),
    ).toBeTruthy();
  });
});
