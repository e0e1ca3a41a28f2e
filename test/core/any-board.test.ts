/**
 * The core's procedures over any board: the attack and combat result
 * procedures, control of places, end-of-turn overstacking and victory points
 * run on a table in inches through the Board interface, as they do on hexes.
 */
import { assert, describe, expect, it } from 'vitest';
import { openDecision, createMatch, fuzz, setupGame, type Action, type CounterData, type StateOf, type SpecOf } from '../../src';
import {
  attackProcedures, controlAfter, eliminateOverstacked, parseCrt, ratioColumns, type CombatStep
} from '../../src/public/combat';
import { endPhaseVerb, vpVictory } from '../../src/public/procedures';
import { type TablePosition } from '../../src/public/tabletop';
import { Reader, Working } from '../../src/engine/context';
import { withRolls } from '../../src/testing';

const sequence = { turns: 2, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'combat', rule: '5' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type Data = { control: { [at: string]: string } };
type Types = { position: TablePosition; data: Data };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

const crt = parseCrt({
  id: 'table-crt',
  columns: ['1:1', '2:1', '3:1'],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['DR', 'DR', 'DE'] },
    { roll: 2, results: ['DR', 'DR', 'DE'] },
    { roll: 3, results: ['NE', 'DR', 'DR'] },
    { roll: 4, results: ['NE', 'NE', 'DR'] },
    { roll: 5, results: ['AR', 'NE', 'DR'] },
    { roll: 6, results: ['AR', 'AR', 'NE'] },
  ],
});
const steps = (code: string): CombatStep[] =>
  code === 'DE' ? [{ kind: 'eliminate', role: 'defender' }] : code === 'DR' ? [{ kind: 'retreat', role: 'defender', hexes: 3 }, { kind: 'advance' }] : code === 'AR' ? [{ kind: 'retreat', role: 'attacker', hexes: 3 }] : [];
const counter = (id: string, side: 'blue' | 'red', attack: number, defence: number): CounterData<'blue' | 'red'> => ({ id, side, name: id, type: 'infantry', steps: 1, factors: [{ attack, defence, movement: 6 }] });
const at = (x: number, y: number): TablePosition => ({ x, y });
const HILL = at(12, 12);

