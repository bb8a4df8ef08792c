import { vendorContracts } from '../catalogue/vendor-contacts.ts';
import { activities } from '../catalogue/vendor-kind-items.ts';
import {
  accommodations,
  activityProviders,
  conciergeries,
  restaurants,
  spas,
  transportationProviders,
  wineries,
} from '../catalogue/vendor-kinds.ts';
import { vendors } from '../catalogue/vendors.ts';
import { attachmentTable, imageTable } from './file-tables.ts';

// calls.md 7.2: an attachments collection per vendor kind, images for accommodations.
export const vendorAttachments = attachmentTable('vendor_attachments', 'vendor_id', () => vendors.id);
export const vendorContractAttachments = attachmentTable(
  'vendor_contract_attachments',
  'vendor_contract_id',
  () => vendorContracts.id,
);
export const accommodationAttachments = attachmentTable(
  'accommodation_attachments',
  'accommodation_id',
  () => accommodations.id,
);
export const accommodationImages = imageTable(
  'accommodation_images',
  'accommodation_id',
  () => accommodations.id,
);
export const spaAttachments = attachmentTable('spa_attachments', 'spa_id', () => spas.id);
export const restaurantAttachments = attachmentTable(
  'restaurant_attachments',
  'restaurant_id',
  () => restaurants.id,
);
export const wineryAttachments = attachmentTable('winery_attachments', 'winery_id', () => wineries.id);
export const activityProviderAttachments = attachmentTable(
  'activity_provider_attachments',
  'activity_provider_id',
  () => activityProviders.id,
);
export const activityAttachments = attachmentTable(
  'activity_attachments',
  'activity_id',
  () => activities.id,
);
export const conciergerieAttachments = attachmentTable(
  'conciergerie_attachments',
  'conciergerie_id',
  () => conciergeries.id,
);
export const transportationProviderAttachments = attachmentTable(
  'transportation_provider_attachments',
  'transportation_provider_id',
  () => transportationProviders.id,
);
