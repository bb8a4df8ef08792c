import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { entityTable, idColumn, instant, ownerId, refId } from '../columns.ts';
import { clients } from './clients.ts';

const clientId = () => ownerId('client_id', () => clients.id);

// A client's payment card. Only what identifies the card to staff is kept in clear (brand, last
// four digits, expiry, holder); the number itself is sealed with AES-256-GCM (clients/vault.ts)
// under a key kept outside the database, and purged after the retention period. A CVV is never
// accepted (PCI DSS 3.3.1).
export const clientCreditCards = entityTable(
  'client_credit_cards',
  {
    clientId: clientId(),
    brand: varchar('brand', { length: 32 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: varchar('holder_name', { length: 255 }),
    main: boolean('main').notNull().default(false),
    // v1.<key id>.<iv>.<ciphertext+tag>, base64url; null once purged. Never serialised nor audited.
    numberSealed: text('number_sealed'),
    numberPurgedAt: instant('number_purged_at'),
  },
  (t) => [
    index('client_credit_cards_client_idx').on(t.clientId, t.id),
    // At most one main card per client, whatever races the hooks lose.
    uniqueIndex('client_credit_cards_one_main').on(t.clientId).where(sql`${t.main}`),
    // The retention purge: cards whose number is still sealed, by expiry.
    index('client_credit_cards_sealed_idx')
      .on(t.expYear, t.expMonth)
      .where(sql`${t.numberSealed} is not null`),
  ],
);

// A one-time link a client receives to submit documents without signing in. Only the SHA-256 of
// the link's hash is kept: a copy of the database opens no link.
export const clientDocumentRequests = pgTable(
  'client_document_requests',
  {
    id: idColumn(),
    clientId: clientId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kinds: text('kinds').array().notNull(),
    createdBy: refId('created_by', () => users.id, 'set null'),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    // The client's details were submitted: the link is closed.
    submittedAt: instant('submitted_at'),
  },
  (t) => [
    uniqueIndex('client_document_requests_token_idx').on(t.tokenHash),
    index('client_document_requests_client_idx').on(t.clientId, t.id),
  ],
);

// A document a client submitted through a request: the file is in the file store, encrypted with
// its own key, which is kept here wrapped by the vault key. Purging drops both.
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: idColumn(),
    clientId: clientId(),
    requestId: refId('request_id', () => clientDocumentRequests.id, 'set null'),
    // passport | creditCard | secondCreditCard | driverLicense | covid | details
    kind: varchar('kind', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 127 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    size: integer('size').notNull(),
    filePath: varchar('file_path', { length: 255 }),
    wrappedKey: text('wrapped_key'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    purgedAt: instant('purged_at'),
  },
  (t) => [
    index('client_documents_client_idx').on(t.clientId, t.id),
    // Once per kind and request.
    uniqueIndex('client_documents_request_kind_idx').on(t.requestId, t.kind),
    index('client_documents_live_idx').on(t.submittedAt).where(sql`${t.purgedAt} is null`),
  ],
);
