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
