/**
 * Helpers for testing games and front ends built on hexwar: import them from
 * `hexwar/testing`, never from rules code.
 *
 * @module hexwar/testing
 */
import { HexwarError } from './errors';
import type { Spec } from './engine/definition';
import type { ActionInput, ResultOf } from './engine/spec';
import type { Game } from './engine/game';
import type { MatchState, Position, UnitState } from './engine/types';
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
 * import { createRandomState, openRandom } from 'hexwar/random';
 * import { scriptRandom } from 'hexwar/testing';
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
 * import { withRolls } from 'hexwar/testing';
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

/**
 * Applies an action a test expects the rules to accept, after scripting the
 * next rolls and draws if `rolls` is given (see {@link withRolls}); a refusal
 * fails the test with the action and the refusal's words and rule.
 *
 * @example
 * ```ts
 * import { mustApply } from 'hexwar/testing';
 * // Declare an attack on E3 and resolve it with the die showing 1.
 * let s = mustApply(crossing, s0, { type: 'declareAttack', side: 'blue', hex: 'E3' }).state;
 * const r = mustApply(crossing, s, { type: 'resolveAttack', side: 'blue' }, [1]);
 * r.events; // …the combat, read on the 1
 * ```
 * @throws `HexwarError` `refused` with the refusal's message and rule.
 * @category Testing
 */
export function mustApply<G extends Spec>(game: Game<G>, state: MatchState<G['data'], G['position'], G['flags']>, action: ActionInput, rolls?: readonly (number | string)[]): Extract<ResultOf<G>, { readonly ok: true }> {
  const r = game.apply(rolls ? withRolls(state, rolls) : state, action);
  if (!r.ok) {
    throw new HexwarError({ code: 'refused', message: `${game.title} refused ${JSON.stringify(action)?.slice(0, 200)}: ${r.error.message}${r.error.rule ? ` [rule ${r.error.rule}]` : ''}` });
  }
  return r;
}

/**
 * A unit of a match by id: its place, steps and flags, for a test's
 * assertions; an id the match does not hold fails the test by name.
 *
 * @example
 * ```ts
 * import { unitOf } from 'hexwar/testing';
 * expect(unitOf(s, '5 Bde')).toMatchObject({ at: 'F4', steps: 1 });
 * ```
 * @throws `HexwarError` `unknown-counter` naming the id.
 * @category Testing
 */
export function unitOf<U extends UnitState<Position>>(state: { readonly units: readonly U[] }, id: string): U {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new HexwarError({ code: 'unknown-counter', message: `the match has no unit ${JSON.stringify(id)} (it has ${state.units.slice(0, 8).map((x) => x.id).join(', ')}${state.units.length > 8 ? ', …' : ''})` });
  return u;
}
