import { tripItems } from '../trips/trip-items.ts';
import { trips } from '../trips/trips.ts';
import { attachmentTable } from './file-tables.ts';

export const tripAttachments = attachmentTable('trip_attachments', 'trip_id', () => trips.id);
export const tripItemAttachments = attachmentTable(
  'trip_item_attachments',
  'trip_item_id',
  () => tripItems.id,
);
