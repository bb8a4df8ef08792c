import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTablePagination, getPageItems } from './data-table-pagination.tsx';
import { Harness } from './test-utils.tsx';

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses the far pages into ellipses', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('DataTablePagination', () => {
  const setup = (props: Partial<Parameters<typeof DataTablePagination>[0]> = {}) => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <DataTablePagination
        page={1}
        pageSize={10}
        total={57}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        {...props}
      />,
    );
    return { onPageChange, onPageSizeChange, user: userEvent.setup() };
  };

  it('shows the page count from the total and the row range', () => {
    setup({ page: 2 });
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 6' })).toBeInTheDocument();
  });

  it('offers the page sizes 10, 20, 50, 100 by default', () => {
    setup();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '20', '50', '100']);
  });

  it('takes other page size options and keeps an unlisted current size', () => {
    setup({ pageSize: 25, pageSizeOptions: [50, 100] });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100']);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
  });

  it('disables previous on the first page and next on the last', () => {
    setup({ page: 6 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('navigates with next, previous, first, last and page numbers', async () => {
    const { onPageChange, user } = setup({ page: 3 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2], [1], [6], [5]]);
  });
});

describe('DataTable pagination', () => {
  it('resets to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(<Harness total={120} initialState={{ page: 3 }} onStateChange={onStateChange} />);

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');

    expect(onStateChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, sort: null, filters: {} });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('moves between pages and keeps the rest of the state', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(
      <Harness
        total={35}
        initialState={{ sort: { id: 'name', desc: false }, filters: { search: 'a' } }}
        onStateChange={onStateChange}
      />,
    );
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onStateChange).toHaveBeenLastCalledWith({
      page: 2,
      pageSize: 10,
      sort: { id: 'name', desc: false },
      filters: { search: 'a' },
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onStateChange.mock.calls.map(([state]) => state.page)).toEqual([2, 3, 2]);
  });
});
