import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';

/** Ordered query pairs: a key may repeat (status[]=active&status[]=vip), unlike a record. */
export type QueryPairs = [string, string][];

/** One URL filter → its API pairs; it gets the filter's non-blank values (maybe none). */
export type ListFilter = (values: string[]) => QueryPairs;

/** What a list screen declares: its URL filters, in the order their pairs go out, and its sortable columns. */
export type ListQuerySpec = {
  filters: Record<string, ListFilter>;
  sortable: readonly string[];
};

const isId = (value: string) => /^\d+$/.test(value);
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

// The filters the lists share, named for what they send.
/** The search box: every word in one `search` pair. */
export const searchFilter =
  (key = 'search'): ListFilter =>
  (values) => {
    const words = values.join(' ').trim();
    return words ? [[key, words]] : [];
  };
/** Every value as a repeated `key` pair, those `allowed` refuses left out. */
export const eachFilter =
  (key: string, allowed: (value: string) => boolean = () => true): ListFilter =>
  (values) =>
    values.filter(allowed).map((value) => [key, value]);
/** The first value when it is a record id. */
export const idFilter =
  (key: string): ListFilter =>
  ([first]) =>
    first && isId(first) ? [[key, first]] : [];
/** The first value when it is a date (YYYY-MM-DD). */
export const dateFilter =
  (key: string): ListFilter =>
  ([first]) =>
    first && isIsoDate(first) ? [[key, first]] : [];

const valuesOf = (state: DataTableState, key: string) =>
  toFilterList(state.filters[key]).filter((value) => value.trim() !== '');

// One list state (the URL) → the query of its collection: the filters' pairs, the sort when the API
// offers it, then the page.
export const toListQuery = (state: DataTableState, spec: ListQuerySpec): QueryPairs => {
  const pairs = Object.entries(spec.filters).flatMap(([key, filter]) => filter(valuesOf(state, key)));
  if (state.sort && spec.sortable.includes(state.sort.id)) {
    pairs.push([`order[${state.sort.id}]`, state.sort.desc ? 'desc' : 'asc']);
  }
  pairs.push(['page', String(state.page)], ['itemsPerPage', String(state.pageSize)]);
  return pairs;
};

/** Whether the user narrowed the list with any of its URL filters. */
export const hasUserFilters = (state: DataTableState, keys: readonly string[]) =>
  keys.some((key) => valuesOf(state, key).length > 0);

/** The same query on another page (the page fetched ahead). */
export const withPage = (query: QueryPairs, page: number): QueryPairs =>
  query.map(([key, value]) => [key, key === 'page' ? String(page) : value]);

// The SDK takes a record and sends its lists as repeated keys (status[]=active&status[]=pending):
// a `[]` key is always a list, any other key becomes one when it repeats (status=a&status=b).
export const toParams = (pairs: QueryPairs) => {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const known = params[key];
    if (key.endsWith('[]') || known !== undefined) {
      params[key] = [...(Array.isArray(known) ? known : known === undefined ? [] : [known]), value];
    } else params[key] = value;
  }
  return params;
};

/** A list screen's translator and its "did the user filter" test, from its declaration. */
export const listQueryOf = (spec: ListQuerySpec) => ({
  toQuery: (state: DataTableState) => toListQuery(state, spec),
  hasUserFilters: (state: DataTableState) => hasUserFilters(state, Object.keys(spec.filters)),
});
