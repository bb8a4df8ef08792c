import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  width?: number;
  // Set while the record being edited loads (read fresh, for its values and ETag): a spinner with
  // this label stands in for the form.
  loading?: string | false;
  onClose: () => void;
  children: ReactNode;
};

// The dialog of a create or edit form; closing it (Escape, the close button, outside) calls onClose.
export const FormModal = ({ title, width, loading, onClose, children }: Props) => (
  <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
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
);
