/**
 * Movement as a path: a move is a polyline, checked piece by piece against a
 * mover's rates per zone and terrain, the obstacles it may cross, solid objects
 * and the table's edges.
 */
import type { RuleViolation } from '../errors';
import { edgeSegment, obstaclePassable, objectEffects, type CompiledTable, type TableFeature } from './compile';
import { inches, pt } from './format';
import { bearing, crossingParam, legsOf, normalizeFacing, pointDistance, segDist, segmentHitsBox, segmentsCross, type TablePoint } from './geometry';
import { clipSegment, withinSpans } from './clip';
import type { TableState } from './table';
import { TABLE_EPSILON, clean } from './tolerance';
import { clampToTable, edgeAt, exitParam, lerp, onTable } from './edges';
import { hullCollision } from './hull';
import type { Hull, MovementProfile, ObstacleRule, Rate } from './profile';
import { entryAt } from '../internal/entry';

export type { Hull, MovementProfile, ObstacleCrossing, ObstacleRule, Rate } from './profile';

/**
 * Options of {@link checkPath}.
 *
 * @category Tabletop
 */
export interface PathOptions {
  /** Obstacles made passable and objects destroyed in play. */
  readonly state?: TableState;
  /** The share of a turn's move available, default 1 (0.5 for half a move). */
  readonly allowance?: number;
  /** The mover is reversing (its facing ends opposite its last direction of travel). */
  readonly reverse?: boolean;
  /**
   * The mover may leave the table: `true` by any edge, or by the named edges or
   * sides listed. The path then ends where it leaves (anything after must stay
   * off the table: a figure that leaves may not come back).
   */
  readonly mayLeave?: boolean | readonly string[];
  /** The mover enters by this named edge or side: the path must start on it. */
  readonly entering?: string;
  /** The mover's name, for messages. */
  readonly who?: string;
  /**
   * The mover's hull: its base, and its facing where the path starts. Given,
   * the whole hull, not only its centre, is kept out of solid objects all along
   * the path (touching within {@link TABLE_EPSILON} is allowed): a round base
   * sweeps the path's width, a rectangular hull faces along each stretch
   * (against it when reversing) and turns in place at the start and at each
   * corner.
   */
  readonly hull?: Hull;
}

/**
 * One piece of a checked path: a stretch on one kind of ground, or the crossing
 * of an obstacle (length 0).
 *
 * @category Tabletop
 */
export interface PathPiece {
  /** Where it starts. */
  readonly from: TablePoint;
  /** Where it ends. */
  readonly to: TablePoint;
  /** Its length in inches. */
  readonly length: number;
  /** The rate in inches per turn here (0 where prohibited). */
  readonly speed: number;
  /** Its cost as a fraction of a turn's move (`length / speed`, plus crossing costs; Infinity where prohibited). */
  readonly cost: number;
  /** Distance along the path where it starts. */
  readonly at: number;
  /** The area that set the rate, if any. */
  readonly area?: string;
  /** The zone that set the rate, if any. */
  readonly zone?: string;
  /** The obstacle crossed, for a crossing piece. */
  readonly crossing?: string;
  /** True if this piece breaks a rule: prohibited ground, a solid object, an obstacle the mover may not cross. */
  readonly blocked?: boolean;
}

/**
 * The result of {@link checkPath}.
 *
 * @category Tabletop
 */
export interface PathCheck {
  /** True if the move is legal. */
  readonly ok: boolean;
  /** Why not, in a player's words (empty if ok). */
  readonly violations: readonly RuleViolation[];
  /** The move's cost as a fraction of a turn's move: the sum of the pieces' costs. */
  readonly cost: number;
  /** Inches moved (up to the table edge if the mover leaves). */
  readonly length: number;
  /** The pieces, in order. */
  readonly pieces: readonly PathPiece[];
  /** Obstacles crossed, in order, each once. */
  readonly crossed: readonly string[];
  /** Obstacles the mover made passable by crossing them (add them to {@link TableState.passable}). */
  readonly clears: readonly string[];
  /** Where the mover left the table, by which edge (a named edge's id, or a side). */
  readonly left?: {
    /** The named edge's id, or the side. */
    readonly edge: string;
    /** Where it crossed the edge. */
    readonly at: TablePoint;
  };
  /** Where the move ends (the exit point if it left). */
  readonly end: TablePoint;
  /** Facing at the end: the direction of the last stretch (its opposite when reversing); undefined if it did not move. */
  readonly facing?: number;
}

