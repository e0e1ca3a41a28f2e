/**
 * Issue 40 item 3: a bot handed its seed by `playMatch` must not be able to
 * work back to the match seed and rebuild the match's hidden set-up.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type BotFactory } from '../../src/bots';
import { playMatch } from '../../src/play';
import { createMatch } from '../../src/engine';
import { shippedGame } from '../../games';

describe('bot seeds reveal nothing of the match', () => {
  it('an Allied Myitkyina bot that inverts its own seed (old formula and seeds near it) finds no key to the Japanese set-up', async () => {
    const game = (await shippedGame('myitkyina'))!;
    const allied = game.sides.indexOf('allied');
    for (const seed of [3, 17, 1944]) {
      const seen: (number | string)[] = [];
      const spy: BotFactory = (s, g) => {
        seen.push(s);
        return randomBot(s, g);
      };
      playMatch(game, { seed, bots: spy, maxSteps: 1 });
      const mine = seen[allied];
      expect(typeof mine).toBe('number');
      // The obvious inversions: the old 31·seed + i + 1, and small seeds around it.
      const guess = Math.round(((mine as number) - allied - 1) / 31);
      const candidates = [guess, mine as number, ...Array.from({ length: 21 }, (_, k) => guess - 10 + k)].filter((c) => Number.isSafeInteger(c));
      // The secret draws (hidden set-up) are keyed by the match seed: a candidate opens them only if it is that seed.
      for (const c of candidates) expect(createMatch(game, { seed: c }).random.seed, `candidate ${c}`).not.toBe(seed);
    }
  });
});
