import type { Destination } from '@backoffice/sdk';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { useDestinationApproveMutation } from './api/use-destination-approve-mutation.ts';

// calls.md 8 / product.md §8: the confirmation of a destination approval.
export const APPROVE_DESTINATION_TEXT = 'Add this destination to the database?';

// Asks 'Add this destination to the database?' and, when confirmed, clears the pending flag.
export const useApproveDestination = () => {
  const confirm = useConfirm();
  const mutation = useDestinationApproveMutation();
  const approve = async (destination: Pick<Destination, 'id' | 'name'>) => {
    const ok = await confirm({
      title: APPROVE_DESTINATION_TEXT,
      content: `${destination.name} will no longer be pending and can be chosen everywhere.`,
      confirmText: 'Add',
    });
    // A failure has already been reported as a toast.
    if (ok) await mutation.mutateAsync(destination).catch(() => undefined);
  };
  return { approve, mutation };
};
