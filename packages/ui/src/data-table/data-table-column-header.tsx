import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../cn.ts';

/** The part of a TanStack column the header needs; any `DataTableColumn` fits. */
export type SortableColumn = {
  getCanSort: () => boolean;
  getIsSorted: () => false | 'asc' | 'desc';
  toggleSorting: (desc?: boolean) => void;
  clearSorting: () => void;
};

export type DataTableColumnHeaderProps = {
  column: SortableColumn;
  title: string;
  className?: string;
};

// product.md §2.12: a header click cycles ascending → descending → unsorted.
export const toggleColumnSort = (column: SortableColumn) => {
  const sorted = column.getIsSorted();
  if (sorted === 'asc') column.toggleSorting(true);
  else if (sorted === 'desc') column.clearSorting();
  else column.toggleSorting(false);
};

// The sort direction reaches assistive tech through aria-sort on the <th>, set by DataTable.
export const DataTableColumnHeader = ({ column, title, className }: DataTableColumnHeaderProps) => {
  if (!column.getCanSort()) return <span className={className}>{title}</span>;

  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      onClick={() => toggleColumnSort(column)}
      className={cn(
        '-ml-2 inline-flex h-8 items-center gap-1 rounded-md px-2 text-left font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600',
        sorted && 'text-stone-900',
        className,
      )}
    >
      {title}
      <Icon aria-hidden="true" className={cn('size-3.5', !sorted && 'text-stone-400')} />
    </button>
  );
};
