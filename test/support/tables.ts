/**
 * Tabletop fixtures: the two source texts' tables and movement profiles, and
 * seeded random tables and figures for properties and benchmarks.
 */
import type { CompiledTable, Measure, MovementProfile, ScatterTable, TableData, TableFigure, TablePoint, TableState } from '../../src/tabletop';
import { TABLE_EPSILON, distanceToBase, figureDistance, objectEffects, pointDistance, rectangleCorners } from '../../src/tabletop';
import { insideTolerant, segSegDist, segmentHitsBox } from '../../src/tabletop/geometry';
import { clipSegment } from '../../src/tabletop/clip';
import { fixtureRng } from './maps';

const rect = (x0: number, y0: number, x1: number, y1: number): TablePoint[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** Beach (004): sea along the west (narrow) edge, then beach, then land rising to high ground and the command post in the east. */
export const beachTable: TableData = {
  id: 'beach',
  name: 'Beach assault',
  width: 72,
  height: 48,
  terrainTypes: { 'high ground': { sight: 'hill' } },
  zones: [
    { id: 'sea', kind: 'sea', polygon: rect(0, 0, 10, 48) },
    { id: 'beach', kind: 'beach', polygon: rect(10, 0, 22, 48) },
    { id: 'land', kind: 'land', polygon: rect(22, 0, 72, 48) },
  ],
  edges: [
    { id: 'sea-edge', side: 'west', name: 'Sea edge' },
    { id: 'land-edge', side: 'east', name: 'Land edge' },
  ],
  areas: [{ id: 'ridge', type: 'high ground', polygon: rect(50, 10, 64, 38) }],
  obstacles: [
    { id: 'wire-1', type: 'barbed-wire', line: [{ x: 24, y: 4 }, { x: 24, y: 20 }] },
    { id: 'wire-2', type: 'barbed-wire', line: [{ x: 24, y: 28 }, { x: 24, y: 44 }] },
  ],
  objects: [
    { id: 'cp', kind: 'command-post', name: 'Command post', polygon: rect(66, 21, 70, 27), whenDestroyed: { cover: true } },
    { id: 'emp-1', kind: 'emplacement', name: 'Emplacement', polygon: rect(40, 30, 42, 34) },
  ],
};

export const beachInfantry: MovementProfile = { name: 'infantry', speed: 6, zones: { sea: 3, beach: 4 } };
export const beachJeep: MovementProfile = { name: 'jeep', speed: 18, zones: { sea: 9, beach: 12 }, reverse: { times: 0.5 } };
export const beachTank: MovementProfile = { name: 'tank', speed: 12, zones: { sea: 6, beach: 8 }, reverse: { times: 0.5 }, obstacles: { 'barbed-wire': { cross: 'free', clears: true } } };

/** Beach grenade scatter: 5-6 on target, 1 long, 2 right, 3 short, 4 left, 1.5" each. */
export const grenadeScatter: ScatterTable = {
  die: 6,
  entries: [
    { rolls: [5, 6], result: 'on-target' },
    { rolls: [1], result: 'long', distance: 1.5 },
    { rolls: [2], result: 'right', distance: 1.5 },
    { rolls: [3], result: 'short', distance: 1.5 },
    { rolls: [4], result: 'left', distance: 1.5 },
  ],
};

/** Beach tank HE scatter: as the grenade's, 4" each. */
export const shellScatter: ScatterTable = {
  die: 6,
  entries: [
    { rolls: [5, 6], result: 'on-target' },
    { rolls: [1], result: 'long', distance: 4 },
    { rolls: [2], result: 'right', distance: 4 },
    { rolls: [3], result: 'short', distance: 4 },
    { rolls: [4], result: 'left', distance: 4 },
  ],
};

/** Skirmish (002): open ground with rough, woods, a stream, a road through the woods. */
export const skirmishTable: TableData = {
  id: 'skirmish',
  width: 72,
  height: 48,
  terrainTypes: {
    rough: {},
    woods: { sight: 'blocks', seeInto: 2, cover: true, concealment: 0.9 },
    jungle: { sight: 'blocks', seeInto: 1, cover: true, concealment: 0.9 },
    stream: {},
    road: {},
  },
  areas: [
    { id: 'rough-1', type: 'rough', polygon: rect(10, 30, 20, 40) },
    { id: 'wood-1', type: 'woods', polygon: rect(30, 10, 40, 30) },
    { id: 'stream-1', type: 'stream', polygon: rect(0, 4, 72, 5) },
    { id: 'road-1', type: 'road', polygon: rect(0, 19, 72, 21) },
  ],
};

const halfMove = { times: 0.5 } as const;
const obstructions = { woods: halfMove, jungle: halfMove, stream: halfMove, road: { times: 2 } } as const;
export const skirmishInfantry: MovementProfile = { name: 'infantry', speed: 6, terrain: { rough: 3, ...obstructions } };
export const skirmishWheeled: MovementProfile = { name: 'wheeled', speed: 18, terrain: { rough: 6, ...obstructions }, reverse: 3 };
export const skirmishTracked: MovementProfile = { name: 'tracked', speed: 12, terrain: { rough: 8, ...obstructions }, reverse: 3 };

export const roundBase = (radius = 0.5) => ({ shape: 'round' as const, radius });

export function figure(id: string, side: string, x: number, y: number, extra: Partial<TableFigure> = {}): TableFigure {
  return { id, side, class: 'infantry', base: roundBase(), at: { x, y }, ...extra };
}

/**
 * A seeded random 72×48 table with `pieces` terrain pieces (woods and hills
 * that block sight, rough and roads that do not, and a few solid objects).
 */
export function randomTable(seed: number, pieces: number): TableData {
  const rnd = fixtureRng(seed);
  const areas: { id: string; type: string; polygon: TablePoint[] }[] = [];
  const objects: { id: string; kind: string; polygon: TablePoint[] }[] = [];
  const types = ['woods', 'woods', 'rough', 'high ground', 'road', 'jungle'];
  for (let i = 0; i < pieces; i++) {
    const cx = 4 + rnd() * 64;
    const cy = 4 + rnd() * 40;
    if (i % 10 === 9) {
      objects.push({ id: `obj-${i}`, kind: 'building', polygon: rectangleCorners({ x: cx, y: cy }, 1.5 + rnd() * 2, 1.5 + rnd() * 2, rnd() * 180) });
      continue;
    }
    // A star-shaped polygon around the centre (always simple).
    const n = 5 + Math.floor(rnd() * 4);
    const r = 1.5 + rnd() * 3;
    const poly: TablePoint[] = [];
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      const rr = r * (0.6 + rnd() * 0.4);
      poly.push({ x: Math.min(72, Math.max(0, cx + Math.cos(a) * rr)), y: Math.min(48, Math.max(0, cy + Math.sin(a) * rr)) });
    }
    areas.push({ id: `area-${i}`, type: types[i % types.length]!, polygon: poly });
  }
  return {
    width: 72,
    height: 48,
    terrainTypes: {
      woods: { sight: 'blocks', seeInto: 1, cover: true, concealment: 0.9 },
      jungle: { sight: 'blocks', cover: true, concealment: 0.9 },
      'high ground': { sight: 'hill' },
      rough: {},
      road: {},
    },
    areas,
    objects,
  };
}

