/**
 * Paths after the fact: lengths, points along them, the turns they make, the
 * longest affordable part of a path, and where along a path a moving figure was
 * in an observer's arc and line of sight (skirmish special rule 4: fire at a
 * target at any point where it moved through your sight and arc).
 */
import type { CompiledTable } from './compile';
import type { TablePosition } from './figures';
import { angleDifference, bearing, legsOf, pointDistance, segDist, type TablePoint } from './geometry';
import { inArc, type ArcOfFire } from './measure';
import { checkPath, type MovementProfile, type PathOptions } from './movement';
import { hasLineOfSight } from './sight';
import type { TableState } from './table';
import { TABLE_EPSILON, clean } from './tolerance';
import { exitParam } from './edges';

/**
 * The length of a path in inches.
 *
 * @example
 * ```ts
 * import { pathLength } from 'hexwar/tabletop';
 *
 * pathLength([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }]); // 11
 * ```
 * @category Tabletop
 */
export function pathLength(path: readonly TablePoint[]): number {
  let s = 0;
  let a: TablePoint | undefined;
  for (const b of path) {
    if (a) s += pointDistance(a, b);
    a = b;
  }
  return s;
}

/**
 * The point `distance` inches along a path (clamped to its ends).
 *
 * @example
 * ```ts
 * import { pointAlongPath } from 'hexwar/tabletop';
 *
 * pointAlongPath([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }], 7); // { x: 3, y: 6 }
 * ```
 * @category Tabletop
 */
export function pointAlongPath(path: readonly TablePoint[], distance: number): TablePoint {
  const last = path[path.length - 1];
  if (last === undefined) throw new RangeError('an empty path has no points');
  let left = distance;
  let a: TablePoint | undefined;
  for (const b of path) {
    if (a) {
      const len = pointDistance(a, b);
      if (left <= len && len > 0) {
        const t = Math.max(0, left) / len;
        return { x: clean(a.x + (b.x - a.x) * t), y: clean(a.y + (b.y - a.y) * t) };
      }
      left -= len;
    }
    a = b;
  }
  return last;
}

/**
 * The first `distance` inches of a path, as a path.
 *
 * @example
 * ```ts
 * import { truncatePath } from 'hexwar/tabletop';
 *
 * // A 6" move given an 11" path: where it stops.
 * truncatePath([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }], 7); // (0,0), (3,4), (3,6)
 * ```
 * @category Tabletop
 */
export function truncatePath(path: readonly TablePoint[], distance: number): TablePoint[] {
  const first = path[0];
  if (first === undefined) return [];
  const out: TablePoint[] = [first];
  let left = distance;
  for (const [a, b] of legsOf(path)) {
    const len = pointDistance(a, b);
    if (left < len) {
      if (left > 0) out.push(pointAlongPath([a, b], left));
      return out;
    }
    out.push(b);
    left -= len;
  }
  return out;
}

/**
 * The longest part of a path, cut back from its end a `step` at a time
 * (default a quarter inch), that `accept` takes (a move whose end keeps clear
 * of other figures); the first point alone if no part is.
 *
 * @example
 * ```ts
 * import { backOff } from 'hexwar/tabletop';
 * const part = backOff(path, (p) => standsOn(ctx, id, p[p.length - 1]!) === undefined);
 * ```
 * @category Tabletop
 */
export function backOff(path: readonly TablePoint[], accept: (part: TablePoint[]) => boolean, step = 0.25): TablePoint[] {
  const length = pathLength(path);
  for (let back = 0; back < length; back += step) {
    const part = back === 0 ? [...path] : truncatePath(path, length - back);
    if (part.length >= 2 && accept(part)) return part;
  }
  return path.slice(0, 1);
}

/**
 * The turns a path makes, in degrees (positive = left): first from the
 * figure's facing to the first stretch (when a facing is given), then at each
 * corner. Stretches of zero length are skipped.
 *
 * @example
 * ```ts
 * import { pathTurns } from 'hexwar/tabletop';
 *
 * // Facing north, east 6" then north 6":
 * pathTurns([{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 6 }], 90); // [-90, 90]: right, then left
 * ```
 * @category Tabletop
 */
export function pathTurns(path: readonly TablePoint[], facing?: number): number[] {
  const out: number[] = [];
  let heading = facing;
  for (const [from, to] of legsOf(path)) {
    if (pointDistance(from, to) === 0) continue;
    const b = bearing(from, to);
    if (heading !== undefined) out.push(angleDifference(heading, b));
    heading = b;
  }
  return out;
}

