import type { Db } from '../db/client.ts';
import { defineCronJob } from '../jobs/define-job.ts';
import { searchIndex } from './search-index.ts';
import { searchKinds } from './search-kinds.ts';

// The backfill of the search documents: the records that have none (written before the search
// existed, or by SQL outside the record service) or whose record changed after its document. Runs
// every ten minutes (the first run after a start with existing rows fills the index); the reactions
// keep it in step between runs, so a run normally finds nothing to do.
// Every kind's stale documents (also run at the end of the demo seed, which writes with SQL).
export const backfillSearch = async (db: Db, signal?: AbortSignal) => {
  for (const kind of searchKinds()) {
    if (signal?.aborted) return;
    await searchIndex.index(db, kind, 'stale');
  }
};

export const searchBackfillJob = defineCronJob({
  name: 'search.backfill',
  cron: '*/10 * * * *',
  expireInSeconds: 30 * 60,
  run: (ctx) => backfillSearch(ctx.deps.db, ctx.signal),
});
