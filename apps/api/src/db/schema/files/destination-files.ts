import { destinations } from '../reference/destinations.ts';
import { attachmentsOf, imagesOf } from './file-tables.ts';

export const destinationAttachments = attachmentsOf('destination', () => destinations.id);
export const destinationImages = imagesOf('destination', () => destinations.id);