/** A profile's entry for a type, own keys only (a terrain named "constructor" is a name, not Object's). */
const entry = <T>(record: Readonly<Record<string, T>> | undefined, type: string): T | undefined => (record !== undefined && Object.hasOwn(record, type) ? record[type] : undefined);

function ruleOf(profile: MovementProfile, type: string): ObstacleRule {
  const r = entry(profile.obstacles, type);
  if (r === undefined) return { cross: 'when-passable' };
  return typeof r === 'string' ? { cross: r } : r;
}

function applyRate(rate: Rate, speed: number): number {
  if (rate === 'prohibited') return 0;
  if (typeof rate === 'number') return rate;
  return speed * rate.times;
}

function nameOf(table: CompiledTable, f: TableFeature): string {
  const list = f.kind === 'area' ? table.data.areas : f.kind === 'zone' ? table.data.zones : f.kind === 'obstacle' ? table.data.obstacles : table.data.objects;
  const named = list?.[f.index]?.name;
  return named ? `${named} (${f.id})` : `${f.type} ${f.id}`;
}

/**
 * Checks a move given as a path (a polyline of the mover's centre): every piece
 * of it on each kind of ground, costed at the mover's rate there; obstacles it
 * may not cross; solid objects it may not pass through; the table's edges. The
 * cost is the sum of the pieces' costs, as a fraction of a turn's move, and the
 * move is legal if it overshoots the allowance by at most {@link TABLE_EPSILON}
 * inches (measured at the rate where the allowance ran out). Never throws.
 *
 * The pieces are found by clipping each stretch of the path against the areas,
 * zones and objects whose bounding boxes it meets (from the table's R-tree), so a
 * piece is exactly a stretch under one set of features.
 *
 * @example
 * ```ts
 * import { checkPath } from 'hexwar/tabletop';
 * const check = checkPath(table, infantry, [{ x: 10, y: 5 }, { x: 13, y: 5 }, { x: 13, y: 8 }], { who: 'Rifleman 3' });
 * if (!check.ok) console.log(check.violations[0]!.message);
 * else emit({ type: 'moved', figure: 'r3', path, cost: check.cost });
 * ```
 * @category Tabletop
 */
