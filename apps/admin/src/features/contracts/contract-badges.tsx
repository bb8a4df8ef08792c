import type { VendorContract } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { formatDate } from '@backoffice/ui/format';
import { contractStatusColor, contractStatusLabel } from '../../shared/vendors/contracts/contract-schema.ts';
import { endingDescription, endingLabel, endingOf } from './contract-ending.ts';

export const ContractStatusBadge = ({ status }: { status: string }) => (
  <Badge color={contractStatusColor(status)}>{contractStatusLabel(status)}</Badge>
);

/** "Ends in 12 days" (orange) or "Past end date" (red) on an active contract; nothing otherwise. */
export const EndingBadge = ({ contract }: { contract: Pick<VendorContract, 'status' | 'endDate'> }) => {
  const ending = endingOf(contract);
  if (!ending) return null;
  return (
    <Badge
      color={ending.kind === 'overdue' ? 'red' : 'orange'}
      title={`${endingDescription(ending)} End date: ${formatDate(contract.endDate)}.`}
    >
      {endingLabel(ending)}
    </Badge>
  );
};
