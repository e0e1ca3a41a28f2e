import type { Action, JsonValue } from '../engine/types';

/**
 * One problem the fuzzer found, with what is needed to reproduce it.
 *
 * @category Bots
 */
export interface FuzzFinding {
  /** What went wrong. */
  readonly kind: 'crash' | 'dead-end' | 'endless' | 'repetition' | 'invariant' | 'legal-refused' | 'illegal-accepted' | 'state-changed' | 'not-json' | 'check-disagrees' | 'undo' | 'save' | 'event' | 'acts-too-often';
  /** The match seed. */
  readonly seed: number;
  /** The actions applied before it happened (replay them from the seed). */
  readonly actions: readonly Action[];
  /** The offending action, if any. */
  readonly action?: JsonValue;
  /** What happened, in words. */
  readonly message: string;
}
