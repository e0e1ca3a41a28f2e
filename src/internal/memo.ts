/**
 * Facts derived from immutable engine objects (a flow state's position, a unit
 * array's index, a match state's legal actions), kept with the object itself in
 * a non-enumerable symbol property: invisible to JSON, `Object.keys`,
 * `structuredClone` and equality checks, and far lighter for the garbage
 * collector than a WeakMap entry per object. Objects that cannot take the
 * property (frozen, or not extensible) fall back to a WeakMap.
 *
 * @internal
 */
export interface Memo<K extends object, V> {
  /** The remembered value, if any. */
  get(key: K): V | undefined;
  /** Remembers a value. */
  set(key: K, value: V): void;
}

/** A memo under a fresh symbol. @internal */
export function memo<K extends object, V>(name: string): Memo<K, V> {
  const slot = Symbol(name);
  const fallback = new WeakMap<K, V>();
  return {
    get(key) {
      const v = (key as Record<symbol, V | undefined>)[slot];
      return v !== undefined ? v : fallback.get(key);
    },
    set(key, value) {
      if (Object.isExtensible(key)) Object.defineProperty(key, slot, { value, enumerable: false, writable: true, configurable: true });
      else fallback.set(key, value);
    },
  };
}

/**
 * The facts kept about a unit array: its id index, its boards and the memo of
 * facts that depend on positions only.
 *
 * @internal
 */
export interface UnitArrayFacts {
  /** Unit id -> index in the array. */
  index?: Map<string, number>;
  /** The board over this array (one map per game). */
  board?: object;
  /** Facts that depend on positions only (see board/positions). */
  pos?: object;
  /** Facts about this exact array. */
  perState?: Map<string, unknown>;
}

const FACTS = /* @__PURE__ */ Symbol('derived facts');
const factsFallback = /* @__PURE__ */ new WeakMap<object, object>();

/**
 * One record of derived facts per immutable object, made on first use: several
 * facts about the same object (a unit array's index, its board, its position
 * memo) share one hidden property, so a new object costs one property define,
 * not one per fact.
 *
 * @internal
 */
export function factsOf<F extends object>(key: object): F {
  const v = (key as Record<symbol, F | undefined>)[FACTS];
  if (v !== undefined) return v;
  let f = factsFallback.get(key) as F | undefined;
  if (f) return f;
  f = {} as F;
  if (Object.isExtensible(key)) Object.defineProperty(key, FACTS, { value: f, enumerable: false, writable: true, configurable: true });
  else factsFallback.set(key, f);
  return f;
}
