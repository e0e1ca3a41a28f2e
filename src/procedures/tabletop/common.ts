import { HexwarError } from '../../errors';
import type { ReadContext, TableSpec } from '../../engine/definition';
import type { JsonValue, UnitFlags, UnitState } from '../../engine/types';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import type { TableState } from '../../tabletop/table';

/**
 * A unit standing on the table: alive, with a position.
 *
 * @typeParam F - its flags (the game's, when it declares them).
 * @typeParam S - the game's sides.
 * @category Tabletop procedures
 */
export type PlacedUnit<F extends UnitFlags = UnitFlags, S extends string = string> = UnitState<TablePosition, F, S> & {
  /** Where it stands. */
  readonly at: TablePosition;
};

/**
 * True if a unit stands on the table (alive, not carried, not off it).
 *
 * @example
 * ```ts
 * import { standsOnTable } from 'hexwar/tabletop';
 *
 * const onTable = ctx.state.units.filter(standsOnTable); // each `at` typed as a point, not null
 * ```
 * @category Tabletop procedures
 */
export const standsOnTable = <F extends UnitFlags, S extends string>(u: UnitState<TablePosition, F, S>): u is PlacedUnit<F, S> => u.at !== null && u.steps > 0;

/**
 * A figure standing on the table, by id, for rules that have already checked
 * that it does (a verb's `apply` after its `refuse`): its position typed as a
 * point, with no cast.
 *
 * @example
 * ```ts
 * import { placedUnit } from 'hexwar/tabletop';
 *
 * // In a verb's apply, after its refuse has checked the figure stands on the table:
 * const u = placedUnit(ctx, a.figure);
 * ctx.updateUnit(u.id, { at: { ...u.at, facing: a.facing } });
 * ```
 * @throws {@link hexwar!HexwarError} `not-on-table` naming the figure if it is dead or off the table (a slip in the rules).
 * @category Tabletop procedures
 */
export function placedUnit<G extends TableSpec>(ctx: ReadContext<G>, id: string): PlacedUnit<G['flags'], G['side']> {
  const u = ctx.unit(id);
  if (!standsOnTable(u)) throw new HexwarError({ code: 'not-on-table', message: `${quoted(id)} is not on the table` });
  return u;
}

/**
 * A figure standing on the table, with its static data, by id, for rules that
 * have already checked that it does (a verb's `check`, `forecast` or `apply`
 * after its `legal` or `refuse`).
 *
 * @throws {@link hexwar!HexwarError} `not-on-table` naming the figure if it is dead or off the table (a slip in the rules).
 * @internal
 */
export function figureOnTable(ctx: ReadContext<TableSpec>, id: string): TableFigure {
  const f = ctx.board.figure(id);
  if (!f) throw new HexwarError({ code: 'not-on-table', message: `${quoted(id)} is not on the table` });
  return f;
}

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
