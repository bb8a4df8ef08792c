import { tripAttachments, tripItemAttachments } from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.6: a trip's attachments and its items' (as the catalogue's), in the trips area: the
// travel team writes them, the accountant reads them.
export const tripAttachmentsResource = defineFileResource({
  kind: 'attachment',
  type: 'TripAttachment',
  path: 'trip_attachments',
  table: tripAttachments,
  owner: { type: 'Trip', property: 'trip' },
  access: 'trips',
});

export const tripItemAttachmentsResource = defineFileResource({
  kind: 'attachment',
  type: 'TripItemAttachment',
  path: 'trip_item_attachments',
  table: tripItemAttachments,
  owner: { type: 'TripItem', property: 'tripItem' },
  access: 'trips',
});
