import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, ownerId } from '../columns.ts';
import { users } from './users.ts';

// Refresh tokens are stored hashed and rotated on use; a family is one login.
// Reusing a rotated token revokes the whole family.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
