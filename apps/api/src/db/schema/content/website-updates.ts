import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { idColumn, instant } from '../columns.ts';

// Each request to update the website (the action, a robots.txt save) and how it went. Requests
// made while one is waiting are served by the same webhook call (the website.update job is a
// debounced singleton), so several rows share one outcome.
export const websiteUpdates = pgTable(
  'website_updates',
  {
    id: idColumn(),
    reason: varchar('reason', { length: 255 }).notNull(),
    requestedBy: integer('requested_by'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    // queued | running | done | failed
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    // The outcome in the screen's words (product.md §8): 'Website successfully updated' or
    // 'Connection error. Please try again.'; the cause of a failure goes to the server log.
    message: text('message'),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('website_updates_status_idx').on(t.status, t.id)],
);
