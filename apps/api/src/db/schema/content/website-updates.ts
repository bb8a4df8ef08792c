import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Each request to update the website (the action, a robots.txt save) and how it went. Requests
// made while one is waiting are served by the same webhook call (the website.update job is a
// debounced singleton), so several rows share one outcome.
export const websiteUpdates = pgTable(
  'website_updates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reason: varchar('reason', { length: 255 }).notNull(),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // queued | running | done | failed
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    // The outcome in the screen's words (product.md §8): 'Website successfully updated' or
    // 'Connection error. Please try again.'; the cause of a failure goes to the server log.
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('website_updates_status_idx').on(t.status, t.id)],
);
