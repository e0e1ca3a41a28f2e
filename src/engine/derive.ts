import { factsOf } from '../internal/memo';

/**
 * Remembers a fact derived from an immutable part of the state (the game's
 * data or a field of it, a unit, a procedure's local state): computed once per
 * object and kept with it, invisible to JSON. Plugins use it, never
 * module-level caches, for facts that are costly to work out again.
 *
 * @example
 * ```ts
 * import { derive } from 'hexwar';
 * // A key naming one side's improved positions, worked out once per `ips` object.
 * const ipsKey = (ctx: Ctx, side: string) => derive(ctx.data.ips, `ips:${side}`, () => keyOf(ctx.data.ips, side));
 * ```
 * @category Engine
 */
export function derive<T>(of: object, key: string, compute: () => T): T {
  const f = factsOf<{ derived?: Map<string, unknown> }>(of);
  const store = (f.derived ??= new Map<string, unknown>());
  // Each key is computed by one caller, so what it holds is that caller's T.
  if (store.has(key)) return store.get(key) as T;
  const v = compute();
  store.set(key, v);
  return v;
}
