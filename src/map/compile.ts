import { HexwarError } from '../errors';
import { HEX_DIRECTIONS, hexToLabel, offsetFromHex, offsetToHex, tryLabelToHex, type Hex, type HexLabelFormat } from '../hex';
import { parseOrThrow } from '../validation';
import { mapSchema, type MapData, type OffMapBox, type Place } from './schema';

/** The four map edges. @category Map */
export type MapEdge = 'north' | 'south' | 'east' | 'west';

/**
 * A map compiled once into flat typed arrays for the hot paths (movement,
 * zones of control, supply). Hexes are numbered 0..size-1 ("cells"); every index
 * below is by cell, and `neighbors`, `hexsides` and `links` are by
 * `cell * 6 + direction`, directions in the Red Blob guide's order.
 *
 * @category Map
 */
export interface HexMap {
  /** The validated source data. */
  readonly data: MapData;
  /** How labels are printed on this map. */
  readonly labelFormat: HexLabelFormat;
  /** Number of hexes on the map. */
  readonly size: number;
  /** The hex of each cell. */
  readonly hexes: readonly Hex[];
  /** The printed label of each cell. */
  readonly labels: readonly string[];
  /** Neighbour cell per `cell * 6 + direction`, or -1 off the map. */
  readonly neighbors: Int32Array;
  /** Terrain id per cell, an index into `terrainTypes`. */
  readonly terrain: Uint8Array;
  /** Terrain names, by terrain id. */
  readonly terrainTypes: readonly string[];
  /** Hexside feature bits per `cell * 6 + direction` (both sides of an edge carry them). */
  readonly hexsides: Uint32Array;
  /** Hexside feature names, by bit number. */
  readonly hexsideTypes: readonly string[];
  /** Road/rail link bits per `cell * 6 + direction`. */
  readonly links: Uint32Array;
  /** Link names (road, rail, track), by bit number. */
  readonly linkTypes: readonly string[];
  /** Feature names inside each hex (improved positions, bridges), by cell. */
  readonly features: readonly (readonly string[])[];
  /** Named places. */
  readonly places: readonly Place[];
  /** Off-map boxes. */
  readonly boxes: readonly OffMapBox[];
  /** Edge cells, by edge name (the four map edges plus any named in the data). */
  readonly edges: Readonly<Record<string, Int32Array>>;
  /** The cell of a hex, or -1 if it is not on the map. */
  cellOf(h: Hex): number;
  /** The cell of a printed label, or -1 if it is not on the map (or not a label). */
  cellOfLabel(label: string): number;
  /** The cell of a printed label; throws a typed error naming the label if it is not on the map. */
  cell(label: string): number;
  /** Places in a cell (empty if none). */
  placesIn(cell: number): readonly Place[];
  /** Bit mask for a hexside feature name (0 if the map has none of that name). */
  hexsideBit(feature: string): number;
  /** Bit mask for a link name (0 if the map has none of that name). */
  linkBit(kind: string): number;
  /** Terrain id of a name (-1 if unknown). */
  terrainId(name: string): number;
}

/**
 * Validates map data and compiles it into a {@link HexMap}. Throws a
 * {@link hexwar!HexwarError} (code `bad-map`) whose message names the exact path of each
 * problem, e.g. `hexes[12].label: "Z99" is not on a 17×27 map`.
 *
 * @example
 * ```ts
 * import { compileMap } from 'hexwar/hex';
 *
 * const map = compileMap({
 *   id: 'harlow', name: 'Harlow and the river', columns: 8, rows: 6,
 *   labels: { style: 'letter-number', offset: 'odd-q' },
 *   terrainTypes: ['clear', 'woods', 'town'], defaultTerrain: 'clear',
 *   hexes: [{ label: 'B2', terrain: 'woods' }, { label: 'E3', terrain: 'town' }],
 * });
 * map.labels[map.cell('E3')]; // 'E3'
 * // A hex off the map throws 'bad-map': hexes[0].label: "Z99" is not on a 8×6 map
 * ```
 * @category Map
 */
