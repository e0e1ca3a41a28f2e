import type { ReadContext, TableSpec } from '../../engine/definition';
import type { JsonValue, UnitFlags, UnitState } from '../../engine/types';
import type { TablePosition } from '../../tabletop/figures';
import type { TableState } from '../../tabletop/table';

/**
 * A unit standing on the table: alive, with a position.
 *
 * @typeParam F - its flags (the game's, when it declares them).
 * @category Tabletop procedures
 */
export type PlacedUnit<F extends UnitFlags = UnitFlags> = UnitState<TablePosition, F> & {
  /** Where it stands. */
  readonly at: TablePosition;
};

/**
 * True if a unit stands on the table (alive, not carried, not off it).
 *
 * @category Tabletop procedures
 */
export const standsOnTable = <F extends UnitFlags>(u: UnitState<TablePosition, F>): u is PlacedUnit<F> => u.at !== null && u.steps > 0;

/** A figure's printed name (its id if the counter has none). @internal */
export function figureName(ctx: ReadContext<TableSpec>, id: string): string {
  if (!ctx.hasUnit(id)) return id.slice(0, 40);
  const c = ctx.counter(id);
  return c.name ?? id;
}

/** A unit's flag. @internal */
export const flagOf = (u: UnitState<TablePosition>, name: string): JsonValue | undefined => u.flags?.[name];

/** An id as a player may have typed it, cut short for a message. @internal */
export const quoted = (id: unknown): string => String(id).slice(0, 40);

/** Rounds inches to a hundredth for events and messages. @internal */
export const hundredths = (n: number): number => Math.round(n * 100) / 100 + 0;

/**
 * How a game's procedures learn what changed on its table in play (wire made
 * passable, objects destroyed), read from its data.
 *
 * @category Tabletop procedures
 */
export type TableStateOf<G extends TableSpec> = (ctx: ReadContext<G>) => TableState | undefined;
