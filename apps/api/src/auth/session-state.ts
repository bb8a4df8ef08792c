import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { namedStatement } from '../engine/statements.ts';
import { unauthorized } from '../http/problem.ts';
import type { VerifiedToken } from './jwt.ts';

// The session of an access token is its refresh-token family (jwt.ts `sid`). Sign-out and a
// detected reuse revoke the whole family at once (refresh-tokens.queries.ts), so one revoked row
// in the family means the session has ended. Tokens without a session (the "next" API) pass null.
// The database function session_state (migration 0061) answers it in one call: 0 alive, else why
// not; its statements are planned once per connection, wherever the call is written.
const stateCall = sql<
  number | null
>`session_state(${sql.placeholder('sessionUser')}, ${sql.placeholder('sessionId')}::uuid, ${sql.placeholder('sessionVersion')})`;

// The same state as a column of another statement that returns one row (a list's count): one
// statement and one round trip where the check and the count were two.
export const sessionStateColumns = { sessionState: stateCall };

export type SessionState = { sessionState: number | null };

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The placeholders' values for a token: its user, its session (refresh-token family) and the
// session version it was issued under.
export const sessionStateValues = (token: VerifiedToken) => ({
  sessionUser: token.user.id,
  sessionId: token.user.sessionId && uuidShape.test(token.user.sessionId) ? token.user.sessionId : null,
  sessionVersion: token.sessionVersion ?? null,
});

// Deactivation, deletion, a role or password change bump or remove the row's session version,
// sign-out or a reused refresh token revoke the token's family.
const ended: Record<number, string> = {
  1: 'Your session has ended: this account no longer exists.',
  2: 'Your session has ended: this account has been deactivated.',
  3: 'Your session has ended (password, roles or account changed). Please sign in again.',
  4: 'Your session has ended: it was signed out or revoked. Please sign in again.',
};

export const assertSessionState = (state: SessionState | undefined) => {
  const code = state?.sessionState;
  if (code === 0) return;
  throw unauthorized(ended[code ?? 1] ?? ended[1]!);
};

// Whether the session of a verified token is still alive, asked of the database on every request
// (one primary-key lookup and one indexed family lookup), so every process sees a change at once;
// nothing is cached in the process.
export const assertSessionAlive = async (db: Db, token: VerifiedToken) => {
  // On PostgreSQL a named statement, parsed once per connection.
  const { rows } = await namedStatement<SessionState>(
    db,
    'session_state',
    () => sql`select ${stateCall} as "sessionState"`,
  ).execute(sessionStateValues(token));
  assertSessionState(rows[0]);
};
