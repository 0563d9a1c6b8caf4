// The PostgreSQL run of the server tests (`npm test` runs it after the
// SQLite run): the route, store, security, bus and history tests against a real
// PostgreSQL with PostGIS — one throw-away cluster for the whole run
// (src/server/testing/postgresSetup.ts), one database per test server.
import { defineConfig } from 'vitest/config';
import base from './vite.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'src/server/routes/**/*.test.ts',
      'src/server/security/**/*.test.ts',
      'src/server/db/**/*.test.ts',
      'src/server/bus/**/*.test.ts',
      'src/server/auth/**/*.test.ts',
      'src/server/persistence.test.ts',
      // The history's storage tests (each runs on SQLite and, here, on PostgreSQL too).
      'src/server/history/readBack.test.ts',
      'src/server/history/items.test.ts',
      'src/server/history/retention.test.ts',
      'src/server/history/killDuringIngest.test.ts',
    ],
    // The chart engine's and weather images' routes read files and simulators, not the store.
    exclude: ['src/server/routes/chart*.test.ts', 'src/server/routes/weatherImages.test.ts', '**/node_modules/**'],
    globalSetup: ['src/server/testing/postgresSetup.ts'],
    // Each test server makes its database from the template first.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
