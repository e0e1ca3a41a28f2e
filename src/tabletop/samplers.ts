/**
 * Samplers that give bots and the fuzzer candidate points and moves on a
 * table. Every sampler is pure: randomness comes from a caller-supplied
 * `random()` returning numbers in [0, 1). (Legal tabletop actions are the
 * engine's descriptors with open fields: `path`, `paths`, `point`, `along`
 * and `facing`, listed and sampled by the core's tabletop procedures.)
 */
import { objectEffects, type CompiledTable } from './compile';
import { pointAtBearing, pointDistance, segDist, type TablePoint } from './geometry';
import { checkPath, type MovementProfile, type PathCheck, type PathOptions } from './movement';
import { affordablePath } from './path';
import { entryAt } from '../internal/entry';

/**
 * Options of {@link ringPoints}.
 *
 * @category Tabletop
 */
export interface RingOptions {
  /** Points per ring (default 8). */
  readonly count?: number;
  /** Radii as shares of `radius` (default `[0.25, 0.5, 1]`). */
  readonly fractions?: readonly number[];
  /** Turns each ring by a random phase; without it the rings start due east. */
  readonly random?: () => number;
}

/**
 * Rings of points around a centre at fractions of a radius: candidate ends of
 * a move (the radius being the figure's allowance in open ground).
 *
 * @example
 * ```ts
 * import { ringPoints } from 'hexwar/tabletop';
 *
 * const spots = ringPoints({ x: 10, y: 10 }, 6); // 24 points 6" around (10, 10)
 * ```
 * @category Tabletop
 */
export function ringPoints(centre: TablePoint, radius: number, options: RingOptions = {}): TablePoint[] {
  const count = options.count ?? 8;
  const out: TablePoint[] = [];
  for (const f of options.fractions ?? [0.25, 0.5, 1]) {
    const phase = options.random ? options.random() * 360 : 0;
    for (let k = 0; k < count; k++) out.push(pointAtBearing(centre, phase + (k * 360) / count, f * radius));
  }
  return out;
}

/**
 * Points toward each objective at fractions of a reach (never past the objective).
 *
 * @example
 * ```ts
 * import { pointsToward } from 'hexwar/tabletop';
 *
 * pointsToward({ x: 0, y: 0 }, [{ x: 20, y: 0 }], 6); // [{ x: 3, y: 0 }, { x: 6, y: 0 }]: half and all of a 6" move
 * ```
 * @category Tabletop
 */
export function pointsToward(from: TablePoint, objectives: readonly TablePoint[], reach: number, fractions: readonly number[] = [0.5, 1]): TablePoint[] {
  const out: TablePoint[] = [];
  for (const o of objectives) {
    const d = pointDistance(from, o);
    if (d === 0) continue;
    for (const f of fractions) {
      const s = Math.min(d, f * reach) / d;
      out.push({ x: from.x + (o.x - from.x) * s, y: from.y + (o.y - from.y) * s });
    }
  }
  return out;
}

/**
 * Points just outside the edges of cover within reach of a figure: along the
 * outlines of areas that give cover and of solid objects that do, `offset`
 * inches out (default 0.5), `perEdge` points per edge (default 2, at random
 * places along it if `random` is given, else at the thirds).
 *
 * @example
 * ```ts
 * import { compileTable, coverEdgePoints } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const spots = coverEdgePoints(compileTable(TABLE), { x: 24, y: 10 }, 6); // just outside cover within 6"
 * ```
 * @category Tabletop
 */
export function coverEdgePoints(table: CompiledTable, from: TablePoint, reach: number, options: { readonly offset?: number; readonly perEdge?: number; readonly random?: () => number } = {}): TablePoint[] {
  const tree = table.groundIndex;
  if (!tree) return [];
  const offset = options.offset ?? 0.5;
  const perEdge = options.perEdge ?? 2;
  const out: TablePoint[] = [];
  const hits = tree.search(from.x - reach, from.y - reach, from.x + reach, from.y + reach).sort((a, b) => a - b);
  for (const i of hits) {
    const f = entryAt(table.ground, i, 'the ground');
    const gives = f.kind === 'area' ? table.areaEffects[f.index]?.cover === true : f.kind === 'object' ? objectEffects(table, f.index).cover : f.kind === 'obstacle' ? table.data.obstacles?.[f.index]?.cover === true : false;
    if (!gives) continue;
    // Corner to corner, and last back to first: a polygon's edges; a line's legs are all but that last.
    const legs = cyclicLegs(f.xy);
    const edges = f.closed ? legs.length : legs.length - 1;
    // Which way is out: for polygons, away from the inside (by the winding).
    let area2 = 0;
    for (const [ax, ay, bx, by] of legs) area2 += ax * by - bx * ay;
    const outward = area2 >= 0 ? -1 : 1;
    for (const [ax, ay, bx, by] of legs.slice(0, Math.max(0, edges))) {
      const len = Math.hypot(bx - ax, by - ay);
      if (len === 0 || segDist(from.x, from.y, ax, ay, bx, by) > reach) continue;
      // Unit normal to the right of a→b; for a counter-clockwise polygon that is outward.
      const nx = ((by - ay) / len) * -outward;
      const ny = (-(bx - ax) / len) * -outward;
      for (let m = 0; m < perEdge; m++) {
        const t = options.random ? options.random() : (m + 1) / (perEdge + 1);
        const px = ax + (bx - ax) * t;
        const py = ay + (by - ay) * t;
        const sides = f.closed ? [1] : [1, -1];
        for (const s of sides) {
          const p = { x: px + nx * offset * s, y: py + ny * offset * s };
          if (p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height && pointDistance(from, p) <= reach) out.push(p);
        }
      }
    }
  }
  return out;
}

