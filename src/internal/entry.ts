/**
 * An entry of a list that must be there: one an index handed out (an R-tree's
 * item, a feature's number), never a guess. An index past the end is a
 * RangeError naming the list, where a `list[i]!` would pass `undefined` on.
 *
 * @internal
 */
export function entryAt<T extends object>(list: readonly T[], i: number, what: string): T {
  const entry = list[i];
  if (entry === undefined) throw new RangeError(`${what} has no entry ${i} (it has ${list.length})`);
  return entry;
}
