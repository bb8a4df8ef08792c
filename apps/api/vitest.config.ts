import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Test files that change what a process holds for good: they declare an extra item type, vendor kind
// or resource into the module registries, or mock a module. Each runs in a fresh worker; every other
// file shares its worker's loaded modules (the app is imported once per worker, not once per file:
// import was 555 of the suite's 867 s on CI's two cores).
const ownProcess = [
  'src/trips/item-types/eighth-item-type.test.ts',
  'src/catalogue/eighth-kind.test.ts',
  'src/jobs/change-feed.test.ts',
  'src/engine/row-access.test.ts',
  'src/modules.test.ts',
  'src/pdf/trip-pdfs.lock.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core to its main process (one worker on CI's two cores), but a test file waits
    // on PostgreSQL as much as it computes: two workers ran 16 files in 60 s instead of 80 s there.
    // Each file has its own database copy, so files do not meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One migrated database per run, copied by every test file (src/test/template-database.ts); the
    // second project finds it built.
    globalSetup: ['./src/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownProcess],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-own-process', include: ownProcess } },
    ],
  },
});
