import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The Chromium test runs apart (npm run test:browser): a fresh machine has no browser.
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
  },
});
