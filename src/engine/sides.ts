/**
 * Small questions every game asks about its sides and counters, answered once
 * in the core: the other side, a side's name in the players' words, a counter
 * by id.
 */
import { HexwarError } from '../errors';
import type { CounterData } from './types';

/**
 * The other side of a two-sided game, as a function of a side: what
 * `kit.enemyOf` is (see {@link setupGame}).
 *
 * @example
 * ```ts
 * const enemyOf = enemyOfIn(['allied', 'japanese'] as const);
 * enemyOf('allied'); // 'japanese'
 * ```
 * @throws {@link hexwar!HexwarError} `bad-game` at once when the game has not exactly two sides (who is "the enemy" of one of three?),
 * and `unknown-side` when asked about a side the game does not have.
 * @category Engine
 */
export function enemyOfIn<const S extends string>(sides: readonly S[]): (side: string) => S {
  if (sides.length !== 2) {
    return (side) => {
      throw new HexwarError({ code: 'bad-game', message: `enemyOf("${side.slice(0, 40)}") needs a game of two sides; this one has ${sides.length} (${sides.join(', ')}): ask who is an enemy of whom in the game's own rules` });
    };
  }
  const [a, b] = sides as readonly [S, S];
  return (side) => {
    if (side === a) return b;
    if (side === b) return a;
    throw new HexwarError({ code: 'unknown-side', message: `no side "${String(side).slice(0, 40)}" in this game (its sides: ${a}, ${b})` });
  };
}

/**
 * A side's name in the players' words (`allied` → `Allied`), as a function of
 * a side: what `kit.sideName` is. A side without a name given is its id with
 * a capital letter; anything else is shown as it is.
 *
 * @example
 * ```ts
 * const sideName = sideNamer(['us', 'japan'] as const, { us: 'American', japan: 'Japanese' });
 * sideName('us'); // 'American'
 * ```
 * @category Engine
 */
export function sideNamer<const S extends string>(sides: readonly S[], names: { readonly [K in S]?: string } = {}): (side: unknown) => string {
  const byId = new Map<unknown, string>(sides.map((s) => [s, names[s] ?? (s.charAt(0).toUpperCase() + s.slice(1))]));
  return (side) => byId.get(side) ?? String(side);
}

/**
 * A game's counters by id, as a function: the counter of a unit, or a typed
 * error naming the id when the game has no such counter (never `undefined`).
 *
 * @example
 * ```ts
 * import { counterLookup } from 'hexwar';
 * export const counterOf = counterLookup(COUNTERS);
 * counterOf('1/55').factors[0]; // the full-strength face
 * ```
 * @throws {@link hexwar!HexwarError} `bad-game` at once when two counters share an id; `unknown-counter` when asked about an id that is not one.
 * @category Engine
 */
export function counterLookup<C extends CounterData>(counters: readonly C[]): (id: string) => C {
  const byId = new Map<string, C>();
  counters.forEach((c, i) => {
    if (byId.has(c.id)) throw new HexwarError({ code: 'bad-game', message: `counters[${i}]: the id "${c.id.slice(0, 40)}" is used twice (each counter needs its own)` });
    byId.set(c.id, c);
  });
  return (id) => {
    const c = byId.get(id);
    if (c === undefined) throw new HexwarError({ code: 'unknown-counter', message: `no counter "${String(id).slice(0, 40)}" in this game` });
    return c;
  };
}
