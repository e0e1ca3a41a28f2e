/**
 * Plane geometry in inches: points, bearings, segments and simple polygons.
 * Angles are degrees counter-clockwise from +x (east), y points north.
 */
import { HexwarError } from '../errors';
import { TABLE_EPSILON, clean } from './tolerance';

/**
 * A point on the table in inches: `x` east from the table's west edge, `y` north
 * from its south edge.
 *
 * @category Tabletop
 */
export interface TablePoint {
  /** Inches east of the table's south-west corner. */
  readonly x: number;
  /** Inches north of the table's south-west corner. */
  readonly y: number;
}

/**
 * A simple polygon as its corners in order (either winding); the last corner
 * joins the first.
 *
 * @category Tabletop
 */
export type Polygon = readonly TablePoint[];

// Math.PI / 180 as a literal: a property read at import would keep the module in every bundle.
const DEG = 0.017453292519943295;

/**
 * Distance between two points in inches.
 *
 * @category Tabletop
 */
export function pointDistance(a: TablePoint, b: TablePoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * Normalises an angle in degrees to [0, 360), never -0.
 *
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
 * @category Tabletop
 */
export function pointAtBearing(from: TablePoint, bearingDegrees: number, distance: number): TablePoint {
  const a = bearingDegrees * DEG;
  return { x: clean(from.x + Math.cos(a) * distance), y: clean(from.y + Math.sin(a) * distance) };
}

/**
 * Distance from a point to the segment `a`–`b`.
 *
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
 * @category Tabletop
 */
export function segmentDistance(a: TablePoint, b: TablePoint, c: TablePoint, d: TablePoint): number {
  return segSegDist(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
}

/** Even-odd test on flat coordinates, no tolerance. @internal */
export function insideStrict(xy: ArrayLike<number>, px: number, py: number): boolean {
  const n = xy.length;
  let inside = false;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = xy[i]!;
    const yi = xy[i + 1]!;
    const xj = xy[j]!;
    const yj = xy[j + 1]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polygon's outline, on flat coordinates. @internal */
export function outlineDist(xy: ArrayLike<number>, px: number, py: number): number {
  const n = xy.length;
  let best = Infinity;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = segDist(px, py, xy[j]!, xy[j + 1]!, xy[i]!, xy[i + 1]!);
    if (d < best) best = d;
  }
  return best;
}

/** Tolerant inside test on flat coordinates: inside, or within TABLE_EPSILON of the outline. @internal */
export function insideTolerant(xy: ArrayLike<number>, px: number, py: number): boolean {
  if (insideStrict(xy, px, py)) return true;
  // Near the outline? Squared distances, stopping at the first near edge.
  const e2 = TABLE_EPSILON * TABLE_EPSILON;
  const n = xy.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = xy[j]!;
    const ay = xy[j + 1]!;
    const dx = xy[i]! - ax;
    const dy = xy[i + 1]! - ay;
    const len2 = dx * dx + dy * dy;
    let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
    if (t < 0) t = 0;
    else if (t > 1) t = 1;
    const qx = px - (ax + t * dx);
    const qy = py - (ay + t * dy);
    if (qx * qx + qy * qy <= e2) return true;
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
 * True if the point is inside the polygon or within {@link TABLE_EPSILON} of
 * its outline.
 *
 * @category Tabletop
 */
export function pointInPolygon(p: TablePoint, poly: Polygon): boolean {
  return insideTolerant(flatten(poly), p.x, p.y);
}

/**
 * Distance from a point to a polygon: 0 inside it (or on its outline),
 * otherwise the distance to the nearest edge.
 *
 * @category Tabletop
 */
export function distanceToPolygon(p: TablePoint, poly: Polygon): number {
  const xy = flatten(poly);
  return insideStrict(xy, p.x, p.y) ? 0 : outlineDist(xy, p.x, p.y);
}

/**
 * The parts of the segment from (ax, ay) to (bx, by) that lie inside a polygon,
 * as parameter intervals [t0, t1] in [0, 1], merged and in order. A part that
 * runs exactly along the outline counts as outside (sight along the edge of a
 * wood is clear); callers apply TABLE_EPSILON to the lengths. Writes the
 * intervals into `out` as flat pairs and returns the number of pairs; `ts` is
 * scratch space the caller may reuse.
 *
 * @internal
 */
export function clipSegment(xy: ArrayLike<number>, ax: number, ay: number, bx: number, by: number, out: number[], ts: number[] = []): number {
  ts.length = 0;
  ts.push(0, 1);
  const n = xy.length;
  const dx = bx - ax;
  const dy = by - ay;
  let collinear = false;
  // True while every break is a clean crossing of one edge (not at a corner):
  // then inside and outside simply alternate from the first stretch.
  let clean = true;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const cx = xy[j]!;
    const cy = xy[j + 1]!;
    const ex = xy[i]! - cx;
    const ey = xy[i + 1]! - cy;
    const den = dx * ey - dy * ex;
    if (den !== 0) {
      const t = ((cx - ax) * ey - (cy - ay) * ex) / den;
      const u = ((cx - ax) * dy - (cy - ay) * dx) / den;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) {
        ts.push(t);
        if (u === 0 || u === 1) clean = false;
      }
    } else {
      // Parallel: where a collinear edge overlaps, its ends break the segment.
      const len2 = dx * dx + dy * dy;
      if (len2 > 0 && (cx - ax) * dy - (cy - ay) * dx === 0) {
        collinear = true;
        const t1 = ((cx - ax) * dx + (cy - ay) * dy) / len2;
        const t2 = ((cx + ex - ax) * dx + (cy + ey - ay) * dy) / len2;
        if (t1 > 0 && t1 < 1) ts.push(t1);
        if (t2 > 0 && t2 < 1) ts.push(t2);
      }
    }
  }
  // [0, 1, t…]: move the 1 to the end and insertion-sort the breaks (few).
  const m = ts.length;
  ts[1] = ts[m - 1]!;
  ts[m - 1] = 1;
  for (let k = 2; k < m - 1; k++) {
    const v = ts[k]!;
    let q = k - 1;
    while (q > 0 && ts[q]! > v) {
      ts[q + 1] = ts[q]!;
      q--;
    }
    ts[q + 1] = v;
  }
  if (collinear) clean = false;
  for (let k = 1; clean && k < m; k++) if (ts[k] === ts[k - 1]) clean = false;
  let count = 0;
  let open = -1;
  let state = false;
  for (let k = 0; k + 1 < m; k++) {
    const t0 = ts[k]!;
    const t1 = ts[k + 1]!;
    if (t1 <= t0) continue;
    let inside: boolean;
    if (clean && k > 0) inside = state = !state;
    else {
      const tm = (t0 + t1) / 2;
      const mx = ax + dx * tm;
      const my = ay + dy * tm;
      inside = state = insideStrict(xy, mx, my) && (!collinear || outlineDist(xy, mx, my) > 1e-9);
    }
    if (inside) {
      if (open < 0) open = t0;
    } else if (open >= 0) {
      out[count * 2] = open;
      out[count * 2 + 1] = t0;
      count++;
      open = -1;
    }
  }
  if (open >= 0) {
    out[count * 2] = open;
    out[count * 2 + 1] = 1;
    count++;
  }
  return count;
}

/**
 * The length in inches of the segment `a`–`b` that lies inside the polygon.
 *
 * @category Tabletop
 */
export function lengthInside(a: TablePoint, b: TablePoint, poly: Polygon): number {
  const out: number[] = [];
  const n = clipSegment(flatten(poly), a.x, a.y, b.x, b.y, out);
  let s = 0;
  for (let k = 0; k < n; k++) s += out[k * 2 + 1]! - out[k * 2]!;
  return s * pointDistance(a, b);
}

/**
 * The corners of a rectangle of `length` (along `rotation`) by `width`, centred
 * on `centre`, counter-clockwise from the back right corner. Handy for solid
 * objects, vehicles and dropped cards.
 *
 * @param rotation - Degrees counter-clockwise from east of the `length` side.
 * @category Tabletop
 */
export function rectangleCorners(centre: TablePoint, length: number, width: number, rotation = 0): TablePoint[] {
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
    const x = xy[i]!;
    const y = xy[i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/** True if two polygons (flat coordinates) overlap or come within `gap`. @internal */
export function polygonsWithin(a: ArrayLike<number>, b: ArrayLike<number>, gap: number): boolean {
  if (insideStrict(a, b[0]!, b[1]!) || insideStrict(b, a[0]!, a[1]!)) return true;
  for (let i = 0, j = a.length - 2; i < a.length; j = i, i += 2) {
    for (let k = 0, l = b.length - 2; k < b.length; l = k, k += 2) {
      if (segSegDist(a[j]!, a[j + 1]!, a[i]!, a[i + 1]!, b[l]!, b[l + 1]!, b[k]!, b[k + 1]!) <= gap) return true;
    }
  }
  return false;
}

/** Shortest gap between two polygons (0 if they overlap). @internal */
export function polygonGap(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (insideStrict(a, b[0]!, b[1]!) || insideStrict(b, a[0]!, a[1]!)) return 0;
  let best = Infinity;
  for (let i = 0, j = a.length - 2; i < a.length; j = i, i += 2) {
    for (let k = 0, l = b.length - 2; k < b.length; l = k, k += 2) {
      const d = segSegDist(a[j]!, a[j + 1]!, a[i]!, a[i + 1]!, b[l]!, b[l + 1]!, b[k]!, b[k + 1]!);
      if (d < best) best = d;
    }
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
