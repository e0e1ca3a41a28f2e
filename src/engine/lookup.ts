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
 * @category Engine
 */
export function isKeyOf<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/**
 * A record's own keys, typed by its key union (`Object.keys` gives plain strings).
 *
 * @category Engine
 */
export function recordKeys<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record).filter((k) => isKeyOf(record, k));
}

/**
 * Whether a value is one of a list's members, narrowing it to their type: a
 * unit id read from an action checked against a list of literal ids.
 *
 * @category Engine
 */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return list.some((m) => m === value);
}
