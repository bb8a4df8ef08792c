import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// The file's test app, opened before its tests and closed after them: `const t = testAppForFile()` at
// the top of a test file instead of the same beforeAll/afterAll pair in each. What `t` holds is
// read from the app beforeAll opened (hooks run in the order registered: this one first).
export const testAppForFile = (opts?: Parameters<typeof createTestApp>[0]): TestApp => {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(opts);
  });
  afterAll(() => app?.close());
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!app) throw new Error('The test app opens in beforeAll: use it inside hooks and tests.');
      return app[key as keyof TestApp];
    },
  });
};

// JSON-LD answers as the tests read them.
export type Item = Record<string, unknown> & { '@id': string; id: number };
export type Collection = {
  'hydra:member': Item[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
};
