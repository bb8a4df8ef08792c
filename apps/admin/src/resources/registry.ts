import { airlinesScreen } from './airlines.screen.ts';
import { currenciesScreen } from './currencies.screen.tsx';
import { referenceListScreens } from './reference-lists.ts';
import type { HydraItem, ResourceScreen } from './types.ts';
import { usersScreen } from './users.screen.tsx';
import { vendorGroupsScreen } from './vendor-groups.screen.ts';

// Route path → generic screen. A new reference list is one screen file plus one line here.
export const resourceScreens: Record<string, ResourceScreen<HydraItem>> = {
  '/admin/vendors/groups': vendorGroupsScreen as unknown as ResourceScreen<HydraItem>,
  '/admin/users': usersScreen as unknown as ResourceScreen<HydraItem>,
  '/admin/airlines': airlinesScreen as unknown as ResourceScreen<HydraItem>,
  '/admin/currencies': currenciesScreen as unknown as ResourceScreen<HydraItem>,
  // The name-only lists (types, tags, categories...) from one table.
  ...referenceListScreens,
};
