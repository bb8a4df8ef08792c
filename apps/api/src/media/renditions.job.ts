import * as v from 'valibot';
import { defineJob } from '../jobs/define-job.ts';
import { makeRenditions } from './renditions.ts';

// The renditions of one image (renditions.ts), one job waiting per image: made once, the
// thumbnail again after a new focal point. Idempotent: a run finds what is missing and makes that.
export const renditionsJob = defineJob({
  name: 'media.renditions',
  payload: v.object({ imageSrcId: v.number() }),
  singleton: { key: (p) => `image:${p.imageSrcId}` },
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 120,
  run: async (payload, ctx) => {
    await makeRenditions(ctx.deps, payload.imageSrcId);
  },
});
