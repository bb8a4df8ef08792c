// The client core's tests: an msw server for the test file, and the default client pointed at it
// before each test, with a bearer token the test may change (`session.token`) and no other setting.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { defaultClient } from './client.ts';

export const BASE = 'http://api.test';

export const serveApi = () => {
  const server = setupServer();
  const session: { token: string | undefined } = { token: undefined };
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    session.token = 'token-1';
    defaultClient.configure({
      baseUrl: BASE,
      getToken: () => session.token,
      refresh: undefined,
      onUnauthorized: undefined,
      headers: undefined,
      credentials: undefined,
      fetch: undefined,
    });
  });
  return { server, session };
};
