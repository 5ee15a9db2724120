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
    // A page answers within a second on a quiet machine, but CI runs the server, PostgreSQL and
    // Chromium on two busy cores: polls wait up to 15 s (a test that cannot pass still fails).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
