import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page imports the package by name, as a user's page would; in this
// repository the names resolve to the sources.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  // The whole engine and the game in one file: more than Vite's 500 kB warning, and meant to be.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  resolve: {
    alias: [
      { find: /^hexwar\/games\/(.*)$/, replacement: here('../../games/$1/index.ts') },
      { find: /^hexwar\/react$/, replacement: here('../../src/react/index.ts') },
      { find: /^hexwar\/(hex|combat|procedures|tabletop|random|bots)$/, replacement: here('../../src/public/$1.ts') },
      { find: /^hexwar$/, replacement: here('../../src/index.ts') },
    ],
  },
  logLevel: 'warn',
});
