import type { ListVendorContractsParams } from '@backoffice/sdk';
import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableSort, DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { fromIsoDate } from '@backoffice/ui/format';
import { endsSoonWindow } from './contract-ending.ts';

// The URL keys of /admin/contracts. status, vendor.id, vendor.name and the end-date bounds are the
// API's own filters; ending=soon is the UI's "Ends soon" view (a preset of status and end dates).
export const listKeys = {
  status: 'status',
  vendor: 'vendor.id',
  vendorName: 'vendor.name',
  endsAfter: 'endDate[after]',
  endsBefore: 'endDate[before]',
  ending: 'ending',
} as const;
export const listFilterKeys = Object.values(listKeys);
export const ENDING_SOON = 'soon';

/** The contract statuses of the API's state machine (enums: contractStatus). */
export const contractStatuses = ['draft', 'active', 'expired', 'renewed', 'cancelled'] as const;

export type ContractQuery = ListVendorContractsParams;

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

const single = (state: DataTableState, key: string) => toFilterList(state.filters[key])[0]?.trim() ?? '';

const chosenStatuses = (state: DataTableState) =>
  toFilterList(state.filters[listKeys.status]).filter((status) =>
    (contractStatuses as readonly string[]).includes(status),
  );

export const chosenVendorId = (state: DataTableState) => {
  const id = single(state, listKeys.vendor);
  return /^\d+$/.test(id) ? id : null;
};

export const chosenVendorName = (state: DataTableState) => single(state, listKeys.vendorName) || null;

const isoDateOrNull = (value: string) => (fromIsoDate(value) ? value : null);

/** "Ends between": the end-date bounds of the URL (YYYY-MM-DD, both inclusive), malformed ones left out. */
export const chosenEndRange = (state: DataTableState) => ({
  from: isoDateOrNull(single(state, listKeys.endsAfter)),
  to: isoDateOrNull(single(state, listKeys.endsBefore)),
});

export const isEndingSoonView = (state: DataTableState) =>
  toFilterList(state.filters[listKeys.ending]).includes(ENDING_SOON);

export const hasUserFilters = (state: DataTableState) => {
  const { from, to } = chosenEndRange(state);
  return (
    chosenStatuses(state).length > 0 ||
    chosenVendorId(state) !== null ||
    chosenVendorName(state) !== null ||
    from !== null ||
    to !== null ||
    isEndingSoonView(state)
  );
};

const orderOf = (sort: DataTableSort | null): ContractQuery => {
  const { id, desc } = sort && sortable.has(sort.id) ? sort : defaultSort;
  return { [`order[${id}]`]: desc ? 'desc' : 'asc' };
};

const later = (a: string | null, b: string) => (a !== null && a > b ? a : b);
const earlier = (a: string | null, b: string) => (a !== null && a < b ? a : b);

// One list state (the URL) → the query of GET /api/vendor_contracts, one server page; null when
// nothing can match. The "Ends soon" view is the same list narrowed on the server: active contracts
// whose end date falls between today and the end of the window (inside "Ends between", if set).
export const toContractQuery = (state: DataTableState, now = new Date()): ContractQuery | null => {
  const statuses = chosenStatuses(state);
  let { from, to } = chosenEndRange(state);
  const query: ContractQuery = {};
  if (isEndingSoonView(state)) {
    if (statuses.length > 0 && !statuses.includes('active')) return null;
    const window = endsSoonWindow(now);
    from = later(from, window.from);
    to = earlier(to, window.to);
    if (from > to) return null;
    query.status = 'active';
  } else if (statuses.length > 0) {
    query['status[]'] = statuses;
  }
  const vendorId = chosenVendorId(state);
  if (vendorId) query['vendor.id'] = vendorId;
  const vendorName = chosenVendorName(state);
  if (vendorName) query['vendor.name'] = vendorName;
  if (from) query['endDate[after]'] = from;
  if (to) query['endDate[before]'] = to;
  return { ...query, ...orderOf(state.sort), page: state.page, itemsPerPage: state.pageSize };
};

/** Every vendor's active contracts ending soon, counted only (the number on the "Ends soon" button). */
export const toEndingSoonCountQuery = (now = new Date()): ContractQuery => {
  const window = endsSoonWindow(now);
  return { status: 'active', 'endDate[after]': window.from, 'endDate[before]': window.to, itemsPerPage: 0 };
};
