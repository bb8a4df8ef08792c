import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { tableStateToQuery } from '@backoffice/ui/data-table/data-table-state';
import { toast } from '@backoffice/ui/toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPage } from '../lib/records/collection-table.tsx';
import { useTableUrlState } from '../lib/use-table-url-state.ts';
import { useUpdateWebsiteMutation } from '../lib/website-update.ts';
import { ResourceFormModal } from './resource-form-modal.tsx';
import type { HydraItem, ResourceScreen } from './types.ts';

// The generic list of a reference resource: server-side table with the URL as state, a create
// button, edit and delete row actions.
export const ResourceListPage = <T extends HydraItem>({ screen }: { screen: ResourceScreen<T> }) => {
  const [state, setState] = useTableUrlState({ sort: screen.defaultSort ?? null });
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const website = useUpdateWebsiteMutation();
  const query = tableStateToQuery(state);
  const list = useQuery({
    queryKey: [screen.key, 'list', query],
    queryFn: async () => (await screen.list(query)).data,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [screen.key] });
  const remove = useMutation({ mutationFn: (item: T) => screen.remove(item.id), onSuccess: refresh });
  const patch = useMutation({
    mutationFn: ({ row, body }: { row: T; body: Record<string, unknown> }) => screen.update(row.id, body, {}),
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully' },
  });
  const extraActions = screen.rowActions?.(async (row, body) => {
    await patch.mutateAsync({ row, body });
  });

  return (
    <ListPage
      title={screen.title}
      page={list}
      urlState={[state, setState]}
      columns={screen.columns}
      toolbar={{
        searchKey: screen.searchParam,
        searchPlaceholder: `Search ${screen.title.toLowerCase()}`,
        onUpdateWebsite: screen.updateWebsite ? () => website.mutateAsync() : undefined,
        createAction: <Button onClick={() => setEditing({ id: undefined })}>New {screen.singular}</Button>,
      }}
      rowActions={{
        actions: [{ label: 'Edit', onSelect: (row) => setEditing({ id: row.id }) }, ...(extraActions ?? [])],
        onDelete: async (row) => {
          if (!(await confirm({ danger: true }))) return;
          await remove.mutateAsync(row);
          toast.success('Deleted successfully');
        },
      }}
    >
      {editing ? (
        <ResourceFormModal
          screen={screen}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </ListPage>
  );
};
