import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { compiled } from '../engine/statements.ts';
import { unauthorized } from '../http/problem.ts';
import type { VerifiedToken } from './jwt.ts';

// The session of an access token is its refresh-token family (jwt.ts `sid`). Sign-out and a
// detected reuse revoke the whole family at once (refresh-tokens.queries.ts), so one revoked row
// in the family means the session has ended. Tokens without a session (the "next" API) pass null.
const statement = (db: Db) =>
  db
    .select({
      sessionVersion: users.sessionVersion,
      isActive: users.isActive,
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')}::uuid and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_state');

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Whether the session of a verified token is still alive, asked of the database on every request
// (one primary-key lookup and one indexed family lookup): deactivation, deletion, a role or
// password change bump or remove the row's session version, sign-out or a reused refresh token
// revoke the token's family, and every process sees that at once; nothing is cached in the process.
export const assertSessionAlive = async (db: Db, token: VerifiedToken) => {
  const sid = token.user.sessionId && uuidShape.test(token.user.sessionId) ? token.user.sessionId : null;
  // Compiled once per database handle; on PostgreSQL a named statement, parsed once per connection.
  const [state] = await compiled(db, 'session_state', () => statement(db)).execute({
    id: token.user.id,
    sid,
  });
  if (!state) throw unauthorized('Your session has ended: this account no longer exists.');
  if (!state.isActive) throw unauthorized('Your session has ended: this account has been deactivated.');
  if (state.sessionVersion !== token.sessionVersion) {
    throw unauthorized('Your session has ended (password, roles or account changed). Please sign in again.');
  }
  if (state.revoked)
    throw unauthorized('Your session has ended: it was signed out or revoked. Please sign in again.');
};
