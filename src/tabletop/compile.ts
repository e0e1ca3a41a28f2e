/**
 * compileTable: validate table data once and build what the queries need:
 * flat coordinates and bounding boxes of every shape, and two static R-trees
 * (flatbush), one over everything on the ground and one over what can block sight.
 */
import Flatbush from 'flatbush';
import { HexwarError } from '../errors';
import { memo } from '../internal/memo';
import { parseOrThrow } from '../validation';
import { boundsOf, flatten, type TablePoint } from './geometry';
import { tableSchema } from './schema';
import type { TableData, TableSide, TableState, TerrainEffects } from './table';

/**
 * One shape of a compiled table: an area, a zone, an obstacle or a solid
 * object, with its corners as flat coordinates and its bounding box.
 *
 * @category Tabletop
 */
export interface TableFeature {
  /** What it is. */
  readonly kind: 'area' | 'zone' | 'obstacle' | 'object';
  /** Its id. */
  readonly id: string;
  /** Its terrain type (area), kind (zone, object) or type (obstacle). */
  readonly type: string;
  /** Its position in its list of the table data (for areas: its layer, bottom 0). */
  readonly index: number;
  /** Corners (polygon) or points (obstacle line) as `x0, y0, x1, y1, …`. */
  readonly xy: Float64Array;
  /** True for polygons, false for an obstacle's open line. */
  readonly closed: boolean;
  /** Bounding box west edge. */
  readonly minX: number;
  /** Bounding box south edge. */
  readonly minY: number;
  /** Bounding box east edge. */
  readonly maxX: number;
  /** Bounding box north edge. */
  readonly maxY: number;
}

/**
 * A table validated and compiled once for the queries: shapes as flat
 * coordinates with bounding boxes, R-trees over them, and look-ups by id.
 * Build it with {@link compileTable}; it is not part of any match state.
 *
 * @category Tabletop
 */
export interface CompiledTable {
  /** The validated source data. */
  readonly data: TableData;
  /** East–west size in inches. */
  readonly width: number;
  /** North–south size in inches. */
  readonly height: number;
  /** Terrain areas, bottom to top. */
  readonly areas: readonly TableFeature[];
  /** Zones. */
  readonly zones: readonly TableFeature[];
  /** Linear obstacles. */
  readonly obstacles: readonly TableFeature[];
  /** Solid objects. */
  readonly objects: readonly TableFeature[];
  /** Every feature on the ground (areas, zones, obstacles, objects), the items of `groundIndex`. */
  readonly ground: readonly TableFeature[];
  /** R-tree over `ground` by bounding box, or null for a bare table. */
  readonly groundIndex: Flatbush | null;
  /** Features that can block sight (blocking and hill areas, sight-blocking obstacles and objects), the items of `sightIndex`. */
  readonly sightBlockers: readonly TableFeature[];
  /** R-tree over `sightBlockers`, or null if nothing on the table blocks sight. */
  readonly sightIndex: Flatbush | null;
  /** What each terrain type does, by area index. */
  readonly areaEffects: readonly TerrainEffects[];
  /** A feature by id. */
  feature(id: string): TableFeature | undefined;
}

function featureOf(kind: TableFeature['kind'], id: string, type: string, index: number, points: readonly TablePoint[], closed: boolean): TableFeature {
  const xy = flatten(points);
  const [minX, minY, maxX, maxY] = boundsOf(xy);
  return { kind, id, type, index, xy, closed, minX, minY, maxX, maxY };
}

function buildIndex(items: readonly TableFeature[]): Flatbush | null {
  if (items.length === 0) return null;
  const tree = new Flatbush(items.length);
  for (const f of items) tree.add(f.minX, f.minY, f.maxX, f.maxY);
  tree.finish();
  return tree;
}

/**
 * Validates table data and compiles it into a {@link CompiledTable}. Throws a
 * `HexwarError` (code `bad-table`) whose message names the exact path of each
 * problem, e.g. `areas[3].polygon[2]: point (80, 10) is off a 72×48 table`.
 *
 * @example
 * ```ts
 * import { compileTable } from 'hexwar/tabletop';
 * const table = compileTable({
 *   width: 72, height: 48,
 *   terrainTypes: { woods: { sight: 'blocks', cover: true, concealment: 0.9 }, road: {} },
 *   areas: [{ id: 'wood-1', type: 'woods', polygon: [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 15, y: 20 }] }],
 * });
 * ```
 * @category Tabletop
 */
export function compileTable(input: unknown): CompiledTable {
  const data = parseOrThrow(tableSchema(), input, 'table data', 'bad-table');
  // Each feature with what decides whether it blocks sight.
  const areaList = (data.areas ?? []).map((a, i) => {
    const effects = data.terrainTypes[a.type];
    if (!effects) throw new HexwarError({ code: 'bad-table', message: `the area ${a.id} is of terrain "${a.type}", which the table's terrain types lack` });
    return { f: featureOf('area', a.id, a.type, i, a.polygon, true), effects };
  });
  const areas = areaList.map((a) => a.f);
  const zones = (data.zones ?? []).map((z, i) => featureOf('zone', z.id, z.kind, i, z.polygon, true));
  const obstacleList = (data.obstacles ?? []).map((o, i) => ({ f: featureOf('obstacle', o.id, o.type, i, o.line, false), blocks: o.blocksSight === true }));
  const obstacles = obstacleList.map((o) => o.f);
  const objectList = (data.objects ?? []).map((o, i) => ({ f: featureOf('object', o.id, o.kind, i, o.polygon, true), blocks: o.blocksSight !== false || o.whenDestroyed?.blocksSight === true }));
  const objects = objectList.map((o) => o.f);
  const areaEffects = areaList.map((a) => a.effects);
  const ground = [...areas, ...zones, ...obstacles, ...objects];
  const sightBlockers = [
    ...areaList.filter((a) => (a.effects.sight ?? 'clear') !== 'clear').map((a) => a.f),
    ...obstacleList.filter((o) => o.blocks).map((o) => o.f),
    ...objectList.filter((o) => o.blocks).map((o) => o.f),
  ];
  const byId = new Map(ground.map((f) => [f.id, f]));
  return {
    data,
    width: data.width,
    height: data.height,
    areas,
    zones,
    obstacles,
    objects,
    ground,
    groundIndex: buildIndex(ground),
    sightBlockers,
    sightIndex: buildIndex(sightBlockers),
    areaEffects,
    feature: (id) => byId.get(id),
  };
}

