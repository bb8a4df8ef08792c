import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { type ReactNode, useState } from 'react';
import { confirmDiscard, type DirtyScope, DirtyScopeContext } from './unsaved-changes.ts';

type Props = {
  title: string;
  width?: number;
  // Set while the record being edited loads (read fresh, for its values and ETag): a spinner with
  // this label stands in for the form.
  loading?: string | false;
  onClose: () => void;
  children: ReactNode;
};

// The dialog of a create or edit form; closing it (Escape, the close button, outside) calls onClose,
// after asking when a form inside has unsaved changes (its forms register in the dialog's scope).
export const FormModal = ({ title, width, loading, onClose, children }: Props) => {
  const [scope] = useState<DirtyScope>(() => new Set());
  const close = () => void confirmDiscard(scope).then((isClosing) => isClosing && onClose());
  return (
    <DirtyScopeContext.Provider value={scope}>
      <Modal open onOpenChange={(open: boolean) => !open && close()}>
        <ModalContent title={title} width={width}>
          {loading ? (
            <div className="grid place-items-center py-10">
              <Spinner label={loading} />
            </div>
          ) : (
            children
          )}
        </ModalContent>
      </Modal>
    </DirtyScopeContext.Provider>
  );
};
