import * as v from 'valibot';
import { defineJob } from '../../jobs/define-job.ts';
import { sendDue } from './send.ts';

// Every minute (once per minute for the whole deployment): the outbox rows that are due go to the
// accounting system, when one is configured. Rows retry on their own schedule (send.ts), not the
// job's: a failure of the other side fails a row, never the job.
export const accountingSyncJob = defineJob({
  name: 'accounting.sync',
  payload: v.object({}),
  cron: '* * * * *',
  expireInSeconds: 10 * 60,
  run: async (_payload, ctx) => {
    const url = ctx.deps.config.accountingSyncUrl;
    if (url) await sendDue(ctx.deps.db, url);
  },
});
