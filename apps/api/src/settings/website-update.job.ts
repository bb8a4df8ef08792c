import * as v from 'valibot';
import { defineJob } from '../jobs/define-job.ts';
import { runWebsiteUpdate } from './website-update.ts';

// One webhook call at a time for every request waiting (settings/website-update.ts). Debounced:
// the saves of a few seconds (config.websiteUpdateDebounceSeconds) make one rebuild of the website.
export const websiteUpdateJob = defineJob({
  name: 'website.update',
  payload: v.object({}),
  singleton: { key: () => 'website', debounceSeconds: (config) => config.websiteUpdateDebounceSeconds },
  // Only a failure of our own (the database) is retried; the webhook's is recorded as an outcome.
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  // Longer than the webhook's 10 s limit: a job left active past it belongs to a dead worker.
  expireInSeconds: 60,
  run: (_payload, ctx) => runWebsiteUpdate(ctx.deps),
});
