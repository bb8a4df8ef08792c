import { createElement, type FunctionComponent } from 'react';
import { airlinesScreen } from './airlines.screen.ts';
import { currenciesScreen } from './currencies.screen.tsx';
import { referenceLists } from './reference-lists.ts';
import { ResourceListPage } from './resource-list-page.tsx';
import type { HydraItem, ResourceScreen } from './types.ts';
import { usersScreen } from './users.screen.tsx';
import { vendorGroupsScreen } from './vendor-groups.screen.ts';

// Each screen keeps its own item type: the route table holds its page, not the screen, so no
// screen is widened to a common item type (ResourceScreen is invariant in it).
const pageOf = <T extends HydraItem>(screen: ResourceScreen<T>): FunctionComponent => {
  const Page = () => createElement(ResourceListPage<T>, { screen });
  Page.displayName = `${screen.key}-page`;
  return Page;
};

// Route path → generic screen page. A new reference list is one screen file plus one line here.
export const resourceScreens: Record<string, FunctionComponent> = {
  '/admin/vendors/groups': pageOf(vendorGroupsScreen),
  '/admin/users': pageOf(usersScreen),
  '/admin/airlines': pageOf(airlinesScreen),
  '/admin/currencies': pageOf(currenciesScreen),
  // The name-only lists (types, tags, categories...) from one table.
  ...Object.fromEntries(referenceLists.map((list) => [list.route, pageOf(list.screen)])),
};
