// @backoffice/sdk/msw: request handlers for tests and Storybook.
//  - generated: one faker-backed handler (and response factory) per operation, from the contract;
//  - the API's answer shapes (JSON-LD, problem+json) for a test's one-off handler.
// Tests that need the API's behaviour run against the API itself (the admin's testing/real-api.ts).
import type { RequestHandler } from 'msw';
import { getTravelBackOfficeAPIMock } from '../generated/client/api.msw.ts';

// The SDK's own msw, for tests that add a handler of their own (one copy of msw's classes).
export { HttpResponse, http } from 'msw';
export * from '../generated/client/api.msw.ts';
export * from './responses.ts';

/** Faker-backed handlers for every operation of the contract (stateless, random data). */
export const generatedHandlers = (): RequestHandler[] => getTravelBackOfficeAPIMock();
