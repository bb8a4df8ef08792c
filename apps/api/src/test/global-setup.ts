import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    // The database every test file copies (test/template-database.ts): a PGlite dump's path, or the
    // name of a template database on TEST_DATABASE_URL's server.
    databaseTemplate: { pglite?: string; postgres?: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  project.provide(
    'databaseTemplate',
    url ? { postgres: await buildPostgresTemplate(url) } : { pglite: await buildPgliteTemplate() },
  );
}
