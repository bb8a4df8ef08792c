import { tripAttachments, tripItemAttachments } from '../db/schema/index.ts';
import { defineOwnerFiles } from '../files/define-file-resource.ts';

// calls.md 7.6: a trip's attachments and its items' (as the catalogue's), in the trips area: the
// travel team writes them, the accountant reads them.
export const tripFileResources = [
  ...defineOwnerFiles('Trip', 'trips', { attachments: tripAttachments }),
  ...defineOwnerFiles('TripItem', 'trips', { attachments: tripItemAttachments }),
];
