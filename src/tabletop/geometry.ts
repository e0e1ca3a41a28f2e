/**
 * Plane geometry in inches: points, bearings, segments and simple polygons.
 * Angles are degrees counter-clockwise from +x (east), y points north.
 */
import { HexwarError } from '../errors';
import { TABLE_EPSILON, clean } from './tolerance';

/**
 * A point on the table in inches: `x` east from the table's west edge, `y` north
 * from its south edge. A type, not an interface, so that a point is a JSON
 * value a game can put straight into its events and data.
 *
 * @category Tabletop
 */
export type TablePoint = {
  /** Inches east of the table's south-west corner. */
  readonly x: number;
  /** Inches north of the table's south-west corner. */
  readonly y: number;
};

/**
 * A simple polygon as its corners in order (either winding); the last corner
 * joins the first.
 *
 * @category Tabletop
 */
export type Polygon = readonly TablePoint[];

/**
 * The legs of a path or line, each stretch from one point to the next, in
 * order (none for fewer than two points).
 *
 * @internal
 */
export function legsOf(path: readonly TablePoint[]): [TablePoint, TablePoint][] {
  const out: [TablePoint, TablePoint][] = [];
  let a: TablePoint | undefined;
  for (const b of path) {
    if (a) out.push([a, b]);
    a = b;
  }
  return out;
}

/**
 * The edges of a polygon, each corner to the next and the last back to the
 * first.
 *
 * @internal
 */
export function polygonEdges(poly: Polygon): [TablePoint, TablePoint][] {
  const out = legsOf(poly);
  const first = poly[0];
  const last = poly[poly.length - 1];
  if (first !== undefined && last !== undefined && poly.length > 1) out.push([last, first]);
  return out;
}

// Math.PI / 180 as a literal: a property read at import would keep the module in every bundle.
const DEG = 0.017453292519943295;

/**
 * Distance between two points in inches.
 *
 * @example
 * ```ts
 * import { pointDistance } from 'hexwar/tabletop';
 *
 * pointDistance({ x: 0, y: 0 }, { x: 3, y: 4 }); // 5 (inches)
 * ```
 * @category Tabletop
 */
export function pointDistance(a: TablePoint, b: TablePoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * Normalises an angle in degrees to [0, 360), never -0.
 *
 * @example
 * ```ts
 * import { normalizeFacing } from 'hexwar/tabletop';
 *
 * normalizeFacing(-90); // 270
 * normalizeFacing(450); // 90
 * ```
 * @category Tabletop
 */
export function normalizeFacing(degrees: number): number {
  if (!Number.isFinite(degrees)) throw new HexwarError({ code: 'bad-angle', message: `${String(degrees)} is not an angle in degrees` });
  let d = degrees % 360;
  if (d < 0) d += 360;
  if (d >= 360) d -= 360; // -1e-14 % 360 + 360 rounds to 360
  return clean(d);
}

/**
 * The bearing from one point to another: degrees counter-clockwise from east,
 * in [0, 360). The bearing from a point to itself is 0.
 *
 * @example
 * ```ts
 * import { bearing } from 'hexwar/tabletop';
 *
 * bearing({ x: 0, y: 0 }, { x: 0, y: 10 }); // 90: due north
 * bearing({ x: 0, y: 0 }, { x: -5, y: 0 }); // 180: due west
 * ```
 * @category Tabletop
 */
export function bearing(from: TablePoint, to: TablePoint): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return 0;
  return normalizeFacing(Math.atan2(dy, dx) / DEG);
}

/**
 * The signed turn from angle `a` to angle `b`, in (-180, 180]: positive is
 * counter-clockwise (a left turn).
 *
 * @example
 * ```ts
 * import { angleDifference } from 'hexwar/tabletop';
 *
 * angleDifference(350, 10); // 20: a left turn through east
 * angleDifference(10, 350); // -20: a right turn
 * ```
 * @category Tabletop
 */
export function angleDifference(a: number, b: number): number {
  let d = (b - a) % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return clean(d);
}

/**
 * The point `distance` inches from `from` along a bearing.
 *
 * @example
 * ```ts
 * import { pointAtBearing } from 'hexwar/tabletop';
 *
 * pointAtBearing({ x: 10, y: 10 }, 90, 6); // { x: 10, y: 16 }: 6" north
 * ```
 * @category Tabletop
 */
