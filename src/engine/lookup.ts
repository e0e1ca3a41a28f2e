/**
 * Typed lookups: narrowing a plain string (read from an action, a map, a
 * counter) to a game's own union once, with a check at run time, instead of a
 * cast at every use.
 *
 * @module
 */

/**
 * Whether a string is one of a record's own keys, narrowing it to the record's
 * key union: `isKeyOf(TERRAIN_EFFECTS, t)` makes `t` a `Terrain`.
 *
 * @example
 * ```ts
 * import { isKeyOf } from 'hexwar';
 *
 * const MOVE_COST = { clear: 1, jungle: 2, river: 3 } as const;
 * function costOf(terrain: string): number {
 *   return isKeyOf(MOVE_COST, terrain) ? MOVE_COST[terrain] : Infinity; // `terrain` is 'clear' | 'jungle' | 'river' here
 * }
 * ```
 * @category Engine
 */
export function isKeyOf<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/**
 * A record's own keys, typed by its key union (`Object.keys` gives plain strings).
 *
 * @example
 * ```ts
 * import { recordKeys } from 'hexwar';
 *
 * const MOVE_COST = { clear: 1, jungle: 2, river: 3 } as const;
 * recordKeys(MOVE_COST); // ['clear', 'jungle', 'river'], typed ('clear' | 'jungle' | 'river')[]
 * ```
 * @category Engine
 */
export function recordKeys<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record).filter((k) => isKeyOf(record, k));
}

/**
 * Whether a value is one of a list's members, narrowing it to their type: a
 * unit id read from an action checked against a list of literal ids.
 *
 * @example
 * ```ts
 * import { isOneOf } from 'hexwar';
 *
 * const LEADERS = ['Stilwell', 'Merrill'] as const;
 * const named: unknown = 'Merrill';
 * if (isOneOf(LEADERS, named)) {
 *   const leader: 'Stilwell' | 'Merrill' = named; // narrowed
 * }
 * ```
 * @category Engine
 */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return list.some((m) => m === value);
}
