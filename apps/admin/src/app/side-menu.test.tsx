import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../lib/session.ts';
import { menuCollapsedAtom } from '../lib/ui-state.ts';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { SideMenu } from './side-menu.tsx';

const store = getDefaultStore();
const api = realApiForFile({ signIn: false });
let narrow = false;

beforeEach(async () => {
  narrow = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  await api.signIn();
  store.set(menuCollapsedAtom, false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('side menu', () => {
  it('shows an icon beside every entry and lets long labels wrap rather than cutting them', async () => {
    renderAt('/admin/vendors', <SideMenu />);
    // The icons come in their own chunk.
    await waitFor(() => expect(nav().querySelector('[data-menu-entry="Spas"] svg.lucide')).not.toBeNull());
    const entries = within(nav()).getAllByRole('listitem');
    const tops = entries.filter((li) => li.parentElement?.parentElement === nav());
    expect(tops.length).toBeGreaterThan(15);
    for (const li of tops) {
      const control = li.firstElementChild!;
      // An icon, not the label's first letter in a box.
      expect(control.firstElementChild?.matches('svg.lucide')).toBe(true);
      expect(control.querySelector('.truncate')).toBeNull();
    }
    const transport = within(nav()).getByRole('link', { name: 'Transportation providers' });
    expect(transport.className).toContain('break-words');
    expect(transport.textContent).toBe('Transportation providers');
  });

  it('opens a group of the collapsed menu as a flyout, by mouse and by keyboard', async () => {
    narrow = true; // under 992 px the menu collapses by itself
    const user = userEvent.setup();
    const { history } = renderAt('/admin/vendors', <SideMenu />);
    await waitFor(() => expect(nav().style.width).toBe('80px'));

    await user.click(within(nav()).getByRole('button', { name: 'Settings' }));
    const flyout = await screen.findByRole('menu', { name: 'Settings' });
    await user.click(within(flyout).getByRole('menuitem', { name: 'Users' }));
    expect(history.at(-1)).toBe('/admin/users');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Keyboard: focus the group, Enter opens it, arrows move, Enter follows the entry.
    within(nav()).getByRole('button', { name: 'Vendors' }).focus();
    await user.keyboard('{Enter}');
    const vendors = await screen.findByRole('menu', { name: 'Vendors' });
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        within(vendors).getAllByRole('menuitem')[0]!.textContent,
      ),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(history.at(-1)).toBe('/admin/vendors/map');
  });
});