export function pointAtBearing(from: TablePoint, bearingDegrees: number, distance: number): TablePoint {
  const a = bearingDegrees * DEG;
  return { x: clean(from.x + Math.cos(a) * distance), y: clean(from.y + Math.sin(a) * distance) };
}

/**
 * Distance from a point to the segment `a`–`b`.
 *
 * @example
 * ```ts
 * import { pointSegmentDistance } from 'hexwar/tabletop';
 *
 * pointSegmentDistance({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 }); // 3
 * ```
 * @category Tabletop
 */
export function pointSegmentDistance(p: TablePoint, a: TablePoint, b: TablePoint): number {
  return segDist(p.x, p.y, a.x, a.y, b.x, b.y);
}

/** @internal */
export function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** True if the segments properly cross or touch (exact up to floating point). @internal */
export function segmentsCross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  const on = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
  if (o1 === 0 && on(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && on(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && on(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && on(cx, cy, dx, dy, bx, by)) return true;
  return false;
}

/** Shortest distance between two segments. @internal */
export function segSegDist(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  if (segmentsCross(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.min(segDist(ax, ay, cx, cy, dx, dy), segDist(bx, by, cx, cy, dx, dy), segDist(cx, cy, ax, ay, bx, by), segDist(dx, dy, ax, ay, bx, by));
}

/**
 * Shortest distance between the segments `a`–`b` and `c`–`d` (0 if they cross).
 *
 * @example
 * ```ts
 * import { segmentDistance } from 'hexwar/tabletop';
 *
 * // A wall from (0,0) to (10,0) and a hedge from (5,2) to (5,8):
 * segmentDistance({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 2 }, { x: 5, y: 8 }); // 2
 * ```
 * @category Tabletop
 */
export function segmentDistance(a: TablePoint, b: TablePoint, c: TablePoint, d: TablePoint): number {
  return segSegDist(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
}

/*
 * The outline walks below go corner by corner, each edge from the corner
 * before (the last one, for the first corner) to this one, carrying that
 * corner along: one read a corner, and a loop that ends at the first corner
 * not there, so an empty outline has no edges.
 */

/** Even-odd test on flat coordinates, no tolerance. @internal */
export function insideStrict(xy: ArrayLike<number>, px: number, py: number): boolean {
  const n = xy.length;
  let xj = xy[n - 2];
  let yj = xy[n - 1];
  if (xj === undefined || yj === undefined) return false;
  let inside = false;
  for (let i = 0; i < n; i += 2) {
    const xi = xy[i];
    const yi = xy[i + 1];
    if (xi === undefined || yi === undefined) break;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    xj = xi;
    yj = yi;
  }
  return inside;
}

/** Distance from a point to a polygon's outline, on flat coordinates. @internal */
export function outlineDist(xy: ArrayLike<number>, px: number, py: number): number {
  const n = xy.length;
  let best = Infinity;
  let xj = xy[n - 2];
  let yj = xy[n - 1];
  if (xj === undefined || yj === undefined) return best;
  for (let i = 0; i < n; i += 2) {
    const xi = xy[i];
    const yi = xy[i + 1];
    if (xi === undefined || yi === undefined) break;
    const d = segDist(px, py, xj, yj, xi, yi);
    if (d < best) best = d;
    xj = xi;
    yj = yi;
  }
  return best;
}

/** Distance from a segment to a polygon's outline (not its inside), on flat coordinates: 0 once an edge meets it. @internal */
export function outlineSegDist(xy: ArrayLike<number>, ax: number, ay: number, bx: number, by: number): number {
  const n = xy.length;
  let best = Infinity;
  let xj = xy[n - 2];
  let yj = xy[n - 1];
  if (xj === undefined || yj === undefined) return best;
  for (let i = 0; i < n && best > 0; i += 2) {
    const xi = xy[i];
    const yi = xy[i + 1];
    if (xi === undefined || yi === undefined) break;
    const d = segSegDist(ax, ay, bx, by, xj, yj, xi, yi);
    if (d < best) best = d;
    xj = xi;
    yj = yi;
  }
  return best;
}

/** Tolerant inside test on flat coordinates: inside, or within TABLE_EPSILON of the outline. @internal */
export function insideTolerant(xy: ArrayLike<number>, px: number, py: number): boolean {
  if (insideStrict(xy, px, py)) return true;
  // Near the outline? Squared distances, stopping at the first near edge.
  const e2 = TABLE_EPSILON * TABLE_EPSILON;
  const n = xy.length;
  let ax = xy[n - 2];
  let ay = xy[n - 1];
  if (ax === undefined || ay === undefined) return false;
  for (let i = 0; i < n; i += 2) {
    const bx = xy[i];
    const by = xy[i + 1];
    if (bx === undefined || by === undefined) break;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = px - (ax + t * dx);
    const qy = py - (ay + t * dy);
    if (qx * qx + qy * qy <= e2) return true;
    ax = bx;
    ay = by;
  }
  return false;
}

/** A polygon's corners as flat coordinates. @internal */
export function flatten(poly: Polygon): Float64Array {
  const xy = new Float64Array(poly.length * 2);
  poly.forEach((p, i) => {
    xy[i * 2] = p.x;
    xy[i * 2 + 1] = p.y;
  });
  return xy;
}

/**
 * The middle of a polygon's corners (their mean): where fire at a solid
 * object is aimed, the point a bot measures to an objective by.
 *
 * @example
 * ```ts
 * import { polygonCentre } from 'hexwar/tabletop';
 *
 * polygonCentre([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 2 }, { x: 0, y: 2 }]); // { x: 2, y: 1 }
 * ```
 * @category Tabletop
 */
export function polygonCentre(poly: Polygon): TablePoint {
  let x = 0;
  let y = 0;
  for (const p of poly) {
    x += p.x;
    y += p.y;
  }
  return { x: x / poly.length, y: y / poly.length };
}

/**
 * True if the point is inside the polygon or within {@link TABLE_EPSILON} of
 * its outline.
 *
 * @example
 * ```ts
 * import { pointInPolygon } from 'hexwar/tabletop';
 *
 * const wood = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 2 }, { x: 0, y: 2 }];
 * pointInPolygon({ x: 1, y: 1 }, wood); // true
 * pointInPolygon({ x: 5, y: 1 }, wood); // false
 * ```
 * @category Tabletop
 */
export function pointInPolygon(p: TablePoint, poly: Polygon): boolean {
  return insideTolerant(flatten(poly), p.x, p.y);
}

/**
 * Distance from a point to a polygon: 0 inside it (or on its outline),
 * otherwise the distance to the nearest edge.
 *
 * @example
 * ```ts
 * import { distanceToPolygon } from 'hexwar/tabletop';
 *
 * const wood = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 2 }, { x: 0, y: 2 }];
 * distanceToPolygon({ x: 7, y: 1 }, wood); // 3
 * ```
 * @category Tabletop
 */
export function distanceToPolygon(p: TablePoint, poly: Polygon): number {
  const xy = flatten(poly);
  return insideStrict(xy, p.x, p.y) ? 0 : outlineDist(xy, p.x, p.y);
}

/**
 * The corners of a rectangle of `length` (along `rotation`) by `width`, centred
 * on `centre`, counter-clockwise from the back right corner. Handy for solid
 * objects, vehicles and dropped cards.
 *
 * @example
 * ```ts
 * import { rectangleCorners } from 'hexwar/tabletop';
 *
 * // A 4" by 2" hull facing east, centred on (10, 10):
 * rectangleCorners({ x: 10, y: 10 }, 4, 2); // (8,9), (12,9), (12,11), (8,11)
 * ```
 * @param rotation - Degrees counter-clockwise from east of the `length` side.
 * @category Tabletop
 */
export function rectangleCorners(centre: TablePoint, length: number, width: number, rotation = 0): [TablePoint, TablePoint, TablePoint, TablePoint] {
  const a = rotation * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const hl = length / 2;
  const hw = width / 2;
  const corner = (u: number, v: number): TablePoint => ({ x: clean(centre.x + u * c - v * s), y: clean(centre.y + u * s + v * c) });
  return [corner(-hl, -hw), corner(hl, -hw), corner(hl, hw), corner(-hl, hw)];
}

/** Bounding box [minX, minY, maxX, maxY] of flat coordinates. @internal */
export function boundsOf(xy: ArrayLike<number>): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < xy.length; i += 2) {
    const x = xy[i];
    const y = xy[i + 1];
    if (x === undefined || y === undefined) break;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/** True if two polygons (flat coordinates) overlap or come within `gap`. @internal */
export function polygonsWithin(a: ArrayLike<number>, b: ArrayLike<number>, gap: number): boolean {
  return polygonGap(a, b, gap) <= gap;
}

/**
 * Shortest gap between two polygons (0 if they overlap; Infinity if either has
 * no corners), or the first gap found at or under `enough`. @internal
 */
export function polygonGap(a: ArrayLike<number>, b: ArrayLike<number>, enough = -1): number {
  const ax0 = a[0];
  const ay0 = a[1];
  const bx0 = b[0];
  const by0 = b[1];
  if (ax0 === undefined || ay0 === undefined || bx0 === undefined || by0 === undefined) return Infinity;
  if (insideStrict(a, bx0, by0) || insideStrict(b, ax0, ay0)) return 0;
  let best = Infinity;
  let ajx = a[a.length - 2];
  let ajy = a[a.length - 1];
  const blx = b[b.length - 2];
  const bly = b[b.length - 1];
  if (ajx === undefined || ajy === undefined || blx === undefined || bly === undefined) return best;
  for (let i = 0; i < a.length; i += 2) {
    const aix = a[i];
    const aiy = a[i + 1];
    if (aix === undefined || aiy === undefined) break;
    let bjx = blx;
    let bjy = bly;
    for (let k = 0; k < b.length; k += 2) {
      const bkx = b[k];
      const bky = b[k + 1];
      if (bkx === undefined || bky === undefined) break;
      const d = segSegDist(ajx, ajy, aix, aiy, bjx, bjy, bkx, bky);
      if (d < best) {
        best = d;
        if (best <= enough) return best;
      }
      bjx = bkx;
      bjy = bky;
    }
    ajx = aix;
    ajy = aiy;
  }
  return best;
}

/**
 * True if the segment from (ax, ay) to (bx, by) meets the box [x0, y0, x1, y1]
 * grown by `pad` (Liang–Barsky clipping).
 *
 * @internal
 */
export function segmentHitsBox(ax: number, ay: number, bx: number, by: number, x0: number, y0: number, x1: number, y1: number, pad: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  // x slab
  if (dx === 0) {
    if (ax < x0 - pad || ax > x1 + pad) return false;
  } else {
    let ta = (x0 - pad - ax) / dx;
    let tb = (x1 + pad - ax) / dx;
    if (ta > tb) {
      const t = ta;
      ta = tb;
      tb = t;
    }
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
    if (t0 > t1) return false;
  }
  if (dy === 0) {
    if (ay < y0 - pad || ay > y1 + pad) return false;
  } else {
    let ta = (y0 - pad - ay) / dy;
    let tb = (y1 + pad - ay) / dy;
    if (ta > tb) {
      const t = ta;
      ta = tb;
      tb = t;
    }
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
    if (t0 > t1) return false;
  }
  return true;
}

/** Parameter where the segment comes closest to (or crosses) an obstacle's part. */
export function crossingParam(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  const ux = bx - ax;
  const uy = by - ay;
  const vx = dx - cx;
  const vy = dy - cy;
  const den = ux * vy - uy * vx;
  if (den !== 0 && segmentsCross(ax, ay, bx, by, cx, cy, dx, dy)) {
    return Math.min(1, Math.max(0, ((cx - ax) * vy - (cy - ay) * vx) / den));
  }
  // Near miss within the tolerance (or collinear): the point of the segment nearest the obstacle.
  const len2 = ux * ux + uy * uy;
  let bestT = 0;
  let best = Infinity;
  for (const [px, py] of [
    [cx, cy],
    [dx, dy],
  ] as const) {
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * ux + (py - ay) * uy) / len2));
    const d = segDist(ax + t * ux, ay + t * uy, cx, cy, dx, dy);
    if (d < best) {
      best = d;
      bestT = t;
    }
  }
  for (const t of [0, 1]) {
    const d = segDist(ax + t * ux, ay + t * uy, cx, cy, dx, dy);
    if (d < best) {
      best = d;
      bestT = t;
    }
  }
  return bestT;
}
