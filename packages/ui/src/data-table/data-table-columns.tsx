import {
  type CellContext,
  type Column,
  type ColumnDef,
  createColumnHelper,
  type HeaderContext,
  metaHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

export type DataTableColumnMeta = {
  /** Extra classes for the column's header and body cells, e.g. a width. */
  className?: string;
};

// Sorting is the only processing feature: the server sorts, filters and pages, so no client row models.
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: column lists mix value types, as TanStack's own helper returns.
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

export type DataTableColumn<TData extends RowData, TValue = unknown> = Column<
  DataTableFeatures,
  TData,
  TValue
>;

export type DataTableCellContext<TData extends RowData, TValue = unknown> = CellContext<
  DataTableFeatures,
  TData,
  TValue
>;

export type DataTableHeaderContext<TData extends RowData, TValue = unknown> = HeaderContext<
  DataTableFeatures,
  TData,
  TValue
>;

/** Column helper bound to the kit's feature set, so `enableSorting` and `meta.className` are typed. */
export const createDataTableColumnHelper = <TData extends RowData>() =>
  createColumnHelper<DataTableFeatures, TData>();
