import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, statusLabel } from './badge.tsx';

describe('Badge', () => {
  it('shows underscores as spaces', () => {
    expect(statusLabel('on_hold_by_vendor')).toBe('on hold by vendor');
    render(<Badge color="orange">ON_HOLD</Badge>);
    expect(screen.getByText('ON HOLD')).toBeInTheDocument();
  });

  it.each([
    ['red', 'text-red-700'],
    ['orange', 'text-orange-700'],
    ['yellow', 'text-yellow-800'],
    ['blue', 'text-blue-700'],
    ['green', 'text-green-700'],
    ['grey', 'text-stone-700'],
  ] as const)('has the %s colour', (color, className) => {
    render(<Badge color={color}>status</Badge>);
    expect(screen.getByText('status')).toHaveClass(className);
  });

  it('is grey by default', () => {
    render(<Badge>draft</Badge>);
    expect(screen.getByText('draft')).toHaveClass('bg-stone-100');
  });
});
