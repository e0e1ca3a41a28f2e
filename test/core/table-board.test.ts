import { assert, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tableBoard } from '../../src/board';
import { fuzz } from '../../src/fuzz';
import { createMatch, setupGame, type CounterData, type UnitFlags, type UnitState } from '../../src/engine';
import { endPhaseVerb } from '../../src/procedures';
import { positionProblem } from '../../src/engine/door';
import { checkPath, compileTable, type TablePoint, type TablePosition } from '../../src/tabletop';
import { skirmishTable } from '../support/tables';

const table = compileTable(skirmishTable);
const counter = (id: string, extra: object = {}): CounterData<'allies' | 'axis'> => ({ id, side: id.startsWith('a') ? 'allies' : 'axis', name: id, type: 'infantry', steps: 1, ...extra });
const counters = new Map<string, CounterData<'allies' | 'axis'>>([
  ['a-tank', counter('a-tank', { class: 'tracked', base: { shape: 'rect', length: 4, width: 2 } })],
  ['a-man', counter('a-man')],
  ['x-near', counter('x-near')],
  ['x-far', counter('x-far')],
]);
const at = (x: number, y: number, facing?: number): TablePosition => (facing === undefined ? { x, y } : { x, y, facing });
const units: UnitState<TablePosition, UnitFlags, 'allies' | 'axis'>[] = [
  { id: 'a-tank', side: 'allies', at: at(50, 40, 0), steps: 1 },
  { id: 'a-man', side: 'allies', at: at(50, 43), steps: 1 },
  { id: 'x-near', side: 'axis', at: at(58, 40), steps: 1 },
  { id: 'x-far', side: 'axis', at: at(59.5, 40), steps: 1 },
];
const board = tableBoard(table, units, (id) => counters.get(id));

describe('TableBoard.within', () => {
  it('from a figure, leaves the figure itself out', () => {
    expect(board.within('a-man', 1).map((f) => f.id)).toEqual([]);
    expect(board.within('a-man', 3.5).map((f) => f.id)).toEqual(['a-tank']);
  });
  it("from a figure, measure 'base' is base edge to base edge: the tank's hull counts", () => {
    // The tank's front edge is at x = 52; x-near's base starts at 57.5 (5.5" away), x-far's at 59 (7").
    expect(board.within('a-tank', 6, { measure: 'base' }).map((f) => f.id)).toEqual(['a-man', 'x-near']);
    expect(board.within('a-tank', 7, { measure: 'base' }).map((f) => f.id)).toEqual(['a-man', 'x-near', 'x-far']);
    // From the tank's centre point instead, only x-near's base is within 7.5".
    expect(board.within({ x: 50, y: 40 }, 7.5, { measure: 'base' }).map((f) => f.id)).toEqual(['a-tank', 'a-man', 'x-near']);
  });
  it('nearest first, with the filter', () => {
    expect(board.within('a-tank', 10, { measure: 'base', filter: (f) => f.side === 'axis' }).map((f) => f.id)).toEqual(['x-near', 'x-far']);
  });
});

describe('a tabletop game on the engine', () => {
  const seq = { turns: 2, steps: [{ sides: ['allies', 'axis'], steps: [{ phase: 'movement' }] }] } as const;
  type Types = { position: TablePosition; data: { last: TablePoint | null }; events: { type: 'walked'; unit: string; from: TablePosition; path: readonly TablePoint[] } };
  const kit = setupGame({ types: {} as Types, sides: ['allies', 'axis'] as const, sequence: seq });
  const walk = kit.action({
    schema: z.object({ unit: z.string(), path: z.array(z.object({ x: z.number(), y: z.number() })).min(2) }),
    legal: (ctx, side) => ctx.board.figuresOf(side).filter((f) => ctx.unit(f.id).flags?.['walked'] !== true).map((f) => ({ type: 'walk', side, fixed: { unit: f.id }, open: { path: { kind: 'path', from: f.at } } })),
    check: (ctx, a) => (ctx.board.path({ speed: 6 }, a.path).ok ? null : 'too far (1)'),
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const end = a.path[a.path.length - 1]!;
      ctx.updateUnit(a.unit, { at: { x: end.x, y: end.y }, flags: { walked: true, tired: undefined } });
      // Points and positions are JSON values: they go into events and data as they are.
      ctx.emit({ type: 'walked', unit: a.unit, from: u.at!, path: a.path });
      ctx.setData({ last: end });
    },
  });
  const game = kit.defineGame({
    id: 'walk',
    title: 'Walk',
    version: '1',
    table: skirmishTable,
    counters: [...counters.values()],
    scenarios: { one: { title: 'one' } },
    setup: () => ({ units: units.map((u) => (u.id === 'a-man' ? { ...u, flags: { tired: true } } : u)), data: { last: null } }),
    flags: { walked: { until: 'phase' }, tired: { until: 'game' } },
    phases: { movement: { actions: { walk, done: endPhaseVerb('done', '1') } } },
    samplers: { path: (f) => [f['from']!, { x: (f['from'] as TablePoint).x, y: (f['from'] as TablePoint).y + 1 }] },
    finalResult: () => ({ winner: null, reason: 'over' }),
  });

  it('a flag given as undefined is removed; a walk along a path is checked by the board', () => {
    const s = createMatch(game, { seed: 1 });
    const r = game.apply(s, { type: 'walk', side: 'allies', unit: 'a-man', path: [{ x: 50, y: 43 }, { x: 50, y: 45 }] });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    expect(r.state.units.find((u) => u.id === 'a-man')).toMatchObject({ at: { x: 50, y: 45 }, flags: { walked: true } });
    expect(r.state.units.find((u) => u.id === 'a-man')!.flags).not.toHaveProperty('tired');
    expect(r.events.find((e) => e.type === 'walked')).toMatchObject({ from: { x: 50, y: 43 }, path: [{ x: 50, y: 43 }, { x: 50, y: 45 }] });
    const far = game.apply(s, { type: 'walk', side: 'allies', unit: 'a-man', path: [{ x: 50, y: 43 }, { x: 50, y: 30 }] });
    expect(!far.ok && far.error.message).toBe('too far (1)');
  });
  it('the fuzzer finds nothing', () => {
    expect(fuzz(game, { games: 2 }).findings).toEqual([]);
  });
});

describe('positions on a table', () => {
  it('a figure within the tolerance of the edge is on the table, as checkPath counts it; beyond it, off', () => {
    const g = { table: compileTable(skirmishTable), map: null } as unknown as Parameters<typeof positionProblem>[0];
    expect(positionProblem(g, { x: 24, y: -0.005 })).toBeNull();
    expect(positionProblem(g, { x: 72.009, y: 10 })).toBeNull();
    expect(positionProblem(g, { x: 24, y: -0.02 })).toMatch(/off the 72" × 48" table/);
    // And a path that checkPath accepts ends on the table.
    const check = checkPath(g.table!, { speed: 6 }, [{ x: 24, y: 2 }, { x: 24, y: -0.004 }]);
    expect(check.ok).toBe(true);
    expect(positionProblem(g, check.end)).toBeNull();
  });
});
