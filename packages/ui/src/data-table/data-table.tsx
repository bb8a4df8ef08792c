import { functionalUpdate, type RowData, type SortingState, useTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { cn } from '../cn.ts';
import { DataTableColumnHeader } from './data-table-column-header.tsx';
import { type DataTableColumnDef, dataTableFeatures } from './data-table-columns.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import {
  computeReorder,
  DataTableDragHandle,
  type DataTableReorderChange,
  DataTableReorderContext,
  DataTableSortableRow,
} from './data-table-reorder.tsx';
import {
  type DataTableRowActionHandlers,
  DataTableRowActions,
  hasRowActionHandlers,
} from './data-table-row-actions.tsx';
import { type DataTableState, DEFAULT_PAGE_SIZE_OPTIONS, getPageCount } from './data-table-state.tsx';
import { DataTableToolbar, type DataTableToolbarProps } from './data-table-toolbar.tsx';

export type DataTableReorderOptions<TData> = {
  /** Receives only the rows whose position changed. */
  onReorder: (changes: DataTableReorderChange[]) => void;
  getPosition?: (row: TData) => number | null | undefined;
  /** Position of the very first row of the list when positions are derived from the order; default 0. */
  positionBase?: number;
  disabled?: boolean;
};

export type DataTableProps<TData extends RowData> = {
  columns: readonly DataTableColumnDef<TData>[];
  /** The current page only, as the server returned it (hydra:member). */
  data: readonly TData[];
  /** hydra:totalItems. */
  total: number;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  getRowId: (row: TData) => string;
  isLoading?: boolean;
  pageSizeOptions?: readonly number[];
  toolbar?: Omit<DataTableToolbarProps, 'filters' | 'onFiltersChange'>;
  rowActions?: DataTableRowActionHandlers<TData> & { label?: (row: TData) => string };
  reorder?: DataTableReorderOptions<TData>;
  emptyText?: ReactNode;
  /** Accessible name of the table, e.g. 'Vendors'. */
  label?: string;
  className?: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const cellClass = 'px-3 py-2 align-middle';
const SKELETON_ROWS = 5;

export const DataTable = <TData extends RowData>({
  columns,
  data,
  total,
  state,
  onStateChange,
  getRowId,
  isLoading = false,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  toolbar,
  rowActions,
  reorder,
  emptyText = 'No data',
  label,
  className,
}: DataTableProps<TData>) => {
  // Rows dropped in a new order show at once; the next `data` from the server replaces them.
  const [reordered, setReordered] = useState<{ source: readonly TData[]; rows: TData[] } | null>(null);
  const rows = reordered?.source === data ? reordered.rows : data;

  const sorting = useMemo<SortingState>(() => (state.sort ? [state.sort] : []), [state.sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      onStateChange({ ...state, sort: next ? { id: next.id, desc: next.desc } : null, page: 1 });
    },
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const tableRows = table.getRowModel().rows;
  const ids = useMemo(() => rows.map((row) => getRowId(row)), [rows, getRowId]);
  const withActions = rowActions !== undefined && hasRowActionHandlers(rowActions);
  const withReorder = reorder !== undefined;
  const columnCount = table.getAllLeafColumns().length + (withActions ? 1 : 0) + (withReorder ? 1 : 0);
  const showSkeleton = isLoading && tableRows.length === 0;

  // Deleting the last row of the last page (or a stale URL) leaves the page past the end: step back.
  const pageCount = getPageCount(total, state.pageSize);
  const goToLastPage = useEffectEvent(() => onStateChange({ ...state, page: pageCount }));
  useEffect(() => {
    if (!isLoading && total > 0 && state.page > pageCount) goToLastPage();
  }, [isLoading, total, state.page, pageCount]);

  const moveRow = (activeId: string, overId: string) => {
    if (!reorder) return;
    const result = computeReorder(rows, activeId, overId, {
      getRowId,
      getPosition: reorder.getPosition,
      offset: (state.page - 1) * state.pageSize + (reorder.positionBase ?? 0),
    });
    setReordered({ source: data, rows: result.rows });
    if (result.changes.length > 0) reorder.onReorder(result.changes);
  };

  const body = (
    <table aria-label={label} aria-busy={isLoading} className="w-full caption-bottom border-collapse text-sm">
      <thead className="border-b border-stone-200 bg-stone-50 text-left text-stone-600">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {withReorder && (
              <th scope="col" className={cn(cellClass, 'w-10')}>
                <span className="sr-only">Order</span>
              </th>
            )}
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const { header: title, enableSorting } = header.column.columnDef;
              // A plain-text header with explicit `enableSorting: true` gets the sort button for free.
              const autoSortable = typeof title === 'string' && enableSorting === true;
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan}
                  aria-sort={sorted ? ariaSort[sorted] : undefined}
                  className={cn(cellClass, 'h-10 font-medium', header.column.columnDef.meta?.className)}
                >
                  {header.isPlaceholder ? null : autoSortable ? (
                    <DataTableColumnHeader column={header.column} title={title} />
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
            {withActions && (
              <th scope="col" className={cn(cellClass, 'w-12')}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        ))}
      </thead>
      {showSkeleton && (
        <tbody aria-hidden="true">
          {Array.from({ length: Math.min(state.pageSize, SKELETON_ROWS) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <tr key={index}>
              <td colSpan={columnCount} className={cellClass}>
                <div className="h-5 animate-pulse rounded bg-stone-200" />
              </td>
            </tr>
          ))}
        </tbody>
      )}
      <tbody className={cn('divide-y divide-stone-100', isLoading && 'opacity-60')}>
        {!isLoading && tableRows.length === 0 && (
          <tr>
            <td colSpan={columnCount} className="h-24 px-3 text-center text-stone-500">
              {emptyText}
            </td>
          </tr>
        )}
        {tableRows.map((row) => {
          const cells = (
            <>
              {withReorder && (
                <td className={cn(cellClass, 'w-10')}>
                  <DataTableDragHandle disabled={isLoading || reorder.disabled} />
                </td>
              )}
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn(cellClass, cell.column.columnDef.meta?.className)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              {withActions && (
                <td className={cn(cellClass, 'w-12 text-right')}>
                  <DataTableRowActions
                    row={row.original}
                    {...rowActions}
                    label={rowActions.label?.(row.original)}
                  />
                </td>
              )}
            </>
          );
          return withReorder ? (
            <DataTableSortableRow key={row.id} id={row.id} className="hover:bg-stone-50">
              {cells}
            </DataTableSortableRow>
          ) : (
            <tr key={row.id} className="hover:bg-stone-50">
              {cells}
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {toolbar && (
        <DataTableToolbar
          {...toolbar}
          filters={state.filters}
          onFiltersChange={(filters) => onStateChange({ ...state, filters, page: 1 })}
        />
      )}
      <div className="relative overflow-x-auto rounded-md border border-stone-200 bg-white">
        {withReorder ? (
          <DataTableReorderContext ids={ids} onMove={moveRow}>
            {body}
          </DataTableReorderContext>
        ) : (
          body
        )}
        {/* Always mounted: a live region added together with its text is often not announced. */}
        <span role="status" className="sr-only">
          {isLoading ? 'Loading' : ''}
        </span>
      </div>
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        pageSizeOptions={pageSizeOptions}
        disabled={isLoading && tableRows.length === 0}
        onPageChange={(page) => onStateChange({ ...state, page })}
        onPageSizeChange={(pageSize) => onStateChange({ ...state, pageSize, page: 1 })}
      />
    </div>
  );
};
