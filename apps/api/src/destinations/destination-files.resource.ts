import { destinationAttachments, destinationImages } from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.4: destination_attachments POST, PATCH, DELETE; destination_images POST.
export const destinationAttachmentsResource = defineFileResource({
  kind: 'attachment',
  owner: 'Destination',
  table: destinationAttachments,
  access: 'destinations',
});

export const destinationImagesResource = defineFileResource({
  kind: 'image',
  owner: 'Destination',
  table: destinationImages,
  access: 'destinations',
});
