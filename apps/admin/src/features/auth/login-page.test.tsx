import { getLoginMockHandler } from '@backoffice/sdk/msw';
import { toast, useToasts } from '@backoffice/ui/toast';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../lib/session.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

const backend = realApiForFile({ signIn: false });
afterEach(() => {
  endSession();
});

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;

const openToasts = () =>
  renderHook(() => useToasts())
    .result.current.filter((t) => t.open)
    .map((t) => t.message);

const signIn = async (password: string, email = 'someone@demo.travel') => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login page', () => {
  it('shows a refused login once, inline, without an error toast', async () => {
    // A 401 never toasted; a 403 (inactive account), 422 or 429 did, beside the inline message.
    const someone = { email: 'travel@demo.travel' };
    const { 'hydra:member': found } = await backend.get(`/api/users?email=${someone.email}`);
    await backend.patch((found as { '@id': string }[])[0]!['@id'], { isActive: false });
    renderAt('/login', <LoginPage />);
    await signIn('demo-password', someone.email);
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Access denied.')).toHaveLength(1);
    expect(openToasts()).toEqual([]);
  });

  it('closes the toasts left from before once the login succeeds', async () => {
    backend.server.use(
      getLoginMockHandler({
        token: jwt({
          roles: ['ROLE_SUPER_ADMIN'],
          username: 'someone@demo.travel',
          isActive: true,
          exp: 2e9,
        }),
        refresh_token: 'refresh-1',
        remember: false,
      }),
    );
    renderAt('/login', <LoginPage />);
    toast.error('Your session has expired.');
    expect(await screen.findByText('Your session has expired.')).toBeTruthy();
    await signIn('right');
    await waitFor(() => expect(screen.queryByText('Your session has expired.')).toBeNull());
  });
});
