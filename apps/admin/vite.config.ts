import { availableParallelism } from 'node:os';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { configDefaults, defineConfig } from 'vitest/config';

// Test files that run in a worker of their own: those that replace a module (vi.mock: mapbox-gl's
// fake), and the dialog test that presses Escape on a bare dialog (Radix keeps its stack of open
// layers in module state, and a layer another file left behind would take the key).
const ownProcess = [
  'src/features/vendor-map/vendor-map-page.test.tsx',
  'src/features/vendor-map/vendor-map-popup-page.test.tsx',
  'src/features/itinerary/map-view/map-view.test.tsx',
  'src/shared/forms/form-modal.test.tsx',
  // Its preview for a chosen client kept the placeholders after some other files had run in the
  // worker (twice in four whole runs); alone it passes. Cause not found yet.
  'src/features/emails/email-template-page.test.tsx',
];

const api = process.env.API_URL ?? 'http://localhost:3000';

// The admin's shared code (forms, records, ui components, SDK) and what must stay out of the
// screens' shared chunks: the editor (TipTap), maps (maplibre/mapbox) and calendars (FullCalendar).
const appShared = /[\\/](apps[\\/]admin[\\/]src[\\/](shared|lib)|packages[\\/](ui|sdk)[\\/]src)[\\/]/;
const heavyApp = /[\\/]shared[\\/](editor|map)[\\/]/;
const recordReads =
  /[\\/](packages[\\/]sdk[\\/]src[\\/]|apps[\\/]admin[\\/]src[\\/](lib[\\/]records[\\/]record-query|shared[\\/]clients[\\/]client-record|features[\\/]trip-domain[\\/](trip-query|trip-keys))\.ts)/;
const heavyLib = /@fullcalendar|fullcalendar|mapbox-gl|maplibre-gl|@tiptap|prosemirror/;

// Development runs Vite with a proxy to the API; production is served by the API process.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every text asset, at the highest
// levels (paid once at build time); the API process serves the copy the browser accepts.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
  server: {
    proxy: Object.fromEntries(['/api', '/api-auth', '/next', '/files', '/pdf'].map((p) => [p, api])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lazy chunks named by their hash only: the entry lists every chunk's file for preloading, so
    // each name's length is paid in the initial JavaScript (220 chunks).
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        // Fewer, larger chunks (docs/performance.md, issue 25's fix): left to itself Rolldown cut the
        // shell into ~30 chunks and a screen's tree into ~60 more (one per icon, per ui component,
        // per shared form module), and over HTTP/1.1's six connections a screen waited on the
        // requests, not the bytes. The shell is one chunk (same modules: the initial JavaScript is
        // unchanged); the code the lazy screens share is one chunk of app modules and one of
        // libraries. Heavy libraries and their wrappers keep their own chunks, loaded only where used.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 30 },
            // The SDK and the record reads the route prefetches import (route-table.tsx): the record
            // request leaves once this chunk has run, not after the screens' whole shared chunk.
            { name: 'record-reads', test: (id) => recordReads.test(id), priority: 25 },
            {
              name: 'screens-shared',
              test: (id) => appShared.test(id) && !heavyApp.test(id),
              minShareCount: 2,
              priority: 20,
            },
            {
              name: 'screens-libs',
              test: (id) => /[\\/]node_modules[\\/]/.test(id) && !heavyLib.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Vitest leaves a core to its main process (one worker on CI's two cores); two workers ran 16
    // files in 126 s instead of 207 s there. Each file loads its own copy of the real API's database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The real API's database, migrated and seeded once (testing/real-api.ts).
    globalSetup: ['./src/testing/real-api.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share their worker's loaded modules (React, the SDK, the API on PGlite are imported once
    // per worker, not once per file: import was 23% of the suite's time) and its document, which
    // vitest.setup.ts empties before each file. The files listed above get a fresh worker each.
    projects: [
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownProcess],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'admin-own-process', include: ownProcess } },
    ],
  },
});
