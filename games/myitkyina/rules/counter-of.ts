/**
 * A unit's printed counter, and whether it is a decoy: read by the rules and
 * by the log's words (events.ts), in a module of their own so the words need
 * not import the game's types.
 *
 * @module
 */
import { counterLookup } from 'hexwar';
import { COUNTERS } from '../data/counters';

/** The counter of a unit. */
export const counterOf = counterLookup(COUNTERS);
/** Whether a unit is a decoy. */
export const isDecoy = (id: string): boolean => counterOf(id).type === 'decoy';
