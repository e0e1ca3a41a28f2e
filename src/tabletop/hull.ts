/**
 * Whole hulls against solid objects: where a moving base or hull first runs
 * into something it may not pass through.
 *
 * @module
 */
import { objectEffects, type CompiledTable, type TableFeature } from './compile';
import { angleDifference, bearing, flatten, insideStrict, legsOf, normalizeFacing, outlineSegDist, pointDistance, polygonsWithin, rectangleCorners, type TablePoint } from './geometry';
import type { TableState } from './table';
import { TABLE_EPSILON } from './tolerance';
import type { Hull } from './profile';
import { entryAt } from '../internal/entry';

/** Solid objects (not passable now) whose boxes meet a box. */
function solidsNear(table: CompiledTable, state: TableState | undefined, minX: number, minY: number, maxX: number, maxY: number): TableFeature[] {
  const tree = table.groundIndex;
  if (!tree) return [];
  return tree
    .search(minX, minY, maxX, maxY)
    .map((k) => entryAt(table.ground, k, 'the ground'))
    .filter((f) => f.kind === 'object' && !objectEffects(table, f.index, state).passable);
}

/** The first solid object a rectangle overlaps by more than the tolerance (the rectangle is shrunk by it first). */
function rectHits(table: CompiledTable, state: TableState | undefined, centre: TablePoint, length: number, width: number, facing: number): TableFeature | undefined {
  const corners = rectangleCorners(centre, Math.max(0, length - 2 * TABLE_EPSILON), Math.max(0, width - 2 * TABLE_EPSILON), facing);
  const xy = flatten(corners);
  const r = Math.hypot(length, width) / 2;
  return solidsNear(table, state, centre.x - r, centre.y - r, centre.x + r, centre.y + r).find((f) => polygonsWithin(xy, f.xy, 0));
}

/**
 * Where a hull moving along a path (its centre's points) first runs into a
 * solid object, or `undefined`: a round base sweeps a band as wide as itself;
 * a rectangular hull turns in place to face each stretch (in steps of 2° at
 * most, each pose grown by the most a corner moves between steps, so nothing
 * between two steps is missed) and sweeps the stretch along its length.
 */
export function hullCollision(table: CompiledTable, state: TableState | undefined, hull: Hull, points: readonly TablePoint[], reverse: boolean): { f: TableFeature; at: TablePoint } | undefined {
  const base = hull.base;
  if (base.shape === 'round') {
    const r = base.radius;
    for (const [a, b] of legsOf(points)) {
      if (pointDistance(a, b) === 0) continue;
      for (const f of solidsNear(table, state, Math.min(a.x, b.x) - r, Math.min(a.y, b.y) - r, Math.max(a.x, b.x) + r, Math.max(a.y, b.y) + r)) {
        const d = insideStrict(f.xy, a.x, a.y) ? 0 : outlineSegDist(f.xy, a.x, a.y, b.x, b.y);
        if (d < r - TABLE_EPSILON) return { f, at: b };
      }
    }
    return undefined;
  }
  const reach = Math.hypot(base.length, base.width) / 2;
  let facing: number | undefined = hull.facing;
  for (const [a, b] of legsOf(points)) {
    const len = pointDistance(a, b);
    if (len === 0) continue;
    const next = normalizeFacing(bearing(a, b) + (reverse ? 180 : 0));
    // Turning in place at a to face the stretch (a hull with no facing yet just takes it).
    const turn = facing === undefined ? 0 : angleDifference(facing, next);
    if (facing !== undefined && Math.abs(turn) > 1e-9) {
      const steps = Math.ceil(Math.abs(turn) / 2);
      const grow = 2 * 2 * reach * Math.sin((Math.abs(turn) / steps / 4) * (Math.PI / 180));
      for (let j = 1; j <= steps; j++) {
        const f = rectHits(table, state, a, base.length + grow, base.width + grow, facing + (turn * j) / steps);
        if (f) return { f, at: a };
      }
    }
    // Moving along its length: the hull sweeps a rectangle as long as itself and the stretch.
    const f = rectHits(table, state, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, base.length + len, base.width, next);
    if (f) return { f, at: b };
    facing = next;
  }
  return undefined;
}