/** `count` figures on a 72×48 table, alternately of sides a and b, round bases, random facings. */
export function randomFigures(seed: number, count: number, options: { rects?: boolean } = {}): TableFigure[] {
  const rnd = fixtureRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const rectBase = options.rects && i % 7 === 3;
    return {
      id: `f${i}`,
      side: i % 2 === 0 ? 'a' : 'b',
      class: rectBase ? 'tracked' : 'infantry',
      base: rectBase ? { shape: 'rect' as const, length: 3, width: 2 } : { shape: 'round' as const, radius: 0.4 + (i % 3) * 0.1 },
      at: { x: rnd() * 72, y: rnd() * 48, facing: Math.floor(rnd() * 360) },
    };
  });
}

/**
 * Line of sight by testing every terrain piece of the table in turn, with no
 * index and (unless `boxCheck`) no bounding-box pre-check: the oracle for
 * properties and the plain scan of the benchmarks. Same rules and the same exact per-piece arithmetic as
 * the core (so answers agree to the bit), measured from the same end.
 */
export function bruteLineOfSight(table: CompiledTable, a: TablePoint, b: TablePoint, state?: TableState, boxCheck = false): boolean {
  let [p, q] = [a, b];
  if (a.x > b.x || (a.x === b.x && a.y > b.y)) [p, q] = [b, a];
  const scratch: number[] = [];
  const ts: number[] = [];
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const misses = (f: { minX: number; minY: number; maxX: number; maxY: number }) => !segmentHitsBox(p.x, p.y, q.x, q.y, f.minX, f.minY, f.maxX, f.maxY, TABLE_EPSILON);
  const inside = (xy: Float64Array) => {
    const n = clipSegment(xy, p.x, p.y, q.x, q.y, scratch, ts);
    let s = 0;
    for (let k = 0; k < n; k++) s += scratch[k * 2 + 1]! - scratch[k * 2]!;
    return s * len;
  };
  for (const f of table.areas) {
    const e = table.areaEffects[f.index]!;
    if (!e.sight || e.sight === 'clear' || (boxCheck && misses(f))) continue;
    if (e.sight === 'blocks' && inside(f.xy) > (e.seeInto ?? 0) + TABLE_EPSILON) return false;
    if (e.sight === 'hill' && inside(f.xy) > TABLE_EPSILON && !insideTolerant(f.xy, p.x, p.y) && !insideTolerant(f.xy, q.x, q.y)) return false;
  }
  for (const f of table.obstacles) {
    if (table.data.obstacles![f.index]!.blocksSight !== true || (boxCheck && misses(f))) continue;
    for (let i = 2; i < f.xy.length; i += 2) if (segSegDist(p.x, p.y, q.x, q.y, f.xy[i - 2]!, f.xy[i - 1]!, f.xy[i]!, f.xy[i + 1]!) <= TABLE_EPSILON) return false;
  }
  for (const f of table.objects) {
    if (!objectEffects(table, f.index, state).blocksSight || (boxCheck && misses(f))) continue;
    if (insideTolerant(f.xy, p.x, p.y) || insideTolerant(f.xy, q.x, q.y)) continue;
    if (inside(f.xy) > TABLE_EPSILON) return false;
  }
  return true;
}

