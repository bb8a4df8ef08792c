import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'full', label: 'Credit in full' },
  { value: 'lines', label: 'Credit part of its lines' },
] as const;

describe('RadioGroup', () => {
  it('names the group by its legend and each choice by its label', () => {
    render(
      <RadioGroup legend="What to credit" name="mode" value="full" options={options} onChange={vi.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'What to credit' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit in full' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit part of its lines' })).not.toBeChecked();
  });

  it('tells the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup legend="What to credit" name="mode" value="full" options={options} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Credit part of its lines' }));
    expect(onChange).toHaveBeenCalledWith('lines');
  });
});
