// Query keys of the vendors' data, read by the vendor, contract and catalogue screens. Everything
// under 'vendors' is one vendor's business; a write invalidates the narrowest key that shows it.
export const vendorKeys = {
  all: ['vendors'] as const,
  lists: ['vendors', 'list'] as const,
  // A vendor list's API query, as ordered pairs (a key may repeat).
  list: (query: [string, string][]) => ['vendors', 'list', query] as const,
  item: (id: number) => ['vendors', 'item', id] as const,
  groups: ['vendors', 'groups'] as const,
  places: (id: number) => ['vendors', 'places', id] as const,
  contacts: (vendorId: number) => ['vendors', 'contacts', vendorId] as const,
  contact: (id: number) => ['vendors', 'contact', id] as const,
  location: (id: number) => ['vendors', 'location', id] as const,
  // Every list of contracts (one vendor's, the all-vendors list of /admin/contracts) sits under it.
  contractLists: ['vendors', 'contracts'] as const,
  contracts: (vendorId: number) => ['vendors', 'contracts', vendorId] as const,
  contract: (id: number) => ['vendors', 'contract', id] as const,
  transitions: (contractId: number) => ['vendors', 'contract-transitions', contractId] as const,
};
