import { clientGuests } from '../clients/client-children.ts';
import { clients } from '../clients/clients.ts';
import { imagesOf, sealedAttachmentsOf } from './file-tables.ts';

// calls.md 7.5: a client's attachments (typed by the clientAttachmentType enum), its image, and its
// guests' attachments (a passport, a visa); the attachments of sensitive types are sealed.
export const clientAttachments = sealedAttachmentsOf('client', () => clients.id);
export const clientImages = imagesOf('client', () => clients.id);
export const clientGuestAttachments = sealedAttachmentsOf('client_guest', () => clientGuests.id);
