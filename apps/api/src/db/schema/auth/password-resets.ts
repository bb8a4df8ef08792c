import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, instant, ownerId } from '../columns.ts';
import { users } from './users.ts';

// A reset link carries a random token; only its hash is stored. One use, then expired.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
