import { defineConfig } from 'tsup';

// One entry per public subpath; games are added here as they land.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing.ts',
    cli: 'src/cli/main.ts',
    'games/meiktila': 'games/meiktila/index.ts',
    'games/myitkyina': 'games/myitkyina/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  splitting: true,
  treeshake: true,
});
