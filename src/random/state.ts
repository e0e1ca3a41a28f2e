import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { HexwarError } from '../errors';

/**
 * The match's dice, cups and decks in one plain-JSON value: the seed it started
 * from, the generator's state, how many draws have been made and any scripted
 * results still waiting. It lives in the match state, so a match saved with
 * `JSON.stringify` and loaded again rolls the same dice.
 *
 * @category Random
 */
export interface RandomState {
  /** The seed the match started from: a safe integer or a string (kept for bug reports; never shown to players). */
  readonly seed: number | string;
  /** The xoroshiro128+ generator's state: four 32-bit integers. */
  readonly rng: readonly number[];
  /** How many draws (rolls, picks, shuffles, chit and card draws) have been made so far: one per {@link RandomEvent}. */
  readonly draws: number;
  /**
   * Scripted results used before the generator, first one first (for tests):
   * a number is the next die face or number drawn, a string the next chit or
   * card drawn. Absent when nothing is scripted.
   */
  readonly script?: readonly (number | string)[];
}

/**
 * Starts the dice of a new match from a seed.
 *
 * @param seed - A safe integer (a tournament game number) or a string of 1 to
 *   64 characters. A seed a player can guess lets him predict every roll: for
 *   real play use {@link defaultSeed}.
 * @throws `HexwarError` `bad-seed` when the seed is neither.
 * @example
 * ```ts
 * const random = createRandomState(1944);
 * const r = openRandom(random);
 * r.die(6, 'morale check'); // 1..6, the same every time for seed 1944
 * ```
 * @category Random
 */
export function createRandomState(seed: number | string): RandomState {
  if (typeof seed === 'string') {
    if (seed.length === 0 || seed.length > 64) throw new HexwarError({ code: 'bad-seed', message: `a seed string must have 1 to 64 characters, not ${seed.length}` });
    return { seed, rng: stringWords(seed), draws: 0 };
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new HexwarError({ code: 'bad-seed', message: `seed ${describe(seed)} is neither a safe integer nor a string` });
  }
  // -0 would not survive a JSON round trip.
  const clean = seed === 0 ? 0 : seed;
  return { seed: clean, rng: seedWords(clean), draws: 0 };
}

/**
 * A fresh seed with 64 bits from the platform's cryptographic generator
 * (`crypto.getRandomValues`), as 16 hexadecimal digits: no player can guess it
 * from the time of day.
 *
 * @example
 * ```ts
 * createMatch(meiktila, { seed: defaultSeed() }); // what createMatch does when no seed is given
 * ```
 * @throws `HexwarError` `no-crypto` on a platform without `crypto.getRandomValues`.
 * @category Random
 */
export function defaultSeed(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
  if (!c?.getRandomValues) throw new HexwarError({ code: 'no-crypto', message: 'this platform has no crypto.getRandomValues: pass a seed to createMatch' });
  const words = c.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** The state words for a string seed: each 32-bit lane hashes the whole string. */
function stringWords(seed: string): number[] {
  const words = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344];
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    for (let k = 0; k < 4; k++) words[k] = mix32((words[k]! ^ c) + Math.imul(k + 1, 0x9e3779b9));
  }
  const out = words.map((w, k) => mix32(w ^ Math.imul(seed.length, k + 7)));
  return out.some((w) => w !== 0) ? out : [1, 0, 0, 0];
}

/**
 * The generator's four state words for a seed. pure-rand's own `xoroshiro128plus(seed)`
 * puts the seed into the state almost as is, so its first outputs follow the seed
 * (seeds 1, 2, 3… give first d6 rolls 6, 5, 4…) and it ignores all but the low 32
 * bits; a splitmix-style hash of the whole seed avoids both.
 */
function seedWords(seed: number): number[] {
  const lo = seed | 0;
  const hi = ((seed - lo) / 0x1_0000_0000) | 0;
  const words = [0, 1, 2, 3].map((i) => mix32((lo + Math.imul(i + 1, 0x9e3779b9)) | 0) ^ mix32((hi + Math.imul(i + 1, 0x85ebca6b)) | 0));
  // An all-zero xoroshiro state only ever yields zeros.
  return words.some((w) => w !== 0) ? words : [1, 0, 0, 0];
}

/** A 32-bit integer hash with good avalanche (lowbias32). */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return (x ^ (x >>> 15)) | 0;
}

/**
 * Checks that a value loaded from a save is a usable {@link RandomState} and
 * returns the generator it describes.
 *
 * @internal
 */
export function checkRandomState(state: RandomState): ReturnType<typeof xoroshiro128plusFromState> {
  const bad = (path: string, why: string): never => {
    throw new HexwarError({ code: 'bad-random-state', message: `random state is not valid: ${path} ${why}`, path });
  };
  if (typeof state !== 'object' || state === null) bad('random', 'must be an object');
  if (!Number.isSafeInteger(state.seed) && (typeof state.seed !== 'string' || state.seed.length === 0 || state.seed.length > 64)) bad('seed', 'must be a safe integer or a string of 1 to 64 characters');
  if (!Array.isArray(state.rng) || state.rng.length !== 4) bad('rng', 'must be an array of four 32-bit integers');
  state.rng.forEach((w, i) => {
    if (typeof w !== 'number' || (w | 0) !== w) bad(`rng[${i}]`, 'must be a 32-bit integer');
  });
  if (state.rng.every((w) => w === 0)) bad('rng', 'must not be all zeros');
  if (!Number.isSafeInteger(state.draws) || state.draws < 0) bad('draws', 'must be a whole number');
  if (state.script !== undefined) {
    if (!Array.isArray(state.script)) bad('script', 'must be an array of numbers and strings');
    state.script.forEach((v, i) => {
      if (typeof v !== 'string' && !Number.isSafeInteger(v)) bad(`script[${i}]`, 'must be a whole number or a string');
    });
  }
  return xoroshiro128plusFromState(state.rng);
}

/** @internal */
export function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
