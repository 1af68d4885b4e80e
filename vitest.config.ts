import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    // PGlite boots a WASM Postgres per file; two cores, so keep parallelism modest.
    maxWorkers: 2,
    // Test files share a worker's modules: each file still makes its own app and database
    // (createTestApp), but the app's module graph is imported once per worker, not once per file.
    // Isolated, the imports alone took 325 s of the PGlite suite's 585 on a slow 2-core machine;
    // shared, the suite took 287 s. Globals a test stubs are put back after each test.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
