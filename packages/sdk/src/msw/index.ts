// @backoffice/sdk/msw: request handlers for tests, Storybook and the admin's mock mode.
//  - generated: one faker-backed handler (and response factory) per operation, from the contract;
//  - stateful: hand-written Hydra handlers over an @msw/data database (vendors, vendor groups, users, auth).
import type { RequestHandler } from 'msw';
import { getTravelBackOfficeAPIMock } from '../generated/client/api.msw.ts';
import { createMockDb, type MockDb, type SeedOptions, seedMockDb } from './db.ts';
import { type StatefulHandlerOptions, statefulHandlers } from './handlers.ts';

export * from '../generated/client/api.msw.ts';
export {
  createMockDb,
  type MockDb,
  type RecordCollection,
  type RecordSchema,
  recordSchema,
  resetMockDb,
  type SeedOptions,
  type StoredFields,
  seedMockDb,
  type UserRecord,
  type VendorGroupRecord,
  type VendorRecord,
} from './db.ts';
export {
  type AirportRecord,
  airportHandlers,
  createGeoMockApi,
  createGeoMockDb,
  type DestinationRecord,
  destinationHandlers,
  type GeoMockDb,
  seedGeoMockDb,
} from './geo.ts';
export {
  type AuthHandlerOptions,
  authHandlers,
  type StatefulHandlerOptions,
  statefulHandlers,
  userHandlers,
  vendorGroupHandlers,
  vendorHandlers,
} from './handlers.ts';
export {
  blank,
  type FieldRule,
  type FilterRule,
  type HydraResourceOptions,
  hydraResourceHandlers,
  jsonLd,
  problem,
  rules,
  unprocessable,
  type WriteContext,
} from './hydra.ts';

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
