import {
  createVendorGroup,
  deleteVendorGroup,
  getVendorGroup,
  listVendorGroups,
  replaceVendorGroup,
} from '@backoffice/sdk';
import { nameListScreen } from './name-list-screen.ts';

export const vendorGroupsScreen = nameListScreen(
  { key: 'vendor-groups', title: 'Vendor groups', singular: 'vendor group' },
  {
    list: listVendorGroups,
    get: getVendorGroup,
    create: createVendorGroup,
    // calls.md 7.1: vendor groups are edited with PUT.
    update: replaceVendorGroup,
    remove: deleteVendorGroup,
  },
);
