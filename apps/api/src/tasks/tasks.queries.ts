import { count, eq } from 'drizzle-orm';
import { taskAttachments, users } from '../db/schema/index.ts';
import type { Tx } from '../engine/types.ts';

// Whether the user exists and may still work (undefined: no such user).
export const userIsActive = async (tx: Tx, id: number) => {
  const [row] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, id)).limit(1);
  return row?.isActive;
};

// How many files are attached to a task (its evidence).
export const attachmentCount = async (tx: Tx, taskId: number) => {
  const [row] = await tx
    .select({ n: count() })
    .from(taskAttachments)
    .where(eq(taskAttachments.ownerId, taskId));
  return Number(row?.n ?? 0);
};
