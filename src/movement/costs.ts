import { HexwarError } from '../errors';
import type { HexMap } from '../map';

/**
 * A cost in movement points, `'prohibited'`, or (for terrain) `'link only'`:
 * the hex may be entered only along a road or railroad (motorized units in
 * jungle), at the link's cost.
 *
 * @category Movement
 */
export type MoveCost = number | 'prohibited' | 'link only';

/**
 * A hexside feature's cost, with the hexes it may be crossed from when it may
 * be crossed only one way (a river the Japanese cross from the east bank only).
 *
 * @category Movement
 */
export interface HexsideCost {
  /** Extra MP to cross, or prohibited. */
  readonly cost: MoveCost;
  /** The hexes it may be crossed out of; from any other hex it is prohibited. */
  readonly onlyFrom?: readonly string[];
}

/**
 * Movement costs for one movement class (foot, motorised, tracked…), as data:
 * the row of a terrain effects chart.
 *
 * @category Movement
 */
export interface MovementCosts {
  /** MP to enter a hex of each terrain type. Every terrain type of the map must be listed. */
  readonly terrain: Readonly<Record<string, MoveCost>>;
  /** Extra MP to cross a hexside feature (river, stream), or prohibited, or crossed one way only. Unlisted features cost nothing. */
  readonly hexsides?: Readonly<Record<string, MoveCost | HexsideCost>>;
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
 * @example
 * ```ts
 * import { compileCosts, movementRange } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const map = myitkyina.map;
 * const foot = compileCosts(map, { terrain: { jungle: 2, open: 1, town: 1 } });
 * const range = movementRange({ costs: foot, from: map.cell('D5'), allowance: 4 });
 * // Leaving 'town' out throws 'bad-costs': the movement costs give no cost for terrain "town"
 * ```
 * @category Movement
 */
export function compileCosts(map: HexMap, costs: MovementCosts): CompiledCosts {
  const terrainCost = new Float64Array(map.terrainTypes.length);
  const linkOnly = new Uint8Array(map.terrainTypes.length);
  map.terrainTypes.forEach((t, id) => {
    // Own keys only: a terrain named "constructor" is not Object's constructor.
    const c = Object.hasOwn(costs.terrain, t) ? costs.terrain[t] : undefined;
    if (c === undefined) throw new HexwarError({ code: 'bad-costs', message: `the movement costs give no cost for terrain "${t}"`, path: `terrain.${t}` });
    if (c === 'link only') linkOnly[id] = 1;
    terrainCost[id] = c === 'prohibited' || c === 'link only' ? Infinity : checkCost(c, `terrain.${t}`);
  });
  for (const t of Object.keys(costs.terrain)) {
    if (map.terrainId(t) < 0) throw new HexwarError({ code: 'bad-costs', message: `the movement costs name terrain "${t}", which this map does not have (${map.terrainTypes.join(', ')})`, path: `terrain.${t}` });
  }
  const sideBits: { bit: number; cost: number; from: Uint8Array | null }[] = [];
  for (const [f, given] of Object.entries(costs.hexsides ?? {})) {
    const bit = map.hexsideBit(f);
    if (bit === 0) throw new HexwarError({ code: 'bad-costs', message: `the movement costs name hexside feature "${f}", which this map does not have (${map.hexsideTypes.join(', ') || 'none'})`, path: `hexsides.${f}` });
    const c = typeof given === 'object' ? given.cost : given;
    let from: Uint8Array | null = null;
    if (typeof given === 'object' && given.onlyFrom) {
      const onlyFrom = new Uint8Array(map.size);
      given.onlyFrom.forEach((l, i) => (onlyFrom[map.cellOfLabel(l) >= 0 ? map.cellOfLabel(l) : bad(`hexsides.${f}.onlyFrom[${i}]`, `"${l}" is not a hex of the map`)] = 1));
      from = onlyFrom;
    }
    sideBits.push({ bit, cost: c === 'prohibited' || c === 'link only' ? Infinity : checkCost(c, `hexsides.${f}`), from });
  }
  const linkBits: { bit: number; cost: number }[] = [];
  for (const [k, c] of Object.entries(costs.links ?? {})) {
    const bit = map.linkBit(k);
    if (bit === 0) throw new HexwarError({ code: 'bad-costs', message: `the movement costs name link "${k}", which this map does not have (${map.linkTypes.join(', ') || 'none'})`, path: `links.${k}` });
    linkBits.push({ bit, cost: checkCost(c, `links.${k}`) });
  }
  const { size, neighbors, terrain, hexsides, links } = map;
  const step = new Float64Array(size * 6);
  const byLink = new Uint8Array(size * 6);
  const prohibitedCell = new Uint8Array(size);
  for (let c = 0; c < size; c++) prohibitedCell[c] = terrainCost[terrain[c]!] === Infinity && !linkOnly[terrain[c]!] ? 1 : 0;
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
    const from = Math.floor(e / 6);
    if (sides !== 0) for (const s of sideBits) if (sides & s.bit) cost += s.from && !s.from[from] ? Infinity : s.cost;
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

function bad(path: string, why: string): never {
  throw new HexwarError({ code: 'bad-costs', message: `movement costs at ${path}: ${why}`, path });
}

function checkCost(c: number, path: string): number {
  if (!Number.isFinite(c) || c < 0) throw new HexwarError({ code: 'bad-costs', message: `movement cost at ${path} must be a number of MP ≥ 0 or "prohibited", not ${c}`, path });
  return c;
}
