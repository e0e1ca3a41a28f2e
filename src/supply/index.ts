import { HexwarError } from '../errors';
import type { HexMap } from '../map';
import { i16, i32, u8 } from '../internal/typed';

/**
 * Where supply comes from: a hex (a map-edge hex, a city, a depot), optionally
 * with its own radius (a supply unit that reaches `radius` hexes, roads or not).
 *
 * @category Supply
 */
export interface SupplySource {
  /** The source's cell. */
  readonly cell: number;
  /** A supply unit's reach in hexes; omit for a source that feeds the road net. */
  readonly radius?: number;
}

/**
 * How supply lines are traced, as data.
 *
 * @category Supply
 */
export interface SupplyRules {
  /** At most this many hexes of a line may be off road (roads are unlimited). */
  readonly maxOffRoad: number;
  /** Link types that count as road for supply (e.g. `['road', 'railroad']`). */
  readonly roads: readonly string[];
  /** Terrain a supply line may not enter. */
  readonly prohibitedTerrain?: readonly string[];
  /** Hexside features a supply line may not cross, unless along a road (a bridge). */
  readonly prohibitedHexsides?: readonly string[];
  /** The rule number to cite. */
  readonly rule?: string;
}

/**
 * What blocks a line at trace time.
 *
 * @category Supply
 */
export interface SupplyBlocks {
  /** Nonzero where an enemy unit stands. */
  readonly enemyOccupied?: Uint8Array;
  /**
   * Nonzero where an uncontested enemy ZOC reaches (already negated where a
   * friendly unit stands: see `uncontestedZoc`).
   */
  readonly enemyZoc?: Uint8Array;
  /** Last word on a cell: return true to block it. */
  readonly blocked?: (cell: number) => boolean;
}

/**
 * The result of one trace for a whole side: for every cell, the fewest off-road
 * hexes a line from any source needs to reach it.
 *
 * @category Supply
 */
export interface SupplyNet {
  /** Off-road hexes used by the best line to each cell; -1 where no line reaches. */
  readonly offRoad: Int16Array;
  /** Whether a unit in `cell` can trace a line. */
  inSupply(cell: number): boolean;
  /** A best line from `cell` back to a source (both included), or `[]` if none. */
  lineFrom(cell: number): number[];
}

/**
 * Traces supply for a whole side in one multi-source search (a 0-1 breadth-first
 * search: a step along a road costs nothing, any other step costs one off-road
 * hex), so the cost does not grow with the number of units. A line never enters
 * prohibited terrain, an enemy-occupied hex, or an uncontested enemy ZOC hex.
 * Sources with a radius reach that many hexes whatever the roads.
 *
 * @example
 * ```ts
 * import { traceSupply, uncontestedZoc } from 'hexwar/hex';
 * const net = traceSupply(map, [...map.edges.south!].map((cell) => ({ cell })), { maxOffRoad: 5, roads: ['road'], prohibitedTerrain: ['lake'] },
 *   { enemyOccupied, enemyZoc: uncontestedZoc(zoc, friendly) });
 * net.inSupply(map.cell('M7'));                   // can a unit in M7 trace a line?
 * net.lineFrom(map.cell('M7')).map((c) => map.labels[c]); // the line, back to its source
 * ```
 * @category Supply
 */
