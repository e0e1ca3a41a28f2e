/**
 * Line of sight over terrain areas, sight-blocking obstacles and solid objects;
 * cover and concealment; what lies at a point.
 */
import { idSet, objectEffects, type CompiledTable, type TableFeature } from './compile';
import { insideTolerant, pointDistance, segSegDist, segmentHitsBox, type TablePoint } from './geometry';
import { clipSegment, spansLength } from './clip';
import type { TableState } from './table';
import { TABLE_EPSILON } from './tolerance';
import { entryAt } from '../internal/entry';

/**
 * Options of the sight and cover queries.
 *
 * @category Tabletop
 */
export interface SightOptions {
  /** Obstacles made passable and objects destroyed in play. */
  readonly state?: TableState;
  /** Ids of features that do not count (say, the object the target stands in). */
  readonly ignore?: readonly string[];
}

/**
 * Something that blocks a line of sight.
 *
 * @category Tabletop
 */
export interface SightBlocker {
  /** What kind of feature. */
  readonly kind: TableFeature['kind'];
  /** Its id. */
  readonly id: string;
  /** Its terrain type, kind or obstacle type. */
  readonly type: string;
  /** For areas and objects: how many inches of the line run inside it. */
  readonly inside?: number;
}

/**
 * The result of {@link sightLine}.
 *
 * @category Tabletop
 */
export interface SightLine {
  /** True if nothing blocks the line. */
  readonly clear: boolean;
  /** Everything that blocks it, in the order of the table data (areas, obstacles, objects). */
  readonly blockedBy: readonly SightBlocker[];
}

/** Inches of the segment inside a polygon. */
function insideLength(xy: Float64Array, ax: number, ay: number, bx: number, by: number, scratch: number[], ts: number[]): number {
  const n = clipSegment(xy, ax, ay, bx, by, scratch, ts);
  return spansLength(scratch, n) * Math.hypot(bx - ax, by - ay);
}

/** Distance from a segment to an open polyline. @internal */
export function polylineSegDist(xy: Float64Array, ax: number, ay: number, bx: number, by: number): number {
  let best = Infinity;
  // Leg by leg, the point before carried along; a line of no points has no legs.
  let px = xy[0];
  let py = xy[1];
  if (px === undefined || py === undefined) return best;
  for (let i = 2; i < xy.length; i += 2) {
    const qx = xy[i];
    const qy = xy[i + 1];
    if (qx === undefined || qy === undefined) break;
    const d = segSegDist(ax, ay, bx, by, px, py, qx, qy);
    if (d < best) best = d;
    px = qx;
    py = qy;
  }
  return best;
}

/**
 * How far along the line a feature blocks it: returns the inches inside for
 * areas and objects, 0 for obstacles, or -1 if it does not block. The segment
 * is already in canonical order.
 */
function blocks(table: CompiledTable, f: TableFeature, ax: number, ay: number, bx: number, by: number, state: TableState | undefined, scratch: number[], ts: number[]): number {
  if (!segmentHitsBox(ax, ay, bx, by, f.minX, f.minY, f.maxX, f.maxY, TABLE_EPSILON)) return -1;
  if (f.kind === 'area') {
    const effects = entryAt(table.areaEffects, f.index, 'the terrain effects of the areas');
    const inside = insideLength(f.xy, ax, ay, bx, by, scratch, ts);
    if (effects.sight === 'blocks') return inside > (effects.seeInto ?? 0) + TABLE_EPSILON ? inside : -1;
    // A hill hides two figures from each other unless one of them stands on it.
    if (inside > TABLE_EPSILON && !insideTolerant(f.xy, ax, ay) && !insideTolerant(f.xy, bx, by)) return inside;
    return -1;
  }
  if (f.kind === 'obstacle') return polylineSegDist(f.xy, ax, ay, bx, by) <= TABLE_EPSILON ? 0 : -1;
  if (!objectEffects(table, f.index, state).blocksSight) return -1;
  const inside = insideLength(f.xy, ax, ay, bx, by, scratch, ts);
  if (inside <= TABLE_EPSILON) return -1;
  // A figure inside a building sees out of it.
  if (insideTolerant(f.xy, ax, ay) || insideTolerant(f.xy, bx, by)) return -1;
  return inside;
}

/**
 * The clipping's working arrays for {@link hasLineOfSight}, the one query made
 * many thousand times a search: it runs to its end without calling another, so
 * one pair serves every call instead of two arrays allocated a line.
 */
const SCRATCH: number[] = [];
const TS: number[] = [];

/**
 * True if nothing on the table blocks the line of sight between two points
 * (figures' centres): not an area that blocks sight (beyond what one sees into
 * it), not a hill between them, not a sight-blocking obstacle, not an intact
 * solid object (or a destroyed one whose ruins still block). Figures never
 * block. The answer is the same both ways: the line is always measured from the
 * same end.
 *
 * The R-tree of sight blockers is asked only for those whose bounding box the
 * line's box meets; each is then tested exactly.
 *
 * @example
 * ```ts
 * import { hasLineOfSight } from 'hexwar/tabletop';
 * hasLineOfSight(table, rifleman.at, target.at, { state: { destroyed: ['emplacement-1'] } });
 * ```
 * @category Tabletop
 */
