import type { OpenField } from '../../engine/legal';
import type { JsonValue } from '../../engine/types';
import type { CompiledTable } from '../../tabletop/compile';
import { baseReach, type Base } from '../../tabletop/figures';
import { bearing, pointAtBearing, pointDistance, type TablePoint } from '../../tabletop/geometry';
import type { Hull, MovementProfile } from '../../tabletop/movement';
import { affordablePath, backOff } from '../../tabletop/path';
import { sampleMoves } from '../../tabletop/samplers';
import { hasLineOfSight } from '../../tabletop/sight';
import type { TableState } from '../../tabletop/table';
import { HexwarError } from '../../errors';
import { asOpenField, type PathField } from './open-fields';

/** The shortest move that counts as going somewhere. */
const MIN_STEP = 0.05;

/** The parameters of one figure's open `path` field, before the table's state and a witness are added. @internal */
export type PathParams = Omit<PathField, 'kind' | 'state' | 'witness'>;

/** The hull of a figure about to move: its base, facing as it stands. */
const hullOf = (base: Base, facing: number | undefined): Hull => ({ base, ...(facing !== undefined ? { facing } : {}) });

/**
 * A legal path backed off (a quarter inch at a time) until its end keeps clear
 * of every circle in `avoid` (flat x, y, radius), judged as circles round the
 * bases so an end kept clear here is clear by the exact measure too; the first
 * point alone if no end is.
 */
function clearEnd(path: readonly TablePoint[], base: Base, avoid: readonly number[] | undefined): TablePoint[] {
  const from = path[0];
  if (!avoid || avoid.length === 0 || from === undefined || path.length < 2) return copy(path);
  const me = baseReach(base);
  const clear = (p: TablePoint) => {
    for (let i = 0; i < avoid.length; i += 3) {
      const x = avoid[i];
      const y = avoid[i + 1];
      const r = avoid[i + 2];
      if (x === undefined || y === undefined || r === undefined) break; // the circles come in threes
      // The mover's own circle, where it stands (to the hundredth), is no obstacle.
      if (Math.abs(x - from.x) <= 0.006 && Math.abs(y - from.y) <= 0.006) continue;
      if (Math.hypot(p.x - x, p.y - y) < me + r + 0.02) return false;
    }
    return true;
  };
  return copy(
    backOff(path, (part) => {
      const end = part.at(-1);
      return end !== undefined && clear(end);
    }),
  );
}

const copy = (path: readonly TablePoint[]): TablePoint[] => path.map((q) => ({ x: q.x, y: q.y }));

/** True if a path ends more than a minimal step from where it starts. */
function goesSomewhere(path: readonly TablePoint[]): boolean {
  const start = path[0];
  const end = path.at(-1);
  return path.length >= 2 && start !== undefined && end !== undefined && pointDistance(start, end) > MIN_STEP;
}

/** The movement profile an open field names, which must be one of the chart's. */
function profileNamed(profiles: Readonly<Record<string, MovementProfile>>, name: string): MovementProfile {
  const profile = Object.hasOwn(profiles, name) ? profiles[name] : undefined;
  if (!profile) throw new HexwarError({ code: 'bad-field', message: `the field names the movement profile "${name.slice(0, 40)}", which the movement chart lacks` });
  return profile;
}

/** The longest legal part of a straight path along `dir`, if it goes somewhere. */
function along(table: CompiledTable, profile: MovementProfile, p: PathParams, dir: number, distance: number, state: TableState | undefined, accept?: (path: TablePoint[]) => boolean): TablePoint[] | null {
  const to = pointAtBearing(p.from, dir, distance);
  const options = { allowance: p.allowance, hull: hullOf(p.base, p.facing), ...(p.reverse ? { reverse: true } : {}), ...(state ? { state } : {}) };
  const legal = affordablePath(table, profile, [{ x: p.from.x, y: p.from.y }, to], options);
  const path = accept ? copy(backOff(legal, accept)) : clearEnd(legal, p.base, p.avoid);
  return goesSomewhere(path) ? path : null;
}

