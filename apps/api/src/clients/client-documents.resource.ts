import { clientDocuments } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { exactFilters } from '../engine/exact-filters.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';

// What a client can send through a documents request, by upload route
// (POST /api/v2/upload-<route>-image), and how staff and logs name each kind. `details` is the
// details form of POST /api/v2/documents, kept sealed like a file.
export const documentKinds = {
  passport: { route: 'passport', label: 'Passport' },
  creditCard: { route: 'credit', label: 'Credit card' },
  secondCreditCard: { route: 'second-credit', label: 'Second credit card' },
  driverLicense: { route: 'driverLicense', label: "Driver's licence" },
  covid: { route: 'covid', label: 'COVID certificate' },
} as const;
export type DocumentKind = keyof typeof documentKinds;
export const uploadKinds = Object.keys(documentKinds) as DocumentKind[];

export const kindLabel = (kind: string) =>
  kind === 'details' ? 'Client details' : (documentKinds[kind as DocumentKind]?.label ?? kind);

// calls.md 7.5 (documents): what a client submitted, listed for staff with `client.id`: kind,
// name, date, size, never the content (GET /api/client_documents/{id}/file opens it, logged).
// Staff may delete one (the file goes after the commit).
export const clientDocumentsResource = defineResource({
  type: 'ClientDocument',
  path: 'client_documents',
  table: clientDocuments,
  access: 'clients',
  updateVerbs: [],
  operations: ['list', 'get', 'delete'],
  hidden: ['filePath', 'wrappedKey', 'requestId'],
  writable: {},
  relations: { client: { kind: 'one', target: 'Client', fk: 'clientId', readOnly: true } },
  filters: {
    ...exactFilters('client.id', 'kind'),
  },
  order: ['submittedAt', 'id', 'kind'],
  defaultOrder: { submittedAt: 'desc', id: 'desc' },
  hooks: {
    beforeDelete: (row, ctx) => deleteFilesLater(ctx, [row.filePath]),
  },
});
