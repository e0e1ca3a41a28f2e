/**
 * A value built on first use and kept: schemas and tables that importing a
 * module must not build (so a bundle that never uses them leaves them out).
 *
 * @internal
 */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
