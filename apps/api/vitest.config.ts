import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core to its main process (one worker on CI's two cores), but a test file waits
    // on PostgreSQL as much as it computes: two workers ran 16 files in 60 s instead of 80 s there.
    // Each file has its own database copy, so files do not meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One migrated database per run, copied by every test file (src/test/template-database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
