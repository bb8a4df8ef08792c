import { destinations } from '../reference/destinations.ts';
import { attachmentTable, imageTable } from './file-tables.ts';

export const destinationAttachments = attachmentTable(
  'destination_attachments',
  'destination_id',
  () => destinations.id,
);
export const destinationImages = imageTable('destination_images', 'destination_id', () => destinations.id);
