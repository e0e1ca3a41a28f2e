import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  // The test reads the games' own tables, which import the package by name.
  resolve: {
    alias: [
      { find: /^hexwar\/(hex|combat|procedures|tabletop|random|bots)$/, replacement: `${root}src/public/$1.ts` },
      { find: /^hexwar$/, replacement: `${root}src/index.ts` },
    ],
  },
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a poll waits for is the page's answer to a click (online: a round trip to a host with PGlite in a worker
    // thread). Vitest's default of 1 s is near what that takes on a busy 2-core machine; an online undo's log was
    // seen still waiting at 1 s with the browser suite, a bot ledger and a fuzz run side by side.
    expect: { poll: { timeout: 15_000 } },
  },
});
