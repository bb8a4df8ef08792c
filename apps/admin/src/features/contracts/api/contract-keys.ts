import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';
import type { QueryPairs } from '../contract-list-query.ts';

// The all-vendors lists live under the vendors' contract-list key, so every contract write of the
// vendor screens' mutations (useVendorContractMutations) refreshes them too.
export const contractKeys = {
  list: (query: QueryPairs) => [...vendorKeys.contractLists, 'all', query] as const,
  endingSoon: (query: QueryPairs, cutoff: string) =>
    [...vendorKeys.contractLists, 'ending-soon', query, cutoff] as const,
};
