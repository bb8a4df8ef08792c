import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const findUserByEmail = async (db: Db, address: string) => {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, address.trim().toLowerCase()))
    .limit(1);
  return rows[0];
};

export const findUserById = async (db: Db, id: number) => {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
};

// Locks the user row against changes until the transaction ends (shared: sign-ins and refreshes of
// the same user do not wait on each other). Writes to a user (deactivation, roles, password,
// deletion) lock it for update before revoking its refresh tokens, so a token issued under this
// lock is either refused by an earlier write or revoked by a later one.
export const lockUserForShare = async (db: Db, id: number) => {
  const rows = await db
    .select({ sessionVersion: users.sessionVersion, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id))
    .for('share');
  return rows[0];
};
