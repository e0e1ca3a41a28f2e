import { defineGame } from '../../src/engine';
import { race } from './race';

const base = race.definition as unknown as Parameters<typeof defineGame>[0];

/** The race with a lie in its legal actions (a run of 4 cells, which the rules refuse): the fuzzer must catch it. */
export const liar = defineGame({ ...base, id: 'liar', legalActions: (ctx, side) => [...base.legalActions(ctx, side), { type: 'run', side, cells: 4 }] });
