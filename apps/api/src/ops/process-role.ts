import { type AppConfig, ConfigError, type ProcessRole } from '../config/env.ts';

// ROLE=all (the default, `npm start`): one process serves and works. At scale, N processes with
// ROLE=api behind the balancer and M with ROLE=worker, all on one PostgreSQL (README "Running at
// scale").
export const servesApi = (role: ProcessRole) => role !== 'worker';
export const worksJobs = (role: ProcessRole) => role !== 'api';

// PGlite is a database inside one process (one process per data folder, db/folder-lock.ts): an API
// process without a worker would queue jobs nobody runs, and a worker could not reach its data.
export const assertRoleFits = (config: AppConfig) => {
  if (config.role === 'all' || config.databaseUrl) return;
  throw new ConfigError(
    `ROLE=${config.role} needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) lives in one process, which serves and works (ROLE=all).`,
  );
};
