import type { VendorContract } from '@backoffice/sdk';
import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableSort, DataTableState } from '@backoffice/ui/data-table/data-table-state';

// The URL keys of /admin/contracts. status and vendor.id are the API's own filters; ending=soon is
// the UI's "Ends soon" view (the API has no date filter, see use-ending-soon-query.ts).
export const listKeys = { status: 'status', vendor: 'vendor.id', ending: 'ending' } as const;
export const listFilterKeys = Object.values(listKeys);
export const ENDING_SOON = 'soon';

/** The contract statuses of the API's state machine (enums: contractStatus). */
export const contractStatuses = ['draft', 'active', 'expired', 'renewed', 'cancelled'] as const;

/** Ordered query pairs: a key may repeat (status[]=active&status[]=draft). */
export type QueryPairs = [string, string][];

export const defaultSort: DataTableSort = { id: 'startDate', desc: true };

export const sortOptions = [
  { value: 'startDate:desc', label: 'Start date, newest first' },
  { value: 'startDate:asc', label: 'Start date, oldest first' },
  { value: 'endDate:asc', label: 'End date, soonest first' },
  { value: 'endDate:desc', label: 'End date, latest first' },
];
const sortable = new Set(['startDate', 'endDate']);

export const sortValue = (sort: DataTableSort | null) => {
  const value = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : '';
  return sortOptions.some((option) => option.value === value) ? value : 'startDate:desc';
};

export const sortFromValue = (value: string): DataTableSort => {
  const [id = 'startDate', dir] = value.split(':');
  return { id, desc: dir === 'desc' };
};

export const chosenStatuses = (state: DataTableState) =>
  toFilterList(state.filters[listKeys.status]).filter((status) =>
    (contractStatuses as readonly string[]).includes(status),
  );

export const chosenVendorId = (state: DataTableState) => {
  const [id] = toFilterList(state.filters[listKeys.vendor]);
  return id && /^\d+$/.test(id) ? id : null;
};

export const isEndingSoonView = (state: DataTableState) =>
  toFilterList(state.filters[listKeys.ending]).includes(ENDING_SOON);

export const hasUserFilters = (state: DataTableState) =>
  chosenStatuses(state).length > 0 || chosenVendorId(state) !== null || isEndingSoonView(state);

const orderOf = (sort: DataTableSort | null): [string, string] => {
  const { id, desc } = sort && sortable.has(sort.id) ? sort : defaultSort;
  return [`order[${id}]`, desc ? 'desc' : 'asc'];
};

// One list state (the URL) → the query of GET /api/vendor_contracts, one server page.
export const toContractQuery = (state: DataTableState): QueryPairs => {
  const pairs: QueryPairs = chosenStatuses(state).map((status) => ['status[]', status]);
  const vendorId = chosenVendorId(state);
  if (vendorId) pairs.push(['vendor.id', vendorId]);
  pairs.push(orderOf(state.sort));
  pairs.push(['page', String(state.page)], ['itemsPerPage', String(state.pageSize)]);
  return pairs;
};

// The "Ends soon" view asks for the active contracts (of the chosen vendor) by end date, soonest
// first; null when the chosen statuses leave out active (nothing can end soon then).
export const toEndingSoonQuery = (state: DataTableState): QueryPairs | null => {
  const statuses = chosenStatuses(state);
  if (statuses.length > 0 && !statuses.includes('active')) return null;
  const pairs: QueryPairs = [['status', 'active']];
  const vendorId = chosenVendorId(state);
  if (vendorId) pairs.push(['vendor.id', vendorId]);
  pairs.push(['order[endDate]', 'asc']);
  return pairs;
};

const compareDates = (a: string | null, b: string | null, desc: boolean) => {
  // As PostgreSQL sorts: no date last when ascending, first when descending.
  if (a === b) return 0;
  if (a === null) return desc ? -1 : 1;
  if (b === null) return desc ? 1 : -1;
  return desc ? b.localeCompare(a) : a.localeCompare(b);
};

/** The "Ends soon" set is paged on the client: sorted as the server would, ties by id. */
export const sortContracts = (rows: readonly VendorContract[], sort: DataTableSort | null) => {
  const { id, desc } = sort && sortable.has(sort.id) ? sort : defaultSort;
  const key = id as 'startDate' | 'endDate';
  return [...rows].sort((a, b) => compareDates(a[key], b[key], desc) || a.id - b.id);
};

export const toSearchString = (pairs: QueryPairs) => new URLSearchParams(pairs).toString();
