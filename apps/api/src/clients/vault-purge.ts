import { asc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { clientDocuments } from '../db/schema/index.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { systemWrite } from '../engine/system-writes.ts';
import type { Resource, RowOf, ValuesOf, WriteContext } from '../engine/types.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { cardLabel } from './card-number.ts';
import { clientDocumentsResource } from './client-documents.resource.ts';
import { clientGuestsResource } from './client-guests.resource.ts';
import { appendClientLog, type ClientLogEntry } from './client-log.ts';
import { clientCreditCardsResource } from './credit-cards.resource.ts';
import { sealClearAttachments } from './sealed-attachments.ts';

// Clears `values` on the rows `due` selects and writes each purge to the client's log, in the
// caller's transaction (no purge without its entry); answers the rows purged.
const purgeLogged = async <T extends PgTable>(
  ctx: WriteContext,
  resource: Resource<T>,
  due: SQL,
  values: ValuesOf<T>,
  log: (row: RowOf<T>) => Omit<ClientLogEntry, 'actorId'>,
) => {
  const rows = await updateWhere(ctx, resource, due, values, { beforeWrite: false });
  for (const row of rows) await appendClientLog(ctx.tx, { ...log(row), actorId: null });
  return rows;
};

const days = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

// Card numbers kept longer than the retention (CARD_RETENTION_DAYS after the end of the card's
// expiry month) are dropped; brand, last four digits and expiry stay. Each purge is written to
// the client's log in the same statement's transaction.
export const purgeCardNumbers = async (db: Db, config: AppConfig, now = new Date()) =>
  systemWrite(db, { config }, async (ctx) => {
    const rows = await purgeLogged(
      ctx,
      clientCreditCardsResource,
      sql`number_sealed is not null
        and make_date(exp_year::int, exp_month::int, 1) + interval '1 month'
          + ${days(config.vault.cardRetentionDays)} * interval '1 day' <= ${now.toISOString()}::timestamptz`,
      { numberSealed: null, numberPurgedAt: now },
      (row) => ({
        clientId: row.clientId,
        kind: 'card-purge',
        message: `Card number purged after the retention period: ${cardLabel(row.brand, row.last4)}`,
      }),
    );
    return rows.length;
  });

// Guests' passport numbers kept longer than the retention (PASSPORT_RETENTION_DAYS after the
// passport's expiry; without one, after the end of the client's last trip, or after the guest was
// added when the client has no trip) are dropped; the last four characters and the expiry stay.
// Each purge is written to the client's log in the same transaction.
export const purgePassportNumbers = async (db: Db, config: AppConfig, now = new Date()) =>
  systemWrite(db, { config }, async (ctx) => {
    const rows = await purgeLogged(
      ctx,
      clientGuestsResource,
      sql`passport_number_sealed is not null
        and coalesce(passport_expiry,
          (select max(t.end_date) from trips t where t.client_id = client_guests.client_id),
          created_at::date) + ${days(config.vault.passportRetentionDays)} <= ${now.toISOString()}::timestamptz::date`,
      { passportNumberSealed: null, passportPurgedAt: now },
      (row) => ({
        clientId: row.clientId,
        kind: 'passport-purge',
        message: `Passport number purged after the retention period: ${row.name} (ending ${row.passportLast4})`,
      }),
    );
    return rows.length;
  });

// Documents kept longer than the retention (DOCUMENT_RETENTION_DAYS after their submission; after
// the client's last trip once trips exist) lose their key and their file; the row stays, marked
// purged, so the list still says what was received and when.
export const purgeDocuments = async (db: Db, config: AppConfig, now = new Date()) => {
  return systemWrite(db, { config }, async (ctx) => {
    const due = sql`purged_at is null
      and submitted_at + ${days(config.vault.documentRetentionDays)} * interval '1 day' <= ${now.toISOString()}::timestamptz`;
    const before = await ctx.tx.select().from(clientDocuments).where(due).orderBy(asc(clientDocuments.id));
    const rows = await purgeLogged(
      ctx,
      clientDocumentsResource,
      due,
      { wrappedKey: null, filePath: null, purgedAt: now },
      (row) => ({
        clientId: row.clientId,
        kind: 'document-purge',
        message: `Document purged after the retention period: ${row.name}`,
      }),
    );
    // The key is gone with the commit, and the files with jobs of the same commit (retried until
    // the store confirms).
    const purged = new Set(rows.map((r) => r.id));
    const paths = before.filter((d) => purged.has(d.id) && d.filePath).map((d) => d.filePath as string);
    await deleteFilesLater(ctx, paths);
    return paths.length;
  });
};

export const purgeVault = async (db: Db, config: AppConfig, now = new Date()) => ({
  cards: await purgeCardNumbers(db, config, now),
  documents: await purgeDocuments(db, config, now),
  passports: await purgePassportNumbers(db, config, now),
  sealedAttachments: await sealClearAttachments(db, config),
});
