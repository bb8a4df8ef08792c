import * as v from 'valibot';
import { defineJob } from '../../jobs/define-job.ts';
import { fireTimeTriggers } from './time-triggers.ts';

// Every quarter of an hour, once for the deployment (pg-boss files each period under one key). A
// run missed (no process up) is caught up by the next: the occurrences are found from the dates,
// not from the run's time, and each makes its task once (its unique key).
export const taskTimeTriggersJob = defineJob({
  name: 'tasks.time-triggers',
  payload: v.object({}),
  cron: '*/15 * * * *',
  expireInSeconds: 600,
  run: async (_payload, ctx) => {
    await fireTimeTriggers(ctx.deps);
  },
});
