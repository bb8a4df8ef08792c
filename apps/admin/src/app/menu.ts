import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MenuGroup, MenuLeaf, RouteDef, Visibility } from './route-def.ts';
import { routes } from './route-table.tsx';

// The side menu of product.md §2.7, from the route table: every route naming a menu entry, in the
// table's order; a group's entries under it. `visible` names the rule of menuVisibility (§6).
export type { MenuLeaf };
export type MenuEntry = MenuLeaf & { children?: MenuLeaf[]; visible: Visibility; icon: string };

const leaf = (label: string, path: string, disabled = false): MenuLeaf => ({ label, path, disabled });

export const menuOf = (table: readonly RouteDef[]): MenuEntry[] => {
  const entries: MenuEntry[] = [];
  const groups = new Map<MenuGroup, MenuEntry>();
  for (const { menu, path, title } of table) {
    if (!menu) continue;
    const label = menu.label ?? title;
    if (menu.group) {
      let group = groups.get(menu.group);
      if (!group) {
        const { label: groupLabel, path: groupPath, icon, visible } = menu.group;
        group = { label: groupLabel, path: groupPath, icon, visible, children: [] };
        groups.set(menu.group, group);
        entries.push(group);
      }
      group.children!.push(leaf(label, path, menu.disabled));
    } else {
      entries.push({
        label,
        path,
        icon: menu.icon,
        visible: menu.visible,
        ...(menu.children ? { children: menu.children } : {}),
      });
    }
  }
  return entries;
};

export const menu: MenuEntry[] = menuOf(routes);

// product.md §2.3/§2.7: the Accommodations group holds All Types plus one entry per accommodation
// type (GET /api/accommodation_types), each opening the list filtered with ?type={id}.
export const accommodationTypeLeaves = (types: readonly { id: number; name: string }[]): MenuLeaf[] => [
  leaf('All Types', '/admin/accommodations'),
  ...types.map((type) => leaf(type.name, `/admin/accommodations?type=${type.id}`)),
];

export const withAccommodationTypes = (
  entries: MenuEntry[],
  types: readonly { id: number; name: string }[],
) =>
  entries.map((entry) =>
    entry.path === '/admin/accommodations' ? { ...entry, children: accommodationTypeLeaves(types) } : entry,
  );

/** The menu with its accommodation type entries, read from the API (All Types alone until then). */
export const useMenu = () => {
  const types = useQuery({
    queryKey: ['menu', 'accommodation-types'],
    queryFn: async () =>
      (
        await (
          await import('@backoffice/sdk')
        ).listAccommodationTypes({ pagination: false, 'order[name]': 'asc' })
      ).data['hydra:member'],
    staleTime: 60_000,
    meta: { silent: true },
  });
  return useMemo(() => withAccommodationTypes(menu, types.data ?? []), [types.data]);
};

// The entry whose path (or child's path) is the longest prefix of the current location; a path
// with a query (Accommodations › Hotel, ?type=3) matches only that exact location and query.
export const activeEntry = (location: string, entries: MenuEntry[] = menu, search = '') => {
  const full = search ? `${location}?${search}` : location;
  let best: { entry: MenuEntry; leaf: MenuLeaf | undefined; length: number } | undefined;
  for (const entry of entries) {
    for (const candidate of [entry, ...(entry.children ?? [])]) {
      const p = candidate.path;
      const matches = p.includes('?') ? full === p : location === p || location.startsWith(`${p}/`);
      if (matches && p.length > (best?.length ?? -1)) {
        best = { entry, leaf: candidate === entry ? undefined : (candidate as MenuLeaf), length: p.length };
      }
    }
  }
  return best;
};
