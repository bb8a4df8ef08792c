import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { Trash2 } from 'lucide-react';

// "Delete draft" of an invoice or a bill: asks first, then deletes (a failure is the API's toast).
export const DeleteDraftButton = ({
  content,
  onDelete,
}: {
  /** What deleting it means for this kind of document. */
  content: string;
  onDelete: () => Promise<unknown>;
}) => {
  const confirm = useConfirm();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={async () => {
        if (await confirm({ title: 'Delete this draft?', content, confirmText: 'Delete', danger: true }))
          await onDelete().catch(() => undefined);
      }}
    >
      <Trash2 className="size-4" aria-hidden />
      Delete draft
    </Button>
  );
};
