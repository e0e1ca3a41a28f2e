/**
 * The tabletop procedures' own promises, on the guide's game: the chance a
 * forecast shows is the share of rolls the resolution counts as hits; every
 * value a sampler draws for an open field is one the verb accepts; a check
 * passes by its natural rolls first.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatch, sampleAction, type Action, type MatchState } from '../../src/index';
import { checkChance, passesCheck } from '../../src/public/procedures';
import { type ShotOdds, type TablePosition } from '../../src/public/tabletop';
import { withRolls } from '../../src/testing';
import { farm, fire } from '../../examples/tabletop/farm';
import { Reader } from '../../src/engine/context';

type S = MatchState<null, TablePosition>;
const runs = { numRuns: 60 } as const;

describe('a check and its chance', () => {
  it('passes by the natural rolls first, then the number', () => {
    expect(passesCheck({ atMost: 7, alwaysPasses: 1 }, 1, 9)).toBe(true);
    expect(passesCheck({ atLeast: 5, alwaysFails: 1 }, 1, 7)).toBe(false);
    expect(passesCheck({ atLeast: 5 }, 4, 5)).toBe(true);
    expect(() => passesCheck({}, 3, 3)).toThrow(/at most or at least/);
  });
  it('the chance is the share of every roll of the dice that passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.constantFrom(6, 8, 10), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 0, max: 25 }), fc.boolean(), fc.boolean(), (dice, sides, modifier, n, atLeast, natural) => {
        const need = { ...(atLeast ? { atLeast: n } : { atMost: n }), ...(natural ? { alwaysPasses: 1 } : {}) };
        let pass = 0;
        let all = 0;
        const roll = (left: number, total: number): void => {
          if (left === 0) {
            all++;
            if (passesCheck(need, total, total + modifier)) pass++;
            return;
          }
          for (let f = 1; f <= sides; f++) roll(left - 1, total + f);
        };
        roll(dice, 0);
        expect(checkChance(need, modifier, sides, dice)).toBeCloseTo(pass / all, 12);
      }),
      runs,
    );
  });
});

/** A state of the guide's game after `n` random legal actions. */
function randomState(seed: number, n: number, picks: readonly number[]): S {
  let s = createMatch(farm, { seed }) as S;
  for (let i = 0; i < n && !s.result; i++) {
    const side = farm.actingSides(s)[0]!;
    let k = i;
    const a = sampleAction(farm.legal(s, side), (m) => picks[k++ % picks.length]! % m, farm.definition.samplers);
    const r = farm.apply(s, a);
    if (r.ok) s = r.state as S;
  }
  return s;
}

describe('the tabletop procedures', () => {
  it('every value a sampler draws for an open field (a path, a point) is accepted by its verb', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (seed, n, picks) => {
        const s = randomState(seed, n, picks);
        if (s.result) return;
        const side = farm.actingSides(s)[0]!;
        for (const d of farm.legal(s, side).filter((x) => x.open)) {
          let k = seed;
          const a = sampleAction([d], (m) => (k = (k * 16807) % 2147483647) % m, farm.definition.samplers);
          expect(farm.check(s, a), JSON.stringify(a)).toBeNull();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a shot hits exactly when its odds say: the forecast and the resolution are one function', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 1, max: 6 }), (seed, n, picks, roll) => {
        const s = randomState(seed, n, picks);
        if (s.result || s.phase !== 'fire') return;
        const side = farm.actingSides(s)[0]!;
        const d = farm.legal(s, side).find((x) => x.type === 'fire' && x.choose?.['target']);
        if (!d) return;
        const firer = (d.fixed?.['figure'] ?? (d.choose?.['figure'] as string[])[0]) as string;
        const target = (d.choose!['target'] as string[])[0]!;
        const ctx = new Reader(farm as never, s as never) as never;
        const setup = fire.setup(ctx, (ctx as { board: { figure(id: string): never } }).board.figure(firer), 'rifle', target);
        const odds = fire.odds(ctx, setup as never) as ShotOdds;
        expect(odds.chance).toBeGreaterThan(0);
        const r = farm.apply(withRolls(s, [roll]), { type: 'fire', side, figure: firer, target } as Action);
        if (!r.ok) throw new Error(r.error.message);
        const shot = r.events.find((e) => e.type === 'shot')!;
        const sum = odds.modifiers.reduce((t, m) => t + m.n, 0);
        expect(shot['hit']).toBe(passesCheck(odds.check, roll, roll + sum));
        expect(shot['need']).toBe(odds.need.need);
        expect(shot['modifiers']).toEqual(odds.modifiers);
      }),
      runs,
    );
  });
});
