import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from './test-utils.ts';
import { successMessages, toast } from './toast.tsx';
import { Toaster } from './toaster.tsx';

beforeAll(installDomShims);

afterEach(async () => {
  vi.useRealTimers();
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 350));
  });
});

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

describe('toast', () => {
  it('shows success and error toasts raised from outside React', () => {
    render(<Toaster />);
    act(() => {
      toast.success(successMessages.created);
      toast.error('Name is required');
    });
    const region = notifications();
    expect(within(region).getByText('Created successfully')).toBeInTheDocument();
    expect(within(region).getByText('Name is required')).toBeInTheDocument();
    expect(within(region).getByText('Created successfully').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'success',
    );
    expect(within(region).getByText('Name is required').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });

  it('stacks the toasts at the bottom right, clear of the header and its buttons (issue 30.12)', () => {
    render(<Toaster />);
    const viewport = screen.getByRole('region', { name: /Notification/ }).querySelector('ol');
    expect(viewport?.className).toMatch(/\bbottom-4\b/);
    expect(viewport?.className).not.toMatch(/\btop-/);
  });

  it('uses the product wording for success messages', () => {
    expect(successMessages).toEqual({ created: 'Created successfully', updated: 'Updated successfully' });
  });

  it('shows an identical open toast only once', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Network error');
      toast.error('Network error');
    });
    expect(within(notifications()).getAllByText('Network error')).toHaveLength(1);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success(successMessages.updated);
    });
    await user.click(within(notifications()).getByRole('button', { name: 'Close' }));
    expect(within(notifications()).queryByText('Updated successfully')).not.toBeInTheDocument();
  });

  it('closes by itself after the duration', () => {
    vi.useFakeTimers();
    render(<Toaster duration={1000} />);
    act(() => {
      toast.success('Saved');
    });
    expect(within(notifications()).getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(within(notifications()).queryByText('Saved')).not.toBeInTheDocument();
  });
});
