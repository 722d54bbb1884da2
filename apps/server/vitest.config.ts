import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // PGlite runs PostgreSQL in WebAssembly; processes isolate it better than worker threads.
    pool: 'forks',
    // Test files share nothing through modules (no mocks, no environment changes; each opens its own
    // app and database), so a worker keeps its loaded modules from file to file instead of importing
    // the server again for each of them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
