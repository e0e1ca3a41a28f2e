/**
 * Designer data checked as loudly as maps (issue 39): a misspelt weapon, class
 * or counter field, a hex label off the map in rule code, a bot objective that
 * is no hex. Each loaded, fuzzed clean and did nothing before.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createMatch, defineGame, heuristicBot, view, type Game } from '../../src';
import { farm } from '../../examples/tabletop/farm';
import { crossing } from '../../examples/plugin/crossing';

/** The farm game again with its counters changed. */
const farmWith = (change: (c: (typeof farm.definition.counters)[number], i: number) => object) =>
  defineGame({ ...(farm.definition as never as Parameters<typeof defineGame>[0]), counters: farm.definition.counters.map((c, i) => ({ ...c, ...change(c, i) })) } as never);

describe('designer data is checked when the game is defined', () => {
  it('a weapon the fire rules lack ("rifel") is refused, naming the counter and the weapons there are', () => {
    expect(() => farmWith((c, i) => (i === 1 ? { weapons: ['rifel'] } : {}))).toThrow(/counters\[1\]\.weapons\[0\]: "rifel" is not a weapon of the fire rules .*rifle.*blue-r1 would never fire it/);
    expect(() => farmWith(() => ({}))).not.toThrow();
  });

  it('a class the movement chart lacks ("infantri") is refused', () => {
    expect(() => farmWith((c, i) => (i === 2 ? { class: 'infantri' } : {}))).toThrow(/counters\[2\]\.class: "infantri" is not a class of the movement chart/);
  });

  it('a counter field a letter or two from one the engine reads ("wepons") is refused as a slip; a game\'s own field is welcome', () => {
    expect(() => farmWith((c, i) => (i === 0 ? { wepons: ['rifle'] } : {}))).toThrow(/counters\[0\]\.wepons: .*did you mean "weapons"/);
    expect(() => farmWith((c, i) => (i === 0 ? { formaton: 'x' } : {}))).toThrow(/did you mean "formation"/);
    expect(() => farmWith((c, i) => (i === 0 ? { rank: 'sergeant', morale: 7 } : {}))).not.toThrow();
  });
});

describe('hex labels in rule code are checked in development', () => {
  it('a board query about a hex that is not on the map throws, naming the label; one on it answers', () => {
    const state = createMatch(crossing, { seed: 1 });
    const board = crossing.board(state.units);
    expect(board.unitsAt('A3').length).toBeGreaterThan(0);
    expect(() => board.unitsAt('C33')).toThrow(/"C33" is not a hex of this/);
    expect(() => board.enemyAt('Z9', 'blue')).toThrow(/not a hex/);
  });

  it('a bot objective that is no hex of the map is refused when the bot first asks', () => {
    const bad = defineGame({ ...(crossing.definition as never as Parameters<typeof defineGame>[0]), bot: { ...crossing.definition.bot, objectives: () => ['C33'] } } as never) as Game;
    const state = createMatch(bad, { seed: 1 });
    expect(() => heuristicBot(1, bad).choose(view(bad, state, 'blue'))).toThrow(/bot\.objectives names "C33", which is not a hex of its map/);
  });
});

describe("a verb's log template", () => {
  it('{target} in a says template whose action has its own target field is refused (the log would fill in the attacked hex)', () => {
    const def = crossing.definition as never as Parameters<typeof defineGame>[0] & { phases: Record<string, { actions: Record<string, object> }> };
    const [phase, p] = Object.entries(def.phases).find(([, x]) => Object.keys(x.actions ?? {}).length > 0)!;
    const bombard = { schema: z.object({ target: z.string() }), says: 'the gun bombards {target}', legal: () => [], apply: () => {} };
    const withVerb = (verb: object) => defineGame({ ...def, phases: { ...def.phases, [phase]: { ...p, actions: { ...p.actions, bombard: verb } } } } as never);
    expect(() => withVerb(bombard)).toThrow(/bombard\.says: "\{target\}" names both the action's own target field and the mark the log fills itself \(the hex of the attack under way\)/);
    expect(() => withVerb({ ...bombard, schema: z.object({ at: z.string() }), says: 'the gun bombards {at}' })).not.toThrow();
  });
});
