import { availableParallelism } from 'node:os';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://localhost:3000';

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
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Vitest leaves a core to its main process (one worker on CI's two cores); two workers ran 16
    // files in 126 s instead of 207 s there. Each file loads its own copy of the real API's database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The real API's database, migrated and seeded once (testing/real-api.ts).
    globalSetup: ['./src/testing/real-api.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
