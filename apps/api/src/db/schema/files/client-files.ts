import { clientGuests } from '../clients/client-children.ts';
import { clients } from '../clients/clients.ts';
import { attachmentTable, imageTable } from './file-tables.ts';

// calls.md 7.5: a client's attachments (typed by the clientAttachmentType enum), its image, and its
// guests' attachments (a passport, a visa).
export const clientAttachments = attachmentTable('client_attachments', 'client_id', () => clients.id);
export const clientImages = imageTable('client_images', 'client_id', () => clients.id);
export const clientGuestAttachments = attachmentTable(
  'client_guest_attachments',
  'client_guest_id',
  () => clientGuests.id,
);
