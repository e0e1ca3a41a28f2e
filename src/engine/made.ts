/**
 * The states the engine made, trusted at the door (they are frozen). A leaf of
 * its own so that running an action (`run.ts`) can mark its state without
 * importing the door, which imports the game.
 */
import type { MatchState } from './types';

/** States the engine made. */
const made = new WeakSet<object>();

/** Whether the engine made a state: only its own states are in the set, so one found there is a state. @internal */
export const isMade = (state: object): state is MatchState => made.has(state);

/** Marks a state the engine made. @internal */
export function madeHere<T extends object>(state: T): T {
  made.add(state);
  return state;
}
