import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const refreshTtlMs = 8 * 60 * 60 * 1000;

export const issueRefreshToken = async (
  db: Db,
  userId: number,
  remember: boolean,
  familyId: string = randomUUID(),
) => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    remember,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + refreshTtlMs),
  });
  return { token, familyId };
};

// A refresh token's user and family, without using it; undefined for an unknown token.
const tokenRow = async (db: Db, token: string) => {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
};

// The user a refresh token belongs to, without using it (to lock the user row first).
export const refreshTokenOwner = async (db: Db, token: string) => (await tokenRow(db, token))?.userId;

// Revokes the family of a refresh token (sign-out); an unknown token is no error.
export const revokeRefreshFamily = async (db: Db, token: string) => {
  const row = await tokenRow(db, token);
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
};

export type RotateResult =
  | { ok: true; userId: number; familyId: string; remember: boolean }
  | { ok: false; reason: 'invalid' | 'reused' };

// Marks the token used in one statement (so two concurrent uses cannot both succeed);
// a second use of a used token revokes every token of its family.
export const consumeRefreshToken = async (db: Db, token: string): Promise<RotateResult> => {
  const hash = sha256(token);
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (used) return { ok: true, userId: used.userId, familyId: used.familyId, remember: used.remember };
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (known?.usedAt) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, known.familyId));
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'invalid' };
};

// Every refresh token of the user, or all but one family (the session that changed its own
// password stays signed in).
export const revokeUserTokens = (db: Db, userId: number, keepFamily?: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
