import { factsOf, type UnitArrayFacts } from '../internal/memo';

/**
 * Facts that depend only on where units stand (occupancy, zones of control,
 * supply nets), kept across states: a new unit array that moves nobody (a flag
 * changed, a step was lost) inherits its predecessor's memo, and a move by one
 * side keeps the other side's. So a rule that asks "where may this unit go" is
 * answered once per enemy position, not once per action.
 *
 * @internal
 */
export interface PositionMemo {
  /** Values that depend on every unit's position. */
  readonly all: Map<string, unknown>;
  /** Values that depend on one side's positions only, by side. */
  readonly bySide: Map<string, Map<string, unknown>>;
}


/** The most values one memo keeps before it starts afresh (a bound, not a cache policy). */
const LIMIT = 4_000;

/** The memo of a unit array, made on first use. @internal */
export function positionMemo(units: object): PositionMemo {
  const f = factsOf<UnitArrayFacts>(units);
  return (f.pos ??= { all: new Map(), bySide: new Map() }) as PositionMemo;
}

/**
 * Hands a unit array's memo on to the array that replaced it: whole when the
 * changed unit stayed where it was (and on or off the board as before), or
 * only the other sides' part when it moved.
 *
 * @param moved - the side of the unit that moved, or `null` if nobody moved.
 * @internal
 */
export function inheritPositions(from: object, to: object, moved: string | null): void {
  const m = factsOf<UnitArrayFacts>(from).pos as PositionMemo | undefined;
  if (!m) return;
  if (moved === null) {
    factsOf<UnitArrayFacts>(to).pos = m;
    return;
  }
  const bySide = new Map<string, Map<string, unknown>>();
  for (const [side, values] of m.bySide) if (side !== moved) bySide.set(side, values);
  factsOf<UnitArrayFacts>(to).pos = { all: new Map(), bySide };
}

/** A value remembered in a map, computed once. @internal */
export function remember<T>(store: Map<string, unknown>, key: string, compute: () => T): T {
  const hit = store.get(key);
  if (hit !== undefined || store.has(key)) return hit as T;
  if (store.size >= LIMIT) store.clear();
  const v = compute();
  store.set(key, v);
  return v;
}
