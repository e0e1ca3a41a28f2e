import { expect } from 'vitest';
import { HexwarError } from '../../src/errors';

/** Runs `run` and returns the HexwarError it throws (fails if it throws anything else or nothing). */
export function caught(run: () => unknown): HexwarError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HexwarError);
    return error as HexwarError;
  }
  throw new Error('expected a HexwarError, nothing was thrown');
}
