import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';
import { DEFAULT_PAGE_SIZE_OPTIONS, getPageCount } from './data-table-state.tsx';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers to show: always the first and last, `siblings` around the current one, gaps as ellipses. */
export const getPageItems = (page: number, pageCount: number, siblings = 1): PageItem[] => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // first + last + current + siblings on both sides + two ellipses
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const edge = slots - 2;
  if (left <= 3) return [...range(1, edge), 'ellipsis-end', pageCount];
  if (right >= pageCount - 2) return [1, 'ellipsis-start', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
};

export type DataTablePaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  /** The caller should go back to page 1; DataTable does. */
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  className?: string;
};

const navButton = 'size-8 px-0';

export const DataTablePagination = ({
  page,
  pageSize,
  total,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  disabled = false,
  className,
}: DataTablePaginationProps) => {
  const sizeId = useId();
  const pageCount = getPageCount(total, pageSize);
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  // A size coming from the URL may not be in the list; keep it selectable rather than show a wrong value.
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const canPrevious = !disabled && page > 1;
  const canNext = !disabled && page < pageCount;

  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 px-2 text-sm text-stone-700',
        className,
      )}
    >
      <p aria-live="polite">
        {from}–{to} of {total}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <p>
          Page {page} of {pageCount}
        </p>
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <Button
            variant="secondary"
            className={navButton}
            aria-label="First page"
            disabled={!canPrevious}
            onClick={() => onPageChange(1)}
          >
            <ChevronsLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            className={navButton}
            aria-label="Previous page"
            disabled={!canPrevious}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          {getPageItems(page, pageCount).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                variant={item === page ? 'primary' : 'ghost'}
                className={cn(navButton, 'min-w-8 w-auto px-2')}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <span key={item} aria-hidden="true" className="px-1 text-stone-400">
                …
              </span>
            ),
          )}
          <Button
            variant="secondary"
            className={navButton}
            aria-label="Next page"
            disabled={!canNext}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            className={navButton}
            aria-label="Last page"
            disabled={!canNext}
            onClick={() => onPageChange(pageCount)}
          >
            <ChevronsRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      </div>
    </div>
  );
};
