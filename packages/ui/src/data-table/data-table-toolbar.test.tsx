import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTableToolbar, type DataTableToolbarProps, isAcceptedFile } from './data-table-toolbar.tsx';
import { Harness, installResizeObserver } from './test-utils.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.useRealTimers());

const statusField = {
  id: 'status[]',
  title: 'Status',
  options: [
    { label: 'Active', value: 'active' },
    { label: 'Pending', value: 'pending' },
  ],
};

const setup = (props: Partial<DataTableToolbarProps> = {}) => {
  const onFiltersChange = vi.fn();
  const view = render(<DataTableToolbar filters={{}} onFiltersChange={onFiltersChange} {...props} />);
  return { onFiltersChange, view, user: userEvent.setup() };
};

describe('DataTableToolbar actions', () => {
  it('shows only the actions the screen turned on', () => {
    setup({ onExport: vi.fn() });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('calls export and update website, disabled while their promise is pending', async () => {
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onUpdateWebsite = vi.fn();
    const { user } = setup({ onExport, onUpdateWebsite });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Update website' }));
    expect(onUpdateWebsite).toHaveBeenCalledOnce();
  });

  it('imports an .xlsx or .csv file through the file input', async () => {
    const onImport = vi.fn();
    const onImportRejected = vi.fn();
    const { user } = setup({ onImport, onImportRejected });
    const input = screen.getByLabelText('Import file');
    expect(input).toHaveAttribute('accept', '.xlsx,.csv');

    const file = new File(['a;b'], 'vendors.csv', { type: 'text/csv' });
    await user.upload(input, file);
    expect(onImport).toHaveBeenCalledWith(file);

    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    // The picker honours accept, but a dropped or scripted file does not.
    await userEvent.setup({ applyAccept: false }).upload(input, image);
    expect(onImportRejected).toHaveBeenCalledWith(image);
    expect(onImport).toHaveBeenCalledOnce();
  });

  it('opens the file picker from the Import button', async () => {
    const { user } = setup({ onImport: vi.fn() });
    const input = screen.getByLabelText('Import file') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(click).toHaveBeenCalled();
  });

  it('renders the create slot', () => {
    setup({ createAction: <a href="/admin/vendors/new">New vendor</a> });
    expect(screen.getByRole('link', { name: 'New vendor' })).toHaveAttribute('href', '/admin/vendors/new');
  });

  it('checks file extensions against accept', () => {
    expect(isAcceptedFile(new File([], 'A.XLSX'), '.xlsx,.csv')).toBe(true);
    expect(isAcceptedFile(new File([], 'a.xls'), '.xlsx,.csv')).toBe(false);
    expect(isAcceptedFile(new File([], 'a.xls'), '*/*')).toBe(true);
  });
});

describe('DataTableToolbar search', () => {
  it('limits the search box to 255 characters and commits on Enter', async () => {
    const { onFiltersChange, user } = setup({ searchKey: 'search', filters: { city: 'Paris' } });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('maxLength', '255');

    await user.type(box, ' aman {Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith({ city: 'Paris', search: 'aman' });
  });

  it('commits after a pause in typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onFiltersChange } = setup({ searchKey: 'search', searchDebounceMs: 300 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(screen.getByRole('searchbox'), 'spa');
    expect(onFiltersChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(300));
    expect(onFiltersChange).toHaveBeenCalledOnce();
    expect(onFiltersChange).toHaveBeenCalledWith({ search: 'spa' });
  });

  it('follows a search value changed from outside', () => {
    const { view } = setup({ searchKey: 'search', filters: { search: 'old' } });
    expect(screen.getByRole('searchbox')).toHaveValue('old');
    view.rerender(<DataTableToolbar searchKey="search" filters={{}} onFiltersChange={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('DataTableToolbar filters', () => {
  it('writes the picked options as a list', async () => {
    const { onFiltersChange, user } = setup({ filterFields: [statusField] });
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pending' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ 'status[]': ['pending'] });
  });

  it('unchecks a picked option and shows the selection on the button', async () => {
    const { onFiltersChange, user } = setup({
      filterFields: [statusField],
      filters: { 'status[]': ['active', 'pending'] },
    });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Active' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ 'status[]': ['pending'] });
  });

  it('writes a single-choice filter as a string', async () => {
    const { onFiltersChange, user } = setup({
      filterFields: [{ ...statusField, id: 'status', multiple: false }],
      filters: { status: 'active' },
    });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pending' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('resets only its own filters', async () => {
    const { onFiltersChange, user } = setup({
      searchKey: 'search',
      filterFields: [statusField],
      filters: { search: 'x', 'status[]': ['active'], 'vendor.id': '12' },
    });
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(onFiltersChange).toHaveBeenCalledWith({ 'vendor.id': '12' });
  });

  it('hides reset when none of its filters is set', () => {
    setup({ searchKey: 'search', filterFields: [statusField], filters: { 'vendor.id': '12' } });
    expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
  });
});

describe('DataTable toolbar', () => {
  it('sends filter changes with page 1', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(
      <Harness
        total={50}
        initialState={{ page: 4 }}
        onStateChange={onStateChange}
        toolbar={{ searchKey: 'search', filterFields: [statusField] }}
      />,
    );
    await user.type(screen.getByRole('searchbox'), 'aman{Enter}');
    expect(onStateChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 10,
      sort: null,
      filters: { search: 'aman' },
    });
  });
});
