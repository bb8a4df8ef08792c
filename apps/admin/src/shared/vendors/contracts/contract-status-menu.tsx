import type { VendorContract } from '@backoffice/sdk';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDate } from '@backoffice/ui/format';
import { toast } from '@backoffice/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { StatusMenuView } from '../../forms/status-menu.tsx';
import { useContractTransitionsQuery, type useVendorContractMutations } from '../api/use-vendor-contracts.ts';
import { vendorKeys } from '../api/vendor-keys.ts';

type Props = {
  contract: VendorContract;
  mutations: ReturnType<typeof useVendorContractMutations>;
  /** The ETag of the contract as shown (the contract page's GET); left out, the menu's own read's. */
  etag?: string | undefined;
  /** Called after a renewal with the new draft period (the contract page opens it). */
  onRenewed?: (next: VendorContract) => void;
};

export const renewedMessage = (next: Pick<VendorContract, 'startDate' | 'endDate'>) => {
  const period = [next.startDate, next.endDate].map((d) => (d ? formatDate(d) : '…')).join(' – ');
  return `Contract renewed: the next period (${period}) is a draft.`;
};

// The status moves the server allows for this contract right now (GET
// /api/contract/possible-transitions/{id}, asked when the menu opens). 'renewed' is reached
// through GET /api/contract/renew/{id}, which also opens the next period as a draft. A move sends
// If-Match: the page's ETag when given, else that of the possible-transitions answer.
export const ContractStatusMenu = ({ contract, mutations, etag, onRenewed }: Props) => {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const transitions = useContractTransitionsQuery(contract.id, open);
  const { move, renew } = mutations;
  const busy = move.isPending || renew.isPending;
  // The server's status is not the one shown (someone moved it since the row was read): the moves
  // would be those of another status, so none is offered until the contract is read again.
  const isBehind =
    open &&
    transitions.data !== undefined &&
    !transitions.isFetching &&
    transitions.data.status !== contract.status;
  useEffect(() => {
    if (!isBehind) return;
    void queryClient.invalidateQueries({ queryKey: vendorKeys.contractLists });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.contract(contract.id) });
  }, [isBehind, queryClient, contract.id]);

  const choose = async (status: string, label: string) => {
    if (status === 'renewed') {
      const next = await renew.mutateAsync(contract.id).catch(() => undefined);
      if (next) {
        toast.success(renewedMessage(next));
        onRenewed?.(next);
      }
      return;
    }
    if (status === 'cancelled') {
      const ok = await confirm({
        title: 'Cancel this contract?',
        content: `${contract.name} will be cancelled. A cancelled contract cannot be reopened.`,
        confirmText: label,
        cancelText: 'Keep it',
        danger: true,
      });
      if (!ok) return;
    }
    await move
      .mutateAsync({ id: contract.id, status, etag: etag ?? transitions.data?.etag })
      .catch(() => undefined);
  };

  return (
    <StatusMenuView
      name={contract.name}
      open={open}
      onOpenChange={setOpen}
      transitions={transitions}
      isBehind={isBehind}
      busy={busy}
      onChoose={(status, label) => void choose(status, label)}
    />
  );
};
