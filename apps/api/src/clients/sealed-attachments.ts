import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { clientAttachments, clientGuestAttachments, clientGuests } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { updateWhere } from '../engine/record-sets.ts';
import { systemWrite } from '../engine/system-writes.ts';
import type { Resource } from '../engine/types.ts';
import { sensitiveAttachmentTypes } from '../enums/client-values.ts';
import { type FileVault, storeSealed } from '../files/define-file-resource.ts';
import { deleteFilesLater, deleteOrphanFile } from '../files/delete-file-later.ts';
import { fileStoreOf, readStoredFile } from '../files/file-store.ts';
import { decryptFile, encryptFile, seal, unseal, vaultKeysOf } from './vault.ts';

// A client's or a guest's attachment of a sensitive type (a passport, a card image, a visa, a
// medical record: enums/client-values.ts) is kept like a vault document whatever route brings it
// (an upload, or a type changed later): its bytes encrypted under their own key, that key sealed by
// the vault's documents key, bound to the stored path (a ciphertext moved elsewhere does not open).
// GET /files opens it only for those who write clients, and writes each opening to the client's log.
const context = (path: string) => `client_attachment:${path}`;

export const sealAttachment = (config: AppConfig, path: string, bytes: Uint8Array) => {
  const fileKey = randomBytes(32);
  return {
    stored: encryptFile(fileKey, bytes),
    wrappedKey: seal(vaultKeysOf(config).documents, fileKey, context(path)),
  };
};

export const openAttachment = (config: AppConfig, path: string, wrappedKey: string, stored: Uint8Array) =>
  decryptFile(unseal(vaultKeysOf(config).documents, wrappedKey, context(path)), stored);

const vaultOf = (clientOf: FileVault['clientOf']): FileVault => ({
  sensitiveTypes: sensitiveAttachmentTypes,
  seal: sealAttachment,
  open: openAttachment,
  clientOf,
});

export const clientAttachmentVault = vaultOf(async (_db, ownerId) => ownerId);

export const guestAttachmentVault = vaultOf(async (db: Db, ownerId) => {
  const [guest] = await db
    .select({ clientId: clientGuests.clientId })
    .from(clientGuests)
    .where(eq(clientGuests.id, ownerId))
    .limit(1);
  return guest?.clientId;
});

// Files of a sensitive type stored in clear before this rule (or by a path that bypassed it) are
// sealed by the vault's daily task: each moved to a new encrypted file, its row switched only if it
// did not change meanwhile, the clear file removed after. Until then /files already treats them as
// sealed (only client writers, logged).
export const sealClearAttachments = async (db: Db, config: AppConfig, batch = 100) => {
  const store = fileStoreOf(config);
  let sealed = 0;
  for (const [table, vault, type] of [
    [clientAttachments, clientAttachmentVault, 'ClientAttachment'],
    [clientGuestAttachments, guestAttachmentVault, 'ClientGuestAttachment'],
  ] as const) {
    const rows = await db
      .select({ id: table.id, filePath: table.filePath })
      .from(table)
      .where(and(isNull(table.wrappedKey), inArray(table.type, [...sensitiveAttachmentTypes])))
      .limit(batch);
    for (const row of rows) {
      const bytes = await readStoredFile(store, row.filePath);
      if (!bytes) continue;
      const next = await storeSealed(config, vault, bytes);
      // Through the record service (audited) as the system; the clear copy goes with the commit
      // that replaces it (a files.delete job, retried until the store confirms: a clear passport
      // scan must not outlive its sealing). Switched only if the row did not change meanwhile.
      const moved = await systemWrite(db, { config }, async (ctx) => {
        const done = await updateWhere(
          ctx,
          getResource(type) as Resource<typeof table>,
          and(eq(table.id, row.id), eq(table.filePath, row.filePath), isNull(table.wrappedKey)) as SQL,
          { filePath: next.filePath, wrappedKey: next.wrappedKey },
          { beforeWrite: false },
        );
        if (done.length) await deleteFilesLater(ctx, [row.filePath]);
        return done.length > 0;
      });
      // Changed meanwhile: the sealed copy made here is nobody's.
      if (!moved) await deleteOrphanFile(db, config, next.filePath);
      if (moved) sealed++;
    }
  }
  return sealed;
};
