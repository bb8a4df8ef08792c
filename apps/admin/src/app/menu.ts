import { listAccommodationTypes } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { menuVisibility } from '../lib/access.ts';

// The side menu of product.md §2.7. `visible` names the rule of menuVisibility (§6).
export type MenuLeaf = { label: string; path: string; disabled?: boolean };
export type MenuEntry = MenuLeaf & {
  children?: MenuLeaf[];
  visible: keyof ReturnType<typeof menuVisibility>;
  icon: string;
};

const leaf = (label: string, path: string, disabled = false): MenuLeaf => ({ label, path, disabled });

export const menu: MenuEntry[] = [
  {
    label: 'Vendors',
    path: '/admin/vendors',
    icon: 'store',
    visible: 'catalogue',
    children: [
      leaf('Vendors', '/admin/vendors'),
      leaf('Map View', '/admin/vendors/map'),
      leaf('Blacklisted', '/admin/vendors/blacklisted'),
      leaf('New vendor', '/admin/vendors/new'),
      leaf('Groups', '/admin/vendors/groups'),
      leaf('Primary services', '/admin/vendors/primary-services'),
    ],
  },
  {
    label: 'Accommodations',
    path: '/admin/accommodations',
    icon: 'bed',
    visible: 'catalogue',
    children: [leaf('All Types', '/admin/accommodations')],
  },
  { label: 'Spas', path: '/admin/spas', icon: 'flower', visible: 'catalogue' },
  { label: 'Restaurants', path: '/admin/restaurants', icon: 'utensils', visible: 'catalogue' },
  { label: 'Wineries', path: '/admin/wineries', icon: 'wine', visible: 'catalogue' },
  { label: 'Activity providers', path: '/admin/activity-providers', icon: 'compass', visible: 'catalogue' },
  {
    label: 'Transportation providers',
    path: '/admin/transportation-providers',
    icon: 'car',
    visible: 'catalogue',
  },
  { label: 'Other Services', path: '/admin/conciergeries', icon: 'concierge', visible: 'catalogue' },
  { label: 'Other Services items', path: '/admin/conciergerie-services', icon: 'list', visible: 'catalogue' },
  { label: 'Activities', path: '/admin/activities', icon: 'mountain', visible: 'catalogue' },
  { label: 'Transfers', path: '/admin/transfers', icon: 'route', visible: 'catalogue' },
  { label: 'Destination guides', path: '/admin/destination-guides', icon: 'book', visible: 'catalogue' },
  { label: 'Destinations', path: '/admin/destinations', icon: 'map-pin', visible: 'catalogue' },
  { label: 'Airports', path: '/admin/airports', icon: 'plane-landing', visible: 'catalogue' },
  { label: 'Airlines', path: '/admin/airlines', icon: 'plane', visible: 'catalogue' },
  { label: 'Trip templates', path: '/admin/trip-templates', icon: 'copy', visible: 'catalogue' },
  { label: 'Clients', path: '/admin/clients', icon: 'users', visible: 'catalogue' },
  {
    label: 'Itineraries',
    path: '/admin/trips',
    icon: 'calendar',
    visible: 'itineraries',
    children: [leaf('Itineraries', '/admin/trips'), leaf('New trip', '/admin/trips/new')],
  },
  {
    label: 'CMS',
    path: '/admin/cms',
    icon: 'layout',
    visible: 'cms',
    children: [
      leaf('Menus', '/admin/cms/menus'),
      leaf('Pages', '/admin/cms/pages'),
      leaf('Press', '/admin/cms/press'),
      leaf('Articles', '/admin/cms/articles'),
      leaf('Services', '/admin/cms/services'),
      leaf('Brochure', '/admin/cms/brochure'),
    ],
  },
  {
    label: 'Content',
    path: '/admin/media',
    icon: 'image',
    visible: 'content',
    children: [
      leaf('Media gallery', '/admin/media/gallery'),
      leaf('Media tags', '/admin/media/tags'),
      leaf('Knowledge base', '/admin/knowledgebase'),
      leaf('Journal', '/admin/journal'),
      leaf('City Guides', '/admin/cityguides', true),
      leaf('Voyage Magazine', '/admin/voyage-magazine', true),
    ],
  },
  {
    label: 'Accounting',
    path: '/admin/sales',
    icon: 'receipt',
    visible: 'accounting',
    children: [
      leaf('Sales', '/admin/sales'),
      leaf('Purchases', '/admin/purchases'),
      leaf('Synchronization', '/admin/synchronization'),
    ],
  },
  {
    label: 'Settings',
    path: '/admin/settings',
    icon: 'settings',
    visible: 'settings',
    children: [
      leaf('Currencies', '/admin/currencies'),
      leaf('Users', '/admin/users'),
      leaf('Parameters', '/admin/parameters'),
      leaf('Vendor tags', '/admin/tags/vendor'),
      leaf('Activity tags', '/admin/tags/activity'),
      leaf('Restaurant tags', '/admin/tags/restaurant'),
      leaf('Email templates', '/admin/templates/emails'),
      leaf('Updates', '/admin/templates/tasks'),
      leaf('Notifications', '/admin/notifications', true),
      leaf('Accommodation types', '/admin/types/accommodation'),
      leaf('Activity categories', '/admin/categories/activity'),
      leaf('Article categories', '/admin/categories/article'),
      leaf('Destination guide categories', '/admin/categories/destination-guide'),
      leaf('Accommodation amenities', '/admin/types/accommodation-amenities'),
      leaf('Room amenities', '/admin/room-amenities'),
      leaf('Bed types', '/admin/types/bed'),
      leaf('Cuisine types', '/admin/types/cuisine'),
      leaf('Restaurant dress codes', '/admin/restaurant-dresscodes'),
      leaf('Transfer types', '/admin/types/transfer'),
      leaf('Car types', '/admin/types/car'),
      leaf('Design types', '/admin/types/design'),
      leaf('Experience types', '/admin/types/experience'),
      leaf('Suited for', '/admin/types/suited-for'),
      leaf('Spa modalities', '/admin/spa-modalities'),
      leaf('Service types', '/admin/types/service'),
      leaf('Air charter memberships', '/admin/types/air-charter'),
      leaf('Extreme sports', '/admin/types/extreme-sport'),
      leaf('Interests', '/admin/types/interest'),
      leaf('Sport interests', '/admin/types/sport-interest'),
    ],
  },
];

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
      (await listAccommodationTypes({ pagination: false, 'order[name]': 'asc' })).data['hydra:member'],
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
