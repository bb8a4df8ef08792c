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
