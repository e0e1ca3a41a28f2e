/**
 * Paths a figure can legally take, for the open `path` field of a move: a
 * witness found when the move is listed (so a figure with nowhere to go is not
 * offered a move), and random ones for the fuzzer and the bots.
 *
 * @module
 */
import { affordablePath, bearing, pointAtBearing, pointDistance, sampleMoves, type CompiledTable, type JsonValue, type OpenField, type TablePoint } from 'hexwar';
import { OBJECTIVE } from '../data/table';
import { PROFILES, type ProfileName } from '../data/tables';

/** The parameters of a move's open `path` field. */
export type PathParams = {
  /** Where the figure stands. */
  readonly from: TablePoint;
  /** Its facing. */
  readonly facing: number;
  /** Its movement profile. */
  readonly profile: ProfileName;
  /** Its share of a full move. */
  readonly allowance: number;
  /** A reverse move. */
  readonly reverse?: boolean;
  /** Straight ahead only (card 7). */
  readonly straight?: boolean;
  /** One legal path, found when the move was listed. */
  readonly witness: readonly TablePoint[];
};

/** The shortest move that counts as going somewhere. */
const MIN_STEP = 0.05;

/** The longest legal part of a straight path along `dir`, if it goes somewhere. */
function along(table: CompiledTable, p: Omit<PathParams, 'witness'>, dir: number, distance: number): TablePoint[] | null {
  const to = pointAtBearing(p.from, dir, distance);
  const path = affordablePath(table, PROFILES[p.profile], [{ x: p.from.x, y: p.from.y }, to], { allowance: p.allowance, ...(p.reverse ? { reverse: true } : {}) });
  return path.length >= 2 && pointDistance(path[0]!, path[path.length - 1]!) > MIN_STEP ? path.map((q) => ({ x: q.x, y: q.y })) : null;
}

/**
 * One legal path for a move, or `null` if the figure can go nowhere: straight
 * ahead for a vehicle limited to that; backwards (up to 85° off) for a
 * reverse; otherwise toward the objective or any of eight directions.
 */
export function witnessPath(table: CompiledTable, p: Omit<PathParams, 'witness'>): TablePoint[] | null {
  const dirs = p.straight
    ? [p.facing]
    : p.reverse
      ? [0, 30, -30, 60, -60, 85, -85].map((d) => p.facing + 180 + d)
      : [bearing(p.from, OBJECTIVE), 0, 45, 90, 135, 180, 225, 270, 315];
  for (const dir of dirs) {
    const path = along(table, p, dir, p.reverse ? 1 : 1.5);
    if (path) return path;
  }
  return null;
}

/**
 * Draws a legal path for a move: a straight move from the core's samplers
 * (rings, toward the objective, edges of cover), straight ahead for a vehicle
 * that may only move forward, or backwards for a reverse; the witness if none
 * of a dozen tries goes anywhere.
 */
export function samplePath(table: CompiledTable, field: OpenField, random: () => number): JsonValue {
  const p = field as unknown as PathParams;
  const reach = p.reverse ? 3 : PROFILES[p.profile].speed * p.allowance * 2;
  let path: TablePoint[] | null = null;
  if (!p.straight && !p.reverse) {
    const moves = sampleMoves(table, PROFILES[p.profile], { x: p.from.x, y: p.from.y }, { random, allowance: p.allowance, objectives: [OBJECTIVE], limit: 4 }).filter((m) => m.check.length > MIN_STEP);
    if (moves.length > 0) path = moves[Math.floor(random() * moves.length)]!.path.map((q) => ({ x: q.x, y: q.y }));
  }
  for (let i = 0; !path && i < 12; i++) {
    const dir = p.straight ? p.facing : p.reverse ? p.facing + 180 + (random() - 0.5) * 170 : random() * 360;
    path = along(table, p, dir, Math.max(0.2, random() * reach));
  }
  return (path ?? p.witness).map((q) => ({ x: q.x, y: q.y }));
}
