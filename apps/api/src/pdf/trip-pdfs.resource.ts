import { sql } from 'drizzle-orm';
import { tripPdfs } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, optionalText } from '../engine/fields.ts';
import type { FileHolder } from '../files/define-file-resource.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';

export const tripPdfKinds = ['proposal', 'finalized'] as const;

// calls.md 7.6 (second API): the stored versions of a trip's PDFs, served under
// /next/trips/{tripId}/pdfs (trip-pdfs.routes.ts); the engine mounts only GET /api/trip_pdfs/{id},
// the IRI of each. Created by rendering, never by upload; label and note are all a writer edits.
export const tripPdfsResource = defineResource({
  type: 'TripPdf',
  path: 'trip_pdfs',
  table: tripPdfs,
  access: 'trips',
  updateVerbs: [],
  operations: ['get'],
  writable: { label: optionalText(255), note: longText() },
  relations: { trip: { kind: 'one', target: 'Trip', fk: 'tripId', readOnly: true } },
  filters: { 'trip.id': { kind: 'exact', path: 'trip.id' } },
  order: ['number', 'createdAt', 'id'],
  defaultOrder: { id: 'desc' },
  hooks: {
    // The file goes once the row is gone (a files.delete job of this transaction).
    beforeDelete: (row, ctx) => deleteFilesLater(ctx, [row.filePath]),
  },
});

// A stored version opens like an attachment (GET /files/{path}), for whoever may read trips.
export const tripPdfFiles: FileHolder = {
  access: 'trips',
  select: (path) => sql`select t.reference || '-' || p.kind || '-v' || p.number as name, 'pdf' as extension,
    'application/pdf' as mime_type from trip_pdfs p join trips t on t.id = p.trip_id where p.file_path = ${path}`,
};
