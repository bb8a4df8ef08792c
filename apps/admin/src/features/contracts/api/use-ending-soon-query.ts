import { useQuery } from '@tanstack/react-query';
import { toEndingSoonCountQuery } from '../contract-list-query.ts';
import { contractsQuery } from './use-contracts-query.ts';

/** How many active contracts, of every vendor, end soon: counted by the server (itemsPerPage=0). */
export const useEndingSoonCountQuery = () => {
  const query = toEndingSoonCountQuery();
  return useQuery({ ...contractsQuery(query), select: (data) => data['hydra:totalItems'] });
};
