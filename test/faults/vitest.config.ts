import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import base from '../vitest.config';
import { plantFault } from './plant';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The unit tests with one fault planted (`HEXWAR_FAULT=<game>/<name>`, see
 * `scripts/fuzz-faults.ts`): the first failing test catches it, so the run
 * stops there.
 */
export default mergeConfig(base, {
  plugins: [plantFault(root)],
  test: { bail: 1, include: ['test/faults/*.fault-test.ts'] },
});
