import { tripAttachments } from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.6: a trip's attachments (as the catalogue's), in the trips area: the travel team
// writes them, the accountant reads them. The items' attachments (trip_item_attachments) are
// declared the same way once the trip item resource (their owner) exists.
export const tripAttachmentsResource = defineFileResource({
  kind: 'attachment',
  type: 'TripAttachment',
  path: 'trip_attachments',
  table: tripAttachments,
  owner: { type: 'Trip', property: 'trip' },
  access: 'trips',
});
