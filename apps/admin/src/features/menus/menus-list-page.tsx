import type { Menu } from '@backoffice/sdk';
import { buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { dateTimeCell, RecordLink } from '../../lib/records/record-columns.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useUpdateWebsiteMutation } from '../../lib/website-update.ts';
import { MenuNameDialog } from './menu-name-dialog.tsx';
import { menuList, useMenuMutations, useMenusQuery } from './menus-api.ts';

const column = createDataTableColumnHelper<Menu>();
const searchKey = 'name';

// The website's menus (/admin/cms/menus): name, code, last update; searched by name in the URL.
// "New menu" (/new) asks for the name and opens the new menu; a row renames or deletes its menu.
export const MenusListPage = ({ listPath, creating = false }: { listPath: string; creating?: boolean }) => {
  const [state, setState] = useTableUrlState({ sort: { id: 'name', desc: false }, filterKeys: [searchKey] });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = useMemo(() => menuList.toQuery(state), [state]);
  const menus = useMenusQuery(query, state);
  const { remove } = useMenuMutations();
  const website = useUpdateWebsiteMutation();
  const [renaming, setRenaming] = useState<Menu | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        enableSorting: true,
        cell: (c) => <RecordLink href={`${listPath}/${c.row.original.id}`}>{c.getValue()}</RecordLink>,
      }),
      column.accessor('code', { header: 'Code', cell: (c) => c.getValue() ?? '' }),
      column.accessor('updatedAt', {
        header: 'Updated',
        enableSorting: true,
        cell: dateTimeCell,
      }),
    ],
    [listPath],
  );
  const filtered = menuList.hasUserFilters(state);
  return (
    <ListPage
      title="Menus"
      page={menus}
      urlState={[state, setState]}
      columns={columns}
      pageSizeOptions={[10, 20, 50, 100]}
      emptyText={filtered ? 'No menu matches this search.' : 'No menu yet. Create the first one.'}
      toolbar={{
        searchKey,
        searchPlaceholder: 'Search by name',
        onUpdateWebsite: () => website.mutateAsync(),
        createAction: (
          <Link href={`${listPath}/new`} className={buttonVariants()}>
            New menu
          </Link>
        ),
      }}
      rowActions={{
        label: (r) => `Actions for ${r.name}`,
        actions: [
          { label: 'Edit items', onSelect: (r) => navigate(`${listPath}/${r.id}`) },
          { label: 'Rename', onSelect: (r) => setRenaming(r) },
        ],
        onDelete: async (r) => {
          if (
            await confirm({
              danger: true,
              confirmText: 'Delete',
              content: 'The menu and all its items go.',
            })
          )
            await remove.mutateAsync(r.id).catch(() => undefined);
        },
      }}
    >
      {creating ? (
        <MenuNameDialog
          onClose={() => navigate(listPath, { replace: true })}
          onCreated={(menu) => navigate(`${listPath}/${menu.id}`, { replace: true })}
        />
      ) : null}
      {renaming ? <MenuNameDialog menu={renaming} onClose={() => setRenaming(null)} /> : null}
    </ListPage>
  );
};
