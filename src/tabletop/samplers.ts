/**
 * Legal tabletop actions as compact JSON descriptors, exact checks of one
 * concrete action against its descriptor, and samplers that give bots and the
 * fuzzer candidate points and actions. Every sampler is pure: randomness comes
 * from a caller-supplied `random()` returning numbers in [0, 1).
 */
import type { RuleViolation } from '../errors';
import type { CompiledTable } from './compile';
import type { TablePosition } from './figures';
import { pointAtBearing, pointDistance, segDist, type TablePoint } from './geometry';
import { checkPath, type MovementProfile, type PathCheck, type PathOptions } from './movement';
import { affordablePath } from './path';
import { TABLE_EPSILON } from './tolerance';

/**
 * "Move this figure along a path within this allowance": the path must start
 * at `from` and pass {@link checkPath} with the figure's profile.
 *
 * @category Tabletop
 */
export interface MoveDescriptor {
  /** The verb. */
  readonly verb: 'move';
  /** The figure. */
  readonly figure: string;
  /** Where it stands. */
  readonly from: TablePosition;
  /** Share of a turn's move available (1 = a full move). */
  readonly allowance: number;
  /** It moves in reverse. */
  readonly reverse?: boolean;
}

/**
 * "Fire at one of these targets".
 *
 * @category Tabletop
 */
export interface FireDescriptor {
  /** The verb. */
  readonly verb: 'fire';
  /** The firer. */
  readonly figure: string;
  /** Ids of the figures (or objects) it may fire at. */
  readonly targets: readonly string[];
}

/**
 * "Place a template within R inches of a point" (a grenade up to 4" away, a
 * shell up to 36").
 *
 * @category Tabletop
 */
export interface PlaceTemplateDescriptor {
  /** The verb. */
  readonly verb: 'place-template';
  /** The figure placing it. */
  readonly figure: string;
  /** Where distance is measured from (the thrower). */
  readonly origin: TablePoint;
  /** Farthest the centre may be placed, in inches. */
  readonly within: number;
  /** The template's radius. */
  readonly radius: number;
}

/**
 * A tabletop action descriptor: compact, per verb, plain JSON, for a view's
 * list of legal actions.
 *
 * @category Tabletop
 */
export type TabletopDescriptor = MoveDescriptor | FireDescriptor | PlaceTemplateDescriptor;

/**
 * A concrete tabletop action a player or a bot proposes under a descriptor.
 *
 * @category Tabletop
 */
export type TabletopChoice =
  | {
      /** Move… */
      readonly verb: 'move';
      /** …this figure… */
      readonly figure: string;
      /** …along this path, starting where it stands. */
      readonly path: readonly TablePoint[];
    }
  | {
      /** Fire… */
      readonly verb: 'fire';
      /** …with this figure… */
      readonly figure: string;
      /** …at this target. */
      readonly target: string;
    }
  | {
      /** Place a template… */
      readonly verb: 'place-template';
      /** …for this figure… */
      readonly figure: string;
      /** …centred here. */
      readonly centre: TablePoint;
    };

/**
 * The answer of {@link checkChoice}.
 *
 * @category Tabletop
 */
export interface ChoiceCheck {
  /** True if the action is legal. */
  readonly ok: boolean;
  /** Why not, in a player's words. */
  readonly violations: readonly RuleViolation[];
  /** For a move: the exact path check. */
  readonly path?: PathCheck;
}

/**
 * Checks one concrete action exactly against its descriptor: a move's path
 * starts where the figure stands and passes {@link checkPath}; a target is one
 * of those listed; a template's centre is within reach and on the table.
 * Returns the violations (empty if legal) and, for a move, the path check.
 *
 * @category Tabletop
 */
