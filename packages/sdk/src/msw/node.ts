// @backoffice/sdk/msw/node: a ready msw server over the stateful mock API, for Node and jsdom tests.
// It lives in the SDK so that tests use the SDK's own msw (one copy of its handler classes).
import { setupServer } from 'msw/node';
import { createMockApi, type MockApiOptions } from './index.ts';

export const createMockServer = async (options: MockApiOptions = {}) => {
  const { db, handlers } = await createMockApi(options);
  return { db, server: setupServer(...handlers) };
};