const sets = /* @__PURE__ */ memo<readonly string[], Set<string>>('tabletop.idSet');
const EMPTY = /* @__PURE__ */ new Set<string>();

/** The ids of a state list as a set, memoised on the (immutable) list. @internal */
export function idSet(list: readonly string[] | undefined): ReadonlySet<string> {
  if (!list || list.length === 0) return EMPTY;
  let s = sets.get(list);
  if (!s) {
    s = new Set(list);
    sets.set(list, s);
  }
  return s;
}

/**
 * What a solid object does now, intact or destroyed.
 *
 * @category Tabletop
 */
export interface ObjectEffects {
  /** It gives cover. */
  readonly cover: boolean;
  /** It blocks sight. */
  readonly blocksSight: boolean;
  /** Movers may pass through it. */
  readonly passable: boolean;
  /** It has been destroyed. */
  readonly destroyed: boolean;
}

/**
 * What a solid object (by its index in the table's `objects`) is now, intact or
 * destroyed: whether it gives cover, blocks sight and can be passed.
 *
 * @example
 * ```ts
 * import { compileTable, objectEffects } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const table = compileTable(TABLE);
 * objectEffects(table, 0);                             // the headman's hut: { cover: true, blocksSight: true, passable: false, destroyed: false }
 * objectEffects(table, 0, { destroyed: ['hut-1'] });   // burnt down: { cover: false, blocksSight: false, passable: false, destroyed: true }
 * ```
 * @category Tabletop
 */
export function objectEffects(table: CompiledTable, objectIndex: number, state?: TableState): ObjectEffects {
  const o = table.data.objects?.[objectIndex];
  if (!o) throw new RangeError(`the table has no solid object ${objectIndex}`);
  const passable = o.passable === true;
  if (idSet(state?.destroyed).has(o.id)) {
    const w = o.whenDestroyed ?? {};
    return { cover: w.cover === true, blocksSight: w.blocksSight === true, passable: w.passable ?? passable, destroyed: true };
  }
  return { cover: o.cover !== false, blocksSight: o.blocksSight !== false, passable, destroyed: false };
}

/**
 * True if an obstacle is passable now: from the start, or made so in play.
 *
 * @example
 * ```ts
 * import { compileTable, obstaclePassable } from 'hexwar/tabletop';
 *
 * const table = compileTable({
 *   width: 48, height: 36, terrainTypes: {},
 *   obstacles: [{ id: 'wire-1', type: 'wire', line: [{ x: 10, y: 10 }, { x: 20, y: 10 }] }],
 * });
 * obstaclePassable(table, 0);                        // false
 * obstaclePassable(table, 0, { passable: ['wire-1'] }); // true once engineers cut it
 * ```
 * @category Tabletop
 */
export function obstaclePassable(table: CompiledTable, obstacleIndex: number, state?: TableState): boolean {
  const o = table.data.obstacles?.[obstacleIndex];
  if (!o) throw new RangeError(`the table has no obstacle ${obstacleIndex}`);
  return o.passable === true || idSet(state?.passable).has(o.id);
}

/**
 * The endpoints of a named edge (or of one of the four sides), going along the
 * side from its low end.
 *
 * @example
 * ```ts
 * import { compileTable, edgeSegment } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * const table = compileTable(TABLE);
 * edgeSegment(table, 'japan-edge'); // [{ x: 0, y: 36 }, { x: 48, y: 36 }]: the north side
 * edgeSegment(table, 'south');      // [{ x: 0, y: 0 }, { x: 48, y: 0 }]
 * ```
 * @category Tabletop
 */
export function edgeSegment(table: CompiledTable, edge: string): readonly [TablePoint, TablePoint] | undefined {
  const named = (table.data.edges ?? []).find((e) => e.id === edge);
  const side: TableSide | undefined = named ? named.side : edge === 'north' || edge === 'south' || edge === 'east' || edge === 'west' ? edge : undefined;
  if (!side) return undefined;
  return sideSegment(table, side, named?.from, named?.to);
}

/**
 * The endpoints of a stretch of one of the table's four sides, `from` to `to`
 * inches along it from its low end (default: the whole side).
 *
 * @internal
 */
export function sideSegment(table: CompiledTable, side: TableSide, from = 0, to?: number): readonly [TablePoint, TablePoint] {
  const { width: w, height: h } = table;
  const end = to ?? (side === 'north' || side === 'south' ? w : h);
  switch (side) {
    case 'south':
      return [{ x: from, y: 0 }, { x: end, y: 0 }];
    case 'north':
      return [{ x: from, y: h }, { x: end, y: h }];
    case 'west':
      return [{ x: 0, y: from }, { x: 0, y: end }];
    case 'east':
      return [{ x: w, y: from }, { x: w, y: end }];
  }
}
