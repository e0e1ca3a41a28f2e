import { HexwarError } from '../errors';
import type { HexMap } from '../map';

/**
 * A cost in movement points, or `'prohibited'`.
 *
 * @category Movement
 */
export type MoveCost = number | 'prohibited';

/**
 * Movement costs for one movement class (foot, motorised, tracked…), as data:
 * the row of a terrain effects chart.
 *
 * @category Movement
 */
export interface MovementCosts {
  /** MP to enter a hex of each terrain type. Every terrain type of the map must be listed. */
  readonly terrain: Readonly<Record<string, MoveCost>>;
  /** Extra MP to cross a hexside feature (river, stream), or prohibited. Unlisted features cost nothing. */
  readonly hexsides?: Readonly<Record<string, MoveCost>>;
  /**
   * MP to move along a road or rail link, which replaces the terrain and hexside
   * cost of that step (a road crosses a stream by its bridge). A link never
   * opens prohibited terrain.
   */
  readonly links?: Readonly<Record<string, number>>;
  /** Move only along links that have a cost here (rail movement). */
  readonly linksOnly?: boolean;
}

/**
 * Movement costs compiled against one map: the full cost of every step, by
 * `cell * 6 + direction` (`Infinity` where the step is impossible), and whether
 * the step was taken along a link. Build once per map and movement class.
 *
 * @category Movement
 */
export interface CompiledCosts {
  /** The map these costs were compiled for. */
  readonly map: HexMap;
  /** MP of each step, `Infinity` if prohibited or off the map. */
  readonly step: Float64Array;
  /** 1 where the step's cost is a road or rail link's. */
  readonly byLink: Uint8Array;
  /** 1 for a cell whose terrain is prohibited. */
  readonly prohibitedCell: Uint8Array;
  /** The source costs. */
  readonly costs: MovementCosts;
}

/**
 * Compiles a terrain chart row for a map. Throws a typed error if the chart
 * misses a terrain type of the map or names one it does not have.
 *
 * @category Movement
 */
export function compileCosts(map: HexMap, costs: MovementCosts): CompiledCosts {
  const terrainCost = new Float64Array(map.terrainTypes.length);
  map.terrainTypes.forEach((t, id) => {
    const c = costs.terrain[t];
    if (c === undefined) throw new HexwarError({ code: 'bad-costs', message: `the movement costs give no cost for terrain "${t}"`, path: `terrain.${t}` });
    terrainCost[id] = c === 'prohibited' ? Infinity : checkCost(c, `terrain.${t}`);
  });
  for (const t of Object.keys(costs.terrain)) {
    if (map.terrainId(t) < 0) throw new HexwarError({ code: 'bad-costs', message: `the movement costs name terrain "${t}", which this map does not have (${map.terrainTypes.join(', ')})`, path: `terrain.${t}` });
  }
  const sideBits: { bit: number; cost: number }[] = [];
  for (const [f, c] of Object.entries(costs.hexsides ?? {})) {
    const bit = map.hexsideBit(f);
    if (bit === 0) continue; // a chart may list features this map lacks
    sideBits.push({ bit, cost: c === 'prohibited' ? Infinity : checkCost(c, `hexsides.${f}`) });
  }
  const linkBits: { bit: number; cost: number }[] = [];
  for (const [k, c] of Object.entries(costs.links ?? {})) {
    const bit = map.linkBit(k);
    if (bit === 0) continue;
    linkBits.push({ bit, cost: checkCost(c, `links.${k}`) });
  }
  const { size, neighbors, terrain, hexsides, links } = map;
  const step = new Float64Array(size * 6);
  const byLink = new Uint8Array(size * 6);
  const prohibitedCell = new Uint8Array(size);
  for (let c = 0; c < size; c++) prohibitedCell[c] = terrainCost[terrain[c]!] === Infinity ? 1 : 0;
  for (let e = 0; e < size * 6; e++) {
    const to = neighbors[e]!;
    if (to < 0) {
      step[e] = Infinity;
      continue;
    }
    // Prohibited terrain stays prohibited even along a road; a causeway is a terrain type of its own.
    if (prohibitedCell[to]) {
      step[e] = Infinity;
      continue;
    }
    let cost = costs.linksOnly ? Infinity : terrainCost[terrain[to]!]!;
    const sides = hexsides[e]!;
    if (sides !== 0) for (const s of sideBits) if (sides & s.bit) cost += s.cost;
    const l = links[e]!;
    if (l !== 0) {
      for (const k of linkBits) {
        if (l & k.bit && k.cost < cost) {
          cost = k.cost;
          byLink[e] = 1;
        }
      }
    }
    step[e] = cost;
  }
  return { map, step, byLink, prohibitedCell, costs };
}

function checkCost(c: number, path: string): number {
  if (!Number.isFinite(c) || c < 0) throw new HexwarError({ code: 'bad-costs', message: `movement cost at ${path} must be a number of MP ≥ 0 or "prohibited", not ${c}`, path });
  return c;
}
