import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import type { menuVisibility } from '../lib/access.ts';
import { sectionOf } from '../lib/access.ts';
import { loadable } from '../lib/loadable.ts';
import { PageActivity } from './page-activity.tsx';

// One declaration per screen (route-table.tsx): its path with the patterns of its parameters, its
// layout, its title (breadcrumbs, browser tab, "coming soon"), its lazy screen, its access section
// (product.md §6), its side-menu entry and its quick-create entry. The router, the menu, the
// breadcrumbs and the quick-create menu all read this one table.
export type Layout = 'default' | 'itinerary' | 'submit' | 'login' | 'documents';

export type ScreenProps = { params: Record<string, string | undefined> };
export type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

/** The menu-visibility rule of product.md §6 an entry follows (lib/access.ts menuVisibility). */
export type Visibility = keyof ReturnType<typeof menuVisibility>;

export type MenuLeaf = { label: string; path: string; disabled?: boolean };

/** A group of the side menu (Vendors, CMS, Settings...): the routes that name it are its entries. */
export type MenuGroup = { label: string; path: string; icon: string; visible: Visibility };

export type MenuPlacement =
  // An entry of a group, in the table's order.
  | { group: MenuGroup; label?: string; disabled?: boolean }
  // An entry of its own, optionally with fixed children (Accommodations: All Types).
  | { group?: undefined; label?: string; icon: string; visible: Visibility; children?: MenuLeaf[] };

export type RouteDef = {
  // wouter path pattern; parameters are checked with `params` below.
  path: string;
  layout: Layout;
  title: string;
  params?: Record<string, RegExp>;
  /** The lazy screen; a route without one shows "coming soon" inside its layout. */
  screen?: Screen;
  /** The section of the role path check (product.md §6); undefined: open to every signed-in user. */
  section?: string;
  menu?: MenuPlacement;
  /** Its label in the header's quick-create menu (product.md §2.8). */
  quickCreate?: string;
  /**
   * Starts the screen's first data request while its chunk loads, instead of after (a detail
   * screen's record would otherwise wait for the whole chunk tree). Runs once the guards passed.
   */
  prefetch?: (params: Record<string, string | undefined>, queryClient: QueryClient) => void;
  /** A menu entry only (a disabled entry of §2.7 without a screen): never matched as a route. */
  menuOnly?: boolean;
};

export const idPattern = /^\d+$/;

type Options = Partial<Omit<RouteDef, 'path' | 'title'>>;

/** A route; on the default layout its access section is the one its path names (§6). */
export const route = (path: string, title: string, options: Options = {}): RouteDef => {
  const layout = options.layout ?? 'default';
  const section = layout === 'default' ? sectionOf(path.replace(/\/:.*$/, '')) : undefined;
  return { path, title, layout, ...(section ? { section } : {}), ...options };
};

/** A route whose only parameter is a numeric `id`. */
export const withId = (path: string, title: string, options: Options = {}): RouteDef =>
  route(path, title, { params: { id: idPattern }, ...options });

/** A disabled side-menu entry with no screen yet (§2.7: Notifications, Voyage Magazine). */
export const menuOnly = (path: string, label: string, group: MenuGroup): RouteDef => ({
  path,
  title: label,
  layout: 'default',
  menu: { group, disabled: true },
  menuOnly: true,
});

/** A lazy screen chunk: the named export of a module loaded on first use (lib/loadable.ts: no
 * Suspense, so the screen shows as soon as its code is there). */
export const chunk = <M, K extends keyof M>(load: () => Promise<M>, name: K): Screen =>
  loadable(
    () => load().then((m) => m[name] as ComponentType<ScreenProps>),
    createElement(PageActivity, { loading: true }),
  );

export const paramsMatch = (route: RouteDef, params: Record<string, string | undefined>) =>
  Object.entries(route.params ?? {}).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || pattern.test(value);
  });
