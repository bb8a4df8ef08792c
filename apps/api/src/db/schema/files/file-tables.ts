import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
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

// One attachments table per owning kind (destination_attachments, accommodation_attachments...), so
// that each owner gets a plain cascading foreign key. `type` is the document kind (contract,
// invoice, brochure...), free text chosen by the screen.
export const attachmentTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      id: idColumn(),
      ownerId: integer(ownerColumn).notNull().references(ownerId, { onDelete: 'cascade' }),
      type: varchar('type', { length: 64 }),
      ...storedFile(),
      ...auditColumns(),
    },
    (t) => [index(`${name}_owner_idx`).on(t.ownerId), index(`${name}_file_idx`).on(t.filePath)],
  );

// The attachments of a client or a guest may hold a passport, a card, a visa: those of a sensitive
// type are stored encrypted (clients/sealed-attachments.ts), the file's own key sealed here by the
// vault's documents key; null for a file stored in clear.
export const sealedAttachmentTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      id: idColumn(),
      ownerId: integer(ownerColumn).notNull().references(ownerId, { onDelete: 'cascade' }),
      type: varchar('type', { length: 64 }),
      ...storedFile(),
      wrappedKey: text('wrapped_key'),
      ...auditColumns(),
    },
    (t) => [index(`${name}_owner_idx`).on(t.ownerId), index(`${name}_file_idx`).on(t.filePath)],
  );

// One images table per owning kind: ordered by position, one of them the main image.
export const imageTable = <const N extends string>(
  name: N,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) =>
  pgTable(
    name,
    {
      id: idColumn(),
      ownerId: integer(ownerColumn).notNull().references(ownerId, { onDelete: 'cascade' }),
      position: smallint('position').notNull().default(0),
      isMain: boolean('is_main').notNull().default(false),
      ...storedFile(),
      ...auditColumns(),
    },
    (t) => [index(`${name}_owner_idx`).on(t.ownerId, t.position), index(`${name}_file_idx`).on(t.filePath)],
  );
