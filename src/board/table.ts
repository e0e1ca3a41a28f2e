import { HexwarError } from '../errors';
import { factsOf, type UnitArrayFacts } from '../internal/memo';
import type { CounterData, Position, UnitState } from '../engine/types';
import type { CompiledTable } from '../tabletop/compile';
import type { Base, FigureData, TableFigure, TablePosition } from '../tabletop/figures';
import { pointDistance, type TablePoint } from '../tabletop/geometry';
import { figureDistance, type Measure } from '../tabletop/measure';
import { checkPath, type MovementProfile, type PathCheck, type PathOptions } from '../tabletop/movement';
import { areasAt, coverFrom, hasLineOfSight, objectsAt, zonesAt, type CoverOptions, type CoverSource, type SightOptions } from '../tabletop/sight';
import { figuresWithin, indexFigures, nearestFigures, type FigureIndex, type Nearest, type NearestOptions, type QueryOrigin, type WithinOptions } from '../tabletop/spatial';
import { positionMemo, remember, type PositionMemo } from './positions';

/** A round base an inch across: a figure whose counter names no base. */
const DEFAULT_BASE: Base = { shape: 'round', radius: 0.5 };

/**
 * A figure's data from its counter: its class (the counter's `class`, else its
 * `type`), its base (the counter's `base`, else a 1" round base), its name,
 * weapons, team and capacity.
 *
 * @category Tabletop
 */
export function figureOf(counter: CounterData): FigureData {
  const c = counter as CounterData & Partial<Pick<FigureData, 'class' | 'base' | 'weapons' | 'team' | 'capacity'>>;
  return {
    id: c.id,
    side: c.side,
    class: c.class ?? c.type,
    base: c.base ?? DEFAULT_BASE,
    name: c.name,
    ...(c.weapons ? { weapons: c.weapons } : {}),
    ...(c.team ? { team: c.team } : {}),
    ...(c.capacity !== undefined ? { capacity: c.capacity } : {}),
  };
}

/** Whether a unit's position is a point on the table. */
const onTable = (u: UnitState<Position>): u is UnitState<TablePosition> & { readonly at: TablePosition } => typeof u.at === 'object' && u.at !== null && u.steps > 0;

/**
 * A tabletop with the figures on it: what miniatures rules ask, by figure id or
 * point, memoised per state (the spatial index of figures) and per table (its
 * terrain indexes). Get it as `ctx.board` in a game defined with a `table`.
 *
 * @category Board
 */
export class TableBoard {
  private readonly pos: PositionMemo;
  private list: TableFigure[] | null = null;
  private byId: Map<string, TableFigure> | null = null;

  /**
   * @param table - the compiled table.
   * @param units - the units (a state's unit array, or a view's).
   * @param counter - each unit's counter (its base and class).
   */
  constructor(
    readonly table: CompiledTable,
    readonly units: readonly UnitState<Position>[],
    private readonly counter: (id: string) => CounterData | undefined,
  ) {
    this.pos = positionMemo(units);
  }

  /** The figures on the table, in unit order (units aboard a carrier or off the table are not). */
  figures(): readonly TableFigure[] {
    if (!this.list) {
      this.list = [];
      for (const u of this.units) {
        if (!onTable(u)) continue;
        const c = this.counter(u.id);
        const data = c ? figureOf(c) : { id: u.id, side: u.side, class: 'marker', base: DEFAULT_BASE };
        this.list.push({ ...data, side: u.side, at: u.at });
      }
    }
    return this.list;
  }

  /** A figure on the table by unit id, or `undefined`. */
  figure(id: string): TableFigure | undefined {
    this.byId ??= new Map(this.figures().map((f) => [f.id, f]));
    return this.byId.get(id);
  }

  /** A side's figures on the table. */
  figuresOf(side: string): readonly TableFigure[] {
    return remember(this.pos.all, `side:${side}`, () => this.figures().filter((f) => f.side === side));
  }

