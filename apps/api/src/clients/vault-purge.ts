import { asc, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { clientDocuments } from '../db/schema/index.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { systemWrite } from '../engine/system-writes.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { cardLabel } from './card-number.ts';
import { clientDocumentsResource } from './client-documents.resource.ts';
import { clientGuestsResource } from './client-guests.resource.ts';
import { clientCreditCardsResource } from './credit-cards.resource.ts';
import { sealClearAttachments } from './sealed-attachments.ts';

const days = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

// Card numbers kept longer than the retention (CARD_RETENTION_DAYS after the end of the card's
// expiry month) are dropped; brand, last four digits and expiry stay. Each purge is written to
// the client's log in the same statement's transaction.
export const purgeCardNumbers = async (db: Db, config: AppConfig, now = new Date()) =>
  systemWrite(db, { config }, async (ctx) => {
    const rows = await updateWhere(
      ctx,
      clientCreditCardsResource,
      sql`number_sealed is not null
        and make_date(exp_year::int, exp_month::int, 1) + interval '1 month'
          + ${days(config.vault.cardRetentionDays)} * interval '1 day' <= ${now.toISOString()}::timestamptz`,
      { numberSealed: null, numberPurgedAt: now },
      { beforeWrite: false },
    );
    for (const row of rows) {
      await ctx.tx.execute(sql`
        insert into client_logs (client_id, kind, message, actor_id)
        values (${row.clientId}, 'card-purge',
          ${`Card number purged after the retention period: ${cardLabel(row.brand, row.last4)}`}, null)`);
    }
    return rows.length;
  });

// Guests' passport numbers kept longer than the retention (PASSPORT_RETENTION_DAYS after the
// passport's expiry; without one, after the end of the client's last trip, or after the guest was
// added when the client has no trip) are dropped; the last four characters and the expiry stay.
// Each purge is written to the client's log in the same transaction.
export const purgePassportNumbers = async (db: Db, config: AppConfig, now = new Date()) =>
  systemWrite(db, { config }, async (ctx) => {
    const rows = await updateWhere(
      ctx,
      clientGuestsResource,
      sql`passport_number_sealed is not null
        and coalesce(passport_expiry,
          (select max(t.end_date) from trips t where t.client_id = client_guests.client_id),
          created_at::date) + ${days(config.vault.passportRetentionDays)} <= ${now.toISOString()}::timestamptz::date`,
      { passportNumberSealed: null, passportPurgedAt: now },
      { beforeWrite: false },
    );
    for (const row of rows) {
      await ctx.tx.execute(sql`
        insert into client_logs (client_id, kind, message, actor_id)
        values (${row.clientId}, 'passport-purge',
          ${`Passport number purged after the retention period: ${row.name} (ending ${row.passportLast4})`}, null)`);
    }
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
    const rows = await updateWhere(
      ctx,
      clientDocumentsResource,
      due,
      { wrappedKey: null, filePath: null, purgedAt: now },
      { beforeWrite: false },
    );
    for (const row of rows) {
      await ctx.tx.execute(sql`
        insert into client_logs (client_id, kind, message, actor_id)
        values (${row.clientId}, 'document-purge',
          ${`Document purged after the retention period: ${row.name}`}, null)`);
    }
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
