/**
 * The map as the rules use it: the stand-in map of `data/map.ts` plus the
 * river routes of supply units (8.10), and the Terrain Effects Chart as the
 * core's movement cost rows, one per movement class (8.4, 8.5, 8.8–8.11).
 *
 * @module
 */
import type { MapData, MoveCost, MovementCosts } from 'hexwar/hex';
import { greaterEastAsiaMap, neighboursOf, RIVER_HEXSIDES } from '../data/map';
import { HEXSIDE_EFFECTS, RAIL_MOVE_COST, ROAD_COST, SUPPLY_RIVER_COST, TERRAIN_EFFECTS, type LandMovementClass, type TecCost } from '../data/tables';

const key = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);

/**
 * The steps of a supply unit's river movement (8.10): from a hex to an
 * adjacent one on the same bank, both bordering the same river, where the
 * river runs along one of the four hexsides that meet their common hexside's
 * ends, so a route follows the river's course. Crossing the river is not
 * moving along it: that step pays the TEC like any motorized unit's.
 */
function riverRouteSteps(): (readonly [string, string])[] {
  const out = new Map<string, readonly [string, string]>();
  // A step across any river's hexside is a crossing, whichever river it runs beside.
  const crossings = new Set([...RIVER_HEXSIDES.values()].flat().map(([a, b]) => key(a, b)));
  for (const sides of RIVER_HEXSIDES.values()) {
    const river = new Set(sides.map(([a, b]) => key(a, b)));
    const banks = new Set(sides.flat());
    for (const a of banks) {
      const na = neighboursOf(a);
      for (const b of na) {
        if (b <= a || !banks.has(b)) continue;
        const common = neighboursOf(b).filter((x) => na.includes(x));
        const along = !crossings.has(key(a, b)) && common.some((c) => river.has(key(a, c)) || river.has(key(b, c)));
        if (along) out.set(key(a, b), [a, b]);
      }
    }
  }
  return [...out.values()].sort((x, y) => (key(...x) < key(...y) ? -1 : 1));
}

/** The link type of river routes, open to supply units only (8.10). */
const RIVER_ROUTE = 'river-route';

/** The game's map: the stand-in map with its river routes (8.10). */
export const GAME_MAP: MapData = {
  ...greaterEastAsiaMap,
  linkTypes: [...(greaterEastAsiaMap.linkTypes ?? []), RIVER_ROUTE],
  links: [...(greaterEastAsiaMap.links ?? []), ...riverRouteSteps().map((path) => ({ kind: RIVER_ROUTE, path }))],
};

const cost = (c: TecCost): MoveCost => (c === 'P' ? 'prohibited' : c === 'road' ? 'link only' : c);

/** One movement class's row of the TEC, with roads and railroads as roads (8.9). */
function chart(cls: LandMovementClass, extraLinks: Readonly<Record<string, number>> = {}): MovementCosts {
  const terrain: Record<string, MoveCost> = {};
  for (const [t, row] of Object.entries(TERRAIN_EFFECTS)) terrain[t] = cost(row.cost[cls]);
  return {
    terrain,
    hexsides: { river: HEXSIDE_EFFECTS.river.cost[cls] },
    // 8.9: railroads are roads too, whoever controls them; the road's rate replaces the terrain and hexside costs.
    links: { road: ROAD_COST[cls], railroad: ROAD_COST[cls], ...extraLinks },
  };
}

/**
 * The TEC as movement cost rows: non-mechanized, motorized and mechanized
 * units (8.4, 8.5, 8.9); supply units are motorized and also move ½ MP a hex
 * along rivers, other terrain ignored (8.10).
 */
export const MOVEMENT_COSTS: Readonly<Record<LandMovementClass | 'supply', MovementCosts>> = {
  'non-mechanized': chart('non-mechanized'),
  motorized: chart('motorized'),
  mechanized: chart('mechanized'),
  supply: chart('motorized', { [RIVER_ROUTE]: SUPPLY_RIVER_COST }),
};

/**
 * Rail movement (8.11): along railroads only, nothing to pay once the move is
 * begun (its 1 MP, {@link RAIL_MOVE_COST}, is paid from the allowance first).
 */
export const RAIL_COSTS: MovementCosts = {
  terrain: Object.fromEntries(Object.keys(TERRAIN_EFFECTS).map((t) => [t, t === 'sea' || t === 'prohibited' ? 'prohibited' : 1])),
  links: { railroad: 0 },
  linksOnly: true,
};

export { RAIL_MOVE_COST };