  /** The spatial index of the figures (flatbush), built once per state. */
  index(): FigureIndex {
    return indexFigures(this.figures());
  }

  /** The nearest figure to a point or figure that passes the options (an enemy, visible, within a range). */
  nearest(from: QueryOrigin | string, options: NearestOptions = {}): Nearest | undefined {
    return nearestFigures(this.index(), this.origin(from), options);
  }

  /** Every figure within `radius` inches of a point or figure, nearest first. */
  within(centre: QueryOrigin | string, radius: number, options: WithinOptions = {}): TableFigure[] {
    const o = this.origin(centre);
    return figuresWithin(this.index(), 'at' in o ? o.at : o, radius, options);
  }

  /** Distance in inches between two figures (centre to centre, or base edge to base edge) or points. */
  distance(a: QueryOrigin | string, b: QueryOrigin | string, measure: Measure = 'centre'): number {
    const pa = this.origin(a);
    const pb = this.origin(b);
    if ('at' in pa && 'at' in pb) return figureDistance(pa, pb, measure);
    return pointDistance('at' in pa ? pa.at : pa, 'at' in pb ? pb.at : pb);
  }

  /** Whether there is a line of sight between two points or figures (terrain and solid objects block it). */
  sight(a: QueryOrigin | string, b: QueryOrigin | string, options: SightOptions = {}): boolean {
    return hasLineOfSight(this.table, this.point(a), this.point(b), options);
  }

  /** What gives a target cover from a point (areas and objects between them). */
  cover(from: QueryOrigin | string, target: QueryOrigin | string, options: CoverOptions = {}): CoverSource[] {
    return coverFrom(this.table, this.point(from), this.point(target), options);
  }

  /** The terrain areas, zones and solid objects at a point. */
  at(p: TablePoint): {
    /** Terrain areas the point is in. */
    readonly areas: ReturnType<typeof areasAt>;
    /** Zones (sea, beach, land, deployment areas) the point is in. */
    readonly zones: ReturnType<typeof zonesAt>;
    /** Solid objects the point is in. */
    readonly objects: ReturnType<typeof objectsAt>;
  } {
    return { areas: areasAt(this.table, p), zones: zonesAt(this.table, p), objects: objectsAt(this.table, p) };
  }

  /** Checks a move along a path for a movement profile: its cost and every rule it breaks. */
  path(profile: MovementProfile, path: readonly TablePoint[], options: PathOptions = {}): PathCheck {
    return checkPath(this.table, profile, path, options);
  }

  /** Remembers a value that depends only on where every figure stands (and on `key`). */
  cached<T>(key: string, compute: () => T): T {
    return remember(this.pos.all, `c:${key}`, compute);
  }

  /** Remembers a value that depends only on the table (and on `key`). */
  tableCached<T>(key: string, compute: () => T): T {
    const f = factsOf<{ store?: Map<string, unknown> }>(this.table);
    return remember((f.store ??= new Map()), key, compute);
  }

  private origin(o: QueryOrigin | string): QueryOrigin {
    if (typeof o !== 'string') return o;
    const f = this.figure(o);
    if (!f) throw new HexwarError({ code: 'not-on-table', message: `${o.slice(0, 40)} is not on the table` });
    return f;
  }

  private point(o: QueryOrigin | string): TablePoint {
    const p = this.origin(o);
    return 'at' in p ? p.at : p;
  }
}

/**
 * The board of a unit array on a table: one object per array.
 *
 * @category Board
 */
export function tableBoard(table: CompiledTable, units: readonly UnitState<Position>[], counter: (id: string) => CounterData | undefined): TableBoard {
  const f = factsOf<UnitArrayFacts>(units);
  const b = f.board as TableBoard | undefined;
  if (b instanceof TableBoard && b.table === table) return b;
  const nb = new TableBoard(table, units, counter);
  if (!b) f.board = nb;
  return nb;
}

