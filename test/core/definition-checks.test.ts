/**
 * Issue 27, item 2: data a game is defined with is checked when it is defined,
 * with a typed error that names the path and says what is wrong, never accepted
 * to go wrong in play (a dead end, a gap found only when rolled, a misspelt
 * name silently ignored).
 */
import { describe, expect, it } from 'vitest';
import { defineGame, type AnySpec, type GameDefinition } from '../../src/engine';
import { compileMap } from '../../src/map';
import { compileCosts } from '../../src/movement';
import { checkPath, compileTable } from '../../src/tabletop';
import { caught } from '../support/errors';
import { race } from '../support/race';
import { farm } from '../../examples/tabletop/farm';

const base = race.definition as unknown as GameDefinition<AnySpec>;
const track = base.map!;

describe('the sequence of play names only phases the game defines', () => {
  it('refuses a step naming an undefined phase, with its path and the phases there are', () => {
    const e = caught(() => defineGame({ ...base, sequence: { turns: 2, steps: [{ sides: ['red', 'blue'], steps: [{ phase: 'run' }, { phase: 'rest' }] }] } } as never));
    expect(e.code).toBe('bad-game');
    expect(e.path).toBe('sequence.steps[0].steps[1].phase');
    expect(e.message).toMatch(/sequence\.steps\[0\]\.steps\[1\]\.phase: "rest" is not one of the game's phases \(run\)/);
  });
  it("a game that defines no phases, only actions of the whole game, may name phases freely (they are its sequence's names)", () => {
    const run = base.phases!['run']!.actions!['run']!;
    expect(() => defineGame({ ...base, phases: undefined, actions: { run }, sequence: { turns: 2, steps: [{ phase: 'anything' }] } } as never)).not.toThrow();
    const e = caught(() => defineGame({ ...base, phases: undefined, sequence: { turns: 2, steps: [{ phase: 'anything' }] } } as never));
    expect(e.message).toMatch(/sequence\.steps\[0\]\.phase: "anything" is not one of the game's phases \(none defined, and no actions of the whole game\)/);
  });
  it('in the set-up steps and inside loops too', () => {
    const guards = { more: () => false };
    expect(caught(() => defineGame({ ...base, guards, sequence: { turns: 2, setup: [{ phase: 'deploy' }], steps: [{ phase: 'run' }] } } as never)).path).toBe('sequence.setup[0].phase');
    expect(caught(() => defineGame({ ...base, guards, sequence: { turns: 2, steps: [{ loop: 'x', while: 'more', steps: [{ phase: 'run' }, { phase: 'walk' }] }] } } as never)).path).toBe('sequence.steps[0].steps[1].phase');
  });
});

describe('a hex map declares each type once', () => {
  it('refuses a terrain, hexside or link type declared twice, naming both places', () => {
    const twice = (patch: object) => caught(() => defineGame({ ...base, map: { ...track, ...patch } } as never));
    expect(twice({ terrainTypes: ['track', 'mud', 'track'] }).message).toMatch(/map data is not valid: terrainTypes\[2\]: "track" is declared twice \(also terrainTypes\[0\]\)/);
    expect(twice({ hexsideTypes: ['stream', 'stream'] }).message).toMatch(/hexsideTypes\[1\]: "stream" is declared twice \(also hexsideTypes\[0\]\)/);
    expect(twice({ linkTypes: ['road', 'rail', 'road'] }).message).toMatch(/linkTypes\[2\]: "road" is declared twice/);
  });
});

describe('a terrain may be named anything, even "constructor"', () => {
  const map = compileMap({ ...track, terrainTypes: ['track', 'constructor'], hexes: [{ label: '0301', terrain: 'constructor' }] });
  it('a chart that leaves it out is told so, not "not function Object()"', () => {
    const e = caught(() => compileCosts(map, { terrain: { track: 1 } }));
    expect(e.code).toBe('bad-costs');
    expect(e.message).toBe('the movement costs give no cost for terrain "constructor"');
  });
  it('a chart that gives it a cost uses that cost', () => {
    const c = compileCosts(map, { terrain: { track: 1, constructor: 3 } });
    const into = Array.from(c.step).filter((x) => x === 3);
    expect(into.length).toBeGreaterThan(0);
  });
  it('on a table, a movement profile that does not name it leaves the ground open', () => {
    const table = compileTable({ width: 24, height: 24, terrainTypes: { constructor: {}, rough: {} }, areas: [{ id: 'a', type: 'constructor', polygon: [{ x: 0, y: 0 }, { x: 12, y: 0 }, { x: 12, y: 24 }, { x: 0, y: 24 }] }] });
    const check = checkPath(table, { speed: 6, terrain: { rough: 3 } }, [{ x: 2, y: 2 }, { x: 8, y: 2 }]);
    expect(check.ok).toBe(true);
    expect(check.cost).toBeCloseTo(1, 9);
  });
});

describe('on a table, every counter is a figure with a base the board can measure', () => {
  const def = farm.definition as unknown as GameDefinition<AnySpec>;
  const withBase = (base: unknown) => caught(() => defineGame({ ...def, counters: def.counters.map((c, i) => (i === 3 ? { ...c, base } : c)) } as never));
  it('refuses a radius of -1, a hexagon, a length that is not a number, each with its path', () => {
    expect(withBase({ shape: 'round', radius: -1 }).message).toMatch(/counters\[3\]\.base\.radius: must be more than 0/);
    expect(withBase({ shape: 'hexagon', radius: 1 }).message).toMatch(/counters\[3\]\.base\.shape: a base is "round" \(with a radius\) or "rect" \(with a length and a width\)/);
    const e = withBase({ shape: 'rect', length: Number.NaN, width: 1 });
    expect(e.code).toBe('bad-game');
    expect(e.path).toBe('counters[3].base.length');
    expect(e.message).toMatch(/counters\[3\]\.base\.length: must be a number of inches/);
  });
  it('accepts the bases the example gives, and a counter with no base (an inch-wide round one)', () => {
    expect(() => defineGame(def as never)).not.toThrow();
    expect(() => defineGame({ ...def, counters: def.counters.map((c, i) => (i === 3 ? { ...c, base: undefined } : c)) } as never)).not.toThrow();
  });
});
