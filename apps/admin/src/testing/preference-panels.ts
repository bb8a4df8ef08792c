import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

// The client preferences' panels in the order the drawer and the edit page show them (product.md):
// what their tests expect, written once.
export const preferencePanelTitles = [
  'Hotel',
  'Dining',
  'Spa',
  'Air',
  'Private plane',
  'Activities',
  'Transfer',
  'Sport',
  'Misc',
  'Internal/auto filled',
];

/**
 * The preferences drawer once it shows its panels: 500 px wide, every panel's title among its
 * buttons. `value(label)` reads the field shown beside a label.
 */
export const shownPreferencesDrawer = async () => {
  const drawer = await screen.findByRole('dialog', { name: 'Client Preferences' }, { timeout: 10_000 });
  expect(drawer.style.width).toBe('500px');
  await within(drawer).findByRole('button', { name: 'Hotel' }, { timeout: 10_000 });
  const titles = within(drawer)
    .getAllByRole('button')
    .map((b) => b.textContent);
  for (const title of preferencePanelTitles) expect(titles).toContain(title);
  const value = (label: string) => within(drawer).getByText(label).nextElementSibling?.textContent;
  return { drawer, value };
};
