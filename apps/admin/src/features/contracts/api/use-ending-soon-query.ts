import type { VendorContract } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { endsSoonCutoff } from '../contract-ending.ts';
import type { QueryPairs } from '../contract-list-query.ts';
import { contractKeys } from './contract-keys.ts';
import { fetchContracts } from './fetch-contracts.ts';

const PAGE = 100;

// The API filters contracts by status and vendor but not by date: the active contracts are read by
// end date, soonest first, 100 at a time, until one ends after the cut-off (usually one call). The
// set is then paged on the client. Includes contracts already past their end date.
export const fetchEndingSoon = async (query: QueryPairs, cutoff: string, signal?: AbortSignal) => {
  const found: VendorContract[] = [];
  for (let page = 1; ; page++) {
    const members = (
      await fetchContracts([...query, ['page', String(page)], ['itemsPerPage', String(PAGE)]], signal)
    )['hydra:member'];
    for (const contract of members) {
      if (contract.endDate && contract.endDate <= cutoff) found.push(contract);
    }
    const last = members.at(-1);
    if (members.length < PAGE || !last?.endDate || last.endDate > cutoff) return found;
  }
};

/** query null: nothing can match (the chosen statuses leave out active). */
export const useEndingSoonQuery = (query: QueryPairs | null, enabled = true) => {
  const cutoff = endsSoonCutoff();
  return useQuery({
    queryKey: contractKeys.endingSoon(query ?? [], cutoff),
    queryFn: ({ signal }) => (query ? fetchEndingSoon(query, cutoff, signal) : []),
    enabled,
  });
};
