import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page imports the package by name, as a user's page would; in this
// repository the names resolve to the sources.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: 'examples/play',
  build: { outDir: 'dist', emptyOutDir: true },
  // The searching bot's worker loads its game on demand, so it is split like the page.
  worker: { format: 'es' },
  resolve: {
    alias: [
      { find: /^hexwar\/games\/(.*)$/, replacement: here('../../games/$1/index.ts') },
      { find: /^hexwar\/client$/, replacement: here('../../src/client/index.ts') },
      { find: /^hexwar\/(hex|combat|procedures|tabletop|random|bots)$/, replacement: here('../../src/public/$1.ts') },
      { find: /^hexwar$/, replacement: here('../../src/index.ts') },
    ],
  },
  logLevel: 'warn',
});
