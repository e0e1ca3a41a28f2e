import * as z from 'zod';
import type { Position, UnitFlags, UnitState } from '../engine/types';

/**
 * A condition on a position, as data: its terrain, a place there, or a feature
 * there. On a hex map: the hex's terrain, a place of that kind in the hex, a
 * feature inside the hex. On a table: an area of that terrain type under the
 * point, a zone of that kind under it, an object of that kind under it.
 *
 * @category Board
 */
export interface PositionCondition {
  /** The terrain there is this. */
  readonly terrain?: string;
  /** A place of this kind is there (a town, a city; on a table, a zone). */
  readonly place?: string;
  /** A feature of this kind is there (on a table, a solid object). */
  readonly feature?: string;
}

/**
 * Something that gives a target cover from a firer: the target's terrain or
 * the hexside crossed into it (hexes); a terrain area, a linear obstacle or a
 * solid object on the line (table).
 *
 * @category Board
 */
export interface Cover {
  /** What kind of feature. */
  readonly kind: 'terrain' | 'hexside' | 'area' | 'obstacle' | 'object';
  /** Which one: a hex label, two labels joined by `|` for a hexside, or the table feature's id. */
  readonly id: string;
  /** Its terrain type, hexside feature, obstacle type or object kind. */
  readonly type: string;
}

/**
 * What the core's procedures ask of the surface a game is played on, whatever
 * it is: a hex map ({@link "hexwar/hex"!HexBoard}, positions are hex labels) or a table in
 * inches ({@link "hexwar/tabletop"!TableBoard}, positions are points). Both implement it, and a
 * procedure written against it serves both; anything beyond it (hexsides and
 * zones of control, arcs and templates) is the particular board's.
 *
 * Units are those of one state (or one side's view); answers are memoised for
 * that state. Eliminated units and units off the board are never on it.
 *
 * @typeParam P - the board's positions: a hex label, or a point on the table.
 * @typeParam F - the units' flags (the game's, when it declares them).
 * @typeParam S - the game's sides.
 * @category Board
 */
export interface Board<P extends Position = Position, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** Which kind of board this is, for the rare code that must tell (`'hex'` or `'table'`). */
  readonly kind: 'hex' | 'table';
  /** The units the board was made over: a state's unit array, or a view's. */
  readonly units: readonly UnitState<P, F, S>[];

  // -------------------------------------------------------------- positions

  /** Whether a value is a position on this board (a hex of the map; a point on the table). */
  has(at: P): boolean;
  /** A position as a string: the hex label itself; on a table `x,y` to the thousandth of an inch. For keys, sets and messages. */
  key(at: P): string;
  /** The board's own order of positions, for lists that must come out the same every time: map order of hexes; on a table west to east, then south to north. */
  compare(a: P, b: P): number;
  /** Distance between two positions: in hexes, or in inches centre to centre. */
  distance(a: P, b: P): number;
  /** Whether a position meets a condition (terrain, a place, a feature there). */
  meets(at: P, condition: PositionCondition | undefined): boolean;

  // -------------------------------------------------------------- occupants

  /** The units at a position: in the hex; on a table, those whose base covers the point. */
  unitsAt(at: P): readonly UnitState<P, F, S>[];
  /** A side's units on the board, in unit order. */
  unitsOf(side: string): readonly UnitState<P, F, S>[];
  /** Whether a unit of a side other than `side` is at a position. */
  enemyAt(at: P, side: string): boolean;
  /** The units within `range` of a position (hexes, or inches centre to centre), nearest first. */
  unitsWithin(at: P, range: number): readonly UnitState<P, F, S>[];
  /** Whether `unit` may stand at a position with its side's units there, within the game's stacking limit (always, without one). */
  room(at: P, unit: UnitState<P, F, S> | string): boolean;
  /** Whether these units may share a position under the game's stacking limit. */
  mayStack(ids: readonly string[]): boolean;

  // -------------------------------------------------------------- what blocks, and cover

  /** Whether a line of sight joins two positions (nothing the board knows blocks it). */
  sight(a: P, b: P): boolean;
  /** Whether going straight from `a` to `b` crosses a feature of that type: a hexside feature between adjacent hexes (a river), or a linear obstacle on the table (a wall). */
  crosses(a: P, b: P, feature: string): boolean;
  /** What gives a target at `target` cover from `from`. */
  cover(from: P, target: P): readonly Cover[];

  // -------------------------------------------------------------- memos

  /** Remembers a value that depends only on where every unit stands (and on `key`). */
  cached<T>(key: string, compute: () => T): T;
  /** Remembers a value that depends only on where `side`'s units stand (and on `key`). */
  cachedFor<T>(side: string, key: string, compute: () => T): T;
}

/**
 * The zod schema of a position in an action's payload: a hex label, or a point
 * on the table (which positions are open is for the options listed to say).
 *
 * @category Board
 */
export function positionSchema<P extends Position = Position>(): z.ZodType<P> {
  // One schema for both boards: the union is what a payload may hold, and P is the game's own kind of it.
  return (positions ??= z.union([z.string().min(1), z.object({ x: z.number(), y: z.number(), facing: z.number().optional() }).strict()])) as z.ZodType<P>;
}
let positions: z.ZodType<Position> | null = null;
