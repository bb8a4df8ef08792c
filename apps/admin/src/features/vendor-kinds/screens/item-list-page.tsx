import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ListPage } from '../../../lib/records/collection-table.tsx';
import { CreateLink } from '../../../lib/records/create-link.tsx';
import { useTableUrlState } from '../../../lib/use-table-url-state.ts';
import { itemKeys } from '../api/keys.ts';
import { parentSource } from '../api/record-sources.ts';
import { useExchangeActions } from '../api/use-exchange-actions.ts';
import { useItemDeleteMutation } from '../api/use-item-mutations.ts';
import { useItemListQuery } from '../api/use-item-queries.ts';
import { nameColumn, parentColumn } from '../columns.tsx';
import type { ItemDef, Row } from '../types.ts';
import { ItemFormModal } from './item-form-modal.tsx';
import { type ListFilter, ListFilters } from './list-filters.tsx';

// /admin/activities, /admin/transfers, /admin/conciergerie-services: the items of every owner,
// searched and filtered by destination (and owner, type...) through the URL. Items without a page
// of their own are created and edited in a modal that asks for the owner (product.md §6).
export const ItemListPage = ({ item }: { item: ItemDef }) => {
  const list = item.adminList!;
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        key: `${item.parent.property}.id`,
        label: item.parent.label,
        kind: 'record',
        source: parentSource(item.parent),
        iriBase: item.parent.iriBase,
      },
      ...list.filters,
    ],
    [item, list],
  );
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: ['search', ...filters.map((f) => f.key)],
  });
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = tableStateToQuery(state);
  const rows = useItemListQuery(item, query);
  const remove = useItemDeleteMutation(item);
  const exchange = useExchangeActions(item.collection, item.exchange, query, itemKeys.all(item.key));
  const columns = useMemo(
    () => [
      nameColumn(item.detailPath && ((row) => item.detailPath!(row.id))),
      parentColumn(item.parent),
      ...item.columns,
    ],
    [item],
  );
  const edit = (row: Row) =>
    item.detailPath ? navigate(item.detailPath(row.id)) : setEditing({ id: row.id });

  return (
    <ListPage<Row>
      title={list.title}
      page={rows}
      urlState={[state, setState]}
      columns={columns}
      toolbar={{
        searchKey: 'search',
        searchPlaceholder: `Search ${item.title.toLowerCase()}`,
        ...exchange,
        createAction: item.detailPath ? (
          <CreateLink href={`${list.path}/new`}>New {item.singular}</CreateLink>
        ) : (
          <Button size="sm" onClick={() => setEditing({ id: undefined })}>
            <Plus className="size-4" aria-hidden />
            New {item.singular}
          </Button>
        ),
        children: <ListFilters filters={filters} state={state} onChange={setState} />,
      }}
      rowActions={{
        label: (row) => `Actions for ${row.name}`,
        actions: [{ label: 'Edit', onSelect: edit }],
        onDelete: async (row) => {
          if (await confirm({ danger: true, confirmText: 'Delete' })) {
            await remove.mutateAsync(row).catch(() => undefined);
          }
        },
      }}
    >
      {editing ? (
        <ItemFormModal item={item} id={editing.id} owner={null} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
};
