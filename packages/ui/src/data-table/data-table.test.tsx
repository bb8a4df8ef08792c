import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Harness } from './test-utils.tsx';

describe('DataTable', () => {
  it('renders the rows of the current page', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Vendors' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'Le Bristol' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it("shows 'No data' when the page is empty", () => {
    render(<Harness data={[]} total={0} />);
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('marks the table busy and shows skeleton rows while the first page loads', () => {
    render(<Harness data={[]} total={0} isLoading />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // skeleton rows are hidden from assistive tech, so only the header row is exposed
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('keeps the previous rows visible while the next page loads', () => {
    render(<Harness isLoading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Aman Tokyo' })).toBeInTheDocument();
  });

  it('is not busy once loaded', () => {
    render(<Harness />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('cycles the sort asc → desc → none on header clicks and goes back to page 1', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(<Harness initialState={{ page: 2 }} total={30} onStateChange={onStateChange} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { id: 'name', desc: false }, page: 1 }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { id: 'name', desc: true } }),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: null }));
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('gives a plain-text header with enableSorting: true a sort button', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(<Harness onStateChange={onStateChange} />);
    const header = screen.getByRole('columnheader', { name: 'Status' });
    await user.click(within(header).getByRole('button', { name: 'Status' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { id: 'status', desc: false } }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('renders a plain header for a column without sorting', () => {
    render(<Harness />);
    const header = screen.getByRole('columnheader', { name: 'City' });
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds no action or drag column unless the screen asks for them', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});

describe('DataTable page out of range', () => {
  it('steps back to the last page when the page is past the end', () => {
    const onStateChange = vi.fn();
    render(<Harness data={[]} total={25} initialState={{ page: 4 }} onStateChange={onStateChange} />);
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ page: 3 }));
  });

  it('waits for the load to finish before deciding', () => {
    const onStateChange = vi.fn();
    render(
      <Harness data={[]} total={25} isLoading initialState={{ page: 4 }} onStateChange={onStateChange} />,
    );
    expect(onStateChange).not.toHaveBeenCalled();
  });
});
