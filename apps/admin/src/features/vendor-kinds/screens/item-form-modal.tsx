import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { useItemQuery } from '../api/use-item-queries.ts';
import type { ItemDef } from '../types.ts';
import { ItemForm } from './item-form.tsx';

type Props = { item: ItemDef; id: number | undefined; owner: string | null; onClose: () => void };

// The create/edit modal of an item; editing reads the item first for its values and ETag.
export const ItemFormModal = ({ item, id, owner, onClose }: Props) => {
  const current = useItemQuery(item, id);
  return (
    <Modal open onOpenChange={(open: boolean) => !open && onClose()}>
      <ModalContent title={id === undefined ? `New ${item.singular}` : `Edit ${item.singular}`} width={760}>
        {id !== undefined && !current.data ? (
          <div className="grid place-items-center py-10">
            <Spinner label={`Loading the ${item.singular}`} />
          </div>
        ) : (
          <ItemForm
            item={item}
            record={current.data?.item}
            etag={current.data?.etag}
            owner={owner}
            onSaved={onClose}
            onCancel={onClose}
          />
        )}
      </ModalContent>
    </Modal>
  );
};
