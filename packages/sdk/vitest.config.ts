import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository's contract check (scripts/check-contract.ts) is the SDK's versioning rule.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../scripts/check-contract.test.ts'],
    environment: 'node',
    // A mock's first request compiles the contract's validators (ajv), seconds on a busy machine.
    testTimeout: 20_000,
  },
});