/** Distance from an origin to a figure by a measure, without the index. */
function bruteMeasure(from: TablePoint | TableFigure, f: TableFigure, measure: Measure): number {
  if ('at' in from) return figureDistance(from, f, measure);
  return measure === 'centre' ? pointDistance(from, f.at) : distanceToBase(from, f);
}

/**
 * The nearest figures by a plain scan over every figure (and, for visibility,
 * every terrain piece): the oracle for nearestFigures and the bench's plain scan.
 */
export function bruteNearest(
  figures: readonly TableFigure[],
  from: TablePoint | TableFigure,
  options: { enemyOf?: string; filter?: (f: TableFigure) => boolean; measure?: Measure; maxDistance?: number; visibleOn?: CompiledTable; state?: TableState } = {},
): { ids: string[]; distance: number } | undefined {
  const measure = options.measure ?? 'centre';
  const p = 'at' in from ? from.at : from;
  let best = Infinity;
  const found: { id: string; d: number }[] = [];
  for (const f of figures) {
    if ('at' in from && f.id === from.id) continue;
    if (options.enemyOf !== undefined && f.side === options.enemyOf) continue;
    if (options.filter && !options.filter(f)) continue;
    if (options.visibleOn && !bruteLineOfSight(options.visibleOn, p, f.at, options.state)) continue;
    const d = bruteMeasure(from, f, measure);
    if (d > (options.maxDistance ?? Infinity) + TABLE_EPSILON) continue;
    found.push({ id: f.id, d });
    if (d < best) best = d;
  }
  if (found.length === 0) return undefined;
  return { ids: found.filter((x) => x.d <= best + TABLE_EPSILON).map((x) => x.id), distance: best };
}

/** Every figure within a radius by a plain scan, nearest first (ties in array order). */
export function bruteWithin(figures: readonly TableFigure[], centre: TablePoint, radius: number, measure: Measure = 'centre'): string[] {
  return figures
    .map((f, i) => ({ f, i, d: measure === 'centre' ? pointDistance(centre, f.at) : distanceToBase(centre, f) }))
    .filter((x) => x.d <= radius + TABLE_EPSILON)
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.f.id);
}
