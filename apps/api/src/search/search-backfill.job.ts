import * as v from 'valibot';
import { defineJob } from '../jobs/define-job.ts';
import { searchIndex } from './search-index.ts';
import { searchKinds } from './search-kinds.ts';

// The backfill of the search documents: the records that have none (written before the search
// existed, or by SQL outside the record service) or whose record changed after its document. Runs
// every ten minutes (the first run after a start with existing rows fills the index); the reactions
// keep it in step between runs, so a run normally finds nothing to do.
export const searchBackfillJob = defineJob({
  name: 'search.backfill',
  payload: v.object({}),
  cron: '*/10 * * * *',
  expireInSeconds: 30 * 60,
  run: async (_payload, ctx) => {
    for (const kind of searchKinds()) {
      if (ctx.signal?.aborted) return;
      await searchIndex.index(ctx.deps.db, kind, 'stale');
    }
  },
});
