// Pure state helpers. Kept in a .tsx file so the admin can import them through the
// `@backoffice/ui/data-table/*` export, which only maps .tsx files.

export type DataTableSort = { id: string; desc: boolean };

export type DataTableFilterValue = string | string[];

export type DataTableFilters = Record<string, DataTableFilterValue>;

export type DataTableState = {
  /** 1-based, as the Hydra API expects. */
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
  filters: DataTableFilters;
};

export type DataTableQuery = Record<string, string | string[]>;

export type DataTableStateDefaults = {
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  sort?: DataTableSort | null;
  filters?: DataTableFilters;
  /** When set, only these URL keys are read as filters, so unrelated params (tabs, modals) are ignored. */
  filterKeys?: readonly string[];
};

// product.md §9: page sizes 10, 20, 50, 100, default 10.
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

const PAGE_KEY = 'page';
const PAGE_SIZE_KEY = 'itemsPerPage';
const ORDER_KEY = /^order\[(.+)\]$/;

export const createTableState = (defaults: DataTableStateDefaults = {}): DataTableState => ({
  page: 1,
  pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
  sort: defaults.sort ?? null,
  filters: { ...defaults.filters },
});

export const isEmptyFilterValue = (value: DataTableFilterValue | undefined): boolean =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** Drops empty strings and empty lists so they never reach the query or the URL. */
export const cleanFilters = (filters: DataTableFilters): DataTableFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmptyFilterValue(value)));

export const countActiveFilters = (filters: DataTableFilters, ignore: readonly string[] = []): number =>
  Object.entries(filters).filter(([key, value]) => !ignore.includes(key) && !isEmptyFilterValue(value))
    .length;

/** API query params for a Hydra collection: page, itemsPerPage, order[<id>] and the filters as given. */
export const tableStateToQuery = (state: DataTableState): DataTableQuery => {
  const query: DataTableQuery = {};
  for (const [key, value] of Object.entries(cleanFilters(state.filters))) {
    query[key] = Array.isArray(value) ? [...value] : value;
  }
  if (state.sort) query[`order[${state.sort.id}]`] = state.sort.desc ? 'desc' : 'asc';
  query[PAGE_KEY] = String(state.page);
  query[PAGE_SIZE_KEY] = String(state.pageSize);
  return query;
};

const parsePositiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
};

/** Reads the state back from a URL search string (with or without the leading '?'). */
export const tableStateFromSearch = (
  search: string,
  defaults: DataTableStateDefaults = {},
): DataTableState => {
  const params = new URLSearchParams(search);
  const base = createTableState(defaults);

  const pageSize = parsePositiveInt(params.get(PAGE_SIZE_KEY));
  const allowedSize =
    pageSize !== null && (!defaults.pageSizeOptions || defaults.pageSizeOptions.includes(pageSize));

  let sort: DataTableSort | null = null;
  const filters: DataTableFilters = {};
  for (const key of new Set(params.keys())) {
    if (key === PAGE_KEY || key === PAGE_SIZE_KEY) continue;
    const order = ORDER_KEY.exec(key);
    if (order) {
      const direction = params.get(key)?.toLowerCase();
      if (!sort && order[1] && (direction === 'asc' || direction === 'desc')) {
        sort = { id: order[1], desc: direction === 'desc' };
      }
      continue;
    }
    if (defaults.filterKeys && !defaults.filterKeys.includes(key)) continue;
    const values = params.getAll(key);
    // A key written as `status[]` is a list even with one value; other keys become lists when repeated.
    filters[key] = key.endsWith('[]') || values.length > 1 ? values : (values[0] ?? '');
  }

  const hasUrlFilters = Object.keys(cleanFilters(filters)).length > 0;
  return {
    page: parsePositiveInt(params.get(PAGE_KEY)) ?? 1,
    pageSize: allowedSize ? pageSize : base.pageSize,
    sort: sort ?? base.sort,
    filters: hasUrlFilters ? cleanFilters(filters) : base.filters,
  };
};

/** URL search string (no leading '?') for the state, leaving out values equal to the defaults. */
export const tableStateToSearch = (state: DataTableState, defaults: DataTableStateDefaults = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(state.filters))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const defaultSort = defaults.sort ?? null;
  const sameSort = state.sort?.id === defaultSort?.id && state.sort?.desc === defaultSort?.desc;
  if (state.sort && !sameSort) params.set(`order[${state.sort.id}]`, state.sort.desc ? 'desc' : 'asc');
  if (state.page !== 1) params.set(PAGE_KEY, String(state.page));
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) {
    params.set(PAGE_SIZE_KEY, String(state.pageSize));
  }
  return params.toString();
};

export const getPageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
