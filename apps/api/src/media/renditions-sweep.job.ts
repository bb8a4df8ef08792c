import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { imageSrcs } from '../db/schema/index.ts';
import { defineCronJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { renditionsJob } from './renditions.job.ts';
import { renditionNames } from './renditions.ts';

// Once a minute: a renditions job for each image still lacking one (the demo gallery's, written by
// the seed without jobs; a job that failed for good). One job waits per image (its singleton key),
// so a sweep never doubles the work of a job on its way.
// The images lacking a rendition, newest first: the sweep's statement (bench/gallery.ts times it).
export const imagesMissingRenditions = (db: Db, limit: number) =>
  db
    .select({ id: imageSrcs.id })
    .from(imageSrcs)
    .where(
      sql`not (${imageSrcs.renditions} ?& ${sql.raw(`array[${renditionNames.map((n) => `'${n}'`).join(',')}]`)})`,
    )
    .orderBy(sql`${imageSrcs.createdAt} desc`)
    .limit(limit);

export const sweepRenditions = async (deps: Parameters<typeof enqueue>[0]['deps'], limit = 200) => {
  const missing = await imagesMissingRenditions(deps.db, limit);
  if (missing.length === 0) return 0;
  await deps.db.transaction(async (tx) => {
    for (const { id } of missing) await enqueue({ tx, deps }, renditionsJob, { imageSrcId: id });
  });
  return missing.length;
};

export const renditionsSweepJob = defineCronJob({
  name: 'media.renditions-sweep',
  cron: '* * * * *',
  expireInSeconds: 60,
  run: (ctx) => sweepRenditions(ctx.deps),
});
