import { tripItems } from '../trips/trip-items.ts';
import { trips } from '../trips/trips.ts';
import { attachmentsOf } from './file-tables.ts';

export const tripAttachments = attachmentsOf('trip', () => trips.id);
export const tripItemAttachments = attachmentsOf('trip_item', () => tripItems.id);
