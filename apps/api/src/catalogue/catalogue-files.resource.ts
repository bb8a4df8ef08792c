import * as s from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.2: an attachments collection for the vendor, its contracts and every vendor kind
// (upload, PATCH of type and name.extension, delete), and the accommodations' images.
const attachments = (
  type: string,
  path: string,
  table: Parameters<typeof defineFileResource>[0]['table'],
  owner: { type: string; property: string },
) => defineFileResource({ kind: 'attachment', type, path, table, owner, access: 'catalogue' });

export const catalogueFileResources = [
  attachments('VendorAttachment', 'vendor_attachments', s.vendorAttachments, {
    type: 'Vendor',
    property: 'vendor',
  }),
  attachments('VendorContractAttachment', 'vendor_contract_attachments', s.vendorContractAttachments, {
    type: 'VendorContract',
    property: 'vendorContract',
  }),
  attachments('AccommodationAttachment', 'accommodation_attachments', s.accommodationAttachments, {
    type: 'Accommodation',
    property: 'accommodation',
  }),
  defineFileResource({
    kind: 'image',
    type: 'AccommodationImage',
    path: 'accommodation_images',
    table: s.accommodationImages,
    owner: { type: 'Accommodation', property: 'accommodation' },
    access: 'catalogue',
  }),
  attachments('SpaAttachment', 'spa_attachments', s.spaAttachments, { type: 'Spa', property: 'spa' }),
  attachments('RestaurantAttachment', 'restaurant_attachments', s.restaurantAttachments, {
    type: 'Restaurant',
    property: 'restaurant',
  }),
  attachments('WineryAttachment', 'winery_attachments', s.wineryAttachments, {
    type: 'Winery',
    property: 'winery',
  }),
  attachments('ActivityProviderAttachment', 'activity_provider_attachments', s.activityProviderAttachments, {
    type: 'ActivityProvider',
    property: 'activityProvider',
  }),
  attachments('ActivityAttachment', 'activity_attachments', s.activityAttachments, {
    type: 'Activity',
    property: 'activity',
  }),
  attachments('ConciergerieAttachment', 'conciergerie_attachments', s.conciergerieAttachments, {
    type: 'Conciergerie',
    property: 'conciergerie',
  }),
  attachments(
    'TransportationProviderAttachment',
    'transportation_provider_attachments',
    s.transportationProviderAttachments,
    { type: 'TransportationProvider', property: 'transportationProvider' },
  ),
];
