import type { sealedAttachmentTable } from '../db/schema/files/file-tables.ts';
import { clientAttachments, clientGuestAttachments, clientImages } from '../db/schema/index.ts';
import { clientAttachmentTypes } from '../enums/client-values.ts';
import { defineFileResource, defineOwnerFiles, type FileVault } from '../files/define-file-resource.ts';
import { clientAttachmentVault, guestAttachmentVault } from './sealed-attachments.ts';

// A client's or guest's attachments: typed by the clientAttachmentType enum, sealed by the vault
// when the type is sensitive.
const sealedAttachments = (
  owner: string,
  table: ReturnType<typeof sealedAttachmentTable>,
  vault: FileVault,
) =>
  defineFileResource({
    kind: 'attachment',
    owner,
    table,
    access: 'clients',
    types: clientAttachmentTypes,
    vault,
  });

// calls.md 7.5: client_attachments (type from the clientAttachmentType enum), client_images (images
// only, 5 MB; the client's picture is its main image) and client_guest_attachments, all in the
// clients area: the travel team writes them, the accountant reads them; attachments of sensitive
// types (passport, visa, card...) are sealed by the vault and open only for client writers.
export const clientFileResources = [
  sealedAttachments('Client', clientAttachments, clientAttachmentVault),
  ...defineOwnerFiles('Client', 'clients', { images: clientImages }),
  sealedAttachments('ClientGuest', clientGuestAttachments, guestAttachmentVault),
];
