import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { useEffect } from 'react';
import { setLeavePrompt } from './unsaved-changes.ts';

// Asks "Leave this page?" (Leave / Stay) or, closing a dialog, "Discard your changes?" (Discard /
// Stay) with the app's confirm dialog; mount it once, inside the ConfirmProvider.
export const UnsavedChangesPrompt = () => {
  const confirm = useConfirm();
  useEffect(
    () =>
      setLeavePrompt(({ title, content, confirmText }) =>
        confirm({
          title,
          content,
          confirmText,
          cancelText: 'Stay',
          danger: true,
        }),
      ),
    [confirm],
  );
  return null;
};
