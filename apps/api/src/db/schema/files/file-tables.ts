import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../columns.ts';

// The stored file every attachment and image row points at: where it lies under the files folder,
// the type its content was recognised as, and its size.
const storedFile = () => ({
  // Name shown to the user, without the extension (calls.md: PATCH sends name.extension).
  name: varchar('name', { length: 255 }).notNull(),
  extension: varchar('extension', { length: 16 }).notNull(),
  filePath: varchar('file_path', { length: 255 }).notNull(),
  mimeType: varchar('mime_type', { length: 127 }).notNull(),
  size: integer('size').notNull(),
});

// The columns every file table starts with: its id and the cascading link to the owning row.
const ownedBy = (ownerColumn: string, ownerId: () => AnyPgColumn) => ({
  id: idColumn(),
  ownerId: integer(ownerColumn).notNull().references(ownerId, { onDelete: 'cascade' }),
});

// Owner's files (in `ownerOrder`, after the owner) and the rows of a stored file.
const fileIndexes = (
  name: string,
  t: { ownerId: AnyPgColumn; filePath: AnyPgColumn },
  ...ownerOrder: AnyPgColumn[]
) => [index(`${name}_owner_idx`).on(t.ownerId, ...ownerOrder), index(`${name}_file_idx`).on(t.filePath)];

// An attachment: its owner, the document kind and the stored file.
const attachmentColumns = (ownerColumn: string, ownerId: () => AnyPgColumn) => ({
  ...ownedBy(ownerColumn, ownerId),
  type: varchar('type', { length: 64 }),
  ...storedFile(),
});

// An attachments table with the given columns besides the attachment's own.
const attachmentTableWith = <const N extends string, E extends Record<string, PgColumnBuilderBase>>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
  extra: E,
) =>
  pgTable(name, { ...attachmentColumns(ownerColumn, ownerId), ...extra, ...auditColumns() }, (t) =>
    fileIndexes(name, t),
  );

// One attachments table per owning kind (destination_attachments, accommodation_attachments...), so
// that each owner gets a plain cascading foreign key. `type` is the document kind (contract,
// invoice, brochure...), free text chosen by the screen.
export const attachmentTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) => attachmentTableWith(name, ownerColumn, ownerId, {});

// The attachments of a client or a guest may hold a passport, a card, a visa: those of a sensitive
// type are stored encrypted (clients/sealed-attachments.ts), the file's own key sealed here by the
// vault's documents key; null for a file stored in clear.
export const sealedAttachmentTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) => attachmentTableWith(name, ownerColumn, ownerId, { wrappedKey: text('wrapped_key') });

// One images table per owning kind: ordered by position, one of them the main image.
export const imageTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      ...ownedBy(ownerColumn, ownerId),
      position: smallint('position').notNull().default(0),
      isMain: boolean('is_main').notNull().default(false),
      ...storedFile(),
      ...auditColumns(),
    },
    (t) => fileIndexes(name, t, t.position),
  );

// The tables of one owning kind, named by the rule every one follows: `<owner>_attachments` (or
// `_images`) linked by `<owner>_id`.
export const attachmentsOf = <const O extends string>(owner: O, ownerId: () => AnyPgColumn) =>
  attachmentTable(`${owner}_attachments`, `${owner}_id`, ownerId);
export const sealedAttachmentsOf = <const O extends string>(owner: O, ownerId: () => AnyPgColumn) =>
  sealedAttachmentTable(`${owner}_attachments`, `${owner}_id`, ownerId);
export const imagesOf = <const O extends string>(owner: O, ownerId: () => AnyPgColumn) =>
  imageTable(`${owner}_images`, `${owner}_id`, ownerId);
