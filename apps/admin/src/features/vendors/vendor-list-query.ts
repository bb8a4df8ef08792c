import { toFilterList } from '@backoffice/ui/data-table/data-table-faceted-filter';
import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import { isVendorServiceKey } from './vendor-services.ts';
import { BLACKLISTED, listedStatuses } from './vendor-status.ts';

// The URL keys of the vendor lists. search, status and group.id are the API's own filters;
// service is the UI's name for the exists[...] filters it turns into.
export const listKeys = {
  search: 'search',
  service: 'service',
  status: 'status',
  group: 'group.id',
} as const;
export const listFilterKeys = Object.values(listKeys);

export type VendorListScope = 'listed' | 'blacklisted';

/** Ordered query pairs: a key may repeat (status[]=active&status[]=pending), unlike a record. */
export type QueryPairs = [string, string][];

const sortable = new Set(['name', 'status', 'createdAt', 'updatedAt', 'id']);

// One list state (the URL) → the API query of GET /api/vendors. The listed scope asks for every
// status but blacklisted unless the user picked some; the blacklist scope asks for blacklisted only.
export const toVendorQuery = (state: DataTableState, scope: VendorListScope): QueryPairs => {
  const pairs: QueryPairs = [];
  const list = (key: string) => toFilterList(state.filters[key]).filter((value) => value.trim() !== '');
  const search = list(listKeys.search).join(' ').trim();
  if (search) pairs.push(['search', search]);
  for (const service of list(listKeys.service)) {
    if (isVendorServiceKey(service)) pairs.push([`exists[${service}]`, 'true']);
  }
  if (scope === 'blacklisted') {
    pairs.push(['status', BLACKLISTED]);
  } else {
    const chosen = list(listKeys.status).filter((status) => listedStatuses.includes(status as never));
    for (const status of chosen.length ? chosen : listedStatuses) pairs.push(['status[]', status]);
  }
  for (const group of list(listKeys.group)) {
    if (/^\d+$/.test(group)) pairs.push(['group.id[]', group]);
  }
  if (state.sort && sortable.has(state.sort.id)) {
    pairs.push([`order[${state.sort.id}]`, state.sort.desc ? 'desc' : 'asc']);
  }
  pairs.push(['page', String(state.page)], ['itemsPerPage', String(state.pageSize)]);
  return pairs;
};

export const toSearchString = (pairs: QueryPairs) => new URLSearchParams(pairs).toString();

export const hasUserFilters = (state: DataTableState) =>
  listFilterKeys.some((key) => toFilterList(state.filters[key]).some((value) => value.trim() !== ''));
