import * as v from 'valibot';
import { defineJob } from '../jobs/define-job.ts';
import { fileStoreOf, removeFile } from './file-store.ts';

// Removes a stored file whose row is gone (enqueued by deleteFileLater in the deleting write's
// transaction). A store that fails (S3 unreachable) throws, and the job is tried again with
// backoff until the store confirms: no file outlives its row. Removing a missing file succeeds,
// so a repeated try is harmless.
export const deleteFileJob = defineJob({
  name: 'files.delete',
  payload: v.object({ path: v.pipe(v.string(), v.nonEmpty()) }),
  // From 10 s doubling: about a day of tries before the job is kept as failed with its error.
  retry: { limit: 14, delaySeconds: 10, backoff: true },
  run: (payload, ctx) => removeFile(fileStoreOf(ctx.deps.config), payload.path),
});
