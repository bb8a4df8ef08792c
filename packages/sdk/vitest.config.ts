import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository's contract check (scripts/check-contract.ts) is the SDK's versioning rule.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../scripts/check-contract.test.ts'],
    environment: 'node',
  },
});
