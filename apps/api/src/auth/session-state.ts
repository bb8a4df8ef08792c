import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { compiled } from '../engine/statements.ts';
import { unauthorized } from '../http/problem.ts';
import type { VerifiedToken } from './jwt.ts';

// The session of an access token is its refresh-token family (jwt.ts `sid`). Sign-out and a
// detected reuse revoke the whole family at once (refresh-tokens.queries.ts), so one revoked row
// in the family means the session has ended. Tokens without a session (the "next" API) pass null.
const revoked = sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}::uuid and ${refreshTokens.revokedAt} is not null)`;

const statement = (db: Db) =>
  db
    .select({ sessionVersion: users.sessionVersion, isActive: users.isActive, revoked })
    .from(users)
    .where(eq(users.id, sql.placeholder('sessionUser')))
    .limit(1)
    .prepare('session_state');

// The same state as columns of another statement that returns one row (a list's count): one
// statement and one round trip where the check and the count were two. A missing user reads null.
export const sessionStateColumns = {
  sessionVersion: sql<
    number | null
  >`(select ${users.sessionVersion} from ${users} where ${users.id} = ${sql.placeholder('sessionUser')})`,
  isActive: sql<
    boolean | null
  >`(select ${users.isActive} from ${users} where ${users.id} = ${sql.placeholder('sessionUser')})`,
  revoked,
};

export type SessionState = { sessionVersion: number | null; isActive: boolean | null; revoked: boolean };

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The placeholders' values for a token: its user and its session (refresh-token family).
export const sessionStateValues = (token: VerifiedToken) => ({
  sessionUser: token.user.id,
  sessionId: token.user.sessionId && uuidShape.test(token.user.sessionId) ? token.user.sessionId : null,
});

// Deactivation, deletion, a role or password change bump or remove the row's session version,
// sign-out or a reused refresh token revoke the token's family.
export const assertSessionState = (state: SessionState | undefined, token: VerifiedToken) => {
  if (!state || state.isActive === null)
    throw unauthorized('Your session has ended: this account no longer exists.');
  if (!state.isActive) throw unauthorized('Your session has ended: this account has been deactivated.');
  if (state.sessionVersion !== token.sessionVersion) {
    throw unauthorized('Your session has ended (password, roles or account changed). Please sign in again.');
  }
  if (state.revoked)
    throw unauthorized('Your session has ended: it was signed out or revoked. Please sign in again.');
};

// Whether the session of a verified token is still alive, asked of the database on every request
// (one primary-key lookup and one indexed family lookup), so every process sees a change at once;
// nothing is cached in the process.
export const assertSessionAlive = async (db: Db, token: VerifiedToken) => {
  // Compiled once per database handle; on PostgreSQL a named statement, parsed once per connection.
  const [state] = await compiled(db, 'session_state', () => statement(db)).execute(sessionStateValues(token));
  assertSessionState(state, token);
};
