import { tripAttachments, tripItemAttachments } from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.6: a trip's attachments and its items' (as the catalogue's), in the trips area: the
// travel team writes them, the accountant reads them.
export const tripAttachmentsResource = defineFileResource({
  kind: 'attachment',
  owner: 'Trip',
  table: tripAttachments,
  access: 'trips',
});

export const tripItemAttachmentsResource = defineFileResource({
  kind: 'attachment',
  owner: 'TripItem',
  table: tripItemAttachments,
  access: 'trips',
});
