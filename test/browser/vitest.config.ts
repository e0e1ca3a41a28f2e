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
  },
});
