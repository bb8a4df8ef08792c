import type { User } from '@backoffice/sdk';
import { getUpdateMeMockHandler, unprocessable } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ProfileModal } from './profile-modal.tsx';

const backend = realApiForFile({ signIn: false });

const me = {
  '@id': '/api/users/3',
  '@type': 'User',
  id: 3,
  email: 'journal@demo.travel',
  firstName: 'Jo',
  lastName: 'Lee',
  roles: ['ROLE_JOURNAL_MANAGER'],
  isActive: true,
} as unknown as User;

// Issue 10 item 6: a new password needs the current one.
describe('profile modal', () => {
  it('asks for the current password with a new one and shows the API refusing a wrong one', async () => {
    const bodies: Record<string, unknown>[] = [];
    backend.server.use(
      getUpdateMeMockHandler(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.currentPassword !== 'right-one-1') {
          // msw answers a thrown response as is.
          throw unprocessable([
            { propertyPath: 'currentPassword', message: 'The current password is not correct.' },
          ]);
        }
        return me;
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAt('/admin/vendors', <ProfileModal user={me} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New password'), 'brand-new-pass');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'brand-new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter your current password.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ password: 'brand-new-pass', currentPassword: 'wrong-one' });
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'right-one-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves names without any password', async () => {
    const bodies: Record<string, unknown>[] = [];
    backend.server.use(
      getUpdateMeMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return me;
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAt('/admin/vendors', <ProfileModal user={me} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('First name'), 'y');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toEqual({ firstName: 'Joy', lastName: 'Lee' });
  });
});
