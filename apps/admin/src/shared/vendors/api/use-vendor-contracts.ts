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
import { etagOf, isApiError } from '@backoffice/sdk/core';
import { toast } from '@backoffice/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/query-client.ts';
import { saveRecord } from '../../../lib/records/edited-record.ts';
import { ifMatch } from '../../../lib/records/record-update-mutation.ts';
import { transitionsOptions } from '../../../lib/records/transitions-query.ts';
import { STALE_MESSAGE } from '../../forms/server-errors.ts';
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
// when the status menu opens, never cached (another user may have moved it). The answer's ETag is
// the version it describes: a status move from a list (whose rows carry no ETag) sends it.
export const useContractTransitionsQuery = (id: number, enabled: boolean) =>
  useQuery(transitionsOptions(vendorKeys.transitions(id), () => getContractPossibleTransitions(id), enabled));

type Move = { id: number; status: string; etag: string | undefined };

// Writes on any vendor's contracts; each refreshes every contract list (the vendor's Details tab and
// the all-vendors list of /admin/contracts) and the contract itself.
export const useVendorContractMutations = () => {
  const queryClient = useQueryClient();
  const refresh = (contract?: Pick<VendorContract, 'id'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.contractLists }),
      contract ? queryClient.invalidateQueries({ queryKey: vendorKeys.contract(contract.id) }) : null,
      contract ? queryClient.invalidateQueries({ queryKey: vendorKeys.transitions(contract.id) }) : null,
    ]);
  const save = useMutation({
    mutationFn: saveRecord<VendorContractInput, VendorContract>({
      create: createVendorContract,
      update: updateVendorContract,
    }),
    onSuccess: (contract) => refresh(contract),
    meta: { silent: true },
  });
  // A status move is an edit like any other: it sends the ETag of the contract as last read (the
  // contract page's GET, or the possible-transitions answer the menu was built from). A 412 means
  // someone changed the contract meanwhile: say so and show the current version.
  const move = useMutation({
    mutationFn: async ({ id, status, etag }: Move) =>
      (await updateVendorContract(id, { status: status as VendorContractInput['status'] }, ifMatch(etag)))
        .data,
    onSuccess: (contract) => refresh(contract),
    onError: (error, { id }) => {
      if (!(isApiError(error) && error.status === 412)) return reportError(error);
      toast.error(STALE_MESSAGE);
      return refresh({ id });
    },
    meta: { silent: true, successMessage: 'Updated successfully' },
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
