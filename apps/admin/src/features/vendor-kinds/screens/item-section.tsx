import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createTableState, tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { CollectionTable } from '../../../lib/records/collection-table.tsx';
import { useItemDeleteMutation } from '../api/use-item-mutations.ts';
import { useItemListQuery } from '../api/use-item-queries.ts';
import { nameColumn } from '../columns.tsx';
import type { ItemDef, KindRecord, Row } from '../types.ts';
import { ItemFormModal } from './item-form-modal.tsx';

// The items of one record on its page (its rooms, treatments, transfers...): a server-side table
// filtered by the owner (<owner>.id), with create/edit modals and delete.
export const ItemSection = ({ item, owner }: { item: ItemDef; owner: KindRecord }) => {
  const [state, setState] = useState(() => createTableState({ sort: { id: 'name', desc: false } }));
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = { ...tableStateToQuery(state), [`${item.parent.property}.id`]: String(owner.id) };
  const list = useItemListQuery(item, query);
  const remove = useItemDeleteMutation(item);
  const columns = useMemo(
    () => [nameColumn(item.detailPath && ((row) => item.detailPath!(row.id))), ...item.columns],
    [item],
  );

  return (
    <section aria-label={item.title} className="space-y-3">
      <CollectionTable<Row>
        title={item.title}
        page={list}
        urlState={[state, setState]}
        columns={columns}
        emptyText={`No ${item.title.toLowerCase()} yet`}
        toolbar={{
          searchKey: 'name',
          searchPlaceholder: `Search ${item.title.toLowerCase()}`,
          createAction: (
            <Button size="sm" onClick={() => setEditing({ id: undefined })}>
              <Plus className="size-4" aria-hidden />
              Add {item.singular}
            </Button>
          ),
        }}
        rowActions={{
          label: (row) => `Actions for ${row.name}`,
          actions: [
            { label: 'Edit', onSelect: (row) => setEditing({ id: row.id }) },
            ...(item.detailPath
              ? [{ label: 'Open page', onSelect: (row: Row) => navigate(item.detailPath!(row.id)) }]
              : []),
          ],
          onDelete: async (row) => {
            if (await confirm({ danger: true, confirmText: 'Delete' })) {
              await remove.mutateAsync(row).catch(() => undefined);
            }
          },
        }}
      />
      {editing ? (
        <ItemFormModal item={item} id={editing.id} owner={owner['@id']} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
};
