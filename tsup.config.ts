import { defineConfig, type Options } from 'tsup';

// One entry per public subpath; games are added here as they land.
const library = {
  index: 'src/index.ts',
  testing: 'src/testing.ts',
  // The designer's mechanics, one subpath each (the root holds what a front end needs).
  hex: 'src/public/hex.ts',
  combat: 'src/public/combat.ts',
  procedures: 'src/public/procedures.ts',
  tabletop: 'src/public/tabletop.ts',
  random: 'src/public/random.ts',
  bots: 'src/public/bots.ts',
  // The host (Node only; its libraries are optional peer dependencies, never bundled) and the browser-safe client.
  server: 'src/server/index.ts',
  client: 'src/client/index.ts',
  // React bindings (React an optional peer dependency, never bundled).
  react: 'src/react/index.ts',
  'games/beach-assault': 'games/beach-assault/index.ts',
  'games/greater-east-asia': 'games/greater-east-asia/index.ts',
  'games/meiktila': 'games/meiktila/index.ts',
  'games/myitkyina': 'games/myitkyina/index.ts',
  'games/pacific-skirmish': 'games/pacific-skirmish/index.ts',
};
const common: Options = {
  sourcemap: true,
  target: 'node20',
  splitting: true,
  treeshake: true,
};

export default defineConfig([
  { ...common, entry: library, format: ['esm'], dts: true },
  // flatbush, flatqueue and the noble ciphers and hashes ship as ES modules only,
  // which `require` cannot load before Node 20.19: the CommonJS build carries its own copy.
  { ...common, entry: library, format: ['cjs'], dts: true, noExternal: ['flatbush', 'flatqueue', /^@noble\//] },
  // The command and its worker threads: ES modules only, no declarations (nothing imports them).
  { ...common, entry: { cli: 'src/cli/bin.ts', worker: 'src/cli/worker.ts', 'search-worker': 'src/cli/search-worker.ts', 'bot-worker': 'src/cli/bot-worker.ts' }, format: ['esm'], sourcemap: false },
]);
