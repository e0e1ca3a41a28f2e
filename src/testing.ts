/**
 * Helpers for testing games and front ends built on hexwar: import them from
 * `hexwar/testing`, never from rules code.
 *
 * @module hexwar/testing
 */
import { HexwarError } from './errors';
import type { RandomState } from './random';

/**
 * Queues scripted results on a random state: the next die, dice, int and pick
 * draws take the numbers, the next chit and card draws take the strings, in
 * order, before the generator is used again. Appends to anything already
 * scripted; the state given is not changed.
 *
 * @param values - Die faces (numbers) and chit or card ids (strings), first draw first.
 * @throws `HexwarError` `bad-script` for a value that is neither a whole number nor a non-empty string.
 * @example
 * ```ts
 * const random = scriptRandom(createRandomState(7), [6, 'storm']);
 * const r = openRandom(random);
 * r.die(6, 'attack'); // 6
 * r.drawChit(weatherCup, 'weather').chit; // "storm"
 * ```
 * @category Testing
 */
export function scriptRandom(random: RandomState, values: readonly (number | string)[]): RandomState {
  if (!Array.isArray(values)) throw new HexwarError({ code: 'bad-script', message: 'scripted results must be an array of numbers and strings' });
  const clean = values.map((v, i) => {
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isSafeInteger(v)) return v + 0; // no -0
    throw new HexwarError({
      code: 'bad-script',
      message: `scripted result ${JSON.stringify(v) ?? String(v)} at position ${i} is neither a whole number (a roll) nor a non-empty string (a chit or card)`,
      path: `values[${i}]`,
    });
  });
  const script = [...(random.script ?? []), ...clean];
  const { script: _old, ...rest } = random;
  return script.length > 0 ? { ...rest, used: { ...random.used }, script } : { ...rest, used: { ...random.used } };
}

/**
 * Scripts the next rolls and draws of a match (or of anything that keeps its
 * dice in a `random` field): returns a copy whose `random.script` has `values`
 * appended. See {@link scriptRandom} for what the values mean.
 *
 * @example
 * ```ts
 * // The next combat roll is a 6, the retreat check after it a 1.
 * const scripted = withRolls(match, [6, 1]);
 * // ...play the attack on `scripted` and assert on the outcome.
 * ```
 * @category Testing
 */
export function withRolls<
  S extends {
    /** The match's dice. */
    readonly random: RandomState;
  },
>(state: S, values: readonly (number | string)[]): S {
  return { ...state, random: scriptRandom(state.random, values) };
}
