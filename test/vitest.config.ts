import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { spawnSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
// PGlite on worker threads can trip a V8 abort on Node 22/24 (why: scripts/node-flags.ts, probed the same way
// here because Vite's config loader wants no extensionless import); Node 20 rejects the flag.
const wasmSafeFlags = spawnSync(process.execPath, ['--no-memory-protection-keys', '-e', '0']).status === 0 ? ['--no-memory-protection-keys'] : [];

export default defineConfig({
  // Paths below are from the project root, one level up.
  root,
  // Games import the package by name, as an out-of-tree plugin would.
  resolve: {
    alias: [
      { find: /^hexwar\/testing$/, replacement: `${root}src/testing.ts` },
      { find: /^hexwar\/(client|react)$/, replacement: `${root}src/$1/index.ts` },
      { find: /^hexwar\/games\/(.*)$/, replacement: `${root}games/$1/index.ts` },
      { find: /^hexwar\/(hex|combat|procedures|tabletop|random|bots)$/, replacement: `${root}src/public/$1.ts` },
      { find: /^hexwar$/, replacement: `${root}src/index.ts` },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // The Chromium test runs apart (npm run test:browser): a fresh machine has no browser.
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    execArgv: wasmSafeFlags,
  },
});
