/**
 * Figures and vehicles: static data (class, base, weapons, team, capacity),
 * where each stands (a position the engine keeps in its state), teams, and
 * figures carried by others.
 */
import type { RuleViolation } from '../errors';
import { rectangleCorners, type Polygon, type TablePoint } from './geometry';

/**
 * A figure's position as the engine stores it: the centre of its base in
 * inches and, for figures that have one, its facing in degrees counter-clockwise
 * from east (0 = facing east, 90 = north), in [0, 360). A type, not an
 * interface, so that a position is a JSON value (events, a game's data).
 *
 * @category Tabletop
 */
export type TablePosition = {
  /** Inches east of the table's south-west corner. */
  readonly x: number;
  /** Inches north of the table's south-west corner. */
  readonly y: number;
  /** Degrees counter-clockwise from east, in [0, 360). */
  readonly facing?: number;
};

/**
 * Where a figure is in the match state: on the table at a position, or carried
 * aboard another figure (a rifleman in a jeep), which moves it.
 *
 * @category Tabletop
 */
export type FigurePlacement =
  | TablePosition
  | {
      /** The id of the figure carrying it. */
      readonly aboard: string;
    };

/**
 * A figure's base, part of its static data: round (infantry, by radius) or a
 * rectangle (a vehicle's hull; `length` along its facing, `width` across).
 *
 * @category Tabletop
 */
export type Base =
  | {
      /** A round base. */
      readonly shape: 'round';
      /** Its radius in inches (a 25 mm base is about 0.5). */
      readonly radius: number;
    }
  | {
      /** A rectangular base or hull. */
      readonly shape: 'rect';
      /** Its length in inches, along the facing. */
      readonly length: number;
      /** Its width in inches, across the facing. */
      readonly width: number;
    };

/**
 * A figure's or vehicle's static data.
 *
 * @category Tabletop
 */
export interface FigureData {
  /** Its id, unique in the game. */
  readonly id: string;
  /** The side it fights for. */
  readonly side: string;
  /** Its class: `infantry`, `wheeled`, `tracked`, `crew`, `gun`, or any class the game uses. */
  readonly class: string;
  /** Its base. */
  readonly base: Base;
  /** Its printed name, e.g. `"Sergeant, 1st unit"`. */
  readonly name?: string;
  /** Weapons it carries, by the game's weapon ids. */
  readonly weapons?: readonly string[];
  /** The team (unit) it belongs to, if any. */
  readonly team?: string;
  /** How many figures it can carry (a jeep carries eight). */
  readonly capacity?: number;
}

/**
 * A team: an infantry unit of named figures, each with a role.
 *
 * @category Tabletop
 */
export interface TeamData {
  /** Its id. */
  readonly id: string;
  /** Its side. */
  readonly side: string;
  /** Its printed name. */
  readonly name?: string;
  /** Its members, left to right as the rules list them. */
  readonly members: readonly {
    /** The member's figure id. */
    readonly figure: string;
    /** Its role: `officer`, `sergeant`, `rifleman`, `sniper`… */
    readonly role?: string;
  }[];
}

/**
 * A figure on the table: its static data and where it stands. The queries of
 * the tabletop core (distance, nearest, templates, spotting) take arrays of these.
 *
 * @category Tabletop
 */
export interface TableFigure extends FigureData {
  /** Where it stands. */
  readonly at: TablePosition;
}

/**
 * True if a placement is a position on the table (not aboard another figure).
 *
 * @category Tabletop
 */
function isOnTable(placement: FigurePlacement | undefined): placement is TablePosition {
  return placement !== undefined && !('aboard' in placement);
}

/**
 * The figures standing on the table, each with its position, in the order of
 * `figures`. Figures with no placement (off the table, dead) or aboard another
 * figure are left out: see {@link passengersOf}.
 *
 * @example
 * ```ts
 * import { figureOf, placeFigures } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const figures = placeFigures(COUNTERS.map(figureOf), START); // each with its `at`, in COUNTERS' order
 * ```
 * @category Tabletop
 */
export function placeFigures(figures: readonly FigureData[], placements: Readonly<Record<string, FigurePlacement>>): TableFigure[] {
  const out: TableFigure[] = [];
  for (const f of figures) {
    const p = placements[f.id];
    if (isOnTable(p)) out.push({ ...f, at: p });
  }
  return out;
}

/**
 * The ids of the figures aboard a carrier, sorted.
 *
 * @example
 * ```ts
 * import { passengersOf } from 'hexwar/tabletop';
 *
 * passengersOf('us-jeep', { 'us-jeep': { x: 24, y: 2, facing: 90 }, 'us-r1': { aboard: 'us-jeep' } }); // ['us-r1']
 * ```
 * @category Tabletop
 */
