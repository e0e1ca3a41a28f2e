import { HexwarError } from '../errors';

/**
 * The match's dice, cups and decks in one plain-JSON value: the seed it started
 * from, how far each of its two random streams has been read, how many draws
 * have been made and any scripted results still waiting. It lives in the match
 * state, so a match saved with `JSON.stringify` and loaded again rolls the same
 * dice.
 *
 * Every draw comes from ChaCha20 keyed by the seed (see {@link openRandom}): a
 * public stream for dice and a secret one for hidden draws. What a player sees
 * of the one never predicts the other, nor the rolls to come, however many he
 * has seen; only the seed does, which is why no view holds this state.
 *
 * @category Random
 */
export interface RandomState {
  /** The seed the match started from: a safe integer or a string (kept for bug reports; never shown to players). */
  readonly seed: number | string;
  /**
   * The seed of the secret stream, when it is not `seed`: a match against a
   * person keys what is drawn for one side's eyes (a hidden set-up, a sealed
   * order, a shuffled deck) from entropy no player can guess, so a seed a
   * person typed (to replay the public dice) never opens the other side's
   * secrets. Kept here, and in the match's record, so a replay is exact.
   */
  readonly secretSeed?: number | string;
  /** How many 32-bit words each stream has given so far. */
  readonly used: {
    /** The public stream: dice, numbers and picks anyone may see. */
    readonly public: number;
    /** The secret stream: shuffles, cups, decks, set-up and everything drawn inside `ctx.secretly`. */
    readonly secret: number;
  };
  /** How many draws (rolls, picks, shuffles, chit and card draws) have been made so far: one per {@link RandomEvent}. */
  readonly draws: number;
  /**
   * Scripted results used before the streams, first one first (for tests):
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
 *   real play use {@link defaultSeed} (256 bits).
 * @throws `HexwarError` `bad-seed` when the seed is neither.
 * @example
 * ```ts
 * import { createRandomState, openRandom } from 'hexwar/random';
 * const random = createRandomState(1944);
 * const r = openRandom(random);
 * r.die(6, 'morale check'); // 1..6, the same every time for seed 1944
 * ```
 * @category Random
 */
export function createRandomState(seed: number | string, secretSeed?: number | string): RandomState {
  const secret = secretSeed === undefined || secretSeed === seed ? {} : { secretSeed: checkedSeed(secretSeed) };
  return { seed: checkedSeed(seed), ...secret, used: { public: 0, secret: 0 }, draws: 0 };
}

/** A seed as given, or `bad-seed`. */
function checkedSeed(seed: number | string): number | string {
  if (typeof seed === 'string') {
    if (seed.length === 0 || seed.length > 64) throw new HexwarError({ code: 'bad-seed', message: `a seed string must have 1 to 64 characters, not ${seed.length}` });
    return seed;
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new HexwarError({ code: 'bad-seed', message: `seed ${describe(seed)} is neither a safe integer nor a string` });
  }
  // -0 would not survive a JSON round trip.
  return seed === 0 ? 0 : seed;
}

/**
 * A fresh seed of 256 bits from the platform's cryptographic generator
 * (`crypto.getRandomValues`), as 64 hexadecimal digits: no player can guess it,
 * nor search for it.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { defaultSeed } from 'hexwar/random';
 * import { meiktila } from 'hexwar/games/meiktila';
 * createMatch(meiktila, { seed: defaultSeed() }); // what createMatch does when no seed is given
 * ```
 * @throws `HexwarError` `no-crypto` on a platform without `crypto.getRandomValues`.
 * @category Random
 */
export function defaultSeed(): string {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) throw new HexwarError({ code: 'no-crypto', message: 'this platform has no crypto.getRandomValues: pass a seed to createMatch' });
  const words = c.getRandomValues(new Uint32Array(8));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * Checks that a value loaded from a save is a usable {@link RandomState}.
 *
 * @internal
 */
export function checkRandomState(state: RandomState): void {
  const bad = (path: string, why: string): never => {
    throw new HexwarError({ code: 'bad-random-state', message: `random state is not valid: ${path} ${why}`, path });
  };
  if (typeof state !== 'object' || state === null) bad('random', 'must be an object');
  if (!Number.isSafeInteger(state.seed) && (typeof state.seed !== 'string' || state.seed.length === 0 || state.seed.length > 64)) bad('seed', 'must be a safe integer or a string of 1 to 64 characters');
  const s = state.secretSeed;
  if (s !== undefined && !Number.isSafeInteger(s) && (typeof s !== 'string' || s.length === 0 || s.length > 64)) bad('secretSeed', 'must be a safe integer or a string of 1 to 64 characters');
  const used = state.used;
  if (typeof used !== 'object' || used === null) bad('used', 'must say how far each stream is read: { public, secret }');
  for (const k of ['public', 'secret'] as const) {
    const n = state.used[k];
    if (!Number.isSafeInteger(n) || n < 0) bad(`used.${k}`, 'must be a whole number, 0 or more');
  }
  if (!Number.isSafeInteger(state.draws) || state.draws < 0) bad('draws', 'must be a whole number');
  if (state.script !== undefined) {
    if (!Array.isArray(state.script)) bad('script', 'must be an array of numbers and strings');
    state.script.forEach((v, i) => {
      if (typeof v !== 'string' && !Number.isSafeInteger(v)) bad(`script[${i}]`, 'must be a whole number or a string');
    });
  }
}

/** @internal */
export function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
