import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated database per run, copied by every test file (src/test/template-database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
