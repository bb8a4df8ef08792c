import type { VendorContract } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { AuditPopover } from '@backoffice/ui/audit-popover';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { toast } from '@backoffice/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { menuVisibility } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import {
  useContractTransitionsQuery,
  useVendorContractMutations,
  useVendorContractsQuery,
} from '../../shared/vendors/api/use-vendor-contracts.ts';
import { vendorKeys } from '../../shared/vendors/api/vendor-keys.ts';
import { contractCommission, contractPeriod } from '../../shared/vendors/contracts/contract-schema.ts';
import { ContractStatusMenu, renewedMessage } from '../../shared/vendors/contracts/contract-status-menu.tsx';
import { ContractStatusBadge, EndingBadge } from './contract-badges.tsx';
import { contractPath, contractsPath } from './contract-paths.ts';
import { VendorLink } from './vendor-link.tsx';

const by = (id: unknown) => (typeof id === 'number' ? `user #${id}` : null);
const linkClass = 'text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2';

// The periods before and after this one: the contract it renewed (renewedFrom) and the draft that
// renewed it (a contract of the same vendor whose renewedFrom is this one).
const RenewalLinks = ({ contract }: { contract: VendorContract }) => {
  const siblings = useVendorContractsQuery(contract.vendor?.id ?? 0);
  const previousId = idFromIri(contract.renewedFrom);
  const previous = siblings.data?.find((c) => c.id === previousId);
  const next = siblings.data?.find((c) => c.renewedFrom === contract['@id']);
  if (previousId === undefined && !next) return null;
  return (
    <>
      {previousId !== undefined ? (
        <div>
          <dt className="text-stone-500">Renews</dt>
          <dd>
            <Link href={contractPath(previousId)} className={linkClass}>
              {previous ? `${previous.name} (${contractPeriod(previous)})` : `Contract #${previousId}`}
            </Link>
          </dd>
        </div>
      ) : null}
      {next ? (
        <div>
          <dt className="text-stone-500">Renewed by</dt>
          <dd>
            <Link href={contractPath(next.id)} className={linkClass}>
              {`${next.name} (${contractPeriod(next)})`}
            </Link>
          </dd>
        </div>
      ) : null}
    </>
  );
};

// The contract's name, vendor, status and period, with its actions: the status moves the server
// allows (sent with the ETag of the contract as the page read it), Renew (which opens the new draft
// period) and Delete.
export const ContractHeader = ({
  contract,
  etag,
}: {
  contract: VendorContract;
  etag: string | undefined;
}) => {
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const session = useSession();
  const mutations = useVendorContractMutations();
  // Asked up front (the Renew button shows only when the server allows it) and again on each move.
  const transitions = useContractTransitionsQuery(contract.id, true);
  const shownStatus = useRef(contract.status);
  useEffect(() => {
    if (shownStatus.current === contract.status) return;
    shownStatus.current = contract.status;
    void queryClient.invalidateQueries({ queryKey: vendorKeys.transitions(contract.id) });
  }, [queryClient, contract.id, contract.status]);
  const canRenew = transitions.data?.transitions.some((t) => t.status === 'renewed') ?? false;
  const busy = mutations.renew.isPending || mutations.move.isPending || mutations.remove.isPending;
  const openRenewed = (next: VendorContract) => navigate(contractPath(next.id));

  const renew = async () => {
    const next = await mutations.renew.mutateAsync(contract.id).catch(() => undefined);
    if (!next) return;
    toast.success(renewedMessage(next));
    openRenewed(next);
  };
  const remove = async () => {
    if (!(await confirm({ danger: true, confirmText: 'Delete' }))) return;
    const done = await mutations.remove.mutateAsync(contract.id).then(
      () => true,
      () => false,
    );
    if (done) navigate(contractsPath);
  };

  return (
    <section aria-label="Contract summary" className="space-y-3">
      <Link
        href={contractsPath}
        className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Contracts
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">{contract.name}</h1>
            <ContractStatusBadge status={contract.status} />
            <EndingBadge contract={contract} />
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-stone-500">Vendor</dt>
              <dd>
                <VendorLink vendor={contract.vendor} className={`font-medium ${linkClass}`} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-500">Period</dt>
              <dd className="text-stone-800">{contractPeriod(contract)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Commission</dt>
              <dd className="tabular-nums text-stone-800">{contractCommission(contract)}</dd>
            </div>
            <RenewalLinks contract={contract} />
          </dl>
        </div>
        <div className="flex items-center gap-2">
          <ContractStatusMenu contract={contract} mutations={mutations} etag={etag} onRenewed={openRenewed} />
          {canRenew ? (
            <Button size="sm" disabled={busy} onClick={() => void renew()}>
              <RefreshCw className="size-4" aria-hidden />
              Renew
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            disabled={busy}
            onClick={() => void remove()}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
          <AuditPopover
            isSuperAdmin={menuVisibility(session?.user.roles ?? []).auditPopover}
            createdAt={contract.createdAt}
            createdBy={by(contract.createdBy)}
            updatedAt={contract.updatedAt}
            updatedBy={by(contract.updatedBy)}
          />
        </div>
      </div>
    </section>
  );
};