export function traceSupply(map: HexMap, sources: Iterable<SupplySource>, rules: SupplyRules, blocks: SupplyBlocks = {}): SupplyNet {
  if (!(Number.isInteger(rules.maxOffRoad) && rules.maxOffRoad >= 0)) {
    throw new HexwarError({ code: 'bad-supply-rules', message: `maxOffRoad must be a whole number ≥ 0, not ${rules.maxOffRoad}` });
  }
  const { size, neighbors, links, hexsides, terrain } = map;
  let roadMask = 0;
  for (const r of rules.roads) roadMask |= map.linkBit(r);
  let sideMask = 0;
  for (const f of rules.prohibitedHexsides ?? []) sideMask |= map.hexsideBit(f);
  const badTerrain = u8(256);
  for (const t of rules.prohibitedTerrain ?? []) {
    const id = map.terrainId(t);
    if (id >= 0) badTerrain[id] = 1;
  }
  const blocked = u8(size);
  // Cell-indexed reads below stay inside arrays of `size` (or `size * 6`) entries; each `??` names what a
  // slot past the end would mean (off the map, no road, not reached), which no cell of the map reads.
  for (let c = 0; c < size; c++) {
    const t = terrain[c];
    if ((t !== undefined && badTerrain[t]) || (blocks.enemyOccupied && blocks.enemyOccupied[c]) || (blocks.enemyZoc && blocks.enemyZoc[c]) || (blocks.blocked && blocks.blocked(c))) blocked[c] = 1;
  }

  const max = rules.maxOffRoad;
  const offRoad = i16(size).fill(-1);
  const next = i32(size).fill(-1);
  const roadSources: number[] = [];
  const radiusSources: { readonly cell: number; readonly radius: number }[] = [];
  for (const s of sources) {
    if (!(s.cell >= 0 && s.cell < size)) throw new HexwarError({ code: 'not-on-map', message: `supply source cell ${s.cell} is not on the map` });
    if (s.radius === undefined) roadSources.push(s.cell);
    else radiusSources.push({ cell: s.cell, radius: s.radius });
  }

  // 0-1 BFS by layers: `layer` holds cells at the current off-road count; road
  // steps stay in it, other steps go to the next layer.
  let layer: number[] = [];
  for (const c of roadSources) {
    if (blocked[c] || offRoad[c] === 0) continue;
    offRoad[c] = 0;
    layer.push(c);
  }
  const seen = u8(size);
  for (let k = 0; k <= max && layer.length > 0; k++) {
    const nextLayer: number[] = [];
    // Road steps push onto the layer being walked: the loop reaches them too.
    for (const u of layer) {
      if (seen[u] || offRoad[u] !== k) continue;
      seen[u] = 1;
      const base = u * 6;
      for (let d = 0; d < 6; d++) {
        const v = neighbors[base + d] ?? -1;
        if (v < 0 || blocked[v] || seen[v]) continue;
        const road = ((links[base + d] ?? 0) & roadMask) !== 0;
        if (!road && ((hexsides[base + d] ?? 0) & sideMask) !== 0) continue;
        const nk = road ? k : k + 1;
        if (nk > max) continue;
        const old = offRoad[v] ?? -1;
        if (old === -1 || nk < old) {
          offRoad[v] = nk;
          next[v] = u;
          (road ? layer : nextLayer).push(v);
        }
      }
    }
    layer = nextLayer;
  }

  // Radius sources: plain hex counting, merged in where they do better.
  const sorted = [...radiusSources].sort((a, b) => b.radius - a.radius);
  const widest = sorted[0];
  if (widest !== undefined) {
    const reach = i16(size).fill(-1);
    const from = i32(size).fill(-1);
    let frontier: number[] = [];
    let si = 0;
    for (let left = widest.radius; left >= 0; left--) {
      // The sources of this radius start spreading now (the list runs widest first).
      for (let s = sorted[si]; s !== undefined && s.radius === left; s = sorted[++si]) {
        const c = s.cell;
        if (!blocked[c] && (reach[c] ?? -1) < left) {
          reach[c] = left;
          from[c] = -1;
          frontier.push(c);
        }
      }
      const nextFrontier: number[] = [];
      for (const u of frontier) {
        if (reach[u] !== left || left === 0) continue;
        for (let d = 0; d < 6; d++) {
          const v = neighbors[u * 6 + d] ?? -1;
          if (v < 0 || blocked[v] || (reach[v] ?? -1) >= left - 1) continue;
          if (((links[u * 6 + d] ?? 0) & roadMask) === 0 && ((hexsides[u * 6 + d] ?? 0) & sideMask) !== 0) continue;
          reach[v] = left - 1;
          from[v] = u;
          nextFrontier.push(v);
        }
      }
      frontier = nextFrontier;
    }
    for (let c = 0; c < size; c++) {
      if ((reach[c] ?? -1) >= 0 && offRoad[c] === -1) {
        offRoad[c] = max; // in supply; the count no longer matters for a radius line
        next[c] = from[c] ?? -1;
      }
    }
  }

  return {
    offRoad,
    inSupply: (cell) => (offRoad[cell] ?? -1) >= 0,
    lineFrom(cell) {
      if ((offRoad[cell] ?? -1) < 0) return [];
      const line: number[] = [];
      for (let c = cell; c !== -1 && line.length <= size; c = next[c] ?? -1) line.push(c);
      return line;
    },
  };
}
