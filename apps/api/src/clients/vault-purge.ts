import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { deleteFilesLater } from '../files/delete-file-later.ts';
import { cardLabel } from './card-number.ts';
import { sealClearAttachments } from './sealed-attachments.ts';

const days = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

// Card numbers kept longer than the retention (CARD_RETENTION_DAYS after the end of the card's
// expiry month) are dropped; brand, last four digits and expiry stay. Each purge is written to
// the client's log in the same statement's transaction.
export const purgeCardNumbers = async (db: Db, config: AppConfig, now = new Date()) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; client_id: number; brand: string; last4: string }>(sql`
      update client_credit_cards set number_sealed = null, number_purged_at = ${now.toISOString()}::timestamptz
      where number_sealed is not null
        and make_date(exp_year::int, exp_month::int, 1) + interval '1 month'
          + ${days(config.vault.cardRetentionDays)} * interval '1 day' <= ${now.toISOString()}::timestamptz
      returning id, client_id, brand, last4`);
    for (const row of rows) {
      await tx.execute(sql`
        insert into client_logs (client_id, kind, message, actor_id)
        values (${row.client_id}, 'card-purge',
          ${`Card number purged after the retention period: ${cardLabel(row.brand, row.last4)}`}, null)`);
    }
    return rows.length;
  });

// Documents kept longer than the retention (DOCUMENT_RETENTION_DAYS after their submission; after
// the client's last trip once trips exist) lose their key and their file; the row stays, marked
// purged, so the list still says what was received and when.
export const purgeDocuments = async (db: Db, config: AppConfig, now = new Date()) => {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      client_id: number;
      kind: string;
      name: string;
      file_path: string | null;
    }>(
      sql`
      update client_documents d set wrapped_key = null, file_path = null, purged_at = ${now.toISOString()}::timestamptz
      from (
        select id, file_path from client_documents
        where purged_at is null
          and submitted_at + ${days(config.vault.documentRetentionDays)} * interval '1 day' <= ${now.toISOString()}::timestamptz
        for update
      ) old
      where d.id = old.id
      returning d.client_id, d.kind, d.name, old.file_path`,
    );
    for (const row of rows) {
      await tx.execute(sql`
        insert into client_logs (client_id, kind, message, actor_id)
        values (${row.client_id}, 'document-purge',
          ${`Document purged after the retention period: ${row.name}`}, null)`);
    }
    // The key is gone with the commit, and the files with jobs of the same commit (retried until
    // the store confirms).
    const paths = rows.map((r) => r.file_path);
    await deleteFilesLater({ tx, deps: { db } }, paths);
    return paths.length;
  });
};

export const purgeVault = async (db: Db, config: AppConfig, now = new Date()) => ({
  cards: await purgeCardNumbers(db, config, now),
  documents: await purgeDocuments(db, config, now),
  sealedAttachments: await sealClearAttachments(db, config),
});
