import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Pencil } from 'lucide-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DataTableRowActionHandlers,
  DataTableRowActions,
  getRowActions,
} from './data-table-row-actions.tsx';
import { Harness, installResizeObserver, type Vendor, vendors } from './test-utils.tsx';

beforeAll(installResizeObserver);

type Flags = { status?: string; isPrimary?: boolean; hideDelete?: boolean };

const labels = (row: Flags, handlers: DataTableRowActionHandlers<Flags>) =>
  getRowActions(row, handlers).map((action) => action.label);

const all = {
  onArchive: vi.fn(),
  onUnarchive: vi.fn(),
  onApprove: vi.fn(),
  onTogglePrimary: vi.fn(),
  onDelete: vi.fn(),
};

describe('getRowActions', () => {
  it('shows only the actions the screen turned on', () => {
    expect(labels({ status: 'active' }, {})).toEqual([]);
    expect(labels({ status: 'active' }, { onDelete: vi.fn() })).toEqual(['Delete']);
  });

  it('offers archive or un-archive depending on the status', () => {
    expect(labels({ status: 'active' }, all)).toEqual(['Set as primary', 'Archive', 'Delete']);
    expect(labels({ status: 'archived' }, all)).toEqual(['Set as primary', 'Un-archive', 'Delete']);
  });

  it('offers approve for pending rows only', () => {
    expect(labels({ status: 'pending' }, all)).toEqual(['Approve', 'Set as primary', 'Archive', 'Delete']);
  });

  it('labels the primary toggle from isPrimary', () => {
    expect(labels({ isPrimary: true }, { onTogglePrimary: vi.fn() })).toEqual(['Unset as primary']);
  });

  it('hides delete for records flagged hideDelete', () => {
    expect(labels({ status: 'active', hideDelete: true }, { onDelete: vi.fn() })).toEqual([]);
  });

  it('adds the screen’s own actions first, unless hidden for the row', () => {
    const actions = [
      { label: 'Edit', icon: Pencil, onSelect: vi.fn() },
      { label: 'Publish', onSelect: vi.fn(), hidden: (row: Flags) => row.status === 'archived' },
    ];
    expect(labels({ status: 'active' }, { actions, onDelete: vi.fn() })).toEqual([
      'Edit',
      'Publish',
      'Delete',
    ]);
    expect(labels({ status: 'archived' }, { actions })).toEqual(['Edit']);
  });
});

describe('DataTableRowActions', () => {
  it('renders nothing when no action applies', () => {
    const { container } = render(<DataTableRowActions row={{ status: 'active' }} onUnarchive={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a menu and calls the handler with the row', async () => {
    const user = userEvent.setup();
    const row = { id: '7', status: 'active' };
    const onDelete = vi.fn();
    const onArchive = vi.fn();
    render(<DataTableRowActions row={row} onDelete={onDelete} onArchive={onArchive} label="Actions for 7" />);

    await user.click(screen.getByRole('button', { name: 'Actions for 7' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Archive', 'Delete']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(row);
    expect(onArchive).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    render(<DataTableRowActions row={{ status: 'pending' }} onApprove={onApprove} />);

    screen.getByRole('button', { name: 'Row actions' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onApprove).toHaveBeenCalledOnce();
  });
});

describe('DataTable row actions', () => {
  it('adds an actions column whose menus follow each row', async () => {
    const user = userEvent.setup();
    const onArchive = vi.fn();
    const onUnarchive = vi.fn();
    const onTogglePrimary = vi.fn();
    render(
      <Harness
        rowActions={{
          onArchive,
          onUnarchive,
          onTogglePrimary,
          label: (row: Vendor) => `Actions for ${row.name}`,
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Le Bristol' }));
    await user.click(screen.getByRole('menuitem', { name: 'Un-archive' }));
    expect(onUnarchive).toHaveBeenCalledWith(vendors[1]);

    await user.click(screen.getByRole('button', { name: 'Actions for Aman Tokyo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unset as primary' }));
    expect(onTogglePrimary).toHaveBeenCalledWith(vendors[0]);
    expect(onArchive).not.toHaveBeenCalled();
  });
});
