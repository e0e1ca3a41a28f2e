/**
 * What a class of figure's movement is, as data (its rates, the obstacles it may
 * cross, its hull): the contract the table's schema and the movement rules both
 * read, apart from the rules' code so that neither imports the other for it.
 */
import type { Base } from './figures';

/**
 * A rate of movement on some ground: inches per turn (`6`), a multiple of the
 * rate the mover would have there otherwise (`{ times: 0.5 }` for half,
 * `{ times: 2 }` on a road), or `'prohibited'`.
 *
 * @category Tabletop
 */
export type Rate =
  | number
  | {
      /** The multiple: 0.5 for half, 2 for double. */
      readonly times: number;
    }
  | 'prohibited';

/**
 * Whether a mover may cross a linear obstacle: always (`'free'`), only once it
 * has been made passable (`'when-passable'`, the default), or never.
 *
 * @category Tabletop
 */
export type ObstacleCrossing = 'free' | 'when-passable' | 'never';

/**
 * A mover's rule for one obstacle type.
 *
 * @category Tabletop
 */
export interface ObstacleRule {
  /** Whether it may cross. */
  readonly cross: ObstacleCrossing;
  /** Extra cost of each crossing, as a fraction of a turn's move (default 0). */
  readonly cost?: number;
  /** Crossing makes the obstacle passable for everyone (a tank flattening wire). */
  readonly clears?: boolean;
}

/**
 * How a class of figure moves, as data: its rate in the open and, by zone kind
 * and by terrain type, rates that replace or multiply it; which obstacles it
 * may cross; how it reverses.
 *
 * The rate at a point is worked out in three steps: start from `speed`; the
 * topmost zone under the point whose kind is in `zones` applies its rate; then
 * the topmost terrain area whose type is in `terrain` applies its rate (a
 * number replaces, `times` multiplies what the zone gave). Reversing then
 * applies `reverse` (a number caps the rate, `times` multiplies it). Ground the
 * profile does not name is open ground.
 *
 * @example
 * ```ts
 * // Skirmish infantry: 6" open, 3" rough, half in woods, double on a road.
 * const infantry: MovementProfile = {
 *   speed: 6,
 *   terrain: { rough: 3, woods: { times: 0.5 }, jungle: { times: 0.5 }, stream: { times: 0.5 }, road: { times: 2 } },
 * };
 * // Beach tank: 6" in water, 8" on the beach, 12" on land, reverses at half speed, flattens wire.
 * const tank: MovementProfile = {
 *   speed: 12, zones: { sea: 6, beach: 8 }, reverse: { times: 0.5 },
 *   obstacles: { 'barbed-wire': { cross: 'free', clears: true } },
 * };
 * ```
 * @category Tabletop
 */
export interface MovementProfile {
  /** A name for messages, e.g. `"infantry"`. */
  readonly name?: string;
  /** Inches per turn in the open. */
  readonly speed: number;
  /** Rates by zone kind (`sea`, `beach`). */
  readonly zones?: Readonly<Record<string, Rate>>;
  /** Rates by terrain type (`rough`, `woods`, `road`). */
  readonly terrain?: Readonly<Record<string, Rate>>;
  /** Rules by obstacle type; unnamed types are `'when-passable'`. */
  readonly obstacles?: Readonly<Record<string, ObstacleCrossing | ObstacleRule>>;
  /** Rate when reversing (default: as forward). */
  readonly reverse?: Rate;
}

/**
 * A mover's hull as {@link checkPath} keeps it out of solid objects.
 *
 * @category Tabletop
 */
export interface Hull {
  /** Its base or hull. */
  readonly base: Base;
  /** Its facing where the path starts (degrees); default: along the first stretch. */
  readonly facing?: number;
}