export function compileMap(input: unknown): HexMap {
  const data = parseOrThrow(mapSchema(), input, 'map data', 'bad-map');
  const fmt: HexLabelFormat = data.labels.digits === undefined ? { style: data.labels.style, offset: data.labels.offset } : { ...data.labels, digits: data.labels.digits };
  const c0 = data.firstColumn ?? 1;
  const r0 = data.firstRow ?? 1;
  const { columns, rows } = data;
  const omitted = new Set(data.omit ?? []);

  // Grid index (col, row) -> cell, -1 for omitted hexes.
  const gridCell = new Int32Array(columns * rows).fill(-1);
  const hexes: Hex[] = [];
  const labels: string[] = [];
  const byLabel = new Map<string, number>();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const h = offsetToHex({ col: col + c0, row: row + r0 }, data.labels.offset);
      const l = hexToLabel(h, fmt);
      if (omitted.has(l)) continue;
      gridCell[row * columns + col] = hexes.length;
      byLabel.set(l, hexes.length);
      hexes.push(h);
      labels.push(l);
    }
  }
  const size = hexes.length;

  const cellOf = (h: Hex): number => {
    const o = offsetFromHex(h, data.labels.offset);
    const col = o.col - c0;
    const row = o.row - r0;
    if (col < 0 || col >= columns || row < 0 || row >= rows) return -1;
    return gridCell[row * columns + col] ?? -1;
  };
  // Every label the data names was checked against the grid by the schema: one missing here is a bug of this compiler.
  const cellAt = (label: string): number => {
    const c = byLabel.get(label);
    if (c === undefined) throw new Error(`compileMap: "${label}" passed the map's checks but is no hex of its grid`);
    return c;
  };

  const neighbors = new Int32Array(size * 6);
  for (const [c, h] of hexes.entries()) {
    for (const [d, dir] of HEX_DIRECTIONS.entries()) neighbors[c * 6 + d] = cellOf({ q: h.q + dir.q, r: h.r + dir.r });
  }

  const terrainTypes = data.terrainTypes;
  const terrain = new Uint8Array(size).fill(terrainTypes.indexOf(data.defaultTerrain));
  const featuresAt = new Map<number, string[]>();
  for (const h of data.hexes ?? []) {
    const c = cellAt(h.label);
    if (h.terrain !== undefined) terrain[c] = terrainTypes.indexOf(h.terrain);
    if (h.features) featuresAt.set(c, [...(featuresAt.get(c) ?? []), ...h.features]);
  }
  const features: string[][] = Array.from({ length: size }, (_, c) => featuresAt.get(c) ?? []);

  const dirTo = (a: number, b: number): number => {
    for (let d = 0; d < 6; d++) if (neighbors[a * 6 + d] === b) return d;
    return -1;
  };

  const hexsideTypes = data.hexsideTypes ?? [];
  // Feature bits by `cell * 6 + direction`, both sides of each edge, gathered before they are packed.
  const sideBits = new Map<number, number>();
  const addBits = (at: Map<number, number>, i: number, bits: number) => at.set(i, (at.get(i) ?? 0) | bits);
  for (const s of data.hexsides ?? []) {
    const a = cellAt(s.hexes[0]);
    const b = cellAt(s.hexes[1]);
    let bits = 0;
    for (const f of s.features) bits |= 1 << hexsideTypes.indexOf(f);
    const d = dirTo(a, b);
    addBits(sideBits, a * 6 + d, bits);
    addBits(sideBits, b * 6 + ((d + 3) % 6), bits);
  }
  const hexsides = new Uint32Array(size * 6);
  for (const [i, bits] of sideBits) hexsides[i] = bits;

  const linkTypes = data.linkTypes ?? [];
  const linkBits = new Map<number, number>();
  for (const link of data.links ?? []) {
    const bit = 1 << linkTypes.indexOf(link.kind);
    const cells = link.path.map(cellAt);
    for (const [i, b] of cells.entries()) {
      const a = cells[i - 1];
      if (a === undefined) continue; // the first hex of the path: no step into it
      const d = dirTo(a, b);
      addBits(linkBits, a * 6 + d, bit);
      addBits(linkBits, b * 6 + ((d + 3) % 6), bit);
    }
  }
  const links = new Uint32Array(size * 6);
  for (const [i, bits] of linkBits) links[i] = bits;

  const places = data.places ?? [];
  const placesByCell = new Map<number, Place[]>();
  for (const p of places) {
    const c = cellAt(p.label);
    const list = placesByCell.get(c) ?? [];
    list.push(p);
    placesByCell.set(c, list);
  }

  const edgeCells = (pick: (col: number, row: number) => boolean) => {
    const out: number[] = [];
    // The grid row by row, west to east: the order the cells were numbered in.
    for (const [i, c] of gridCell.entries()) if (c >= 0 && pick(i % columns, Math.floor(i / columns))) out.push(c);
    return Int32Array.from(out);
  };
  const edges: Record<string, Int32Array> = {
    north: edgeCells((_, row) => row === 0),
    south: edgeCells((_, row) => row === rows - 1),
    west: edgeCells((col) => col === 0),
    east: edgeCells((col) => col === columns - 1),
  };
  for (const [edge, ls] of Object.entries(data.edges ?? {})) edges[edge] = Int32Array.from(ls.map(cellAt));

  const noPlaces: readonly Place[] = [];
  const map: HexMap = {
    data,
    labelFormat: fmt,
    size,
    hexes,
    labels,
    neighbors,
    terrain,
    terrainTypes,
    hexsides,
    hexsideTypes,
    links,
    linkTypes,
    features,
    places,
    boxes: data.boxes ?? [],
    edges,
    cellOf,
    cellOfLabel(label: string) {
      const c = byLabel.get(label);
      if (c !== undefined) return c;
      const parsed = tryLabelToHex(label, fmt);
      return parsed.ok ? cellOf(parsed.hex) : -1;
    },
    cell(label: string) {
      const c = map.cellOfLabel(label);
      if (c < 0) {
        const parsed = tryLabelToHex(label, fmt);
        throw new HexwarError({
          code: 'not-on-map',
          message: parsed.ok ? `"${label}" is not a hex of this ${columns}×${rows} map` : parsed.error.message,
        });
      }
      return c;
    },
    placesIn: (c: number) => placesByCell.get(c) ?? noPlaces,
    hexsideBit: (f: string) => {
      const i = hexsideTypes.indexOf(f);
      return i < 0 ? 0 : 1 << i;
    },
    linkBit: (k: string) => {
      const i = linkTypes.indexOf(k);
      return i < 0 ? 0 : 1 << i;
    },
    terrainId: (n: string) => terrainTypes.indexOf(n),
  };
  return map;
}

