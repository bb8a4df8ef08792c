import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { compiled } from '../engine/statements.ts';
import { unauthorized } from '../http/problem.ts';
import type { VerifiedToken } from './jwt.ts';

const statement = (db: Db) =>
  db
    .select({ sessionVersion: users.sessionVersion, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_state');

// Whether the session of a verified token is still alive, asked of the database on every request
// (one primary-key lookup): deactivation, deletion, a role or password change bump or remove the
// row's session version, and every process sees that at once; nothing is cached in the process.
export const assertSessionAlive = async (db: Db, token: VerifiedToken) => {
  // Compiled once per database handle; on PostgreSQL a named statement, parsed once per connection.
  const [state] = await compiled(db, 'session_state', () => statement(db)).execute({ id: token.user.id });
  if (!state) throw unauthorized('Your session has ended: this account no longer exists.');
  if (!state.isActive) throw unauthorized('Your session has ended: this account has been deactivated.');
  if (state.sessionVersion !== token.sessionVersion) {
    throw unauthorized('Your session has ended (password, roles or account changed). Please sign in again.');
  }
};