/** A table game whose attacks are the core's: attackers within 2", woods +1 to defence, retreats straight back from the attack. */
function tableGame(withRetreats = true) {
  const combat = attackProcedures<G>({
    odds: { kind: 'ratio', columns: ratioColumns(['1:1', '2:1', '3:1']), below: 'lowest', above: 'highest' },
    crt,
    rule: '5',
    attackers: (ctx, target, side) => ctx.board.unitsWithin(target, 2).filter((u) => u.side === side && u.flags?.['attacked'] !== true),
    modifiers: [{ kind: 'perDefender', add: 1, in: { terrain: 'woods' }, reason: 'woods', rule: '5.3' }],
    legend: (code) => ({ steps: steps(code) }),
    resolved(ctx, c) {
      for (const id of c.attackers) ctx.updateUnit(id, { flags: { attacked: true } });
    },
    retreat: {
      rule: '5.5',
      // Straight away from the point attacked (the attackers' centre for an attacker), `distance` inches, if it stays on the table.
      ...(withRetreats
        ? {
            ends: (ctx, unit, distance, r) => {
              const from = r.attackers.includes(unit.id) ? r.hex : ctx.unit(r.attackers[0]!).at!;
              const dx = unit.at!.x - from.x;
              const dy = unit.at!.y - from.y;
              const d = Math.hypot(dx, dy) || 1;
              const to = at(Math.round((unit.at!.x + (dx / d) * distance) * 100) / 100, Math.round((unit.at!.y + (dy / d) * distance) * 100) / 100);
              return ctx.board.has(to) ? { ends: [to], offMap: false } : { ends: [], offMap: true };
            },
          }
        : {}),
    },
  });
  return kit.defineGame({
    id: 'table-attack',
    title: 'Table attack',
    version: '1',
    table: {
      width: 24,
      height: 24,
      terrainTypes: { woods: { cover: true } },
      areas: [{ id: 'wood', type: 'woods', polygon: [at(14, 0), at(20, 0), at(20, 6), at(14, 6)] }],
      zones: [{ id: 'hill', kind: 'objective', polygon: [at(11, 11), at(13, 11), at(13, 13), at(11, 13)] }],
    },
    counters: [counter('b1', 'blue', 3, 2), counter('b2', 'blue', 2, 2), counter('r1', 'red', 1, 2), counter('r2', 'red', 1, 1)],
    scenarios: { s: { title: 's' } },
    setup: () => ({
      units: [
        { id: 'b1', side: 'blue', at: at(10, 3), steps: 1 },
        { id: 'b2', side: 'blue', at: at(10, 4), steps: 1 },
        { id: 'r1', side: 'red', at: at(11.5, 3), steps: 1 },
        { id: 'r2', side: 'red', at: at(16, 3), steps: 1 },
      ],
      data: { control: {} },
    }),
    flags: { attacked: { until: 'phase' } },
    phases: { combat: { actions: { declareAttack: combat.declare, endCombat: endPhaseVerb('endCombat', '5') } } },
    procedures: combat.procedures,
    finalResult: () => ({ winner: null, reason: 'over' }),
  });
}
const game = tableGame();
type S = StateOf<G>;
const act = (s: S, a: Action, rolls?: number[], g = game): S => {
  const r = g.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('the attack procedures on a table', () => {
  it('targets are the points enemy figures stand at, in the board\'s order; a figure in woods gets its bonus', () => {
    const s = createMatch(game, { seed: 1 });
    const d = game.legal(s, 'blue').find((x) => x.type === 'declareAttack')!;
    // r1 is within 2" of both blue figures; r2 of neither.
    expect(d.choose?.['hex']).toEqual([at(11.5, 3)]);
    let t = act(s, { type: 'declareAttack', side: 'blue', hex: at(11.5, 3) });
    t = act(t, { type: 'addAttacker', side: 'blue', unit: 'b1' });
    t = act(t, { type: 'addAttacker', side: 'blue', unit: 'b2' });
    const r = game.apply(withRolls(t, [1]), { type: 'resolveAttack', side: 'blue' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    // 5 against 2: 2:1; a 1 drives r1 back 3" from b1, straight away from it.
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ attack: 5, defence: 2, column: '2:1', result: 'DR' });
    expect(r.state.units.find((u) => u.id === 'r1')!.at).toEqual(at(14.5, 3));
    // The point attacked is empty: an attacker within an inch of it may advance into it (b1 is 1.5" away: not).
    expect(openDecision(r.state)).toBeNull();
  });

  it('the woods count: a defender inside them is tallied with +1', () => {
    let s = createMatch(game, { seed: 1 });
    s = { ...s, units: s.units.map((u) => (u.id === 'b1' ? { ...u, at: at(14.8, 3) } : u.id === 'r1' ? { ...u, at: at(6, 20) } : u)) };
    s = act(s, { type: 'declareAttack', side: 'blue', hex: at(16, 3) });
    s = act(s, { type: 'addAttacker', side: 'blue', unit: 'b1' });
    const r = game.apply(withRolls(s, [4]), { type: 'resolveAttack', side: 'blue' });
    expect(r.ok && r.events.find((e) => e.type === 'combat')).toMatchObject({ attack: 3, defence: 2, modifiers: [{ role: 'defender', reason: 'woods', amount: 1, units: ['r2'] }] });
  });

  it('a table game that gives no reading of retreats is told so when one comes up', () => {
    const g = tableGame(false);
    let s = createMatch(g, { seed: 1 });
    s = act(s, { type: 'declareAttack', side: 'blue', hex: at(11.5, 3) }, undefined, g);
    s = act(s, { type: 'addAttacker', side: 'blue', unit: 'b1' }, undefined, g);
    const r = g.apply(withRolls(s, [1]), { type: 'resolveAttack', side: 'blue' });
    expect(!r.ok && r.error).toMatchObject({ code: 'bad-game' });
    expect(!r.ok && r.error.message).toContain('retreat.ends');
  });

  it('the fuzzer finds nothing', () => {
    expect(fuzz(game, { games: 3, seed: 5 }).findings).toEqual([]);
  });
});

describe('control, overstacking and victory points on a table', () => {
  const s0 = createMatch(game, { seed: 1 });
  it('control goes to the side alone at a place, by its position key', () => {
    const s = { ...s0, units: s0.units.map((u) => (u.id === 'r2' ? { ...u, at: HILL } : u)) };
    const ctx = new Reader(game as never, s as never) as never;
    expect(controlAfter<G, Data['control']>(ctx, [HILL, at(1, 1)], {})).toEqual({ '12,12': 'red' });
  });

  it('figures over the stacking limit at one point are eliminated, the last first', () => {
    const stacked = kit.defineGame({ ...game.definition, id: 'table-stack', stacking: { allows: (ids: readonly string[]) => ids.length <= 1 } } as never);
    const s = { ...createMatch(stacked, { seed: 1 }), units: s0.units.map((u) => (u.side === 'blue' ? { ...u, at: at(10, 3) } : u)) };
    const w = new Working(stacked as never, s as never);
    eliminateOverstacked(w as never, '3');
    expect(w.events.filter((e) => e.type === 'overstacked')).toEqual([{ type: 'overstacked', unit: 'b2', hex: at(10, 3), rule: '3' }]);
  });

  it('victory points count the places a game names on its table', () => {
    const victory = vpVictory<G>({
      sides: ['blue', 'red'],
      control: (ctx) => ctx.data.control,
      places: () => [{ label: '12,12', name: 'the hill', kind: 'objective', value: 3 }],
      levels: [{ atMost: -1, winner: 'red', level: 'Red wins' }, { atMost: 0, winner: null, level: 'Draw' }, { winner: 'blue', level: 'Blue wins' }],
      rules: { score: '6', levels: '6.1' },
    });
    const s = { ...s0, data: { control: { '12,12': 'blue' } } };
    const ctx = new Reader(game as never, s as never) as never;
    expect(victory.score(ctx, 'blue')).toEqual({ parts: [{ label: 'steps', vp: 0 }, { label: '1 objective', vp: 3 }], total: 3 });
    expect(victory.result(ctx)).toMatchObject({ winner: 'blue', level: 'Blue wins' });
  });
});
