import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against a real app.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
