import { Download, RefreshCw, Search, Upload, X } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';
import { DataTableFacetedFilter, type DataTableFilterOption } from './data-table-faceted-filter.tsx';
import { countActiveFilters, type DataTableFilters } from './data-table-state.tsx';

export type DataTableFilterField = {
  /** Query key the filter writes, e.g. 'status' or 'status[]'. */
  id: string;
  title: string;
  options: readonly DataTableFilterOption[];
  multiple?: boolean;
};

/** Handlers may return a promise; the button stays disabled until it settles. */
export type ToolbarHandler<TArgs extends unknown[] = []> = (...args: TArgs) => unknown;

export type DataTableToolbarProps = {
  filters: DataTableFilters;
  onFiltersChange: (filters: DataTableFilters) => void;
  /** Filter key the search box writes, e.g. 'search'; no search box without it. */
  searchKey?: string;
  searchPlaceholder?: string;
  searchDebounceMs?: number;
  filterFields?: readonly DataTableFilterField[];
  onExport?: ToolbarHandler;
  onImport?: ToolbarHandler<[file: File]>;
  /** Called instead of onImport when the picked file's extension is not accepted. */
  onImportRejected?: (file: File) => void;
  importAccept?: string;
  onUpdateWebsite?: ToolbarHandler;
  /** Slot for the screen's create button or link. */
  createAction?: ReactNode;
  /** Extra controls placed after the filters. */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
};

// product.md §5: text inputs are limited to 255 characters.
const SEARCH_MAX_LENGTH = 255;

export const isAcceptedFile = (file: File, accept: string): boolean => {
  const extensions = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
  return extensions.length === 0 || extensions.some((ext) => file.name.toLowerCase().endsWith(ext));
};

const usePendingAction = <TArgs extends unknown[]>(handler: ToolbarHandler<TArgs> | undefined) => {
  const [pending, setPending] = useState(false);
  const run = (...args: TArgs) => {
    if (!handler || pending) return;
    const result = handler(...args);
    if (result instanceof Promise) {
      setPending(true);
      const done = () => setPending(false);
      // The app reports failures (toasts); this branch only clears the pending state.
      result.then(done, done);
    }
  };
  return [pending, run] as const;
};

const useDebouncedSearch = (value: string, onCommit: (text: string) => void, delay: number) => {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // Follow outside changes (reset, back button) without clobbering what is being typed.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useEffectEvent((next: string) => onCommit(next));
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return { text, setText, flush: () => text !== value && onCommit(text) };
};

export const DataTableToolbar = ({
  filters,
  onFiltersChange,
  searchKey,
  searchPlaceholder = 'Search',
  searchDebounceMs = 300,
  filterFields = [],
  onExport,
  onImport,
  onImportRejected,
  importAccept = '.xlsx,.csv',
  onUpdateWebsite,
  createAction,
  children,
  disabled,
  className,
}: DataTableToolbarProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, runExport] = usePendingAction(onExport);
  const [importing, runImport] = usePendingAction(onImport);
  const [updating, runUpdate] = usePendingAction(onUpdateWebsite);

  const setFilter = (key: string, value: string | string[]) => onFiltersChange({ ...filters, [key]: value });
  const rawSearch = searchKey ? filters[searchKey] : undefined;
  const search = useDebouncedSearch(
    typeof rawSearch === 'string' ? rawSearch : '',
    (text) => searchKey && setFilter(searchKey, text.trim()),
    searchDebounceMs,
  );

  // Only the filters this toolbar controls are reset; fixed filters of the screen stay.
  const ownKeys = [...(searchKey ? [searchKey] : []), ...filterFields.map((field) => field.id)];
  const activeCount = countActiveFilters(
    filters,
    Object.keys(filters).filter((key) => !ownKeys.includes(key)),
  );
  const reset = () => {
    const next = { ...filters };
    for (const key of ownKeys) delete next[key];
    onFiltersChange(next);
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    if (isAcceptedFile(file, importAccept)) runImport(file);
    else onImportRejected?.(file);
  };

  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <div className="flex flex-1 flex-wrap items-center gap-2">
        {searchKey && (
          // <search> would be the element, but jsdom does not know it and React warns in every test.
          // biome-ignore lint/a11y/useSemanticElements: same search landmark via the role.
          <form
            role="search"
            className="relative"
            onSubmit={(event) => {
              event.preventDefault();
              search.flush();
            }}
          >
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2 left-2.5 size-4 text-stone-400"
            />
            <input
              type="search"
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              maxLength={SEARCH_MAX_LENGTH}
              value={search.text}
              disabled={disabled}
              onChange={(event) => search.setText(event.target.value)}
              className="h-8 w-48 rounded-md border border-stone-300 bg-white pr-2 pl-8 text-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 lg:w-64"
            />
          </form>
        )}
        {filterFields.map((field) => (
          <DataTableFacetedFilter
            key={field.id}
            title={field.title}
            options={field.options}
            multiple={field.multiple}
            value={filters[field.id]}
            disabled={disabled}
            onChange={(values) => setFilter(field.id, field.multiple === false ? (values[0] ?? '') : values)}
          />
        ))}
        {children}
        {activeCount > 0 && (
          <Button variant="ghost" size="sm" onClick={reset} disabled={disabled}>
            Reset
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onUpdateWebsite && (
          <Button variant="secondary" size="sm" onClick={() => runUpdate()} disabled={disabled || updating}>
            <RefreshCw aria-hidden="true" className={cn('size-4', updating && 'animate-spin')} />
            Update website
          </Button>
        )}
        {onImport && (
          <>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Import file"
              accept={importAccept}
              onChange={(event) => {
                pickFile(event.target.files?.[0]);
                // Lets the same file be picked again after a fix.
                event.target.value = '';
              }}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={disabled || importing}
            >
              <Upload aria-hidden="true" className="size-4" />
              Import
            </Button>
          </>
        )}
        {onExport && (
          <Button variant="secondary" size="sm" onClick={() => runExport()} disabled={disabled || exporting}>
            <Download aria-hidden="true" className="size-4" />
            Export
          </Button>
        )}
        {createAction}
      </div>
    </div>
  );
};
