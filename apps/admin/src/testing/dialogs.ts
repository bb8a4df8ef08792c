import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The delete confirmation of product.md §8, once its words are checked: click Delete or Cancel in it. */
export const deleteConfirmation = async () => {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
  expect(
    within(dialog).getByText('Do you really want to delete this record? This process cannot be undone.'),
  ).toBeTruthy();
  return dialog;
};
