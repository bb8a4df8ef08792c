import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { savedSearches } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { requiredText } from '../engine/fields.ts';

// A user's saved advanced searches (issue 28.6): a name and the body POST /api/advanced-search
// replays. Every signed-in staff user keeps their own (the tasks area is every role's); another
// user's is a 404.
export const savedSearchesResource = defineResource({
  type: 'SavedSearch',
  path: 'saved_searches',
  table: savedSearches,
  access: 'tasks',
  updateVerbs: ['PATCH'],
  writable: {
    name: requiredText(255),
    body: v.pipe(
      v.record(v.string(), v.unknown(), 'This value should be an object.'),
      v.check((b) => JSON.stringify(b).length <= 20_000, 'This value is too long.'),
    ),
  },
  required: ['name', 'body'],
  hidden: ['userId'],
  order: ['name', 'updatedAt', 'id'],
  defaultOrder: { name: 'asc', id: 'asc' },
  rowAccess: (user, bind) => {
    bind.add('own');
    return eq(savedSearches.userId, bind.bind(user.id ?? 0));
  },
  hooks: {
    beforeWrite: (values, ctx) => (ctx.existing ? values : { ...values, userId: ctx.actor.id }),
  },
});
