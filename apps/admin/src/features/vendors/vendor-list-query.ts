import type { DataTableState } from '@backoffice/ui/data-table/data-table-state';
import {
  hasUserFilters as anyFilter,
  eachFilter,
  type ListQuerySpec,
  type QueryPairs,
  searchFilter,
  toListQuery,
} from '../../lib/records/list-query.ts';
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

const isListed = (status: string) => listedStatuses.some((listed) => listed === status);

// The listed scope asks for every status but blacklisted unless the user picked some; the blacklist
// scope asks for blacklisted only.
const statusFilter = (scope: VendorListScope) => (values: string[]) => {
  if (scope === 'blacklisted') return [['status', BLACKLISTED]] satisfies QueryPairs;
  const chosen = values.filter(isListed);
  return eachFilter('status[]')(chosen.length ? chosen : listedStatuses);
};

const specOf = (scope: VendorListScope): ListQuerySpec => ({
  filters: {
    [listKeys.search]: searchFilter(),
    [listKeys.service]: (values) =>
      values.filter(isVendorServiceKey).map((service) => [`exists[${service}]`, 'true']),
    [listKeys.status]: statusFilter(scope),
    [listKeys.group]: eachFilter('group.id[]', (group) => /^\d+$/.test(group)),
  },
  sortable: ['name', 'status', 'createdAt', 'updatedAt', 'id'],
});

// One list state (the URL) → the API query of GET /api/vendors.
export const toVendorQuery = (state: DataTableState, scope: VendorListScope): QueryPairs =>
  toListQuery(state, specOf(scope));

export const toSearchString = (pairs: QueryPairs) => new URLSearchParams(pairs).toString();

export const hasUserFilters = (state: DataTableState) => anyFilter(state, listFilterKeys);