/**
 * One legal path for a figure's move, or `null` if it can go nowhere: straight
 * ahead for a figure limited to that; backwards (up to 85° off) in reverse;
 * otherwise toward an objective or any of eight directions; each backed off
 * until `accept` takes it (the exact test of where it ends), if given. @internal
 */
export function witnessPath(table: CompiledTable, profile: MovementProfile, p: PathParams, objectives: readonly TablePoint[], state: TableState | undefined, accept?: (path: TablePoint[]) => boolean): TablePoint[] | null {
  const dirs = p.straight
    ? [p.facing]
    : p.reverse
      ? [0, 30, -30, 60, -60, 85, -85].map((d) => p.facing + 180 + d)
      : [...objectives.map((o) => bearing(p.from, o)), 0, 45, 90, 135, 180, 225, 270, 315];
  // A short step first; then, where figures crowd it, as far as the move goes (backed off to a clear end).
  for (const distance of [p.reverse ? 1 : 1.5, (p.reverse ? reverseReach(profile) : profile.speed) * p.allowance]) {
    for (const dir of dirs) {
      const path = along(table, profile, p, dir, distance, state, accept);
      if (path) return path;
    }
  }
  return null;
}

/** A profile's reverse rate in the open, inches a turn. */
function reverseReach(profile: MovementProfile): number {
  const r = profile.reverse;
  return typeof r === 'number' ? r : r === undefined || r === 'prohibited' ? 0 : profile.speed * r.times;
}

/**
 * The sampler of one figure's open `path` field: a straight move from the
 * core's samplers (rings, toward the objectives, edges of cover), straight
 * ahead for a figure limited to that, or backwards for a reverse; the witness
 * if none of a dozen tries goes anywhere. @internal
 */
export function pathSampler(table: CompiledTable, profiles: Readonly<Record<string, MovementProfile>>, field: OpenField, random: () => number, objectives: readonly TablePoint[]): JsonValue {
  const p = asOpenField(field, 'path');
  if (!p) throw new HexwarError({ code: 'bad-field', message: `the path sampler was given a field of kind "${field.kind}"` });
  const profile = profileNamed(profiles, p.profile);
  const reach = p.reverse ? reverseReach(profile) : profile.speed * p.allowance * 2;
  let path: TablePoint[] | null = null;
  if (!p.straight && !p.reverse) {
    const moves = sampleMoves(table, profile, { x: p.from.x, y: p.from.y }, { random, allowance: p.allowance, hull: hullOf(p.base, p.facing), objectives, limit: 4, ...(p.state ? { state: p.state } : {}) })
      .map((m) => clearEnd(m.path, p.base, p.avoid))
      .filter(goesSomewhere);
    if (moves.length > 0) path = moves[Math.floor(random() * moves.length)] ?? null;
  }
  for (let i = 0; !path && i < 12; i++) {
    const dir = p.straight ? p.facing : p.reverse ? p.facing + 180 + (random() - 0.5) * 170 : random() * 360;
    path = along(table, profile, p, dir, Math.max(0.2, random() * reach), p.state);
  }
  return copy(path ?? p.witness);
}

/** Draws of one figure's move in a team before it is left standing. */
const TEAM_TRIES = 8;

/**
 * The sampler of a team's open `paths` field: one to three of the figures that
 * may move (one time in four, all of them), each toward a random point within
 * reach, cut to what it may legally afford (its whole hull kept out of solid
 * objects) and, when figures keep apart, backed off until its end is clear of
 * the figures near it and of the ends drawn before it. @internal
 */
