// @backoffice/sdk/msw: request handlers for tests, Storybook and the admin's mock mode.
//  - generated: one faker-backed handler (and response factory) per operation, from the contract;
//  - stateful: Hydra handlers over an in-memory database whose fields, required properties, filters
//    and order are read from openapi/openapi.json (any collection resource), plus login/refresh.
import type { RequestHandler } from 'msw';
import { getTravelBackOfficeAPIMock } from '../generated/client/api.msw.ts';
import { createMockDb, type MockDb, type SeedOptions, seedMockDb } from './db.ts';
import { type StatefulHandlerOptions, statefulHandlers } from './handlers.ts';

// The SDK's own msw, for tests that add a handler of their own (one copy of msw's classes).
export { HttpResponse, http } from 'msw';
export * from '../generated/client/api.msw.ts';
export * from './contract.ts';
export * from './db.ts';
export * from './geo.ts';
export * from './handlers.ts';
export * from './hydra.ts';
export * from './store.ts';

/** Faker-backed handlers for every operation of the contract (stateless, random data). */
export const generatedHandlers = (): RequestHandler[] => getTravelBackOfficeAPIMock();

export interface MockApiOptions extends StatefulHandlerOptions {
  /** An existing database; by default a new one, seeded with `seed`. */
  db?: MockDb;
  /** Seed options for the new database; `false` leaves it empty. */
  seed?: SeedOptions | false;
  /** Append the generated faker handlers for every operation without a stateful one (default true). */
  fallback?: boolean;
}

/**
 * A complete mock API: stateful handlers first (msw uses the first match), then the generated faker
 * handlers for everything else. Returns the database too, to seed or inspect it in tests.
 */
export const createMockApi = async (options: MockApiOptions = {}) => {
  const { db = createMockDb(), seed = {}, fallback = true, ...handlerOptions } = options;
  if (!options.db && seed !== false) await seedMockDb(db, seed);
  const handlers: RequestHandler[] = [
    ...statefulHandlers(db, handlerOptions),
    ...(fallback ? generatedHandlers() : []),
  ];
  return { db, handlers };
};
