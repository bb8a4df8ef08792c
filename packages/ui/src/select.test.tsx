import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { filterOptions, Select, type SelectOption } from './select.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

const cities: SelectOption[] = [
  { value: 'bkk', label: 'Bangkok' },
  { value: 'cnx', label: 'Chiang Mai' },
  { value: 'hkt', label: 'Phuket', disabled: true },
  { value: 'usm', label: 'Koh Samui' },
];

const Harness = ({ onChange = vi.fn(), initial = null as string | null, clearable = false }) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      aria-label="City"
      placeholder="Choose a city"
      options={cities}
      value={value}
      clearable={clearable}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

describe('filterOptions', () => {
  it('matches the visible label case-insensitively', () => {
    expect(filterOptions(cities, 'CHIANG').map((o) => o.value)).toEqual(['cnx']);
    expect(filterOptions(cities, ' ko ').map((o) => o.value)).toEqual(['bkk', 'usm']);
    expect(filterOptions(cities, 'usm')).toEqual([]);
    expect(filterOptions(cities, '')).toHaveLength(4);
  });
});

describe('Select', () => {
  it('shows the placeholder until a value is chosen', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Choose a city');
  });

  it('filters options case-insensitively on the label and picks with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'MAI');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chiang Mai']);
    await user.click(within(listbox).getByRole('option', { name: 'Chiang Mai' }));
    expect(onChange).toHaveBeenCalledWith('cnx');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Chiang Mai');
  });

  it('is keyboard accessible and skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="cnx" />);
    screen.getByRole('combobox', { name: 'City' }).focus();
    await user.keyboard('{ArrowDown}');
    const filter = screen.getByRole('combobox', { name: 'Search' });
    expect(filter).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Chiang Mai' })).toHaveAttribute('aria-selected', 'true');
    // Phuket is disabled, so the next option is Koh Samui.
    await user.keyboard('{ArrowDown}');
    expect(filter).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Koh Samui' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('usm');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not pick a disabled option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(screen.getByRole('option', { name: 'Phuket' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an empty message when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('clears the value when clearable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="bkk" clearable />);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Choose a city');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });
});
