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
import { attachmentsOf, imagesOf } from './file-tables.ts';

// calls.md 7.2: an attachments collection per vendor kind, images for accommodations.
export const vendorAttachments = attachmentsOf('vendor', () => vendors.id);
export const vendorContractAttachments = attachmentsOf('vendor_contract', () => vendorContracts.id);
export const accommodationAttachments = attachmentsOf('accommodation', () => accommodations.id);
export const accommodationImages = imagesOf('accommodation', () => accommodations.id);
export const spaAttachments = attachmentsOf('spa', () => spas.id);
export const restaurantAttachments = attachmentsOf('restaurant', () => restaurants.id);
export const wineryAttachments = attachmentsOf('winery', () => wineries.id);
export const activityProviderAttachments = attachmentsOf('activity_provider', () => activityProviders.id);
export const activityAttachments = attachmentsOf('activity', () => activities.id);
export const conciergerieAttachments = attachmentsOf('conciergerie', () => conciergeries.id);
export const transportationProviderAttachments = attachmentsOf(
  'transportation_provider',
  () => transportationProviders.id,
);
