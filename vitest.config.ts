import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/**
 * Server test files that replace a module for their whole file (vi.mock): they keep a module
 * graph of their own.
 */
const MOCKING = ['src/server/modules/auth/burst.test.ts'];

// Unit tests (src/common, web components) and server integration tests (real PostgreSQL:
// TEST_DATABASE_URL, or an embedded server started by the global setup).
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    globalSetup: ['./src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: MOCKING,
          // Each file builds its own app on its own database (src/server/test/app.ts) and the
          // server keeps no module-level state, so a worker loads the server's modules once for
          // all its files instead of once per file (loading them was most of the run's time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web and common',
          include: ['src/common/**/*.test.ts', 'src/web/**/*.test.ts', 'src/web/**/*.test.tsx', ...MOCKING],
        },
      },
    ],
  },
});