export function teamPathsSampler(table: CompiledTable, profiles: Readonly<Record<string, MovementProfile>>, field: OpenField, random: () => number): JsonValue {
  const f0 = asOpenField(field, 'paths');
  if (!f0) throw new HexwarError({ code: 'bad-field', message: `the team paths sampler was given a field of kind "${field.kind}"` });
  const { figures, state } = f0;
  const reverse = f0.reverse === true;
  let chosen = figures;
  if (random() >= 0.25) {
    const pool = [...figures];
    chosen = [];
    for (let n = 1 + Math.floor(random() * 3); n > 0 && pool.length; n--) {
      const [picked] = pool.splice(Math.floor(random() * pool.length), 1);
      if (picked) chosen = [...chosen, picked];
    }
  }
  const out: Record<string, JsonValue> = {};
  // Where the figures drawn so far end, when figures keep apart: the next keeps clear of them too.
  const ends: number[] = [];
  for (const f of chosen) {
    const profile = profileNamed(profiles, f.profile);
    const avoid = f.avoid ? [...f.avoid, ...ends] : undefined;
    // A figure hemmed in (a tank beside a wall cannot turn where it stands) goes nowhere in most directions:
    // a few more draws, each nearer the way it faces (or backs), before it stays put, so a drawn move is a move.
    const ahead = (f.facing ?? 0) + (reverse ? 180 : 0);
    let kept: TablePoint[] = [];
    for (let tries = 0; tries < TEAM_TRIES && !goesSomewhere(kept); tries++) {
      const dir = tries === 0 ? random() * 360 : ahead + (random() - 0.5) * 360 * (1 - tries / TEAM_TRIES);
      const to = pointAtBearing(f.from, dir, random() * profile.speed * f.allowance * 1.2);
      const path = affordablePath(table, profile, [f.from, to], { allowance: f.allowance, reverse, hull: hullOf(f.base, f.facing), ...(state ? { state } : {}) });
      kept = clearEnd(path, f.base, avoid);
    }
    const end = kept.at(-1);
    if (f.avoid && end) ends.push(end.x, end.y, baseReach(f.base));
    // Cut back to where he stands: he stays put (a path of one point), for a path that ends where it starts is no move.
    out[f.id] = kept.every((p) => p.x === f.from.x && p.y === f.from.y) ? [{ x: f.from.x, y: f.from.y }] : kept;
  }
  return out;
}

/**
 * The sampler of an open `point` field (where a grenade or a shell is aimed):
 * a point within `within` inches of `origin`, on the table and, if the field
 * asks, in sight of it; the origin if a dozen tries find none. @internal
 */
export function pointSampler(table: CompiledTable, field: OpenField, random: () => number): JsonValue {
  const f = asOpenField(field, 'point');
  if (!f) throw new HexwarError({ code: 'bad-field', message: `the point sampler was given a field of kind "${field.kind}"` });
  const { origin, within, state } = f;
  for (let i = 0; i < 12; i++) {
    const p = pointAtBearing(origin, random() * 360, Math.sqrt(random()) * within);
    if (p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.height) continue;
    if (f.sight === true && !hasLineOfSight(table, origin, p, state ? { state } : {})) continue;
    return { x: p.x, y: p.y };
  }
  return { x: origin.x, y: origin.y };
}

/** The sampler of an open `along` field: a point, to the hundredth of an inch, in one of its stretches of a move. @internal */
export function alongSampler(field: OpenField, draw: (n: number) => number, random: () => number): JsonValue {
  // The points the listing offers, each one the exact check allows; else a point of a stretch.
  const f = asOpenField(field, 'along');
  if (!f) throw new HexwarError({ code: 'bad-field', message: `the along sampler was given a field of kind "${field.kind}"` });
  const { points, intervals } = f;
  if (Array.isArray(points) && points.length > 0) {
    const p = points[draw(points.length)];
    if (p !== undefined) return p;
  }
  const stretch = intervals[draw(intervals.length)];
  if (!stretch) throw new HexwarError({ code: 'bad-field', message: 'the along field offers no point and no stretch of the move' });
  const [a, b] = stretch;
  const v = Math.round((a + random() * (b - a)) * 100) / 100;
  return Math.min(b, Math.max(a, v));
}

/** The sampler of an open `facing` field: a whole number of degrees. @internal */
export const facingSampler = (_field: OpenField, draw: (n: number) => number): JsonValue => draw(360);
