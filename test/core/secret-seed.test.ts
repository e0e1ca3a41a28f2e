/**
 * Secrets a side draws come from a seed of their own (issue 41 item 2): a
 * public seed a person typed or saw (to replay the dice) never opens the
 * other side's hidden set-up or sealed order. An attacker who knows the
 * public seed and searches the seeds a person or a clock would give finds
 * the secret when it follows the public seed (as it did), never when it is
 * drawn from entropy; a record keeps the secret seed, so a replay is exact.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, recordOf, replay, sameJson, saveMatch, loadMatch, type Game, type MatchState } from '../../src';
import { createRandomState, defaultSeed, openRandom, type RandomState } from '../../src/public/random';
import { useSecretStream } from '../../src/random/session';
import { beachAssault } from '../../games/beach-assault';

const beach = beachAssault as unknown as Game;

/** Tan's sealed order in solo play (Green may not know it). */
const sealedOrder = (s: MatchState) => JSON.stringify((s.data as { order: string[] | null }).order);

/**
 * The first 8 words of a match's secret stream: what an attacker who found its
 * seed could read. Comparing the stream, not the secret it drew (960 orders),
 * keeps a chance match of one sealed order (about 1 in 5 over 201 guesses)
 * from passing for a found seed.
 */
function secretStream(random: RandomState): string {
  const r = openRandom({ ...random, used: { public: 0, secret: 0 }, draws: 0 });
  useSecretStream(r, true);
  return Array.from({ length: 8 }, () => r.int(0, 2 ** 32 - 1, 'probe')).join(',');
}

/** The attack: the seeds a person or a clock might give (0–150, and the page's old `Date.now() % 1e9` just before now) tried as the secret stream's seed, with the public seed known. */
function guess(publicSeed: number, target: RandomState): number | null {
  const now = Date.now() % 1e9;
  const candidates = [...Array.from({ length: 151 }, (_, i) => i), ...Array.from({ length: 50 }, (_, i) => now - i)];
  const wanted = secretStream(target);
  for (const c of candidates) if (secretStream(createRandomState(publicSeed, c)) === wanted) return c;
  return null;
}

describe('secrets from a seed of their own', () => {
  it("Beach Assault solo: with the public seed known, the seeds a person or a clock gives open Tan's sealed order only when it follows the public seed", () => {
    // As before (no secret seed): the secret follows the public seed, and the search finds it.
    const old = createMatch(beach, { seed: 1, options: { solo: true } });
    expect(guess(1, old.random)).toBe(1);
    // …and the seed found opens the sealed order itself.
    expect(sealedOrder(createMatch(beach, { seed: 1, secretSeed: 1, options: { solo: true } }))).toBe(sealedOrder(old));
    // As a person now plays it: the secret from entropy; the same search finds nothing.
    const now = createMatch(beach, { seed: 1, secretSeed: defaultSeed(), options: { solo: true } });
    expect(guess(1, now.random), 'a guessed secret seed').toBeNull();
    expect(now.seed).toBe(1);
    expect(now.random.secretSeed).toMatch(/^[0-9a-f]{64}$/);
    // And from game to game with one public seed the order differs (960 orders: five alike once in 8.5e11).
    const orders = new Set(Array.from({ length: 5 }, () => sealedOrder(createMatch(beach, { seed: 1, secretSeed: defaultSeed(), options: { solo: true } }))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('the record keeps the secret seed: a replay and a saved game rebuild the same match; a bad secret seed is refused', () => {
    const start = createMatch(beach, { seed: 'public', secretSeed: defaultSeed(), options: { solo: true } });
    const record = recordOf(start, []);
    expect(record.secretSeed).toBe(start.random.secretSeed);
    expect(sameJson(replay(beach, record), start)).toBe(true);
    expect(sameJson(loadMatch(beach, saveMatch(record, start)).state, start)).toBe(true);
    // Without it, the replay is another match.
    const { secretSeed: _gone, ...bare } = record;
    // (Its secret stream differs; the sealed order alone would match by chance once in 960.)
    expect(secretStream(replay(beach, bare).random)).not.toBe(secretStream(start.random));
    expect(() => createMatch(beach, { seed: 1, secretSeed: '' })).toThrow(/seed string must have 1 to 64/);
  });
});
