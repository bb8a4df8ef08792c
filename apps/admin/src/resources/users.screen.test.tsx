import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sessionAtom, startSession } from '../lib/session.ts';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { ResourceListPage } from './resource-list-page.tsx';
import { roleLabel, usersScreen, withoutEmptyPassword } from './users.screen.tsx';

const api = realApiForFile();
const users = () => api.db.query.users.findMany();

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const fakeToken = `${b64({ alg: 'HS256' })}.${b64({ roles: ['ROLE_SUPER_ADMIN'], username: 'admin@demo.travel', isActive: true, exp: 4_000_000_000 })}.x`;

describe('users screen', () => {
  it('drops an empty password from the payload (calls.md 7.8)', () => {
    expect(withoutEmptyPassword({ email: 'a@b.c', password: '' })).toEqual({ email: 'a@b.c' });
    expect(withoutEmptyPassword({ password: 'long-enough' })).toEqual({ password: 'long-enough' });
  });

  it('shows roles without the ROLE_ prefix and deactivates a user from its row', async () => {
    const user = userEvent.setup();
    renderAt('/admin/users', <ResourceListPage screen={usersScreen} />);
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(within(table).queryByText(/ROLE_/)).toBeNull();
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Active'))!;
    const email = within(row).getAllByRole('cell')[0]!.textContent!;
    await user.click(within(row).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(async () => expect((await users()).find((u) => u.email === email)?.isActive).toBe(false));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
  });

  it("refuses to save a user without a role: 'Please select at least one role.'", async () => {
    const user = userEvent.setup();
    const before = (await users()).length;
    renderAt('/admin/users', <ResourceListPage screen={usersScreen} />);
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-mail'), 'no-role@demo.travel');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select at least one role.')).toBeTruthy();
    expect((await users()).length).toBe(before);
    await user.click(within(dialog).getByRole('checkbox', { name: roleLabel('ROLE_VENDOR') }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await users()).length).toBe(before + 1));
  });

  it('logs the session out when an edit changes the edited user role count (product.md §6)', () => {
    startSession(fakeToken, false);
    const before = { roles: ['ROLE_VENDOR'] } as never;
    usersScreen.afterSave?.(before, { roles: ['ROLE_VENDOR'] } as never);
    expect(getDefaultStore().get(sessionAtom)).not.toBeNull();
    usersScreen.afterSave?.(before, { roles: ['ROLE_VENDOR', 'ROLE_ACCOUNTANT'] } as never);
    return waitFor(() => expect(getDefaultStore().get(sessionAtom)).toBeNull());
  });
});
