import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { idColumn, instant, ownerId, refId } from '../columns.ts';
import { clients } from './clients.ts';

// The client's log: what staff did to or for the client that the audit trail alone does not say
// (a note, an e-mail sent, a card number or a document read). Changes to the client and its
// children come from audit_log; GET /api/client_logs shows both in one list.
export const clientLogs = pgTable(
  'client_logs',
  {
    id: idColumn(),
    clientId: ownerId('client_id', () => clients.id),
    // note | email | card-reveal | document-read | document-request | document-submit | invitation | …
    kind: varchar('kind', { length: 32 }).notNull(),
    message: text('message').notNull(),
    actorId: refId('actor_id', () => users.id, 'set null'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('client_logs_client_at_idx').on(t.clientId, t.at)],
);
