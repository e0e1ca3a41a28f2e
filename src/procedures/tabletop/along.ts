import type { TablePosition } from '../../tabletop/figures';
import { bearing, legsOf, normalizeFacing, pointDistance, type TablePoint } from '../../tabletop/geometry';
import { pointAlongPath } from '../../tabletop/path';

/**
 * A figure's move this player turn, as a game keeps it for fire along a move
 * ("fire on a target at any point where it moved through your sight and arc").
 *
 * @category Tabletop procedures
 */
export type MovePath = {
  /** The path of its centre, first point where it started. */
  readonly path: readonly TablePoint[];
  /** It moved in reverse (it faced against its travel). */
  readonly reverse?: boolean;
};

/** The facing of a mover at a point of its path: the way it travelled there (reversed when it moved in reverse). */
function facingAlong(mp: MovePath, along: number): number | undefined {
  let acc = 0;
  for (const [a, b] of legsOf(mp.path)) {
    const len = pointDistance(a, b);
    if (len > 0 && along <= acc + len + 1e-9) return normalizeFacing(bearing(a, b) + (mp.reverse ? 180 : 0));
    acc += len;
  }
  return undefined;
}

/**
 * Where a figure was `along` inches into its move, facing the way it moved
 * there (a figure without a facing has none).
 *
 * @example
 * ```ts
 * import { positionAlong } from 'hexwar/tabletop';
 *
 * // A jeep that drove north 6", then east 6": where it was 8" into the move, and facing which way.
 * positionAlong({ path: [{ x: 0, y: 0 }, { x: 0, y: 6 }, { x: 6, y: 6 }] }, { x: 6, y: 6, facing: 0 }, 8); // { x: 2, y: 6, facing: 0 }
 * ```
 * @category Tabletop procedures
 */
export function positionAlong(mp: MovePath, now: TablePosition, along: number): TablePosition {
  const p = pointAlongPath(mp.path, along);
  const facing = now.facing === undefined ? undefined : (facingAlong(mp, along) ?? now.facing);
  return facing === undefined ? { x: p.x, y: p.y } : { x: p.x, y: p.y, facing };
}

/** Stretches of a path within `range` of a point, in inches along it (exact: a quadratic per stretch). @internal */
export function rangeIntervals(path: readonly TablePoint[], o: TablePoint, range: number): [number, number][] {
  const out: [number, number][] = [];
  let acc = 0;
  for (const [a, b] of legsOf(path)) {
    const len = pointDistance(a, b);
    if (len === 0) continue;
    const dx = (b.x - a.x) / len;
    const dy = (b.y - a.y) / len;
    const fx = a.x - o.x;
    const fy = a.y - o.y;
    // |f + s·d|² ≤ r², s in [0, len]
    const bq = fx * dx + fy * dy;
    const cq = fx * fx + fy * fy - range * range;
    const disc = bq * bq - cq;
    if (disc >= 0) {
      const r = Math.sqrt(disc);
      const s0 = Math.max(0, -bq - r);
      const s1 = Math.min(len, -bq + r);
      if (s1 >= s0) {
        const last = out[out.length - 1];
        if (last && acc + s0 <= last[1] + 1e-9) last[1] = Math.max(last[1], acc + s1);
        else out.push([acc + s0, acc + s1]);
      }
    }
    acc += len;
  }
  return out;
}

/** The stretches two lists of stretches share, in order. @internal */
export function intersectIntervals(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const lo = Math.max(a0, b0);
      const hi = Math.min(a1, b1);
      if (hi >= lo) out.push([lo, hi]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}
