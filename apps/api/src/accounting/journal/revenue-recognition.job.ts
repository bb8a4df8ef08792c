import * as v from 'valibot';
import { systemWrite } from '../../engine/system-writes.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { todayUtc } from '../money.ts';
import { recogniseRevenue } from './revenue-recognition.ts';

// Once a day (UTC) for the whole deployment: the deposits of the trips that started move to revenue.
export const recogniseRevenueJob = defineJob({
  name: 'accounting.recognise-revenue',
  payload: v.object({}),
  cron: '7 0 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
  run: async (_payload, ctx) => {
    await systemWrite(ctx.deps.db, ctx.deps, (w) => recogniseRevenue(w, todayUtc()));
  },
});