export function passengersOf(carrier: string, placements: Readonly<Record<string, FigurePlacement>>): string[] {
  const out: string[] = [];
  for (const [id, p] of Object.entries(placements)) if (!isOnTable(p) && p.aboard === carrier) out.push(id);
  return out.sort();
}

/**
 * Where a figure is on the table: its own position, or its carrier's if it is
 * aboard one (following a chain of carriers). Undefined if it is not on the table.
 *
 * @example
 * ```ts
 * import { positionOf } from 'hexwar/tabletop';
 *
 * positionOf('us-r1', { 'us-jeep': { x: 24, y: 2, facing: 90 }, 'us-r1': { aboard: 'us-jeep' } }); // { x: 24, y: 2, facing: 90 }: the jeep's
 * ```
 * @category Tabletop
 */
export function positionOf(id: string, placements: Readonly<Record<string, FigurePlacement>>): TablePosition | undefined {
  let p = placements[id];
  for (let hops = 0; p !== undefined && !isOnTable(p); hops++) {
    if (hops > 16) return undefined;
    p = placements[p.aboard];
  }
  return p;
}

/**
 * Checks who is aboard what: every carrier exists and has room, nobody rides a
 * figure that cannot carry. Returns violations in a player's words (empty if
 * all is well).
 *
 * @example
 * ```ts
 * import { boardingViolations, figureOf } from 'hexwar/tabletop';
 * import { COUNTERS } from 'hexwar/games/pacific-skirmish';
 *
 * boardingViolations(COUNTERS.map(figureOf), { 'us-lt': { x: 22, y: 3 }, 'us-r2': { aboard: 'us-lt' } });
 * // [{ code: 'not-a-carrier', message: 'Pfc. Brooks is aboard Lt. Hale (officer), which carries no one' }]
 * ```
 * @category Tabletop
 */
export function boardingViolations(figures: readonly FigureData[], placements: Readonly<Record<string, FigurePlacement>>): RuleViolation[] {
  const byId = new Map(figures.map((f) => [f.id, f]));
  const load = new Map<string, { carrier: FigureData; capacity: number; n: number }>();
  const out: RuleViolation[] = [];
  for (const [id, p] of Object.entries(placements)) {
    if (isOnTable(p)) continue;
    const carrier = byId.get(p.aboard);
    const who = byId.get(id)?.name ?? id;
    if (!carrier) {
      out.push({ code: 'unknown-carrier', message: `${who} is aboard ${p.aboard}, which is not a figure of this game` });
      continue;
    }
    if (!carrier.capacity) {
      out.push({ code: 'not-a-carrier', message: `${who} is aboard ${carrier.name ?? carrier.id}, which carries no one` });
      continue;
    }
    load.set(carrier.id, { carrier, capacity: carrier.capacity, n: (load.get(carrier.id)?.n ?? 0) + 1 });
  }
  for (const [, { carrier: c, capacity, n }] of [...load].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (n > capacity) out.push({ code: 'over-capacity', message: `${c.name ?? c.id} carries ${n} figures; it has room for ${c.capacity}` });
  }
  return out;
}

/**
 * The farthest any part of a base reaches from its centre: the radius of a
 * round base, half the diagonal of a rectangular one.
 *
 * @example
 * ```ts
 * import { baseReach } from 'hexwar/tabletop';
 *
 * baseReach({ shape: 'round', radius: 0.5 });             // 0.5
 * baseReach({ shape: 'rect', length: 2.2, width: 1.2 }); // 1.25…: half the jeep's diagonal
 * ```
 * @category Tabletop
 */
export function baseReach(base: Base): number {
  return base.shape === 'round' ? base.radius : Math.hypot(base.length, base.width) / 2;
}

/**
 * The outline of a rectangular base where the figure stands (turned to its
 * facing), or undefined for a round base.
 *
 * @example
 * ```ts
 * import { baseOutline } from 'hexwar/tabletop';
 *
 * baseOutline({ base: { shape: 'rect', length: 2, width: 1 }, at: { x: 10, y: 10, facing: 90 } });
 * // [(10.5, 9), (10.5, 11), (9.5, 11), (9.5, 9)]: a 2" hull facing north
 * ```
 * @category Tabletop
 */
export function baseOutline(figure: { readonly base: Base; readonly at: TablePosition }): Polygon | undefined {
  if (figure.base.shape === 'round') return undefined;
  return rectOutline(figure.base, figure.at);
}

/** A rectangular base. @internal */
export type RectBase = Extract<Base, { readonly shape: 'rect' }>;

/** The four corners of a rectangular base where it stands, turned to its facing. @internal */
export function rectOutline(base: RectBase, at: TablePosition): [TablePoint, TablePoint, TablePoint, TablePoint] {
  return rectangleCorners(at, base.length, base.width, at.facing ?? 0);
}
