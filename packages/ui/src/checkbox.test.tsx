import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

describe('Checkbox', () => {
  it('checks and unchecks, named by its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="terms" onCheckedChange={onCheckedChange} />
        <label htmlFor="terms">Send confirmation email</label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Send confirmation email' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows the indeterminate state', () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });
});
