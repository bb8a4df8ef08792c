import { clientAttachments, clientGuestAttachments, clientImages } from '../db/schema/index.ts';
import { clientAttachmentTypes } from '../enums/client-values.ts';
import { defineFileResource } from '../files/define-file-resource.ts';
import { clientAttachmentVault, guestAttachmentVault } from './sealed-attachments.ts';

// calls.md 7.5: client_attachments (type from the clientAttachmentType enum), client_images (images
// only, 5 MB; the client's picture is its main image) and client_guest_attachments, all in the
// clients area: the travel team writes them, the accountant reads them; attachments of sensitive
// types (passport, visa, card...) are sealed by the vault and open only for client writers.
export const clientAttachmentsResource = defineFileResource({
  kind: 'attachment',
  owner: 'Client',
  table: clientAttachments,
  access: 'clients',
  types: clientAttachmentTypes,
  vault: clientAttachmentVault,
});

export const clientImagesResource = defineFileResource({
  kind: 'image',
  owner: 'Client',
  table: clientImages,
  access: 'clients',
});

export const clientGuestAttachmentsResource = defineFileResource({
  kind: 'attachment',
  owner: 'ClientGuest',
  table: clientGuestAttachments,
  access: 'clients',
  types: clientAttachmentTypes,
  vault: guestAttachmentVault,
});