export function checkPath(table: CompiledTable, profile: MovementProfile, path: readonly TablePoint[], options: PathOptions = {}): PathCheck {
  const who = options.who ?? profile.name ?? 'the figure';
  const violations: RuleViolation[] = [];
  const seen = new Set<string>();
  const violate = (code: string, message: string, key = message) => {
    if (seen.has(key)) return;
    seen.add(key);
    violations.push({ code, message });
  };
  const bad = !Array.isArray(path) || path.length === 0 || path.some((p) => p === null || typeof p !== 'object' || !Number.isFinite(p.x) || !Number.isFinite(p.y));
  const start = bad ? undefined : path[0];
  if (start === undefined) {
    return { ok: false, violations: [{ code: 'bad-path', message: `a path is a list of at least one point { x, y } in inches` }], cost: 0, length: 0, pieces: [], crossed: [], clears: [], end: { x: 0, y: 0 } };
  }
  const allowance = options.allowance ?? 1;
  const state = options.state;

  if (options.entering !== undefined) {
    const seg = edgeSegment(table, options.entering);
    if (!seg) violate('unknown-edge', `the table has no edge "${options.entering}"`);
    else if (segDist(start.x, start.y, seg[0].x, seg[0].y, seg[1].x, seg[1].y) > TABLE_EPSILON) violate('not-on-entry-edge', `${who} must enter by the ${options.entering} edge, but the path starts at ${pt(start)}`);
  }
  if (!onTable(table, start)) violate('off-table', `${who} starts at ${pt(start)}, off the ${table.width}×${table.height} table`);

  // Cut the path where it leaves the table.
  let points: TablePoint[] = [start];
  let left: { edge: string; at: TablePoint } | undefined;
  for (const [a, b] of legsOf(path)) {
    if (left) {
      if (segmentHitsBox(a.x, a.y, b.x, b.y, 0, 0, table.width, table.height, -TABLE_EPSILON)) violate('may-not-return', `${who} left the table at ${pt(left.at)} and may not come back`);
      continue;
    }
    if (onTable(table, b) || !onTable(table, a)) {
      points.push(b);
      continue;
    }
    const exit = clampToTable(table, lerp(a, b, exitParam(table, a, b)));
    const { edge, side } = edgeAt(table, exit);
    const may = options.mayLeave;
    const allowed = may === true || (Array.isArray(may) && (may.includes(edge) || may.includes(side)));
    if (!allowed) {
      violate('off-table', `${who} may not leave the table (at ${pt(exit)} across the ${edge === side ? side : `${edge}`} edge)`);
      points.push(b);
      continue;
    }
    points.push(exit);
    left = { edge, at: exit };
  }
  if (points.length === 0) points = [start];

  const pieces: PathPiece[] = [];
  const crossed: string[] = [];
  const clears: string[] = [];
  const scratch: number[] = [];
  let along = 0;
  let lastBearing: number | undefined;
  const lastCrossing = new Map<string, number>();
  const tree = table.groundIndex;
  for (const [a, b] of legsOf(points)) {
    const len = pointDistance(a, b);
    if (len === 0) continue;
    lastBearing = bearing(a, b);
    const breaks: number[] = [0, 1];
    // Features under this stretch, with the intervals they cover.
    const under: { f: TableFeature; spans: number[] }[] = [];
    const crossings: { t: number; f: TableFeature }[] = [];
    if (tree) {
      const e = TABLE_EPSILON;
      for (const k of tree.search(Math.min(a.x, b.x) - e, Math.min(a.y, b.y) - e, Math.max(a.x, b.x) + e, Math.max(a.y, b.y) + e)) {
        const f = entryAt(table.ground, k, 'the ground');
        if (f.kind === 'obstacle') {
          let bestT = -1;
          let bestD = Infinity;
          // Leg by leg along the obstacle, the point before carried along.
          let px = f.xy[0];
          let py = f.xy[1];
          for (let j = 2; j < f.xy.length && px !== undefined && py !== undefined; j += 2) {
            const cx = px;
            const cy = py;
            const dx = f.xy[j];
            const dy = f.xy[j + 1];
            if (dx === undefined || dy === undefined) break;
            px = dx;
            py = dy;
            const d = segmentsCross(a.x, a.y, b.x, b.y, cx, cy, dx, dy) ? 0 : Math.min(segDist(cx, cy, a.x, a.y, b.x, b.y), segDist(dx, dy, a.x, a.y, b.x, b.y), segDist(a.x, a.y, cx, cy, dx, dy), segDist(b.x, b.y, cx, cy, dx, dy));
            if (d <= TABLE_EPSILON && d < bestD) {
              bestD = d;
              bestT = crossingParam(a.x, a.y, b.x, b.y, cx, cy, dx, dy);
            }
          }
          if (bestT >= 0) crossings.push({ t: bestT, f });
          continue;
        }
        const relevant = f.kind === 'object' || entry(f.kind === 'area' ? profile.terrain : profile.zones, f.type) !== undefined;
        if (!relevant) continue;
        const n = clipSegment(f.xy, a.x, a.y, b.x, b.y, scratch);
        if (n === 0) continue;
        const spans = scratch.slice(0, n * 2);
        for (const t of spans) if (t > 0 && t < 1) breaks.push(t);
        under.push({ f, spans });
      }
    }
    breaks.sort((p, q) => p - q);
    crossings.sort((p, q) => p.t - q.t || p.f.index - q.f.index);
    let ci = 0;
    const emitCrossings = (upTo: number) => {
      for (let c = crossings[ci]; c !== undefined && c.t <= upTo; c = crossings[ci]) {
        ci++;
        const { t, f } = c;
        const s = clean(along + t * len);
        // A vertex on the obstacle is one crossing, not one per stretch.
        const before = lastCrossing.get(f.id);
        if (before !== undefined && s - before <= TABLE_EPSILON) continue;
        lastCrossing.set(f.id, s);
        const at = lerp(a, b, t);
        const rule = ruleOf(profile, f.type);
        const passable = obstaclePassable(table, f.index, state);
        const blocked = rule.cross === 'never' || (rule.cross === 'when-passable' && !passable);
        if (rule.cross === 'never') violate('obstacle', `${who} may not cross ${nameOf(table, f)} at ${pt(at)}`, `obstacle ${f.id}`);
        else if (blocked) violate('obstacle', `${who} may not cross ${nameOf(table, f)} at ${pt(at)} until it is made passable`, `obstacle ${f.id}`);
        if (!crossed.includes(f.id)) crossed.push(f.id);
        if (rule.clears && !passable && !clears.includes(f.id)) clears.push(f.id);
        const cost = rule.cost ?? 0;
        pieces.push({ from: at, to: at, length: 0, speed: profile.speed, cost, at: s, crossing: f.id, ...(blocked ? { blocked } : {}) });
      }
    };
    let previous: number | undefined;
    for (const t1 of breaks) {
      const t0 = previous;
      previous = t1;
      if (t0 === undefined || t1 <= t0) continue;
      const tm = (t0 + t1) / 2;
      const inside = (u: { spans: number[] }) => withinSpans(u.spans, u.spans.length / 2, tm);
      let zone: TableFeature | undefined;
      let area: TableFeature | undefined;
      let blocked = false;
      for (const u of under) {
        if (!inside(u)) continue;
        if (u.f.kind === 'object') {
          if (!objectEffects(table, u.f.index, state).passable) {
            blocked = true;
            violate('blocked', `${who} may not pass through ${nameOf(table, u.f)} (at ${pt(lerp(a, b, tm))})`, `object ${u.f.id}`);
          }
        } else if (u.f.kind === 'zone') {
          if (!zone || u.f.index > zone.index) zone = u.f;
        } else if (!area || u.f.index > area.index) area = u.f;
      }
      let speed = profile.speed;
      let cause: string | undefined = speed > 0 ? undefined : 'the open';
      // Only zones and areas the profile rates were kept under the stretch (see `relevant`).
      const zoneRate = zone && entry(profile.zones, zone.type);
      if (zone && zoneRate !== undefined) {
        speed = applyRate(zoneRate, speed);
        if (speed <= 0) cause ??= nameOf(table, zone);
      }
      const areaRate = area && entry(profile.terrain, area.type);
      if (area && areaRate !== undefined) {
        speed = applyRate(areaRate, speed);
        if (speed <= 0) cause ??= nameOf(table, area);
      }
      if (options.reverse && profile.reverse !== undefined) {
        const r = profile.reverse;
        speed = r === 'prohibited' ? 0 : typeof r === 'number' ? Math.min(speed, r) : speed * r.times;
      }
      const from = lerp(a, b, t0);
      const to = lerp(a, b, t1);
      emitCrossings(t0);
      const length = (t1 - t0) * len;
      if (speed <= 0) {
        if (cause !== undefined) violate('prohibited', `${who} may not enter ${cause} (at ${pt(from)})`, `prohibited ${cause}`);
        else violate('no-reverse', `${who} may not reverse`);
      }
      pieces.push({
        from,
        to,
        length: clean(length),
        speed: clean(speed),
        cost: speed > 0 ? length / speed : Infinity,
        at: clean(along + t0 * len),
        ...(area ? { area: area.id } : {}),
        ...(zone ? { zone: zone.id } : {}),
        ...(blocked || speed <= 0 ? { blocked: true } : {}),
      });
    }
    emitCrossings(1);
    along += len;
  }

  if (options.hull) {
    const hit = hullCollision(table, state, options.hull, points, options.reverse === true);
    if (hit) violate('blocked', `${who} may not pass through ${nameOf(table, hit.f)}: its ${options.hull.base.shape === 'round' ? 'base' : 'hull'} would run into it (at ${pt(hit.at)})`, `object ${hit.f.id}`);
  }

  let cost = 0;
  for (const p of pieces) cost += p.cost;
  // Overshoot in inches at the rate where the allowance ran out.
  if (cost > allowance && Number.isFinite(cost)) {
    let acc = 0;
    let over = 0;
    for (const p of pieces) {
      const next = acc + p.cost;
      if (next > allowance) {
        const spent = Math.max(0, allowance - acc);
        over += p.length > 0 ? p.length - spent * p.speed : (next - Math.max(acc, allowance)) * p.speed;
      }
      acc = next;
    }
    if (over > TABLE_EPSILON) {
      const pct = (n: number) => `${Math.round(n * 100)}%`;
      violate('too-far', `${who} has ${pct(allowance)} of a move; this path costs ${pct(cost)} (${inches(over)}" too far)`);
    }
  }
  const end = left ? left.at : (points[points.length - 1] ?? start);
  const facing = lastBearing === undefined ? undefined : normalizeFacing(options.reverse ? lastBearing + 180 : lastBearing);
  return {
    ok: violations.length === 0,
    violations,
    cost,
    length: clean(along),
    pieces,
    crossed,
    clears,
    ...(left ? { left } : {}),
    end,
    ...(facing !== undefined ? { facing } : {}),
  };
}