/** Each corner to the next of flat coordinates, the last back to the first, as `[ax, ay, bx, by]`, in order. */
function cyclicLegs(xy: Float64Array): [number, number, number, number][] {
  const legs: [number, number, number, number][] = [];
  const fx = xy[0];
  const fy = xy[1];
  if (fx === undefined || fy === undefined) return legs;
  let px = fx;
  let py = fy;
  for (let k = 2; k < xy.length; k += 2) {
    const qx = xy[k];
    const qy = xy[k + 1];
    if (qx === undefined || qy === undefined) break;
    legs.push([px, py, qx, qy]);
    px = qx;
    py = qy;
  }
  legs.push([px, py, fx, fy]);
  return legs;
}

/**
 * A sampled legal move.
 *
 * @category Tabletop
 */
export interface MoveCandidate {
  /** The path (straight, or cut short where the allowance ran out). */
  readonly path: readonly TablePoint[];
  /** Its exact check (always ok). */
  readonly check: PathCheck;
}

/**
 * Options of {@link sampleMoves}.
 *
 * @category Tabletop
 */
export interface SampleMovesOptions extends PathOptions {
  /** Random numbers in [0, 1). */
  readonly random: () => number;
  /** Points the mover wants to reach (objectives, enemies). */
  readonly objectives?: readonly TablePoint[];
  /** Candidates on each ring (default 8). */
  readonly ringCount?: number;
  /** Also try points at the edges of cover (default true). */
  readonly cover?: boolean;
  /** Most candidates to return (default 32), sampled evenly from all. */
  readonly limit?: number;
}

/**
 * Candidate moves for a bot or the fuzzer: straight paths to points on rings
 * around the figure (at a quarter, half and all of its open-ground move), toward
 * the objectives and to the edges of cover, each cut to what the mover can
 * afford and legally take, then validated exactly by {@link checkPath}. Only
 * legal moves come back, without duplicates.
 *
 * @example
 * ```ts
 * import { compileTable, sampleMoves, stepRandom } from 'hexwar/tabletop';
 * import { PROFILES, TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const moves = sampleMoves(compileTable(TABLE), PROFILES.infantry, { x: 24, y: 3 }, { random: stepRandom(3), objectives: [{ x: 29, y: 30 }] });
 * moves[0]?.path; // a legal path, checked: moves[0].check.cost is what it spends
 * ```
 * @category Tabletop
 */
export function sampleMoves(table: CompiledTable, profile: MovementProfile, from: TablePoint, options: SampleMovesOptions): MoveCandidate[] {
  const allowance = options.allowance ?? 1;
  const reach = profile.speed * allowance * (profile.terrain ? Math.max(1, ...Object.values(profile.terrain).map((r) => (typeof r === 'object' ? r.times : 1))) : 1);
  const targets = [
    ...ringPoints(from, profile.speed * allowance, { count: options.ringCount ?? 8, random: options.random }),
    ...pointsToward(from, options.objectives ?? [], reach),
    ...(options.cover === false ? [] : coverEdgePoints(table, from, reach, { random: options.random })),
  ];
  const limit = options.limit ?? 32;
  const picked: TablePoint[] = [];
  // Sample without replacement, evenly, when there are too many.
  const pool = [...targets];
  while (picked.length < limit && pool.length > 0) {
    const k = Math.min(pool.length - 1, Math.floor(options.random() * pool.length));
    // The last of the pool takes the place of the one picked.
    const chosen = pool[k];
    const last = pool.pop();
    if (chosen === undefined || last === undefined) break;
    picked.push(chosen);
    if (k < pool.length) pool[k] = last;
  }
  const out: MoveCandidate[] = [];
  const keys = new Set<string>();
  for (const to of picked) {
    const path = affordablePath(table, profile, [from, to], options);
    const end = path.at(-1);
    if (path.length < 2 || end === undefined) continue;
    const key = `${Math.round(end.x * 100)},${Math.round(end.y * 100)}`;
    if (keys.has(key)) continue;
    const check = checkPath(table, profile, path, options);
    if (!check.ok) continue;
    keys.add(key);
    out.push({ path, check });
  }
  return out;
}
