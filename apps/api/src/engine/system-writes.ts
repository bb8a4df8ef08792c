import type { AuthUser } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { changeFeedWakeName, wakeWorkers } from '../jobs/wake.ts';
import { afterCommitQueue } from './after-commit.ts';
import type { WriteContext } from './types.ts';

// Who acts when no staff user does: a client through a one-time upload link, a retention purge.
// No id: created_by / updated_by and the audit row's actor stay null (the client's log says who).
export const systemActor = { id: null, email: '', roles: [], isActive: true } as unknown as AuthUser;

// A user acting on their own record without a session: the holder of a password reset link.
export const selfActor = (user: { id: number; email?: string }): AuthUser => ({
  id: user.id,
  email: user.email ?? '',
  roles: [],
  isActive: true,
});

// One transaction of writes the server makes on its own, through the record service (`deps`: what
// hooks may read), as `actor` (the system's by default); the tasks hooks queue run once it is
// committed, and the change feed hears of its changes at once (as after inTransaction).
export const systemWrite = async <R>(
  db: Db,
  deps: Partial<WriteContext['deps']>,
  work: (ctx: WriteContext) => Promise<R>,
  actor: AuthUser = systemActor,
): Promise<R> => {
  const later = afterCommitQueue();
  const result = await db.transaction((tx) =>
    work({ tx, actor, deps: { db, ...deps } as WriteContext['deps'], afterCommit: later.add }),
  );
  later.run();
  wakeWorkers(db, changeFeedWakeName);
  return result;
};
