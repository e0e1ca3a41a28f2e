import { defineConfig } from 'tsup';

// The bench runs as a production-style bundle, like the code users install
// (tsx's dev transform wraps every function with a name helper).
export default defineConfig({
  entry: { run: 'bench/run.ts', worker: 'src/cli/worker.ts', cli: 'src/cli/main.ts' },
  outDir: 'bench/.out',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  dts: false,
  silent: true,
  external: [/^boardgame\.io/, /^honeycomb-grid/],
});
