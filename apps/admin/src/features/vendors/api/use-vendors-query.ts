import { listVendors } from '@backoffice/sdk';
import { useCollectionQuery } from '../../../lib/records/collection-query.ts';
import type { QueryPairs } from '../../../lib/records/list-query.ts';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

const vendors = { key: vendorKeys.list, list: listVendors };

// The page of GET /api/vendors the URL asks for.
export const useVendorsQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(vendors, query, paging);
