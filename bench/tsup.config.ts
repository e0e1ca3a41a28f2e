import { defineConfig } from 'tsup';

// The library as `dist/` builds it (ESM, split, tree-shaken) for the cold-start
// section, without the declarations that make `npm run build` slow.
const library = {
  index: 'src/index.ts',
  'games/meiktila': 'games/meiktila/index.ts',
};

// The bench runs as a production-style bundle, like the code users install
// (tsx's dev transform wraps every function with a name helper).
export default defineConfig([{
  entry: { run: 'bench/run.ts', worker: 'src/cli/worker.ts', 'parallel-worker': 'bench/parallel-worker.ts', cli: 'src/cli/main.ts', 'host-clients': 'bench/host-clients.ts' },
  outDir: 'bench/.out',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  dts: false,
  silent: true,
  external: [/^boardgame\.io/, /^honeycomb-grid/, /^vite$/, /^playwright-core$/],
}, {
  // bench:bots's ledger games, one file with no chunks and no clean: shards started together each
  // rebuild it, and a process already running keeps what it loaded.
  entry: { 'bench-bots': 'scripts/bench-bots.ts' },
  outDir: 'bench/.bots',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: false,
  clean: false,
  dts: false,
  silent: true,
}, {
  entry: library,
  outDir: 'bench/.dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  treeshake: true,
  clean: true,
  dts: false,
  silent: true,
}, {
  // A front end's production bundle: everything in one minified file, as Vite or esbuild make it.
  entry: { 'front-end': 'bench/cold-front-end.ts' },
  outDir: 'bench/.bundle',
  format: ['esm'],
  platform: 'node',
  target: 'es2022',
  noExternal: [/.*/],
  minify: true,
  treeshake: true,
  clean: true,
  dts: false,
  silent: true,
}]);
