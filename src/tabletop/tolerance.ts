/**
 * The tabletop's one numeric tolerance, decided once for every comparison the
 * core makes on a table in inches.
 */

/**
 * The one tolerance of the tabletop core, in inches: 0.01", a tenth of what a
 * player can read off a tape measure. Every comparison the core makes uses it,
 * always in the player's favour of "it counts":
 *
 * - a distance is within range if it is at most `range + TABLE_EPSILON`;
 * - a point is inside a polygon (an area, a zone, a card) if it is inside or
 *   within `TABLE_EPSILON` of an edge; a point is on the table likewise;
 * - a stretch of a path or a line of sight runs inside a polygon where it runs
 *   along an edge within `TABLE_EPSILON` of it (both of the edge's ends that
 *   close to its line); an edge it crosses, it crosses exactly where it does;
 * - a template or a card touches a base if the gap between them is at most
 *   `TABLE_EPSILON`;
 * - a path crosses an obstacle if it comes within `TABLE_EPSILON` of it;
 * - a path is within its allowance if it overshoots by at most `TABLE_EPSILON`
 *   inches, measured at the rate of the ground where the allowance ran out;
 * - a line of sight is blocked by an area only if it runs more than
 *   `TABLE_EPSILON` inches inside it (beyond what the terrain lets one see into);
 * - a target is in an arc if it is inside the wedge or within `TABLE_EPSILON`
 *   inches of its edge (angles are compared as distances, so the tolerance stays
 *   in inches whatever the range).
 *
 * @category Tabletop
 */
export const TABLE_EPSILON = 0.01;

/** Turns -0 into 0 so results compare equal and serialise the same. @internal */
export function clean(n: number): number {
  return n + 0;
}