/**
 * True if every point of a path lies straight ahead of its start along the
 * facing (within {@link TABLE_EPSILON} inches of that ray): "can only move
 * forward, no turns" (skirmish card 7).
 *
 * @example
 * ```ts
 * import { isStraightAhead } from 'hexwar/tabletop';
 *
 * isStraightAhead([{ x: 0, y: 0 }, { x: 0, y: 6 }], 90); // true: facing north, moving north
 * isStraightAhead([{ x: 0, y: 0 }, { x: 6, y: 0 }], 90); // false
 * ```
 * @category Tabletop
 */
export function isStraightAhead(path: readonly TablePoint[], facing: number): boolean {
  const o = path[0];
  if (o === undefined) return true;
  const a = (facing * Math.PI) / 180;
  const far = 1e6;
  const ex = o.x + Math.cos(a) * far;
  const ey = o.y + Math.sin(a) * far;
  return path.every((p) => segDist(p.x, p.y, o.x, o.y, ex, ey) <= TABLE_EPSILON);
}

/**
 * The longest first part of a path the mover can afford and legally take: it
 * stops where the allowance runs out, before prohibited ground or a solid
 * object, and short of an obstacle it may not cross. Handy for samplers and
 * for "move as far as you can toward…". Returns the start alone if nothing of
 * it is legal.
 *
 * @example
 * ```ts
 * import { affordablePath, compileTable } from 'hexwar/tabletop';
 * import { PROFILES, TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * // "Move as far as you can toward the village": the part of the path this move can pay for.
 * affordablePath(compileTable(TABLE), PROFILES.infantry, [{ x: 24, y: 3 }, { x: 24, y: 20 }]); // [(24, 3), (24, 15)]
 * ```
 * @category Tabletop
 */
export function affordablePath(table: CompiledTable, profile: MovementProfile, path: readonly TablePoint[], options: PathOptions = {}): TablePoint[] {
  const full = checkPath(table, profile, path, { ...options, allowance: Infinity });
  const allowance = options.allowance ?? 1;
  let acc = 0;
  let stop = full.length;
  for (const p of full.pieces) {
    if (p.blocked) {
      stop = p.at;
      break;
    }
    if (acc + p.cost > allowance) {
      stop = p.at + (p.length > 0 ? (allowance - acc) * p.speed : 0);
      break;
    }
    acc += p.cost;
  }
  stop = Math.min(stop, full.length);
  if (!options.mayLeave) stop = Math.min(stop, distanceOnTable(table, path));
  // Back off until the part is legal (an obstacle is crossed within the tolerance).
  for (const margin of [0, 0.05, 0.25, 1, 3]) {
    const part = truncatePath(path, Math.max(0, stop - margin));
    if (checkPath(table, profile, part, options).ok) return part;
  }
  // Still not legal (a hull that runs into something well before the stop):
  // the legal parts are the shorter ones, so halve the way to the longest.
  let lo = 0;
  let hi = Math.max(0, stop - 3);
  if (hi > 0 && checkPath(table, profile, truncatePath(path, hi), options).ok) return truncatePath(path, hi);
  while (hi - lo > TABLE_EPSILON) {
    const mid = (lo + hi) / 2;
    if (checkPath(table, profile, truncatePath(path, mid), options).ok) lo = mid;
    else hi = mid;
  }
  return lo > 0 ? truncatePath(path, lo) : path.slice(0, 1);
}

/** How far a path runs before it first leaves the table. */
function distanceOnTable(table: CompiledTable, path: readonly TablePoint[]): number {
  let acc = 0;
  for (const [a, b] of legsOf(path)) {
    const len = pointDistance(a, b);
    const t = exitParam(table, a, b);
    if (t < 1) return acc + t * len - TABLE_EPSILON;
    acc += len;
  }
  return acc;
}

/**
 * A stretch of a path along which an observer could see the mover.
 *
 * @category Tabletop
 */
export interface SightWindow {
  /** Inches along the path where it starts. */
  readonly from: number;
  /** Inches along the path where it ends. */
  readonly to: number;
  /** The point where it starts. */
  readonly start: TablePoint;
  /** The point where it ends. */
  readonly end: TablePoint;
  /** The point of the window nearest the observer (to measure the range of a shot there). */
  readonly nearest: TablePoint;
}

