/**
 * Clipping a segment against a polygon: the parts of it inside, with the
 * outline's tolerance band counted as inside.
 *
 * @module
 */
import { flatten, insideStrict, insideTolerant, pointDistance, type Polygon, type TablePoint } from './geometry';
import { TABLE_EPSILON } from './tolerance';

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
  // Each edge from the corner before (the last, for the first) to this one, that corner carried along.
  let px = xy[n - 2];
  let py = xy[n - 1];
  if (px === undefined || py === undefined) return 0; // no outline, nothing inside
  for (let i = 0; i < n; i += 2) {
    const fx = xy[i];
    const fy = xy[i + 1];
    if (fx === undefined || fy === undefined) break;
    const cx = px;
    const cy = py;
    px = fx;
    py = fy;
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
      inside = withinSpans(along, along.length / 2, tm);
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
 * @example
 * ```ts
 * import { lengthInside } from 'hexwar/tabletop';
 *
 * // How much of a 20" line of sight runs through a 1" wide stream:
 * lengthInside({ x: 24, y: 0 }, { x: 24, y: 20 }, [{ x: 0, y: 12 }, { x: 48, y: 12 }, { x: 48, y: 13 }, { x: 0, y: 13 }]); // 1
 * ```
 * @category Tabletop
 */
export function lengthInside(a: TablePoint, b: TablePoint, poly: Polygon): number {
  const out: number[] = [];
  const n = clipSegment(flatten(poly), a.x, a.y, b.x, b.y, out);
  return spansLength(out, n) * pointDistance(a, b);
}

/** A span list's pair `k` past the `n` it was said to hold. */
function missingSpan(k: number, n: number): never {
  throw new RangeError(`a clipped segment said it had ${n} spans but has no span ${k}`);
}

/**
 * The total length, as a fraction of the segment, of the first `n` spans of a
 * list of `[from, to]` pairs (what {@link clipSegment} writes). @internal
 */
export function spansLength(spans: readonly number[], n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) {
    const from = spans[k * 2];
    const to = spans[k * 2 + 1];
    if (from === undefined || to === undefined) return missingSpan(k, n);
    s += to - from;
  }
  return s;
}

/** True if `t` lies in one of the first `n` spans of a list of `[from, to]` pairs. @internal */
export function withinSpans(spans: readonly number[], n: number, t: number): boolean {
  for (let k = 0; k < n; k++) {
    const from = spans[k * 2];
    const to = spans[k * 2 + 1];
    if (from === undefined || to === undefined) return missingSpan(k, n);
    if (from <= t && t <= to) return true;
  }
  return false;
}
