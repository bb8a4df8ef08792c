import { notes } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { requiredText } from '../engine/fields.ts';
import { toOne } from '../engine/relations.ts';
import { noteVisible } from './note-access.ts';
import { noteHooks } from './note-rules.ts';

// calls.md 7.9: GET, POST /api/notes; PATCH, DELETE /api/notes/{id}. A note is plain text (shown
// with its line breaks, never as HTML) on one trip, client, vendor or invoice; newest first.
export const notesResource = defineResource({
  type: 'Note',
  path: 'notes',
  table: notes,
  access: 'notes',
  updateVerbs: ['PATCH'],
  writable: { body: requiredText(5000) },
  required: ['body'],
  fixedAfterCreate: ['trip', 'client', 'vendor', 'clientInvoice'],
  relations: {
    // The author, as the user's IRI.
    createdBy: { kind: 'one', target: 'User', fk: 'createdBy', readOnly: true },
    ...toOne({ trip: 'Trip', client: 'Client', vendor: 'Vendor', clientInvoice: 'ClientInvoice' }),
  },
  filters: {
    ...exactFilters('trip.id', 'client.id', 'vendor.id', 'clientInvoice.id'),
  },
  rowAccess: noteVisible,
  hooks: noteHooks,
  order: ['id', 'createdAt'],
  // Newest first, by id: the per-record indexes (record, id) answer it.
  defaultOrder: { id: 'desc' },
});
