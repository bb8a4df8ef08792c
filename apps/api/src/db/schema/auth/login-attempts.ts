import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns.ts';

// Failed-login counters per key ('ip:1.2.3.4' or 'account:x@y'), kept in the database so
// that several API processes share them.
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: instant('window_start').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
});
