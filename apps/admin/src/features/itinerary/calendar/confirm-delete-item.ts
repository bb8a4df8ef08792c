import type { TripItem } from '@backoffice/sdk';
import { DEFAULT_CONFIRM_CONTENT, DEFAULT_CONFIRM_TITLE, useConfirm } from '@backoffice/ui/confirm-dialog';

// The calendar's delete button, on a trip's or a template's itinerary alike: the standard
// confirmation, then the delete (a refusal is reported by the mutation's own toast).
export const useConfirmDeleteItem = (remove: { mutateAsync: (item: TripItem) => Promise<unknown> }) => {
  const confirm = useConfirm();
  return async (item: TripItem) => {
    const ok = await confirm({
      title: DEFAULT_CONFIRM_TITLE,
      content: DEFAULT_CONFIRM_CONTENT,
      confirmText: 'Delete',
      danger: true,
    });
    if (ok) await remove.mutateAsync(item).catch(() => undefined);
  };
};
