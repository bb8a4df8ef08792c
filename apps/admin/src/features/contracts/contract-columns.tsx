import type { VendorContract } from '@backoffice/sdk';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { Paperclip } from 'lucide-react';
import { Link } from 'wouter';
import { useVendorContractMutations } from '../../shared/vendors/api/use-vendor-contracts.ts';
import { contractCommission, contractPeriod } from '../../shared/vendors/contracts/contract-schema.ts';
import { ContractStatusMenu } from '../../shared/vendors/contracts/contract-status-menu.tsx';
import { ContractStatusBadge, EndingBadge } from './contract-badges.tsx';
import { contractPath } from './contract-paths.ts';
import { VendorLink } from './vendor-link.tsx';

const column = createDataTableColumnHelper<VendorContract>();

// The status moves the server allows (possible-transitions, asked when the menu opens), with the
// vendor screens' menu; each row has its own pending state.
const StatusMoves = ({ contract }: { contract: VendorContract }) => {
  const mutations = useVendorContractMutations();
  return <ContractStatusMenu contract={contract} mutations={mutations} />;
};

// The columns of /admin/contracts: vendor, name (opens the contract), period with its "Ends soon"
// mark, commission, status and the status moves.
export const contractColumns = [
  column.accessor('vendor', {
    header: 'Vendor',
    cell: (c) => <VendorLink vendor={c.getValue()} />,
  }),
  column.accessor('name', {
    header: 'Name',
    cell: (c) => {
      const contract = c.row.original;
      const files = contract.attachments.length;
      return (
        <div className="min-w-0">
          <Link
            href={contractPath(contract.id)}
            className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {contract.name}
          </Link>
          {files ? (
            <div className="flex items-center gap-1 text-xs text-stone-500">
              <Paperclip className="size-3" aria-hidden />
              {files === 1 ? '1 file' : `${files} files`}
            </div>
          ) : null}
        </div>
      );
    },
  }),
  column.accessor(contractPeriod, {
    id: 'period',
    header: 'Period',
    cell: (c) => (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="whitespace-nowrap text-stone-700">{c.getValue()}</span>
        <EndingBadge contract={c.row.original} />
      </div>
    ),
  }),
  column.accessor(contractCommission, {
    id: 'commission',
    header: 'Commission',
    cell: (c) => <span className="tabular-nums text-stone-700">{c.getValue()}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <ContractStatusBadge status={c.getValue()} />,
  }),
  column.display({
    id: 'moves',
    header: () => <span className="sr-only">Status change</span>,
    cell: (c) => <StatusMoves contract={c.row.original} />,
    meta: { className: 'w-28 text-right' },
  }),
];
