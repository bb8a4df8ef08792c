import {
  createMenu,
  createMenuItem,
  deleteMenu,
  deleteMenuItem,
  getMenu,
  listMenuItems,
  listMenus,
  type Menu,
  type MenuItem,
  type MenuItemInput,
  type MenuItemPatch,
  updateMenu,
  updateMenuItem,
} from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { applyTreeMove, type TreeMove } from '@backoffice/ui/sortable-tree';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CollectionSource, useCollectionQuery } from '../../lib/records/collection-query.ts';
import { listQueryOf, type QueryPairs, searchFilter } from '../../lib/records/list-query.ts';

// The website menus (issue 27.6, calls.md §7.9): GET/POST /api/menus, PATCH/DELETE /api/menus/{id};
// their items through /api/menu_items, a tree (parent, position) whose moves the API makes in one
// transaction (a PATCH of parent and/or position renumbers the siblings around it).

type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

export const menuKeys = {
  all: ['menus'] as const,
  lists: ['menus', 'list'] as const,
  list: (query: QueryPairs) => ['menus', 'list', query] as const,
  item: (id: number) => ['menus', 'item', id] as const,
  items: (id: number) => ['menus', 'items', id] as const,
};

// GET /api/menus: searched by name (in the URL), sorted by name or last update.
export const menuList = listQueryOf({
  filters: { name: searchFilter('name') },
  sortable: ['name', 'updatedAt'],
});

const source: CollectionSource<Parameters<typeof listMenus>[0], Collection<Menu>> = {
  key: menuKeys.list,
  list: listMenus as CollectionSource<Parameters<typeof listMenus>[0], Collection<Menu>>['list'],
};

export const useMenusQuery = (query: QueryPairs, paging: { page: number; pageSize: number }) =>
  useCollectionQuery(source, query, paging);

export const useMenuQuery = (id: number | undefined) =>
  useQuery({
    queryKey: menuKeys.item(id ?? 0),
    queryFn: async () => (await getMenu(id!)).data,
    enabled: id !== undefined,
    meta: { silent: true },
  });

/** A menu item as the tree holds it: ids as strings, the parent's id (null at the top level). */
export type TreeItem = {
  id: string;
  parentId: string | null;
  position: number;
  record: MenuItem;
};

const toTreeItem = (record: MenuItem): TreeItem => ({
  id: String(record.id),
  parentId: record.parent ? String(idFromIri(record.parent) ?? '') || null : null,
  position: record.position,
  record,
});

// GET /api/menu_items?menu.id={id}: every item of the menu (the tree is built on screen).
export const useMenuItemsQuery = (menuId: number) =>
  useQuery({
    queryKey: menuKeys.items(menuId),
    queryFn: async ({ signal }) => {
      const res = await listMenuItems(
        { 'menu.id': String(menuId), pagination: false, 'order[position]': 'asc', 'order[id]': 'asc' },
        { signal },
      );
      return (res.data as Collection<MenuItem>)['hydra:member'].map(toTreeItem);
    },
  });

export const menuIri = (id: number) => `/api/menus/${id}`;
export const menuItemIri = (id: number | string) => `/api/menu_items/${id}`;

export const useMenuMutations = () => {
  const queryClient = useQueryClient();
  const refresh = (menu?: Menu) => {
    if (menu) queryClient.setQueryData(menuKeys.item(menu.id), menu);
    void queryClient.invalidateQueries({ queryKey: menuKeys.lists });
  };
  return {
    create: useMutation({
      mutationFn: async (body: { name: string; code: string | null }) => (await createMenu(body)).data,
      onSuccess: refresh,
      meta: { successMessage: 'Created successfully', silent: true },
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: { name: string; code: string | null } }) =>
        (await updateMenu(id, body)).data,
      onSuccess: refresh,
      meta: { successMessage: 'Updated successfully', silent: true },
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteMenu(id),
      onSuccess: () => refresh(),
      meta: { successMessage: 'Deleted successfully' },
    }),
  };
};

export const useMenuItemMutations = (menuId: number) => {
  const queryClient = useQueryClient();
  const key = menuKeys.items(menuId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({
      mutationFn: async (body: MenuItemInput) => (await createMenuItem(body)).data,
      onSuccess: refresh,
      meta: { successMessage: 'Created successfully', silent: true },
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: MenuItemPatch }) =>
        (await updateMenuItem(id, body)).data,
      onSuccess: refresh,
      meta: { successMessage: 'Updated successfully', silent: true },
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteMenuItem(id),
      onSuccess: refresh,
      meta: { successMessage: 'Deleted successfully' },
    }),
    // A drop or a move button: one PATCH of parent and position (the API renumbers the siblings in
    // the same transaction). The tree shows the new order at once and goes back if the API refuses.
    move: useMutation({
      mutationFn: async (move: TreeMove) =>
        (
          await updateMenuItem(Number(move.id), {
            parent: move.parentId === null ? null : menuItemIri(move.parentId),
            position: move.position,
          })
        ).data,
      onMutate: async (move) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<TreeItem[]>(key);
        if (before) queryClient.setQueryData(key, applyTreeMove(before, move));
        return { before };
      },
      onError: (_error, _move, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSettled: refresh,
      meta: { successMessage: 'Order saved' },
    }),
  };
};
