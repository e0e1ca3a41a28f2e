/**
 * Planted faults (issue 41): for each game, changes a careless edit could make
 * to its rules, each a piece of source text and what it becomes. `npm run
 * fuzz:faults` plants them one at a time (in memory, as the tests load the
 * code: `plant.ts`) and runs the game's own tests, its fuzz and property tests
 * among them, counting what is caught. A fault lives here, in the tests, and
 * nowhere in the shipped code.
 *
 * Each `find` must be in its file exactly once: when the code moves, the run
 * says the fault is stale instead of passing it as missed or caught.
 *
 * @module
 */
import type { Fault } from './fault';
import { BEACH_ASSAULT } from './beach-assault';
import { GREATER_EAST_ASIA } from './greater-east-asia';
import { MEIKTILA } from './meiktila';
import { MYITKYINA } from './myitkyina';
import { PACIFIC_SKIRMISH } from './pacific-skirmish';

export type { Fault } from './fault';

/** Every fault, by game. */
export const FAULTS: { readonly [game: string]: readonly Fault[] } = {
  myitkyina: MYITKYINA,
  meiktila: MEIKTILA,
  'greater-east-asia': GREATER_EAST_ASIA,
  'pacific-skirmish': PACIFIC_SKIRMISH,
  'beach-assault': BEACH_ASSAULT,
};

/** The fault `<game>/<name>` names, if there is one. */
export function findFault(named: string): Fault | undefined {
  const [game, name] = named.split('/');
  return FAULTS[game ?? '']?.find((f) => f.name === name);
}
