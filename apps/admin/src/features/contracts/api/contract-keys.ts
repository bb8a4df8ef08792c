import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';
import type { ContractQuery } from '../contract-list-query.ts';

// The all-vendors lists live under the vendors' contract-list key, so every contract write of the
// vendor screens' mutations (useVendorContractMutations) refreshes them too.
export const contractKeys = {
  list: (query: ContractQuery) => [...vendorKeys.contractLists, 'all', query] as const,
};
