// Test-only helpers; not part of the kit's API.
import { useState } from 'react';
import { vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { DataTableColumnHeader } from './data-table-column-header.tsx';
import { createDataTableColumnHelper } from './data-table-columns.tsx';
import { createTableState, type DataTableState } from './data-table-state.tsx';

// Radix menus measure their content with ResizeObserver, which jsdom lacks.
export const installResizeObserver = () => {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
};

export type Vendor = {
  id: string;
  name: string;
  city: string;
  status: string;
  isPrimary?: boolean;
  position?: number;
};

export const vendors: Vendor[] = [
  { id: '1', name: 'Aman Tokyo', city: 'Tokyo', status: 'active', isPrimary: true, position: 0 },
  { id: '2', name: 'Le Bristol', city: 'Paris', status: 'archived', position: 1 },
  { id: '3', name: 'Belmond', city: 'Venice', status: 'pending', position: 2 },
];

const helper = createDataTableColumnHelper<Vendor>();

export const vendorColumns = helper.columns([
  helper.accessor('name', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
  }),
  helper.accessor('city', { header: 'City', enableSorting: false }),
  helper.accessor('status', { header: 'Status', enableSorting: true }),
]);

type HarnessProps = Partial<Omit<DataTableProps<Vendor>, 'state' | 'onStateChange'>> & {
  initialState?: Partial<DataTableState>;
  onStateChange?: (next: DataTableState) => void;
};

/** Holds the state the way a screen does (from the URL), and reports every change. */
export const Harness = ({ initialState, onStateChange = vi.fn(), ...props }: HarnessProps) => {
  const [state, setState] = useState<DataTableState>({ ...createTableState(), ...initialState });
  return (
    <DataTable<Vendor>
      columns={vendorColumns}
      data={vendors}
      total={vendors.length}
      getRowId={(row) => row.id}
      label="Vendors"
      {...props}
      state={state}
      onStateChange={(next) => {
        onStateChange(next);
        setState(next);
      }}
    />
  );
};
