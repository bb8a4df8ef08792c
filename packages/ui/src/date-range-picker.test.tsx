import { fireEvent, render, screen } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangeValue } from './date-range-picker.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

// The pointer-events check walks computed styles of two month grids on every click, which is slow.
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const Harness = ({
  initial = { startDate: null, endDate: null },
  onChange = vi.fn(),
}: {
  initial?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      aria-label="Travel dates"
      defaultMonth="2025-03-01"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const day = (label: RegExp) => screen.getByRole('button', { name: label });

// The picker with a spy on its changes, and the user who drives it.
const renderWithSpy = (initial?: DateRangeValue) => {
  const user = setup();
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  return { user, onChange };
};

describe('DateRangePicker', () => {
  it('shows the range as MM/DD/YYYY', () => {
    render(<Harness initial={{ startDate: '2025-03-05', endDate: '2025-03-12' }} />);
    expect(screen.getByRole('combobox', { name: 'Travel dates' })).toHaveTextContent(
      '03/05/2025 – 03/12/2025',
    );
  });

  it('shows the placeholder when empty', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Travel dates' })).toHaveTextContent('Start date – End date');
  });

  it('opens two months and reports ISO dates once both ends are picked', async () => {
    const { user, onChange } = renderWithSpy();
    await user.click(screen.getByRole('combobox', { name: 'Travel dates' }));
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByText('March 2025')).toBeInTheDocument();
    expect(screen.getByText('April 2025')).toBeInTheDocument();

    await user.click(day(/April 2nd, 2025/));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day(/March 28th, 2025/));
    // Picking the earlier day second swaps the ends.
    expect(onChange).toHaveBeenCalledWith({ startDate: '2025-03-28', endDate: '2025-04-02' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Travel dates' })).toHaveTextContent(
      '03/28/2025 – 04/02/2025',
    );
  });

  it('starts a new range over an existing one and opens on its month', async () => {
    const { user, onChange } = renderWithSpy({ startDate: '2024-12-24', endDate: '2024-12-26' });
    await user.click(screen.getByRole('combobox', { name: 'Travel dates' }));
    expect(screen.getByText('December 2024')).toBeInTheDocument();
    expect(day(/December 24th, 2024/)).toHaveAccessibleName(/selected/);
    await user.click(day(/December 30th, 2024/));
    await user.click(day(/January 3rd, 2025/));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2024-12-30', endDate: '2025-01-03' });
  });

  it('keeps the value when closed after one click', async () => {
    const { user, onChange } = renderWithSpy({ startDate: '2025-03-05', endDate: '2025-03-12' });
    await user.click(screen.getByRole('combobox', { name: 'Travel dates' }));
    await user.click(day(/March 20th, 2025/));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Travel dates' })).toHaveTextContent(
      '03/05/2025 – 03/12/2025',
    );
  });

  it('takes typed dates, once both are valid and in order (issue 30.6)', async () => {
    const { user, onChange } = renderWithSpy({ startDate: '2025-03-05', endDate: '2025-03-12' });
    await user.click(screen.getByRole('combobox', { name: 'Travel dates' }));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveValue('2025-03-05');
    fireEvent.change(start, { target: { value: '2025-05-10' } });
    // The end is now before the start: nothing changes yet.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '2025-05-14' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-05-10', endDate: '2025-05-14' });
    expect(screen.getByRole('combobox', { name: 'Travel dates' })).toHaveTextContent(
      '05/10/2025 – 05/14/2025',
    );
  });

  it('clears both dates', async () => {
    const { user, onChange } = renderWithSpy({ startDate: '2025-03-05', endDate: '2025-03-12' });
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: null, endDate: null });
  });
});
