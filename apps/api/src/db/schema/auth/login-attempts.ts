import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Failed-login counters per key ('ip:1.2.3.4' or 'account:x@y'), kept in the database so
// that several API processes share them.
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
