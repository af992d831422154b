import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'jobs/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    env: { NODE_ENV: 'test', LOG_REQUESTS: 'false' },
  },
});
