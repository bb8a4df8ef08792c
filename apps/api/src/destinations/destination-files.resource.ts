import { destinationAttachments, destinationImages } from '../db/schema/index.ts';
import { defineOwnerFiles } from '../files/define-file-resource.ts';

// calls.md 7.4: destination_attachments POST, PATCH, DELETE; destination_images POST.
export const destinationFileResources = defineOwnerFiles('Destination', 'destinations', {
  attachments: destinationAttachments,
  images: destinationImages,
});
