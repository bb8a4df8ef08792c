import { destinationAttachments, destinationImages } from '../db/schema/index.ts';
import { defineFileResource } from '../files/define-file-resource.ts';

// calls.md 7.4: destination_attachments POST, PATCH, DELETE; destination_images POST.
export const destinationAttachmentsResource = defineFileResource({
  kind: 'attachment',
  type: 'DestinationAttachment',
  path: 'destination_attachments',
  table: destinationAttachments,
  owner: { type: 'Destination', property: 'destination' },
  access: 'destinations',
});

export const destinationImagesResource = defineFileResource({
  kind: 'image',
  type: 'DestinationImage',
  path: 'destination_images',
  table: destinationImages,
  owner: { type: 'Destination', property: 'destination' },
  access: 'destinations',
});
