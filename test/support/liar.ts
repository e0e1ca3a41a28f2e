import { defineGame, type ActionDefinition, type AnySpec, type GameDefinition } from '../../src/engine';
import { race } from './race';

const base = race.definition as GameDefinition<AnySpec>;
const run = base.phases!['run']!.actions!['run']! as ActionDefinition<AnySpec, { cells: number }>;

/** The race with a lie in its legal actions (a run of 4 cells, which the rules refuse): the fuzzer must catch it. */
export const liar = defineGame({
  ...base,
  id: 'liar',
  phases: { run: { actions: { run: { ...run, legal: (ctx, side) => [...run.legal!(ctx, side), { type: 'run', side, cells: 4 }] } } } },
});
