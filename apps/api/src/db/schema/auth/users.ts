import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityTable } from '../columns.ts';

export const users = entityTable(
  'users',
  {
    email: varchar('email', { length: 180 }).notNull(),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Carried by every access token (claim `sv`) and compared on each request: bumping it ends
    // every session of the user at once (deactivation, role or password change).
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName),
  ],
);
