import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { VendorPage } from '../../features/vendors/vendor-page.tsx';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { guardedNavigation, hasUnsavedChanges, installLeaveGuard } from './unsaved-changes.ts';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt.tsx';

realApiForFile({ reset: true });
beforeAll(() => installLeaveGuard());

// The vendor page inside the app's guarded router, as app.tsx mounts it.
const open = () =>
  renderAt(
    '/admin/vendors/1/tabs/General',
    <Router aroundNav={guardedNavigation}>
      <VendorPage params={{ id: '1' }} />
      <UnsavedChangesPrompt />
    </Router>,
  );

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  it('asks before a link leaves a form with changes: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const { history } = open();
    const form = await screen.findByRole('form', { name: 'Vendor' });
    const details = screen.getByRole('link', { name: 'Details' });

    // Untouched: no question.
    expect(unload()).toBe(false);
    await user.type(within(form).getByLabelText('Phone'), '42');
    expect(unload()).toBe(true);

    await user.click(details);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave this page?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(history.at(-1)).toBe('/admin/vendors/1/tabs/General');
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toMatch(/42$/);

    await user.click(details);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors/1/tabs/Details'));
    expect(hasUnsavedChanges()).toBe(false);
    expect(unload()).toBe(false);
  });

  it('lets a saved form go without asking', async () => {
    const user = userEvent.setup();
    const { history } = open();
    const form = await screen.findByRole('form', { name: 'Vendor' });
    await user.type(within(form).getByLabelText('Phone'), '7');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Details' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/vendors/1/tabs/Details'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
