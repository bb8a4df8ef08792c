import { bigint, customType, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns.ts';

const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

// Where each change-feed subscriber is in the audit log (jobs/change-feed.ts): it has been handed
// every change up to `position`. `horizonId`/`horizonXid`: the head of the log seen while other
// transactions were in flight, and the first transaction id not yet given out then; once every
// transaction below horizonXid has ended, the changes up to horizonId are all visible, none can
// still commit below them, and they may be handed out.
export const changeFeedCursors = pgTable('change_feed_cursors', {
  subscriber: varchar('subscriber', { length: 128 }).primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
  horizonId: bigint('horizon_id', { mode: 'number' }),
  horizonXid: xid8('horizon_xid'),
  // The last failure of its handler, kept until a round goes through.
  lastError: varchar('last_error', { length: 2000 }),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
