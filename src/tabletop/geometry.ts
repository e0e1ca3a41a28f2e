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
 * as parameter intervals [t0, t1] in [0, 1], merged and in order.
 *
 * The outline's tolerance band counts as inside, as for every other test on the
 * table ({@link TABLE_EPSILON}), wherever the segment runs along the outline: an
 * edge whose two ends both lie within the tolerance of the segment's line is
 * taken as lying on that line (near-parallel is parallel), and the stretch
 * within the tolerance of it is inside (a path up a shared edge is in both
 * areas; sight along a wood's very edge runs in the wood). Every other edge is
 * crossed where it is crossed, exactly (a 1" stream is 1" across, not 1.02").
 * Breaks closer than a billionth of an inch are one break, and each stretch
 * between breaks is decided by its own middle, never by alternation, so a
 * segment that runs a hair either side of an edge, or through a corner, gets
 * the same answer however it is cut. Writes the intervals into `out` as flat
 * pairs and returns the number of pairs; `ts` is scratch space the caller may
 * reuse.
 *
 * @internal
 */
export function clipSegment(xy: ArrayLike<number>, ax: number, ay: number, bx: number, by: number, out: number[], ts: number[] = []): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  if (l2 === 0) {
    if (!insideTolerant(xy, ax, ay)) return 0;
    out[0] = 0;
    out[1] = 1;
    return 1;
  }
  const e = TABLE_EPSILON;
  // Cross products with d = b - a are distances from the segment's line times |d|.
  const el = e * Math.sqrt(l2);
  // Breaks go to ts: 0, 1 and every crossing; stretches along an edge to `along`, in pairs.
  ts.length = 0;
  ts.push(0, 1);
  const along = alongScratch;
  along.length = 0;
  // True while every break is a crossing well clear of the edge's ends (farther than the
  // tolerance from the line): then inside and outside alternate, and one test decides all.
  let clear = true;
  const n = xy.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const cx = xy[j]!;
    const cy = xy[j + 1]!;
    const fx = xy[i]!;
    const fy = xy[i + 1]!;
    if (cx === fx && cy === fy) continue;
    const oc = dx * (cy - ay) - dy * (cx - ax);
    const of = dx * (fy - ay) - dy * (fx - ax);
    if ((oc > el && of > el) || (oc < -el && of < -el)) continue; // wholly off to one side
    if (oc >= -el && oc <= el && of >= -el && of <= el) {
      // Along the line: the stretch within the tolerance of the edge (a capsule) is inside.
      let lo = capsuleFrom(cx, cy, fx, fy, ax, ay, dx, dy, l2, oc, of, e);
      let hi = capsuleTo;
      if (lo < 0) lo = 0;
      if (hi > 1) hi = 1;
      if (lo < hi) {
        along.push(lo, hi);
        if (lo > 0) ts.push(lo);
        if (hi < 1) ts.push(hi);
      }
      continue;
    }
    // Across the line: where it crosses (an end on the line crosses there).
    if ((oc < 0 && of < 0) || (oc > 0 && of > 0)) continue;
    const k = oc / (oc - of);
    const t = (dx * (cx + (fx - cx) * k - ax) + dy * (cy + (fy - cy) * k - ay)) / l2;
    if (t > 0 && t < 1) {
      ts.push(t);
      if ((oc >= -el && oc <= el) || (of >= -el && of <= el)) clear = false;
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
  if (along.length > 0) clear = false;
  // Breaks closer than a billionth of an inch are one break; near anything degenerate,
  // each stretch is decided by its middle.
  const near = 1e-9 / Math.sqrt(l2);
  let count = 0;
  let t0 = 0;
  let inside = false;
  let decided = false;
  let skipped = 0;
  for (let k = 1; k < m; k++) {
    const t1 = ts[k]!;
    if (t1 - t0 <= near && k < m - 1) {
      skipped++;
      continue;
    }
    // Clear crossings alternate: the one at t0 and any merged into this stretch each flip.
    if (clear && decided) {
      if ((skipped & 1) === 0) inside = !inside;
    } else {
      const tm = (t0 + t1) / 2;
      inside = false;
      for (let b = 0; b < along.length && !inside; b += 2) if (along[b]! <= tm && tm <= along[b + 1]!) inside = true;
      if (!inside) inside = insideStrict(xy, ax + dx * tm, ay + dy * tm);
      decided = true;
    }
    skipped = 0;
    if (inside) {
      if (count > 0 && out[count * 2 - 1] === t0) out[count * 2 - 1] = t1;
      else {
        out[count * 2] = t0;
        out[count * 2 + 1] = t1;
        count++;
      }
    }
    t0 = t1;
  }
  return count;
}

// Scratch for clipSegment's stretches along edges (never escapes a call).
const alongScratch: number[] = [];

// The far end of the last capsule stretch (a second return value, kept off the heap).
let capsuleTo = 0;

/**
 * The stretch of the line a + t·d within the tolerance of the edge C–F (a
 * capsule: the discs round its ends and the band beside it), as t from the
 * returned value to `capsuleTo`; empty if the first is not below the second.
 * `oc` and `of` are the ends' distances from the line times |d|.
 */
function capsuleFrom(cx: number, cy: number, fx: number, fy: number, ax: number, ay: number, dx: number, dy: number, l2: number, oc: number, of: number, e: number): number {
  const e2 = e * e;
  let lo = Infinity;
  let hi = -Infinity;
  // A disc: |P(t) - C|² = l2 (t - tc)² + h², h the distance from C to the line.
  const hc = (oc * oc) / l2;
  if (hc <= e2) {
    const tc = (dx * (cx - ax) + dy * (cy - ay)) / l2;
    const w = Math.sqrt((e2 - hc) / l2);
    lo = tc - w;
    hi = tc + w;
  }
  const hf = (of * of) / l2;
  if (hf <= e2) {
    const tf = (dx * (fx - ax) + dy * (fy - ay)) / l2;
    const w = Math.sqrt((e2 - hf) / l2);
    if (tf - w < lo) lo = tf - w;
    if (tf + w > hi) hi = tf + w;
  }
  // The band beside the edge: within the tolerance of its line (k0 + t k1 is that
  // distance times |e|) and level with it (0 <= p0 + t p1 <= |e|²). Parallel or
  // near it, a quotient runs to ±Infinity and the other bound decides.
  const ex = fx - cx;
  const ey = fy - cy;
  const m2 = ex * ex + ey * ey;
  const band = e * Math.sqrt(m2);
  const k0 = ex * (ay - cy) - ey * (ax - cx);
  const k1 = ex * dy - ey * dx;
  const p0 = ex * (ax - cx) + ey * (ay - cy);
  const p1 = ex * dx + ey * dy;
  let s0 = -Infinity;
  let s1 = Infinity;
  if (k1 === 0) {
    if (k0 > band || k0 < -band) s0 = Infinity;
  } else {
    const u = (-band - k0) / k1;
    const v = (band - k0) / k1;
    s0 = u < v ? u : v;
    s1 = u < v ? v : u;
  }
  if (p1 === 0) {
    if (p0 < 0 || p0 > m2) s0 = Infinity;
  } else {
    const u = -p0 / p1;
    const v = (m2 - p0) / p1;
    if ((u < v ? u : v) > s0) s0 = u < v ? u : v;
    if ((u < v ? v : u) < s1) s1 = u < v ? v : u;
  }
  if (s0 <= s1) {
    if (s0 < lo) lo = s0;
    if (s1 > hi) hi = s1;
  }
  capsuleTo = hi;
  return lo;
}

/**
 * The length in inches of the segment `a`–`b` that lies inside the polygon,
 * with a stretch along its outline (within {@link TABLE_EPSILON}) counted in.
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
