/**
 * Unit flags are typed from the spec: a game that declares its flags
 * (`GameTypes.flags`) reads `u.flags?.moved` as the declared kind, and a
 * misspelt flag, read or written, does not compile; its definition must say
 * how long each declared flag lasts, and only those. Each `@ts-expect-error`
 * below fails the type check (run by `npm test` before vitest) if the line
 * after it compiles.
 */
import { assert, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createMatch, setupGame, type FlagsOf, type ReadContext, type RulesContext, type SpecOf, type UnitOf, type UnitState } from '../../src/engine';

const sequence = { turns: 2, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type Flags = { moved: boolean; spent: number; dug: 'half' | 'full' };
type Types = { data: { n: number }; flags: Flags };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

const move = kit.action({
  schema: z.object({ unit: z.string(), to: z.string() }),
  legal: (ctx, side) => ctx.units((u) => u.side === side && u.flags?.moved !== true).map((u) => ({ type: 'move', side, fixed: { unit: u.id }, choose: { to: ['A2', 'B1'] } })),
  apply(ctx, a) {
    const u = ctx.unit(a.unit);
    ctx.updateUnit(a.unit, { at: a.to, flags: { moved: true, spent: (u.flags?.spent ?? 0) + 1 } });
  },
});

function writes(ctx: RulesContext<G>): void {
  // @ts-expect-error: there is no flag "mvoed"
  ctx.updateUnit('b1', { flags: { mvoed: true } });
  // @ts-expect-error: "spent" is a number
  ctx.updateUnit('b1', { flags: { spent: 'all' } });
  // @ts-expect-error: "dug" is 'half' or 'full'
  ctx.updateUnit('b1', { flags: { dug: 'deep' } });
  // @ts-expect-error: updateUnits checks each patch's flags the same way
  ctx.updateUnits({ b1: { flags: { mvoed: true } } });
}

function reads(ctx: ReadContext<G>, w: RulesContext<G>): void {
  const u = ctx.unit('b1');
  expectTypeOf(u.flags?.moved).toEqualTypeOf<boolean | undefined>();
  expectTypeOf(u.flags?.spent).toEqualTypeOf<number | undefined>();
  expectTypeOf(u.flags?.dug).toEqualTypeOf<'half' | 'full' | undefined>();
  // @ts-expect-error: there is no flag "mvoed"
  void u.flags?.mvoed;
  // @ts-expect-error: nor by bracket
  void u.flags?.['mvoed'];
  // Units from the board, the state, a query and a step loss carry the same flags.
  expectTypeOf(ctx.board.unitsAt('A1')[0]!.flags?.spent).toEqualTypeOf<number | undefined>();
  expectTypeOf(ctx.state.units[0]!.flags?.moved).toEqualTypeOf<boolean | undefined>();
  expectTypeOf(ctx.units()[0]!.flags?.dug).toEqualTypeOf<'half' | 'full' | undefined>();
  expectTypeOf(w.steps.lose('b1', 'hit').flags?.moved).toEqualTypeOf<boolean | undefined>();
  expectTypeOf<FlagsOf<G>['spent']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<UnitOf<G>>().toEqualTypeOf<UnitState<string, FlagsOf<G>, G['side']>>();
}

const base = {
  id: 'flagged',
  title: 'Flagged',
  version: '1',
  map: { columns: 2, rows: 2, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
  counters: [
    { id: 'b1', side: 'blue', name: 'b1', type: 'infantry', steps: 1 },
    { id: 'r1', side: 'red', name: 'r1', type: 'infantry', steps: 1 },
  ],
  scenarios: { only: { title: 'Only' } },
  setup: () => ({
    units: [
      { id: 'b1', side: 'blue' as const, at: 'A1', steps: 1 },
      { id: 'r1', side: 'red' as const, at: 'B2', steps: 1, flags: { dug: 'half' as const } },
    ],
    data: { n: 0 },
  }),
  phases: { movement: { actions: { move } } },
  finalResult: () => ({ winner: null, reason: 'over' }),
} as const;

const game = kit.defineGame({
  ...base,
  flags: { moved: { until: 'turn' }, spent: { until: 'turn' }, dug: { until: 'game' } },
  markerFlags: ['dug'],
});

function definitions(): void {
  // @ts-expect-error: "dug" is declared in the types but its lifetime is not given
  kit.defineGame({ ...base, flags: { moved: { until: 'turn' }, spent: { until: 'turn' } } });
  // @ts-expect-error: "mvoed" is not one of the declared flags
  kit.defineGame({ ...base, flags: { moved: { until: 'turn' }, spent: { until: 'turn' }, dug: { until: 'game' }, mvoed: { until: 'turn' } } });
  // @ts-expect-error: a marker can show only a declared flag
  kit.defineGame({ ...base, flags: { moved: { until: 'turn' }, spent: { until: 'turn' }, dug: { until: 'game' } }, markerFlags: ['dgu'] });
}

describe('flags typed from the spec', () => {
  it('a declared flag is written and read with its declared kind, and cleared when its lifetime ends', () => {
    let s = createMatch(game, { seed: 1 });
    const r = game.apply(s, { type: 'move', side: 'blue', unit: 'b1', to: 'A2' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    s = r.state;
    const b1 = s.units.find((u) => u.id === 'b1')!;
    expect(b1.flags).toEqual({ moved: true, spent: 1 });
    expectTypeOf(b1.flags?.spent).toEqualTypeOf<number | undefined>();
    // A moved unit is not offered again this turn: the legal list reads the typed flag.
    expect(game.legalActions(s, 'blue')).toEqual([]);
    expect(typeof reads).toBe('function');
    expect(typeof definitions).toBe('function');
    expect(typeof writes).toBe('function');
  });
});
