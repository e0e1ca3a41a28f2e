/**
 * Sides are typed from the spec: a counter, a unit, a patch and a state name
 * only the game's sides, so a misspelt side in a counter table, a set-up or a
 * rule does not compile. Each `@ts-expect-error` below fails the type check
 * (run by `npm test` before vitest) if the line after it compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, setupGame, type CounterData, type ReadContext, type RulesContext, type SpecOf, type UnitOf } from '../../src/engine';

const sequence = { turns: 1, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type Side = (typeof SIDES)[number];
type Types = { data: null };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

const COUNTERS: readonly CounterData<Side>[] = [
  { id: 'b1', side: 'blue', name: 'b1', type: 'infantry', steps: 1 },
  { id: 'r1', side: 'red', name: 'r1', type: 'infantry', steps: 1 },
];

const base = {
  id: 'sided',
  title: 'Sided',
  version: '1',
  map: { columns: 2, rows: 2, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
  counters: COUNTERS,
  scenarios: { only: { title: 'Only' } },
  setup: () => ({ units: COUNTERS.map((c): UnitOf<G> => ({ id: c.id, side: c.side, at: c.side === 'blue' ? 'A1' : 'B2', steps: 1 })), data: null }),
  phases: { movement: { actions: {} } },
  finalResult: () => ({ winner: null, reason: 'over' }),
} as const;

const game = kit.defineGame(base);

function tables(): void {
  // @ts-expect-error: "bleu" is not one of the game's sides
  const misspelt: CounterData<Side> = { id: 'b2', side: 'bleu', name: 'b2', type: 'infantry', steps: 1 };
  // @ts-expect-error: the definition's counter table names only the game's sides
  kit.defineGame({ ...base, counters: [{ id: 'b2', side: 'bleu', name: 'b2', type: 'infantry', steps: 1 }] });
  // @ts-expect-error: a set-up places units of the game's sides only
  kit.defineGame({ ...base, setup: () => ({ units: [{ id: 'b1', side: 'bleu', at: 'A1', steps: 1 }], data: null }) });
  // @ts-expect-error: a unit of the game is of one of its sides
  const unit: UnitOf<G> = { id: 'b1', side: 'bleu', at: 'A1', steps: 1 };
  void [misspelt, unit];
}

function rules(ctx: ReadContext<G>, w: RulesContext<G>): void {
  expectTypeOf(ctx.unit('b1').side).toEqualTypeOf<Side>();
  expectTypeOf(ctx.board.unitsAt('A1')[0]!.side).toEqualTypeOf<Side>();
  expectTypeOf(ctx.state.units[0]!.side).toEqualTypeOf<Side>();
  expectTypeOf(ctx.counter('b1').side).toEqualTypeOf<Side>();
  // @ts-expect-error: a unit changes hands only to one of the game's sides
  w.updateUnit('b1', { side: 'bleu' });
  // @ts-expect-error: nor is one added for a side the game lacks
  w.addUnit({ id: 'x', side: 'green', at: 'A1', steps: 1 });
  // @ts-expect-error: a unit's side compared with a misspelt one
  void ctx.units((u) => u.side === 'rde');
}

describe('sides typed from the spec', () => {
  it('a match of the game holds units of its own sides, typed so', () => {
    const s = createMatch(game, { seed: 1 });
    expectTypeOf(s.units[0]!.side).toEqualTypeOf<Side>();
    expect(s.units.map((u) => u.side)).toEqual(['blue', 'red']);
    void [tables, rules];
  });
});
