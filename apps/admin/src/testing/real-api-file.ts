import { toast } from '@backoffice/ui/toast';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type RealApi, startRealApi } from './real-api.ts';

// The real API's life in one test file, declared once: started (and signed in) before the first
// test, optionally reset to the seeded copy before each one, one-off handlers and toasts dropped
// after each one, closed after the last. A file's own beforeAll (its fixtures) runs after this one,
// since vitest runs "before" hooks in the order they are declared.

type Options = {
  /** The demo user signed in before the first test; `false`: nobody (a sign-in screen's test). */
  signIn?: string | false;
  /** A fresh copy of the seeded database and an empty request log before each test. */
  reset?: boolean;
  /** Drop the `server.use(...)` handlers and the toasts a test left (default true). */
  cleanUp?: boolean;
};

/**
 * Declares the hooks of a test file on the real API and returns it. The value is usable inside
 * hooks and tests only (it forwards to the API the beforeAll started).
 */
export const realApiForFile = ({ signIn, reset = false, cleanUp = true }: Options = {}): RealApi => {
  let current: RealApi | undefined;
  beforeAll(async () => {
    current = await startRealApi();
    if (signIn !== false) await current.signIn(signIn);
  });
  if (reset) beforeEach(() => current!.reset());
  if (cleanUp)
    afterEach(() => {
      current!.server.resetHandlers();
      toast.dismiss();
    });
  afterAll(() => current?.close());
  // Before the start, a key reads as a method that calls the API's own once it runs: fixtures
  // helpers built at the top of a file (vendorRecords, sentTo) keep its methods for later.
  return new Proxy({} as RealApi, {
    get: (_, key) =>
      current
        ? Reflect.get(current, key, current)
        : (...args: unknown[]) => (Reflect.get(current!, key) as (...a: unknown[]) => unknown)(...args),
  });
};
