import { defineCronJob } from '../../jobs/define-job.ts';
import { sendTaskReminders } from './reminders.ts';

// Daily at 07:00 UTC, once for the deployment. A run that did not happen (no process up) is made
// up by the next day's; a second run the same day (a retry, a manual run) reminds nothing again.
export const taskRemindersJob = defineCronJob({
  name: 'tasks.reminders',
  cron: '0 7 * * *',
  expireInSeconds: 600,
  run: (ctx) => sendTaskReminders(ctx.deps),
});