/**
 * The direction (0..5) from one cell to an adjacent one, or -1 if they are not
 * neighbours.
 *
 * @example
 * ```ts
 * import { directionTo } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const map = myitkyina.map;
 * directionTo(map, map.cell('D5'), map.cell('D4')); // 2: north
 * directionTo(map, map.cell('D5'), map.cell('D7')); // -1: not adjacent
 * ```
 * @category Map
 */
export function directionTo(map: HexMap, from: number, to: number): number {
  const base = from * 6;
  const n = map.neighbors;
  for (let d = 0; d < 6; d++) if (n[base + d] === to) return d;
  return -1;
}

/**
 * Hex distance between two cells (in hexes, ignoring terrain).
 *
 * @example
 * ```ts
 * import { cellDistance } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const map = myitkyina.map;
 * cellDistance(map, map.cell('B2'), map.cell('F6')); // 6
 * ```
 * @category Map
 */
export function cellDistance(map: HexMap, a: number, b: number): number {
  const ha = map.hexes[a];
  const hb = map.hexes[b];
  if (ha === undefined || hb === undefined) throw new RangeError(`cellDistance: cell ${ha === undefined ? a : b} is not on the map (it has ${map.size})`);
  const dq = ha.q - hb.q;
  const dr = ha.r - hb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
