import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, parseNumber } from './number-input.tsx';

describe('parseNumber', () => {
  it('ignores separators and symbols and gives null for empty text', () => {
    expect(parseNumber('$1,234,567')).toBe(1234567);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('12.345', { precision: 2 })).toBe(12.34);
    // Cut on the text, not by float multiplication (0.57 * 10^4 is 5699.999…).
    expect(parseNumber('0.57', { precision: 4 })).toBe(0.57);
    expect(parseNumber('0.29', { precision: 8 })).toBe(0.29);
    expect(parseNumber('4.35', { precision: 8 })).toBe(4.35);
    expect(parseNumber('1.23456789', { precision: 8 })).toBe(1.23456789);
    expect(parseNumber('1.234567891', { precision: 8 })).toBe(1.23456789);
    expect(parseNumber('-5')).toBe(5);
    expect(parseNumber('-5', { allowNegative: true })).toBe(-5);
  });
});

describe('NumberInput', () => {
  it('starts at 0 with min 0 and max 999999999', () => {
    render(<NumberInput aria-label="Quantity" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue('0');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '999999999');
    expect(input).toHaveAttribute('aria-valuenow', '0');
  });

  it('reports numbers, and null when cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput aria-label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('refuses digits beyond 999999999', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput aria-label="Quantity" defaultValue={null} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.type(input, '9999999999');
    expect(input).toHaveValue('999999999');
    expect(onChange).toHaveBeenLastCalledWith(999999999);
  });

  it('raises a value below min to min on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput aria-label="Nights" min={1} defaultValue={null} onChange={onChange} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Nights' }), '0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('spinbutton', { name: 'Nights' })).toHaveValue('1');
  });

  it('steps with the arrow keys within bounds', async () => {
    const user = userEvent.setup();
    render(<NumberInput aria-label="Quantity" max={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('0');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('2');
  });

  it("shows 'Please input value' when required and empty", async () => {
    const user = userEvent.setup();
    render(<NumberInput aria-label="Quantity" required />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Please input value');
    expect(input).toHaveAccessibleDescription('Please input value');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not show the message when empty but optional', async () => {
    const user = userEvent.setup();
    render(<NumberInput aria-label="Quantity" />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a dollar sign and thousands separators in price mode while reporting a plain number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const Harness = () => {
      const [value, setValue] = useState<number | null>(null);
      return (
        <NumberInput
          aria-label="Price"
          price
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    };
    render(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Price' });
    expect(screen.getByText('$')).toBeInTheDocument();
    await user.type(input, '1234567');
    expect(onChange).toHaveBeenLastCalledWith(1234567);
    await user.tab();
    expect(input).toHaveValue('1,234,567');
    expect(input).toHaveAttribute('aria-valuenow', '1234567');
    expect(input).toHaveAttribute('aria-valuetext', '$1,234,567');
  });

  it('formats an initial price', () => {
    render(<NumberInput aria-label="Price" price value={25000} />);
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue('25,000');
  });
});
