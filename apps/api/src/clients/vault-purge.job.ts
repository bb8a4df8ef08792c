import { defineCronJob } from '../jobs/define-job.ts';
import { purgeVault } from './vault-purge.ts';

// Card numbers and documents past their retention, and clear copies of sensitive attachments:
// once a day for the whole deployment (the queue claims each occurrence once, whatever the number
// of processes). A failure is retried within the hour, then kept failed for the jobs screen and
// tried again the next day.
export const vaultPurgeJob = defineCronJob({
  name: 'vault.purge',
  cron: '17 3 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
  run: (ctx) => purgeVault(ctx.deps.db, ctx.deps.config),
});
