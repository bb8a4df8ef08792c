import { clientGuests } from '../clients/client-children.ts';
import { clients } from '../clients/clients.ts';
import { imageTable, sealedAttachmentTable } from './file-tables.ts';

// calls.md 7.5: a client's attachments (typed by the clientAttachmentType enum), its image, and its
// guests' attachments (a passport, a visa); the attachments of sensitive types are sealed.
export const clientAttachments = sealedAttachmentTable('client_attachments', 'client_id', () => clients.id);
export const clientImages = imageTable('client_images', 'client_id', () => clients.id);
export const clientGuestAttachments = sealedAttachmentTable(
  'client_guest_attachments',
  'client_guest_id',
  () => clientGuests.id,
);