export function checkChoice(
  table: CompiledTable,
  descriptor: TabletopDescriptor,
  choice: TabletopChoice,
  context: { readonly profile?: MovementProfile; readonly pathOptions?: PathOptions } = {},
): ChoiceCheck {
  const fail = (code: string, message: string): ChoiceCheck => ({ ok: false, violations: [{ code, message }] });
  if (choice.verb !== descriptor.verb) return fail('wrong-verb', `the action is to ${descriptor.verb}, not ${choice.verb}`);
  if (choice.figure !== descriptor.figure) return fail('wrong-figure', `the action is for ${descriptor.figure}, not ${choice.figure}`);
  if (descriptor.verb === 'move' && choice.verb === 'move') {
    if (!context.profile) return fail('no-profile', `checking a move needs the figure's movement profile`);
    const first = choice.path[0];
    if (!first || pointDistance(first, descriptor.from) > TABLE_EPSILON) return fail('wrong-start', `${descriptor.figure}'s path must start where it stands`);
    const path = checkPath(table, context.profile, choice.path, { ...context.pathOptions, allowance: descriptor.allowance, ...(descriptor.reverse ? { reverse: true } : {}) });
    return { ok: path.ok, violations: path.violations, path };
  }
  if (descriptor.verb === 'fire' && choice.verb === 'fire') {
    return descriptor.targets.includes(choice.target) ? { ok: true, violations: [] } : fail('not-a-target', `${descriptor.figure} may not fire at ${choice.target}`);
  }
  if (descriptor.verb === 'place-template' && choice.verb === 'place-template') {
    const c = choice.centre;
    if (!Number.isFinite(c.x) || !Number.isFinite(c.y)) return fail('bad-point', 'the template needs a centre { x, y }');
    const d = pointDistance(descriptor.origin, c);
    if (d > descriptor.within + TABLE_EPSILON) return fail('out-of-reach', `the template must be placed within ${descriptor.within}" (this is ${Math.round(d * 100) / 100}")`);
    if (c.x < -TABLE_EPSILON || c.y < -TABLE_EPSILON || c.x > table.width + TABLE_EPSILON || c.y > table.height + TABLE_EPSILON) return fail('off-table', 'the template must be placed on the table');
    return { ok: true, violations: [] };
  }
  return fail('wrong-verb', 'unknown verb');
}

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
    const f = table.ground[i]!;
    const gives = f.kind === 'area' ? table.areaEffects[f.index]!.cover === true : f.kind === 'object' ? table.data.objects![f.index]!.cover !== false : f.kind === 'obstacle' ? table.data.obstacles![f.index]!.cover === true : false;
    if (!gives) continue;
    const xy = f.xy;
    const n = xy.length / 2;
    const edges = f.closed ? n : n - 1;
    // Which way is out: for polygons, away from the inside (by the winding).
    let area2 = 0;
    for (let k = 0; k < n; k++) {
      const j = (k + 1) % n;
      area2 += xy[k * 2]! * xy[j * 2 + 1]! - xy[j * 2]! * xy[k * 2 + 1]!;
    }
    const outward = area2 >= 0 ? -1 : 1;
    for (let k = 0; k < edges; k++) {
      const j = (k + 1) % n;
      const ax = xy[k * 2]!;
      const ay = xy[k * 2 + 1]!;
      const bx = xy[j * 2]!;
      const by = xy[j * 2 + 1]!;
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
    picked.push(pool[k]!);
    pool[k] = pool[pool.length - 1]!;
    pool.pop();
  }
  const out: MoveCandidate[] = [];
  const keys = new Set<string>();
  for (const to of picked) {
    const path = affordablePath(table, profile, [from, to], options);
    if (path.length < 2) continue;
    const end = path[path.length - 1]!;
    const key = `${Math.round(end.x * 100)},${Math.round(end.y * 100)}`;
    if (keys.has(key)) continue;
    const check = checkPath(table, profile, path, options);
    if (!check.ok) continue;
    keys.add(key);
    out.push({ path, check });
  }
  return out;
}

/**
 * Candidate centres for a template under a descriptor: on each target point in
 * reach, then random points in the disc of reach, `count` in all (targets first).
 *
 * @category Tabletop
 */
export function sampleTemplateCentres(table: CompiledTable, descriptor: PlaceTemplateDescriptor, targets: readonly TablePoint[], count: number, random: () => number): TablePoint[] {
  const out: TablePoint[] = [];
  const fits = (p: TablePoint) => pointDistance(descriptor.origin, p) <= descriptor.within + TABLE_EPSILON && p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height;
  for (const t of targets) if (out.length < count && fits(t)) out.push(t);
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const p = pointAtBearing(descriptor.origin, random() * 360, Math.sqrt(random()) * descriptor.within);
    if (fits(p)) out.push(p);
  }
  return out;
}

/**
 * One concrete action per target of a fire descriptor.
 *
 * @category Tabletop
 */
export function fireChoices(descriptor: FireDescriptor): TabletopChoice[] {
  return descriptor.targets.map((target) => ({ verb: 'fire', figure: descriptor.figure, target }));
}
