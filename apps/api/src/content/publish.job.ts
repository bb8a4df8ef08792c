import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { contentItems } from '../db/schema/index.ts';
import { getResource } from '../engine/define-resource.ts';
import { applyUpdates, serverValues } from '../engine/records.ts';
import { systemWrite } from '../engine/system-writes.ts';
import { defineJob } from '../jobs/define-job.ts';
import { kindDef } from './content-kinds.ts';

// Scheduled publishing (issue 27 item 2): one job per record and scheduled time, enqueued in the
// save's transaction with that start time. It publishes once: under the row's lock it only acts
// while the record is still a draft scheduled for exactly that time, so a second run, a job of an
// older schedule or a record published by hand in between does nothing.
export const contentPublishJob = defineJob({
  name: 'content.publish',
  payload: v.object({ id: v.number(), at: v.string() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 60,
  run: async ({ id, at }, { deps }) => {
    await systemWrite(deps.db, deps, async (ctx) => {
      const [row] = await ctx.tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
      if (row?.status !== 'draft' || row.scheduledAt?.toISOString() !== at) return;
      if (row.scheduledAt.getTime() > Date.now() + 1000) return;
      const resource = getResource(kindDef(row.kind).type);
      await applyUpdates(ctx, resource, [
        {
          existing: row,
          parsed: serverValues({ status: 'published', publishedAt: row.scheduledAt, scheduledAt: null }),
        },
      ]);
    });
  },
});
