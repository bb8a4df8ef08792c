import type { VendorContract } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@backoffice/ui/dropdown-menu';
import { formatDate } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useContractTransitionsQuery, type useVendorContractMutations } from '../api/use-vendor-contracts.ts';

type Props = {
  contract: VendorContract;
  mutations: ReturnType<typeof useVendorContractMutations>;
  /** Called after a renewal with the new draft period (the contract page opens it). */
  onRenewed?: (next: VendorContract) => void;
};

export const renewedMessage = (next: Pick<VendorContract, 'startDate' | 'endDate'>) => {
  const period = [next.startDate, next.endDate].map((d) => (d ? formatDate(d) : '…')).join(' – ');
  return `Contract renewed: the next period (${period}) is a draft.`;
};

// The status moves the server allows for this contract right now (GET
// /api/contract/possible-transitions/{id}, asked when the menu opens). 'renewed' is reached
// through GET /api/contract/renew/{id}, which also opens the next period as a draft.
export const ContractStatusMenu = ({ contract, mutations, onRenewed }: Props) => {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const transitions = useContractTransitionsQuery(contract.id, open);
  const { move, renew } = mutations;
  const busy = move.isPending || renew.isPending;

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
    await move.mutateAsync({ id: contract.id, status }).catch(() => undefined);
  };

  const items = transitions.data?.transitions ?? [];
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Change status of ${contract.name}`}
        >
          {busy ? <Spinner size="sm" label="Saving" /> : null}
          Status
          <ChevronDown className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={`Status of ${contract.name}`}>
        {transitions.isPending ? (
          <DropdownMenuItem disabled>
            <Spinner size="sm" label="Loading the possible statuses" />
          </DropdownMenuItem>
        ) : items.length === 0 ? (
          <DropdownMenuItem disabled>No status change possible</DropdownMenuItem>
        ) : (
          items.map((transition) => (
            <DropdownMenuItem
              key={transition.status}
              onSelect={() => void choose(transition.status, transition.label)}
            >
              {transition.label}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
