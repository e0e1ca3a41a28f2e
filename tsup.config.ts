import { defineConfig, type Options } from 'tsup';

// One entry per public subpath; games are added here as they land.
const common: Options = {
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.ts',
    cli: 'src/cli/main.ts',
    'games/greater-east-asia': 'games/greater-east-asia/index.ts',
    'games/meiktila': 'games/meiktila/index.ts',
    'games/myitkyina': 'games/myitkyina/index.ts',
  },
  sourcemap: true,
  target: 'node20',
  splitting: true,
  treeshake: true,
};

export default defineConfig([
  { ...common, format: ['esm'], dts: true },
  // flatbush and flatqueue ship as ES modules only, which `require` cannot load
  // before Node 20.19: the CommonJS build carries its own copy.
  { ...common, format: ['cjs'], dts: true, noExternal: ['flatbush', 'flatqueue'] },
]);
