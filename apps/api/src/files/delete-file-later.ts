import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { Tx, WriteContext } from '../engine/types.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { fileStoreOf, removeFile } from './file-store.ts';

// Where a files.delete job is written: a write's transaction, or the database itself.
type EnqueueTarget = { tx: Tx | Db; deps: { db: Db } };

// The stored files of rows this write deletes (or replaces) go once it commits: a files.delete job
// per file, enqueued in the same transaction, so a rollback keeps them and a commit removes them
// even if this process stops right after. Also for writes outside the record service (the vault
// purge): only the transaction and the database are needed.
export const deleteFilesLater = async (ctx: EnqueueTarget, paths: (string | null | undefined)[]) => {
  for (const path of new Set(paths)) {
    if (!path) continue;
    // enqueue reads only the transaction and the database of the context it is given.
    await enqueue(ctx as Pick<WriteContext, 'tx' | 'deps'>, deleteFileJob, { path }, { key: `file:${path}` });
  }
};

// A file stored for a write that then failed (no row refers to it): removed at once, and when the
// store fails now (S3 unreachable) by a files.delete job instead, so that no orphan is left and the
// caller's own error is the one the request answers with.
export const deleteOrphanFile = async (db: Db, config: AppConfig, path: string) => {
  try {
    await removeFile(fileStoreOf(config), path);
  } catch {
    await db.transaction((tx) => deleteFilesLater({ tx, deps: { db } }, [path]));
  }
};
