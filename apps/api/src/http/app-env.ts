import type { VerifiedToken } from '../auth/jwt.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

export type AppDeps = {
  db: Db;
  driver: 'pglite' | 'postgres';
  config: AppConfig;
  jwtKey: Uint8Array;
  mailer: Mailer;
};

// requestId: http/request-log.ts (logs and error answers). pendingSession: a list read's token whose
// session the list checks in its own count statement (auth/pure-reads.ts).
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: AuthUser | undefined;
    requestId: string;
    pendingSession: VerifiedToken | undefined;
  };
};
