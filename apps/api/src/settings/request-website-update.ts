import { websiteUpdates } from '../db/schema/index.ts';
import type { WriteContext } from '../engine/types.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { websiteUpdateJob } from './website-update.job.ts';
import { noWebsiteUpdateUrl } from './website-update.ts';

// In the caller's transaction (the robots.txt save, or a transaction of its own for the action):
// a request row and the website.update job, which runs after the commit (the website reads what
// was saved), one at a time and debounced, so a burst of saves makes one webhook call.
export const requestWebsiteUpdate = async (ctx: WriteContext, reason: string) => {
  if (!ctx.deps.config.websiteUpdateUrl) throw noWebsiteUpdateUrl();
  const [row] = await ctx.tx
    .insert(websiteUpdates)
    .values({ reason: reason.slice(0, 255), requestedBy: ctx.actor.id })
    .returning();
  await enqueue(ctx, websiteUpdateJob, {});
  return row!;
};
