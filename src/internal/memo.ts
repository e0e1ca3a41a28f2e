/**
 * Facts derived from immutable engine objects (a flow state's position, a unit
 * array's index, a match state's legal actions), kept with the object itself in
 * a private class field stamped onto it: invisible to JSON, `Object.keys`,
 * `Reflect.ownKeys`, spreads, `structuredClone` and equality checks, and far
 * lighter for the garbage collector than a WeakMap entry per object. Stamping
 * a field is an ordinary property store; the non-enumerable symbol property
 * it replaces went through `Object.defineProperty`, about 1 µs on a fresh
 * array (a quarter of that stamped), several times an action. Objects that
 * are not extensible (frozen) fall back to a WeakMap.
 *
 * @internal
 */
export interface Memo<K extends object, V> {
  /** The remembered value, if any. */
  get(key: K): V | undefined;
  /** Remembers a value. */
  set(key: K, value: V): void;
}

/** Its constructor returns the object it is given, so a subclass's private field is stamped onto that object. */
class Stamp {
  constructor(key: object) {
    return key;
  }
}

/** A memo under a private field of its own. @internal */
export function memo<K extends object, V>(_name: string): Memo<K, V> {
  const fallback = new WeakMap<K, V>();
  class Slot extends Stamp {
    #value: V;
    constructor(key: K, value: V) {
      super(key);
      this.#value = value;
    }
    static get(key: K): V | undefined {
      return #value in key ? key.#value : fallback.get(key);
    }
    static set(key: K, value: V): void {
      if (#value in key) key.#value = value;
      else if (Object.isExtensible(key)) new Slot(key, value);
      else fallback.set(key, value);
    }
  }
  return { get: (key) => Slot.get(key), set: (key, value) => Slot.set(key, value) };
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

const facts = /* @__PURE__ */ memo<object, object>('derived facts');

/**
 * One record of derived facts per immutable object, made on first use: several
 * facts about the same object (a unit array's index, its board, its position
 * memo) share one private field, so a new object is stamped once, not once per
 * fact.
 *
 * @internal
 */
export function factsOf<F extends object>(key: object): F {
  let f = facts.get(key);
  if (f === undefined) facts.set(key, (f = {}));
  return f as F;
}