/**
 * Options of {@link sightWindows}.
 *
 * @category Tabletop
 */
export interface SightWindowOptions {
  /** The observer's arc of fire (default: all round). */
  readonly arc?: ArcOfFire;
  /** How far outside the arc a point may be and still count (the mover's base radius). */
  readonly reach?: number;
  /** Table state for the line of sight. */
  readonly state?: TableState;
  /**
   * Sampling step in inches (default 0.25): a window narrower than this may be
   * missed. A path longer than 1,024 steps is sampled at 1,024 points (a
   * damaged path thousands of inches long costs no more than a long real one).
   */
  readonly step?: number;
}

/** The most points a path is sampled at between its corners: 256" at 0.25", far beyond any table. */
const MAX_SAMPLES = 1024;

/**
 * Where along a path a moving figure was in an observer's arc of fire and line
 * of sight, as windows in inches along the path. The path is sampled every
 * `step` inches and at every corner; each change between seen and unseen is then
 * found by bisection to within {@link TABLE_EPSILON}.
 *
 * @example
 * ```ts
 * import { sightWindows } from 'hexwar/tabletop';
 * // Skirmish rule 4: the machinegun may fire at the jeep anywhere it was seen.
 * const windows = sightWindows(table, mg.at, jeepPath, { arc: { width: 45 } });
 * const shot = windows.length ? windows[0]!.nearest : undefined;
 * ```
 * @category Tabletop
 */
export function sightWindows(table: CompiledTable, observer: TablePosition, path: readonly TablePoint[], options: SightWindowOptions = {}): SightWindow[] {
  if (path.length === 0) return [];
  const step = options.step ?? 0.25;
  const sightOptions = options.state ? { state: options.state } : {};
  const seen = (s: number) => {
    const q = pointAlongPath(path, s);
    if (options.arc && !inArc(observer, q, options.arc, options.reach ?? 0)) return false;
    return hasLineOfSight(table, observer, q, sightOptions);
  };
  const total = pathLength(path);
  const every = Math.max(step, total / MAX_SAMPLES);
  const marks = new Set<number>([0, total]);
  let acc = 0;
  for (const [a, b] of legsOf(path)) {
    acc += pointDistance(a, b);
    marks.add(Math.min(acc, total));
  }
  for (let s = every; s < total; s += every) marks.add(s);
  const samples = [...marks].sort((a, b) => a - b);
  const edge = (lo: number, hi: number, loSeen: boolean) => {
    // Narrow [lo, hi] to the change between seen and unseen.
    while (hi - lo > TABLE_EPSILON / 2) {
      const mid = (lo + hi) / 2;
      if (seen(mid) === loSeen) lo = mid;
      else hi = mid;
    }
    return loSeen ? lo : hi;
  };
  const windows: SightWindow[] = [];
  let open: number | undefined;
  let before: { at: number; seen: boolean } | undefined;
  for (const at of samples) {
    const seenHere = seen(at);
    if (!before) {
      if (seenHere) open = 0;
    } else if (seenHere !== before.seen) {
      const change = edge(before.at, at, before.seen);
      if (seenHere) open = change;
      else if (open !== undefined) {
        windows.push(makeWindow(path, observer, open, change));
        open = undefined;
      }
    }
    before = { at, seen: seenHere };
  }
  if (open !== undefined) windows.push(makeWindow(path, observer, open, total));
  return windows;
}

function makeWindow(path: readonly TablePoint[], observer: TablePoint, from: number, to: number): SightWindow {
  // The nearest point of the window to the observer: check each stretch's foot of perpendicular.
  let best = pointAlongPath(path, from);
  let bestD = pointDistance(best, observer);
  const consider = (s: number) => {
    const q = pointAlongPath(path, Math.min(to, Math.max(from, s)));
    const d = pointDistance(q, observer);
    if (d < bestD) {
      best = q;
      bestD = d;
    }
  };
  consider(to);
  let acc = 0;
  for (const [a, b] of legsOf(path)) {
    const len = pointDistance(a, b);
    if (len > 0) {
      const t = ((observer.x - a.x) * (b.x - a.x) + (observer.y - a.y) * (b.y - a.y)) / (len * len);
      consider(acc + Math.min(1, Math.max(0, t)) * len);
      if (acc >= from && acc <= to) consider(acc);
    }
    acc += len;
  }
  return { from: clean(from), to: clean(to), start: pointAlongPath(path, from), end: pointAlongPath(path, to), nearest: best };
}
