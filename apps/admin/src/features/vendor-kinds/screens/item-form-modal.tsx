import { FormModal } from '../../../shared/forms/form-modal.tsx';
import { useItemQuery } from '../api/use-item-queries.ts';
import type { ItemDef } from '../types.ts';
import { ItemForm } from './item-form.tsx';

type Props = { item: ItemDef; id: number | undefined; owner: string | null; onClose: () => void };

// The create/edit modal of an item; editing reads the item first for its values and ETag.
export const ItemFormModal = ({ item, id, owner, onClose }: Props) => {
  const current = useItemQuery(item, id);
  return (
    <FormModal
      title={id === undefined ? `New ${item.singular}` : `Edit ${item.singular}`}
      width={760}
      loading={id !== undefined && !current.data && `Loading the ${item.singular}`}
      onClose={onClose}
    >
      <ItemForm
        item={item}
        record={current.data?.item}
        etag={current.data?.etag}
        owner={owner}
        onSaved={onClose}
        onCancel={onClose}
      />
    </FormModal>
  );
};
