import { integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable, ownerId } from '../columns.ts';
import { trips } from './trips.ts';

// A stored version of a trip's PDF (proposal or finalized), numbered per trip and kind. The file
// under `file_path` never changes: only the label and the note may be edited.
export const tripPdfs = entityTable(
  'trip_pdfs',
  {
    tripId: ownerId('trip_id', () => trips.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    number: integer('number').notNull(),
    label: varchar('label', { length: 255 }),
    note: text('note'),
    filePath: varchar('file_path', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull(),
  },
  (t) => [
    uniqueIndex('trip_pdfs_trip_kind_number_unique').on(t.tripId, t.kind, t.number),
    uniqueIndex('trip_pdfs_file_unique').on(t.filePath),
  ],
);
