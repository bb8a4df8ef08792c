import { listVendorGroups, type VendorGroup } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { vendorKeys } from '../../../shared/vendors/api/vendor-keys.ts';

const byIri = (groups: VendorGroup[]) => new Map(groups.map((group) => [group['@id'], group.name]));

// Every vendor group in one call (the API serves the whole list with pagination=false): the group
// filter, the group column and the form's group picker read it.
export const useVendorGroupsQuery = () =>
  useQuery({
    queryKey: vendorKeys.groups,
    queryFn: async () =>
      (await listVendorGroups({ pagination: false, 'order[name]': 'asc' })).data['hydra:member'],
    staleTime: 60_000,
    select: (groups) => ({
      groups,
      names: byIri(groups),
      options: groups.map((group) => ({ value: group['@id'], label: group.name })),
    }),
  });
