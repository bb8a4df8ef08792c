import { defineCronJob } from '../../jobs/define-job.ts';
import { fireTimeTriggers } from './time-triggers.ts';

// Every quarter of an hour, once for the deployment (pg-boss files each period under one key). A
// run missed (no process up) is caught up by the next: the occurrences are found from the dates,
// not from the run's time, and each makes its task once (its unique key).
export const taskTimeTriggersJob = defineCronJob({
  name: 'tasks.time-triggers',
  cron: '*/15 * * * *',
  expireInSeconds: 600,
  run: (ctx) => fireTimeTriggers(ctx.deps),
});
