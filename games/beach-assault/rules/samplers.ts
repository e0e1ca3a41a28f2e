/**
 * Samplers for the open fields of Beach Assault's actions, for the random bot
 * and the fuzzer: a path a figure may take (drawn toward a random point and cut
 * to what it can legally afford), a point a grenade or shell may be aimed at,
 * and an arrival order. Each draws only values the verb's check accepts.
 *
 * @module
 */
import { affordablePath, hasLineOfSight, pointAtBearing, type CompiledTable, type JsonValue, type OpenField, type TablePoint } from 'hexwar';
import { PROFILES } from '../data/tables';

/** A path for one figure: toward a random point within reach, cut to what it may legally afford. */
function samplePath(table: CompiledTable, figure: { from: TablePoint; profile: keyof typeof PROFILES; allowance: number }, reverse: boolean, passable: string[], random: () => number): TablePoint[] {
  const profile = PROFILES[figure.profile];
  const options = { state: { passable }, allowance: figure.allowance, reverse };
  const to = pointAtBearing(figure.from, random() * 360, random() * profile.speed * figure.allowance * 1.2);
  return affordablePath(table, profile, [figure.from, to], options).map((p) => ({ x: p.x, y: p.y }));
}

/** Paths for a unit's move: one to three of the figures that may move (one time in four, all of them), each on its own random legal path. */
export function samplePaths(table: CompiledTable, field: OpenField, random: () => number): JsonValue {
  const figures = field['figures'] as unknown as { id: string; from: TablePoint; profile: keyof typeof PROFILES; allowance: number }[];
  let chosen = figures;
  if (random() >= 0.25) {
    const pool = [...figures];
    chosen = [];
    for (let n = 1 + Math.floor(random() * 3); n > 0 && pool.length; n--) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  const out: Record<string, JsonValue> = {};
  for (const f of chosen) out[f.id] = samplePath(table, f, field['reverse'] === true, field['passable'] as string[], random);
  return out;
}

/** A point within the field's reach of its origin, on the table (and in sight of it if asked); the origin itself if none is found. */
export function samplePoint(table: CompiledTable, field: OpenField, random: () => number): JsonValue {
  const origin = field['origin'] as TablePoint;
  const within = field['within'] as number;
  const state = { destroyed: field['destroyed'] as string[] };
  for (let i = 0; i < 12; i++) {
    const p = pointAtBearing(origin, random() * 360, Math.sqrt(random()) * within);
    if (p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.height) continue;
    if (field['sight'] === true && !hasLineOfSight(table, origin, p, { state })) continue;
    return { x: p.x, y: p.y };
  }
  return { x: origin.x, y: origin.y };
}

/** The field's units in a random order. */
export function sampleOrder(field: OpenField, draw: (n: number) => number): JsonValue {
  const units = [...(field['units'] as string[])];
  for (let i = units.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [units[i], units[j]] = [units[j]!, units[i]!];
  }
  return units;
}
