// @backoffice/sdk/msw: request handlers for tests, Storybook and offline development, all read from
// the contract (src/generated/contract.ts):
//  - createMockApi(): stateful mocks of every collection resource on @msw/data (create, list with
//    Hydra paging, read back, update, delete), stateless answers for the other operations;
//  - get<OperationId>MockHandler(override?): one stateless handler per operation, answering a body
//    sampled from the contract's schema or the test's override; generatedHandlers(): all of them;
//  - the API's answer shapes (JSON-LD, problem+json) for a test's one-off handler.
import type { RequestHandler } from 'msw';
import { operationHandlers } from './operation-handler.ts';

// The SDK's own msw, for tests that add a handler of their own (one copy of msw's classes).
export { HttpResponse, http, passthrough } from 'msw';
export { contract } from '../generated/contract.ts';
export * from '../generated/mock-handlers.ts';
export { type MockContract, type MockOperation, sample, violationsOf } from './contract.ts';
export {
  createMockApi,
  type MockApi,
  type MockApiOptions,
  type MockRecord,
  type MockResource,
} from './mock-api.ts';
export { type MockOverride, type OperationData, operationMockHandler } from './operation-handler.ts';
export * from './responses.ts';

/** Stateless handlers for every operation of the contract (bodies sampled from its schemas). */
export const generatedHandlers = (options?: { baseUrl?: string }): RequestHandler[] =>
  operationHandlers(options);
