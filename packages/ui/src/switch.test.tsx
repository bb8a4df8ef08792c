import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

describe('Switch', () => {
  it('toggles and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Active" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Active' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('is named by a label and toggles with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch id="vip" defaultChecked />
        <label htmlFor="vip">VIP</label>
      </>,
    );
    const control = screen.getByRole('switch', { name: 'VIP' });
    expect(control).toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Active" disabled />);
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });
});