export function hasLineOfSight(table: CompiledTable, a: TablePoint, b: TablePoint, options: SightOptions = {}): boolean {
  const tree = table.sightIndex;
  if (!tree) return true;
  let ax = a.x;
  let ay = a.y;
  let bx = b.x;
  let by = b.y;
  if (ax > bx || (ax === bx && ay > by)) {
    ax = b.x;
    ay = b.y;
    bx = a.x;
    by = a.y;
  }
  const items = table.sightBlockers;
  const ignore = idSet(options.ignore);
  const state = options.state;
  const scratch = SCRATCH;
  const ts = TS;
  // Padded by the tolerance: what lies within it of the line counts (an outline's band, a wall).
  const e = TABLE_EPSILON;
  return !tree.collides(Math.min(ax, bx) - e, Math.min(ay, by) - e, Math.max(ax, bx) + e, Math.max(ay, by) + e, (i) => {
    const f = entryAt(items, i, 'the sight blockers');
    if (ignore.size > 0 && ignore.has(f.id)) return false;
    return blocks(table, f, ax, ay, bx, by, state, scratch, ts) >= 0;
  });
}

/**
 * The line of sight between two points with everything that blocks it (see
 * {@link hasLineOfSight} for the rules).
 *
 * @example
 * ```ts
 * import { compileTable, sightLine } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const line = sightLine(compileTable(TABLE), { x: 22, y: 3 }, { x: 29, y: 30 });
 * line.clear;     // true
 * line.blockedBy; // []: or what blocks it, each with its id
 * ```
 * @category Tabletop
 */
export function sightLine(table: CompiledTable, a: TablePoint, b: TablePoint, options: SightOptions = {}): SightLine {
  const tree = table.sightIndex;
  if (!tree) return { clear: true, blockedBy: [] };
  const swap = a.x > b.x || (a.x === b.x && a.y > b.y);
  const [p, q] = swap ? [b, a] : [a, b];
  const ignore = idSet(options.ignore);
  const scratch: number[] = [];
  const ts: number[] = [];
  const found: SightBlocker[] = [];
  const e = TABLE_EPSILON;
  const hits = tree.search(Math.min(p.x, q.x) - e, Math.min(p.y, q.y) - e, Math.max(p.x, q.x) + e, Math.max(p.y, q.y) + e).sort((i, j) => i - j);
  for (const i of hits) {
    const f = entryAt(table.sightBlockers, i, 'the sight blockers');
    if (ignore.has(f.id)) continue;
    const inside = blocks(table, f, p.x, p.y, q.x, q.y, options.state, scratch, ts);
    if (inside < 0) continue;
    found.push(f.kind === 'obstacle' ? { kind: f.kind, id: f.id, type: f.type } : { kind: f.kind, id: f.id, type: f.type, inside });
  }
  return { clear: found.length === 0, blockedBy: found };
}

/**
 * Something that puts a target in cover.
 *
 * @category Tabletop
 */
export interface CoverSource {
  /** What kind of feature. */
  readonly kind: 'area' | 'obstacle' | 'object';
  /** Its id. */
  readonly id: string;
  /** Its terrain type, obstacle type or kind. */
  readonly type: string;
}

/**
 * Options of {@link coverFrom}.
 *
 * @category Tabletop
 */
export interface CoverOptions extends SightOptions {
  /**
   * Cover between the two points counts only within this many inches of the
   * target ("sheltering behind" a wall or a command post). Default: anywhere on
   * the line.
   */
  readonly reach?: number;
}

/**
 * What puts a target in cover from a point (a firer, the centre of a blast):
 * areas that give cover and contain the target; obstacles and solid objects
 * that give cover (destroyed ones only if the data says their ruins still do)
 * and lie on the line from the point to the target, within `reach` of the
 * target if given. An object that contains the point itself does not count.
 * Empty if the target is in the open.
 *
 * @example
 * ```ts
 * import { coverFrom } from 'hexwar/tabletop';
 * // Beach: a rifleman behind cover from the centre of a grenade blast takes -1.
 * const modifier = coverFrom(table, blast, rifleman.at, { state }).length > 0 ? -1 : 0;
 * ```
 * @category Tabletop
 */
