import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Unit tests (src/common, web components) and server integration tests (real PostgreSQL:
// TEST_DATABASE_URL, or an embedded server started by the global setup).
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
