import type { Db } from '../db/client.ts';
import { clientLogs } from '../db/schema/index.ts';

export type ClientLogKind =
  | 'note'
  | 'email'
  | 'card-reveal'
  | 'passport-reveal'
  | 'card-purge'
  | 'passport-purge'
  | 'document-purge'
  | 'document-request'
  | 'document-submit'
  | 'document-read'
  | 'invitation';

export type ClientLogEntry = {
  clientId: number;
  kind: ClientLogKind;
  message: string;
  actorId: number | null;
};

// Appends to the client's log inside the caller's transaction, so a read that is refused or a
// write that rolls back leaves no entry behind. Never put a card number or document content here.
export const appendClientLog = async (db: Db, entry: ClientLogEntry) => {
  await db.insert(clientLogs).values(entry);
};
