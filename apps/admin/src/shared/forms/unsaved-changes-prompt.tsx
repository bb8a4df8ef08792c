import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { useEffect } from 'react';
import { LEAVE_CONTENT, LEAVE_TITLE, setLeavePrompt } from './unsaved-changes.ts';

// Asks "Leave this page?" with the app's confirm dialog (Leave / Stay); mount it once, inside
// the ConfirmProvider.
export const UnsavedChangesPrompt = () => {
  const confirm = useConfirm();
  useEffect(
    () =>
      setLeavePrompt(() =>
        confirm({
          title: LEAVE_TITLE,
          content: LEAVE_CONTENT,
          confirmText: 'Leave',
          cancelText: 'Stay',
          danger: true,
        }),
      ),
    [confirm],
  );
  return null;
};
