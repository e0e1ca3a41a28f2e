import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { wasmSafeFlags } from '../scripts/node-flags';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  // Paths below are from the project root, one level up.
  root,
  // Games import the package by name, as an out-of-tree plugin would.
  resolve: { alias: { 'hexwar/testing': `${root}src/testing.ts`, 'hexwar/games': `${root}games`, hexwar: `${root}src/index.ts` } },
  test: {
    include: ['test/**/*.test.ts'],
    // The Chromium test runs apart (npm run test:browser): a fresh machine has no browser.
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    // PGlite on worker threads can trip a V8 abort on Node 22/24 (scripts/node-flags.ts).
    execArgv: wasmSafeFlags,
  },
});
