/**
 * Issue 27, item 2: data a game is defined with is checked when it is defined,
 * with a typed error that names the path and says what is wrong, never accepted
 * to go wrong in play (a dead end, a gap found only when rolled, a misspelt
 * name silently ignored).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, defineGame, type AnySpec, type GameDefinition } from '../../src/engine';
import { mustApply } from '../../src/testing';
import { compileMap } from '../../src/map';
import { compileCosts } from '../../src/movement';
import { checkPath, compileTable } from '../../src/tabletop';
import { caught } from '../support/errors';
import { race } from '../support/race';
import { CRT as GEA_CRT, ODDS_TABLE as GEA_ODDS } from '../../games/greater-east-asia/data/tables';
import { farm, TABLE as FARM_TABLE, type FarmSpec } from '../../examples/tabletop/farm';
import { attackProcedures } from '../../src/public/combat';
import { pathMoves, tabletopFire, type MovementProfile, type ScatterTable, type TableWeapon } from '../../src/public/tabletop';

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

describe('the tabletop procedures check their data when the game builds them', () => {
  const foot: MovementProfile = { name: 'foot', speed: 6, terrain: { orchard: { times: 0.5 } }, obstacles: { wall: { cross: 'free' } } };
  const moves = (profiles: Record<string, MovementProfile>) => caught(() => pathMoves<FarmSpec>({ rule: 'Movement', table: FARM_TABLE, profiles }));
  it('a movement profile: a speed of -4 is refused, not read as "may not enter the open"', () => {
    const e = moves({ infantry: { ...foot, speed: -4 } });
    expect(e.code).toBe('bad-game');
    expect(e.path).toBe('profiles.infantry.speed');
    expect(e.message).toMatch(/the movement chart \(Movement\) is not valid: profiles\.infantry\.speed: must be more than 0/);
    expect(moves({ infantry: { ...foot, terrain: { orchard: -2 } } }).path).toBe('profiles.infantry.terrain.orchard');
  });
  it('a terrain, zone or obstacle type the table does not declare (a misspelling) is named, with the ones it has', () => {
    const e = moves({ infantry: { ...foot, terrain: { orchad: { times: 0.5 } } } });
    expect(e.path).toBe('profiles.infantry.terrain.orchad');
    expect(e.message).toMatch(/"orchad" is not a terrain type of the table \(it has orchard\)/);
    expect(moves({ infantry: { ...foot, zones: { sea: 3 } } }).message).toMatch(/"sea" is not a kind of zone of the table \(it has none\)/);
    expect(moves({ infantry: { ...foot, obstacles: { hedge: 'never' } } }).message).toMatch(/"hedge" is not a type of obstacle of the table \(it has wall\)/);
    expect(() => pathMoves<FarmSpec>({ rule: 'Movement', table: FARM_TABLE, profiles: { infantry: foot } })).not.toThrow();
  });
  const scatter: ScatterTable = { die: 6, entries: [{ rolls: [5, 6], result: 'on-target' }, { rolls: [1, 2], result: 'long', distance: 2 }, { rolls: [3, 4], result: 'short', distance: 2 }] };
  const rifle: TableWeapon = { name: 'rifle', bands: [{ upTo: 6, band: 'short' }, { upTo: 18, band: 'long' }], targets: 'nearest' };
  const build = (w: Record<string, TableWeapon>) => () => tabletopFire<FarmSpec>({ rule: '4', table: FARM_TABLE, weapons: w, compare: 'atLeast', need: () => ({ need: 4 }), resolve: () => {} });
  const weapons = (w: Record<string, TableWeapon>) => caught(build(w));
  it('a scatter table with a gap is refused when defined, not when the gap is rolled', () => {
    const gap = { ...scatter, entries: scatter.entries.filter((e) => e.result !== 'short') };
    const e = weapons({ rifle, grenade: { name: 'grenade', range: 6, template: { radius: 1, table: gap, atPoint: true } } });
    expect(e.code).toBe('bad-game');
    expect(e.path).toBe('weapons.grenade.template.table.entries');
    expect(e.message).toMatch(/the weapons \(4\) is not valid: weapons\.grenade\.template\.table\.entries: a roll of 3 on the d6 has no row/);
  });
  it('range bands that do not increase, a template without a size, an arc of 400°, are refused with their paths', () => {
    expect(weapons({ rifle: { ...rifle, bands: [{ upTo: 18, band: 'long' }, { upTo: 6, band: 'short' }] } }).path).toBe('weapons.rifle.bands[1].upTo');
    expect(weapons({ rifle: { ...rifle, bands: [{ upTo: -1, band: 'short' }] } }).path).toBe('weapons.rifle.bands[0].upTo');
    expect(weapons({ mortar: { name: 'mortar', range: 24, template: { table: scatter } } }).message).toMatch(/weapons\.mortar\.template: a template has a radius or a diameter/);
    expect(weapons({ mg: { name: 'machinegun', range: 24, arc: 400 } }).message).toMatch(/weapons\.mg\.arc: an arc is at most 360°/);
    expect(weapons({ rifle: { ...rifle, range: 12 } }).message).toMatch(/weapons\.rifle\.range: a weapon with range bands reaches to the last band's limit/);
    // The target rules accepted are the ones the fire procedure knows (TARGET_RULES, declared once).
    expect(weapons({ rifle: { ...rifle, targets: 'closest' as never } }).path).toBe('weapons.rifle.targets');
    expect(build({ rifle: { ...rifle, targets: 'every' } })).not.toThrow();
    expect(build({ rifle, grenade: { name: 'grenade', range: 6, template: { radius: 1, table: scatter, atPoint: true } } })).not.toThrow();
  });
});

describe("the attack procedures parse their CRT and odds table when built (Greater East Asia's CRT was never parsed)", () => {
  const build = (crt: typeof GEA_CRT, odds = GEA_ODDS) => () => attackProcedures({ odds, crt, rule: '11.0', attackers: () => [], legend: () => ({ steps: [] }) });
  it('a gap in the rolls is named with its path now, not met at a lookup', () => {
    const gap = { ...GEA_CRT, rows: GEA_CRT.rows.filter((r) => r.roll !== 4) };
    const e = caught(build(gap));
    expect(e.code).toBe('bad-crt');
    expect(e.path).toBe('rows[3].roll');
    expect(e.message).toMatch(/combat results table is not valid: rows\[3\]\.roll: no row for roll 4: rows\[2\] ends at 3 and rows\[3\] starts at 5/);
    expect(caught(build({ ...GEA_CRT, rows: GEA_CRT.rows.map((r, i) => (i === 2 ? { ...r, results: r.results.slice(1) } : r)) })).path).toBe('rows[2].results');
  });
  it("the odds table's columns are the CRT's, in order", () => {
    const e = caught(build({ ...GEA_CRT, columns: [...GEA_CRT.columns].reverse() }));
    expect(e.code).toBe('bad-crt');
    expect(e.path).toBe('columns');
    expect(e.message).toMatch(/its columns \(6-1, 5-1, .*\) are not the odds table's \(1-3, 1-2, .*\)/);
    expect(build(GEA_CRT)).not.toThrow();
  });
});

describe('every flag a game sets is declared with how long it lasts (issue 22 item 6)', () => {
  const raceDef = race.definition as GameDefinition<AnySpec>;
  const run = raceDef.phases!['run']!.actions!['run']!;
  // The run verb also marks the runner: `ran` for the phase, `tired` for the turn, `started` for the game.
  const marking = (flags?: GameDefinition<AnySpec>['flags']) =>
    defineGame({
      ...raceDef,
      id: 'marking',
      ...(flags ? { flags } : {}),
      phases: { run: { actions: { run: { ...run, apply: (ctx, a) => (ctx.updateUnit(`${a.side} runner`, { flags: { ran: true, tired: true, started: true } }), run.apply!(ctx, a)) } } } },
    });

  it('a flag left out of `flags` is refused at its first write, naming the flag, the unit and the fix; the state is unchanged', () => {
    const game = marking({ ran: { until: 'phase' }, tired: { until: 'turn' } });
    const s = createMatch(game, { seed: 1 });
    const before = JSON.stringify(s);
    const r = game.apply(s, { type: 'run', side: 'red', cells: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/Race sets the flag "started" on red runner but does not declare it: add it to the definition's flags with how long it lasts \(until 'phase', 'turn' or 'game'\)/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a game with no `flags` at all is refused the same way (it used to keep the flag for the rest of the game)', () => {
    const game = marking();
    const r = game.apply(createMatch(game, { seed: 1 }), { type: 'run', side: 'red', cells: 1 });
    expect(!r.ok && r.error.message).toMatch(/sets the flag "ran" on red runner but does not declare it/);
  });

  it('a set-up that marks a unit with an undeclared flag is refused with the path to the flag', () => {
    const game = defineGame({ ...raceDef, id: 'marked', setup: (sctx) => ({ ...raceDef.setup(sctx), units: raceDef.setup(sctx).units.map((u) => ({ ...u, flags: { fresh: true } })) }) });
    expect(caught(() => createMatch(game, { seed: 1 }))).toMatchObject({ code: 'bad-game', path: 'flags.fresh' });
  });

  it("declared flags last as declared: 'phase' to the phase's end, 'turn' to the turn's end, 'game' until the game's own rules clear it", () => {
    const game = marking({ ran: { until: 'phase' }, tired: { until: 'turn' }, started: { until: 'game' } });
    let s = createMatch(game, { seed: 1 });
    const flags = () => s.units.find((u) => u.id === 'red runner')!.flags;
    s = mustApply(game, s, { type: 'run', side: 'red', cells: 1 }).state;
    // Red's phase ended; blue's run phase of the same turn is under way.
    expect(flags()).toEqual({ tired: true, started: true });
    s = mustApply(game, s, { type: 'run', side: 'blue', cells: 1 }).state;
    expect(s.turn).toBe(2);
    expect(flags()).toEqual({ started: true });
  });

  it("`until` takes only 'phase', 'turn' or 'game'", () => {
    expect(caught(() => marking({ ran: { until: 'battle' as never } }))).toMatchObject({ code: 'bad-game', message: expect.stringMatching(/flags\.ran\.until/) });
  });
});
