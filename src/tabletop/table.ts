/**
 * The table as plain data: its size, zones, named edges, terrain areas, linear
 * obstacles and solid objects, and the few facts about it that change in play.
 */
import type { TablePoint, Polygon } from './geometry';

/**
 * What a terrain type does to sight, cover and concealment. Movement rates are
 * not here: they belong to each mover's {@link MovementProfile}.
 *
 * @category Tabletop
 */
export interface TerrainEffects {
  /**
   * How the terrain affects a line of sight:
   * - `'clear'` (default): not at all;
   * - `'blocks'`: a line is blocked if it runs more than `seeInto` inches
   *   (plus {@link TABLE_EPSILON}) inside the area, in all (woods, jungle, buildings);
   * - `'hill'`: a line is blocked if it crosses the area while neither end is on
   *   it (high ground between two figures hides them from each other; a figure on
   *   it sees and is seen).
   */
  readonly sight?: 'clear' | 'blocks' | 'hill';
  /** For `sight: 'blocks'`: how many inches of it a line may cross and still see (default 0). */
  readonly seeInto?: number;
  /** A figure standing in it is in cover (from every direction). */
  readonly cover?: boolean;
  /** Share of a figure standing in it that is hidden, 0 to 1 (0.9 = "90 % concealed"). */
  readonly concealment?: number;
}

/**
 * A zone of the table: a kind of ground that sets a mover's base rate (sea,
 * beach, land) or a deployment area. Zones may overlap one another and the
 * terrain areas.
 *
 * @category Tabletop
 */
export interface ZoneData {
  /** Its id, unique on the table. */
  readonly id: string;
  /** What it is: `sea`, `beach`, `land`, `deployment`, … (a mover's `zones` rates are by kind). */
  readonly kind: string;
  /** Its printed name. */
  readonly name?: string;
  /** The side it belongs to (a deployment area), if any. */
  readonly side?: string;
  /** Its outline. */
  readonly polygon: Polygon;
}

/**
 * The four sides of the table.
 *
 * @category Tabletop
 */
export type TableSide = 'north' | 'south' | 'east' | 'west';

/**
 * A named table edge (the sea edge, the narrow land edge): a side of the table,
 * or a stretch of it.
 *
 * @category Tabletop
 */
export interface EdgeData {
  /** Its id, unique on the table. */
  readonly id: string;
  /** The side of the table it lies on. */
  readonly side: TableSide;
  /** Its printed name. */
  readonly name?: string;
  /** Where it starts along the side, in inches (x on north/south, y on east/west; default 0). */
  readonly from?: number;
  /** Where it ends along the side (default: the whole side). */
  readonly to?: number;
}

/**
 * A terrain area: a polygon of one terrain type (woods, jungle, rough, road,
 * stream, water, high ground, or any type the table declares). Areas are listed
 * bottom to top as they lie on the table: where they overlap, the topmost one a
 * mover's profile names sets its rate, like a road laid over a wood.
 *
 * @category Tabletop
 */
export interface AreaData {
  /** Its id, unique on the table. */
  readonly id: string;
  /** Its terrain type, a key of the table's `terrainTypes`. */
  readonly type: string;
  /** Its printed name. */
  readonly name?: string;
  /** Its outline. */
  readonly polygon: Polygon;
}

/**
 * A linear obstacle: a section of barbed wire, a wall, a hedge, as a polyline.
 * Whether a mover may cross it is in the mover's profile; whether it has been
 * made passable is its state.
 *
 * @category Tabletop
 */
export interface ObstacleData {
  /** Its id, unique on the table. */
  readonly id: string;
  /** Its type, e.g. `barbed-wire`; movement profiles give rules by type. */
  readonly type: string;
  /** Its printed name. */
  readonly name?: string;
  /** The line it runs along, at least two points. */
  readonly line: readonly TablePoint[];
  /** Passable at the start of play (default false); see {@link TableState.passable}. */
  readonly passable?: boolean;
  /** Gives cover to a figure behind it (default false). */
  readonly cover?: boolean;
  /** Blocks a line of sight that crosses it (default false). */
  readonly blocksSight?: boolean;
}

/**
 * What a solid object is once destroyed. Unset fields default to: no cover, no
 * sight blocking, passability unchanged.
 *
 * @category Tabletop
 */
export interface DestroyedEffects {
  /** The ruins still give cover (a command post does; an emplacement does not). */
  readonly cover?: boolean;
  /** The ruins still block sight. */
  readonly blocksSight?: boolean;
  /** Movers may pass through the ruins. */
  readonly passable?: boolean;
}

/**
 * A solid object on the table: a command post, an emplacement, a building. It
 * gives cover, blocks sight and movement, and can be destroyed.
 *
 * @category Tabletop
 */
export interface SolidObjectData {
  /** Its id, unique on the table. */
  readonly id: string;
  /** What it is: `command-post`, `emplacement`, … */
  readonly kind: string;
  /** Its printed name. */
  readonly name?: string;
  /** Its footprint. */
  readonly polygon: Polygon;
  /** Gives cover to a figure behind it or inside it (default true). */
  readonly cover?: boolean;
  /** Blocks a line of sight that crosses it (default true). */
  readonly blocksSight?: boolean;
  /** Movers may pass through it (default false). */
  readonly passable?: boolean;
  /** What is left once it is destroyed. */
  readonly whenDestroyed?: DestroyedEffects;
}

/**
 * The plain, serialisable form of a table, as a game ships it. Inches
 * throughout; the origin is the south-west corner, x runs east, y north.
 *
 * @category Tabletop
 */
export interface TableData {
  /** An id for the table. */
  readonly id?: string;
  /** Its printed title. */
  readonly name?: string;
  /** East–west size in inches (72 for a 6'×4' table). */
  readonly width: number;
  /** North–south size in inches (48 for a 6'×4' table). */
  readonly height: number;
  /** Every terrain type the areas use, with what it does to sight and cover. */
  readonly terrainTypes: Readonly<Record<string, TerrainEffects>>;
  /** Zones (sea, beach, land, deployment areas). */
  readonly zones?: readonly ZoneData[];
  /** Named table edges. */
  readonly edges?: readonly EdgeData[];
  /** Terrain areas, bottom to top. */
  readonly areas?: readonly AreaData[];
  /** Linear obstacles. */
  readonly obstacles?: readonly ObstacleData[];
  /** Solid objects. */
  readonly objects?: readonly SolidObjectData[];
}

/**
 * What changes about the table in play, as plain JSON a game keeps in its match
 * state: the obstacles made passable and the objects destroyed. Every query that
 * depends on them takes it.
 *
 * @category Tabletop
 */
export type TableState = {
  /** Ids of obstacles made passable in play (besides those passable from the start). */
  readonly passable?: readonly string[];
  /** Ids of solid objects destroyed. */
  readonly destroyed?: readonly string[];
};
