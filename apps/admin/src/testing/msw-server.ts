import { createMockServer } from '@backoffice/sdk/msw/node';

// A stateful mock API (the SDK's contract-driven collections) for one test file.
export const startMockApi = async () => {
  const mock = await createMockServer({ seed: { vendorGroups: 14, vendors: 30, users: 3 } });
  mock.server.listen({ onUnhandledFrame: 'error' } as never);
  return mock;
};
