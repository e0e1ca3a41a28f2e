/**
 * Issue 40 item 3: a bot handed its seed by `playMatch` must not be able to
 * work back to the match seed and rebuild the match's hidden set-up.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type BotFactory } from '../../src/bots';
import { playMatch } from '../../src/play';
import { mergeSimulations, simulate } from '../../src/simulate';
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

describe('a secret seed for bot games: what one side draws is keyed from it, not from the public seed', () => {
  it('playMatch: the same public seed with two secrets plays two games (the bots and the hidden set-up differ); the same secret replays exactly', async () => {
    const game = (await shippedGame('myitkyina'))!;
    const actions = (secretSeed?: string) => JSON.stringify(playMatch(game, { seed: 7, maxSteps: 80, ...(secretSeed !== undefined ? { secretSeed } : {}) }).record.actions);
    const a = actions('kept by the host');
    expect(actions('kept by the host')).toBe(a);
    expect(actions('another secret')).not.toBe(a);
    expect(actions()).not.toBe(a);
    expect(playMatch(game, { seed: 7, maxSteps: 1, secretSeed: 's' }).state.random.secretSeed).toBe('s');
  });
  it('simulate: a batch secret gives each game its own, and shards given the same secret merge into the one-run report', async () => {
    const game = (await shippedGame('myitkyina'))!;
    const whole = simulate(game, { games: 4, seed: 3, secretSeed: 'batch' });
    const shards = [0, 1].map((index) => simulate(game, { games: 4, seed: 3, secretSeed: 'batch', shard: { index, count: 2 } }));
    expect(mergeSimulations(shards)).toEqual(whole);
    expect(simulate(game, { games: 4, seed: 3 })).not.toEqual(whole);
  });
});
