/**
 * The same action on the same state gives the same state, every time: found
 * by the fuzzer on seeds taken from a commit (solo Beach Assault: a save did
 * not load back, "G2 rifleman 1's unit is running away this turn"). Tan's
 * plan kept routes whose legs were tried lazily through the rules context of
 * the first apply, which had gone on to later states: a second apply of the
 * same endFire planned other moves.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, sampleAction, type Game } from '../../../src';
import { beachAssault } from '../../../games/beach-assault';

describe('Beach Assault, solo: Tan\'s programmed turn is a function of the state', () => {
  it('applying each action twice to the same state gives the same state (seeded solo games where it did not, and two-player ones)', () => {
    const g = beachAssault as unknown as Game;
    let checked = 0;
    for (const [seed, solo] of [[16, true], [20, true], [22, true], [3, false], [5, false]] as const) {
      let s = createMatch(g, { seed, options: { solo } });
      let k = seed;
      const int = (n: number) => (k = (k * 1103515245 + 12345) % 2147483648) % n;
      for (let i = 0; i < 100 && !s.result; i++) {
        const side = g.actingSides(s)[0]!;
        const r = g.apply(s, sampleAction(g.legal(s, side), int, g.definition.samplers ?? {}));
        if (!r.ok) throw new Error(r.error.message);
        const again = g.apply(s, r.action);
        expect(again.ok && JSON.stringify(again.state), `seed ${seed}, step ${i}`).toBe(JSON.stringify(r.state));
        checked++;
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
