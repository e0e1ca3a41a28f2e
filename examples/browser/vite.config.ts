import { defineConfig } from 'vite';

export default defineConfig({
  root: 'examples/browser',
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
