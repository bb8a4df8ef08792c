import type { taskComments } from '../db/schema/index.ts';
import type { ResourceHooks } from '../engine/types.ts';
import { forbidden } from '../http/problem.ts';

const admins = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN']);

// Issue 26 API 2: a comment's author is the caller (createdBy, stamped by the record service);
// only the author edits it, the author or an admin deletes it.
export const taskCommentHooks: ResourceHooks<typeof taskComments> = {
  beforeWrite: (values, ctx) => {
    if (ctx.existing && ctx.existing.createdBy !== ctx.actor.id) {
      throw forbidden('Only the author may edit this comment.');
    }
    return values;
  },
  beforeDelete: (row, ctx) => {
    if (row.createdBy !== ctx.actor.id && !ctx.actor.roles.some((role) => admins.has(role))) {
      throw forbidden('Only the author or an admin may delete this comment.');
    }
  },
};
