import {
  createVendorContract,
  deleteVendorContract,
  getContractPossibleTransitions,
  getVendorContract,
  listVendorContracts,
  renewContract,
  updateVendorContract,
  type VendorContract,
  type VendorContractInput,
} from '@backoffice/sdk';
import { etagOf } from '@backoffice/sdk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from './vendor-keys.ts';

// The contracts of one vendor, newest period first, with their attachments embedded.
export const useVendorContractsQuery = (vendorId: number) =>
  useQuery({
    queryKey: vendorKeys.contracts(vendorId),
    queryFn: async () =>
      (await listVendorContracts({ 'vendor.id': String(vendorId), itemsPerPage: 100 })).data['hydra:member'],
  });

export type LoadedContract = { contract: VendorContract; etag: string | undefined };

/** One contract with its ETag (edits send If-Match); shared by the edit modal and the contract page. */
export const vendorContractQuery = (id: number) => ({
  queryKey: vendorKeys.contract(id),
  queryFn: async (): Promise<LoadedContract> => {
    const res = await getVendorContract(id);
    return { contract: res.data, etag: etagOf(res) };
  },
});

/** A contract being edited, read fresh with its ETag. */
export const useVendorContractQuery = (id: number | undefined) =>
  useQuery({ ...vendorContractQuery(id ?? 0), enabled: id !== undefined });

// calls.md 7.2: the statuses a contract may move to come from the server's state machine; asked
// when the status menu opens, never cached (another user may have moved it).
export const useContractTransitionsQuery = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: vendorKeys.transitions(id),
    queryFn: async () => (await getContractPossibleTransitions(id)).data,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

type Save = { id: number | undefined; etag?: string; body: VendorContractInput };

// Writes on any vendor's contracts; each refreshes every contract list (the vendor's Details tab and
// the all-vendors list of /admin/contracts) and the contract itself.
export const useVendorContractMutations = () => {
  const queryClient = useQueryClient();
  const refresh = (contract?: Pick<VendorContract, 'id'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.contractLists }),
      contract ? queryClient.invalidateQueries({ queryKey: vendorKeys.contract(contract.id) }) : null,
    ]);
  const save = useMutation({
    mutationFn: async ({ id, etag, body }: Save) =>
      id === undefined
        ? (await createVendorContract(body)).data
        : (await updateVendorContract(id, body, etag ? { ifMatch: etag } : {})).data,
    onSuccess: (contract) => refresh(contract),
    meta: { silent: true },
  });
  const move = useMutation({
    mutationFn: async ({ id, status }: { id: number; status: string }) =>
      (await updateVendorContract(id, { status: status as VendorContractInput['status'] })).data,
    onSuccess: (contract) => refresh(contract),
    meta: { successMessage: 'Updated successfully' },
  });
  // GET /api/contract/renew/{id}: the contract becomes renewed and the answer is the next period.
  const renew = useMutation({
    mutationFn: async (id: number) => (await renewContract(id)).data,
    onSuccess: (_next, id) => refresh({ id }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteVendorContract(id),
    onSuccess: () => refresh(),
    meta: { successMessage: 'Deleted successfully' },
  });
  return { save, move, renew, remove };
};