export function coverFrom(table: CompiledTable, from: TablePoint, target: TablePoint, options: CoverOptions = {}): CoverSource[] {
  const tree = table.groundIndex;
  if (!tree) return [];
  const ignore = idSet(options.ignore);
  const reach = options.reach ?? Infinity;
  const len = pointDistance(from, target);
  const scratch: number[] = [];
  const out: CoverSource[] = [];
  const e = TABLE_EPSILON;
  const hits = tree.search(Math.min(from.x, target.x) - e, Math.min(from.y, target.y) - e, Math.max(from.x, target.x) + e, Math.max(from.y, target.y) + e).sort((i, j) => i - j);
  for (const i of hits) {
    const f = entryAt(table.ground, i, 'the ground');
    if (ignore.has(f.id) || f.kind === 'zone') continue;
    if (f.kind === 'area') {
      if (table.areaEffects[f.index]?.cover && insideTolerant(f.xy, target.x, target.y)) out.push({ kind: 'area', id: f.id, type: f.type });
      continue;
    }
    if (!segmentHitsBox(from.x, from.y, target.x, target.y, f.minX, f.minY, f.maxX, f.maxY, TABLE_EPSILON)) continue;
    if (f.kind === 'obstacle') {
      if (table.data.obstacles?.[f.index]?.cover !== true) continue;
      if (polylineSegDist(f.xy, from.x, from.y, target.x, target.y) > TABLE_EPSILON) continue;
      if (reach < Infinity && polylineSegDist(f.xy, target.x, target.y, target.x, target.y) > reach + TABLE_EPSILON) continue;
      out.push({ kind: 'obstacle', id: f.id, type: f.type });
      continue;
    }
    if (!objectEffects(table, f.index, options.state).cover) continue;
    if (insideTolerant(f.xy, from.x, from.y)) continue;
    if (insideTolerant(f.xy, target.x, target.y)) {
      out.push({ kind: 'object', id: f.id, type: f.type });
      continue;
    }
    const n = clipSegment(f.xy, from.x, from.y, target.x, target.y, scratch);
    let near = -1;
    // The far end of the last span of any length: where the line leaves the object last.
    for (let k = 0; k < n; k++) {
      const from = scratch[k * 2];
      const to = scratch[k * 2 + 1];
      if (from === undefined || to === undefined) throw new RangeError(`the line to the target was clipped into ${n} spans but has no span ${k}`);
      if ((to - from) * len > TABLE_EPSILON) near = to;
    }
    if (near < 0) continue;
    if ((1 - near) * len > reach + TABLE_EPSILON) continue;
    out.push({ kind: 'object', id: f.id, type: f.type });
  }
  return out;
}

/**
 * The areas under a point (inside or within {@link TABLE_EPSILON} of the
 * outline), bottom to top.
 *
 * @example
 * ```ts
 * import { areasAt, compileTable } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * areasAt(compileTable(TABLE), { x: 24, y: 12.5 }).map((a) => a.id); // ['stream', 'road']: the road crosses the stream
 * ```
 * @category Tabletop
 */
export function areasAt(table: CompiledTable, p: TablePoint): TableFeature[] {
  return featuresAt(table, p, 'area');
}

/**
 * The zones under a point, in the order of the table data.
 *
 * @example
 * ```ts
 * import { compileTable, zonesAt } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * zonesAt(compileTable(TABLE), { x: 24, y: 3 }).map((z) => z.id); // ['us-deploy']
 * ```
 * @category Tabletop
 */
export function zonesAt(table: CompiledTable, p: TablePoint): TableFeature[] {
  return featuresAt(table, p, 'zone');
}

/**
 * The solid objects under a point (a figure inside a command post).
 *
 * @example
 * ```ts
 * import { compileTable, objectsAt } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * objectsAt(compileTable(TABLE), { x: 29, y: 30 }).map((o) => o.id); // ['hut-1']
 * ```
 * @category Tabletop
 */
export function objectsAt(table: CompiledTable, p: TablePoint): TableFeature[] {
  return featuresAt(table, p, 'object');
}

function featuresAt(table: CompiledTable, p: TablePoint, kind: TableFeature['kind']): TableFeature[] {
  const tree = table.groundIndex;
  if (!tree) return [];
  const e = TABLE_EPSILON;
  return tree
    .search(p.x - e, p.y - e, p.x + e, p.y + e)
    .map((i) => entryAt(table.ground, i, 'the ground'))
    .filter((f) => f.kind === kind && insideTolerant(f.xy, p.x, p.y))
    .sort((a, b) => a.index - b.index);
}

/**
 * How concealed a figure standing at a point is: the largest `concealment` of
 * the terrain under it (0 in the open). "90 % concealed" is 0.9.
 *
 * @example
 * ```ts
 * import { compileTable, concealmentAt } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const table = compileTable(TABLE);
 * concealmentAt(table, { x: 19, y: 20 }); // 0.9: in the kunai grass
 * concealmentAt(table, { x: 24, y: 3 });  // 0: in the open
 * ```
 * @category Tabletop
 */
export function concealmentAt(table: CompiledTable, p: TablePoint): number {
  let c = 0;
  for (const a of areasAt(table, p)) c = Math.max(c, table.areaEffects[a.index]?.concealment ?? 0);
  return c;
}
