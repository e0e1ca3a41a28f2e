/**
 * Where on a table a listed choice lies: a landing spot, a vehicle to get
 * into, a wire section to work on. A verb's descriptor carries one per value
 * of a chosen field (its `where`), so a front end can take the choice by
 * pointing at the table instead of reading it off a list.
 */
import { legsOf, segDist, type TablePoint } from './geometry';

/**
 * A choice that lies at a spot: a point on the table, the radius round it that
 * is the choice's (half a vehicle's length, the width of a landing spot), and
 * the figure standing there when the choice is that figure (a jeep to get
 * into), so a front end may take a click on the figure as a click on the spot.
 * A type, not an interface, so that it is a JSON value a view carries.
 *
 * @category Tabletop
 */
export type SpotPlace = {
  /** The kind. */
  readonly kind: 'spot';
  /** Inches east of the table's south-west corner. */
  readonly x: number;
  /** Inches north of the table's south-west corner. */
  readonly y: number;
  /** Inches round the point that are the choice's (0 when absent: the point alone). */
  readonly radius?: number;
  /** The figure the choice is, standing at the point. */
  readonly figure?: string;
};

/**
 * A choice that lies along a line on the table (a wire section, a wall): its
 * points in order, two or more.
 *
 * @category Tabletop
 */
export type LinePlace = {
  /** The kind. */
  readonly kind: 'line';
  /** The line's points, in order. */
  readonly points: readonly TablePoint[];
};

/**
 * Where on the table one listed choice lies (see {@link SpotPlace} and
 * {@link LinePlace}).
 *
 * @category Tabletop
 */
export type ChoicePlace = SpotPlace | LinePlace;

/**
 * How far a point is from a choice's place, in inches: 0 inside a spot's
 * radius, else the distance to its edge; to a line, the distance to its
 * nearest segment.
 *
 * @example
 * ```ts
 * import { distanceToPlace } from 'hexwar/tabletop';
 * distanceToPlace({ kind: 'spot', x: 10, y: 10, radius: 2 }, { x: 13, y: 10 }); // 1
 * distanceToPlace({ kind: 'line', points: [{ x: 20, y: 0 }, { x: 20, y: 12 }] }, { x: 21, y: 6 }); // 1
 * ```
 *
 * @category Tabletop
 */
export function distanceToPlace(place: ChoicePlace, p: TablePoint): number {
  if (place.kind === 'spot') return Math.max(0, Math.hypot(p.x - place.x, p.y - place.y) - (place.radius ?? 0));
  const pts = place.points;
  const [only] = pts;
  if (only && pts.length === 1) return Math.hypot(p.x - only.x, p.y - only.y);
  let best = Infinity;
  for (const [a, b] of legsOf(pts)) best = Math.min(best, segDist(p.x, p.y, a.x, a.y, b.x, b.y));
  return best;
}
