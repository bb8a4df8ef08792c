import { beforeAll } from 'vitest';
import type { createTestApp, TestApp } from './harness.ts';
import { testAppForFile } from './test-app.ts';

export type AdminTestApp = TestApp & { readonly admin: string };

// The file's test app (testAppForFile) with the seeded super admin signed in before the tests:
// `t.admin` is the token most requests of a file carry, instead of a `let admin` each file sets.
export const adminAppForFile = (opts?: Parameters<typeof createTestApp>[0]): AdminTestApp => {
  const t = testAppForFile(opts);
  let admin: string | undefined;
  beforeAll(async () => {
    admin = await t.login('admin@demo.travel');
  });
  return new Proxy(t as AdminTestApp, {
    get: (target, key) => {
      if (key !== 'admin') return target[key as keyof TestApp];
      if (admin === undefined)
        throw new Error('The admin signs in in beforeAll: use t.admin inside hooks and tests.');
      return admin;
    },
  });
};
