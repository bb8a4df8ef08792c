import { applyUpdates, insertRecords, lockRecord, serverValues } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import type { ContractStatus } from '../enums/catalogue-values.ts';
import { ApiError } from '../http/problem.ts';
import { canRenew, nextPeriod } from './contract-states.ts';
import { vendorContractsResource as contracts } from './vendor-contracts.resource.ts';

// Closes a contract as renewed and opens its next period as a draft, in the caller's transaction.
// The old row is locked first, so two renewals of one contract cannot both succeed.
export const renewContract = async (ctx: WriteContext, id: number) => {
  const old = await lockRecord(ctx, contracts, id);
  if (!canRenew(old.status as ContractStatus)) {
    throw new ApiError(409, `A ${old.status} contract cannot be renewed.`);
  }
  await applyUpdates(ctx, contracts, [{ existing: old, parsed: serverValues({ status: 'renewed' }) }]);
  const [next] = await insertRecords(ctx, contracts, [
    serverValues({
      vendorId: old.vendorId,
      name: old.name,
      status: 'draft',
      ...nextPeriod(old.startDate, old.endDate),
      commission: old.commission,
      notes: old.notes,
      renewedFromId: id,
    }),
  ]);
  return next!;
};
