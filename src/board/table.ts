import { HexwarError } from '../errors';
import { factsOf, type UnitArrayFacts } from '../internal/memo';
import type { CounterData, UnitFlags, UnitState } from '../engine/types';
import type { CompiledTable, TableFeature } from '../tabletop/compile';
import { baseReach, type Base, type FigureData, type TableFigure, type TablePosition } from '../tabletop/figures';
import { pointDistance, type TablePoint } from '../tabletop/geometry';
import { figureDistance, type Measure } from '../tabletop/measure';
import { checkPath, type MovementProfile, type PathCheck, type PathOptions } from '../tabletop/movement';
import { areasAt, coverFrom, hasLineOfSight, objectsAt, zonesAt, type CoverOptions, type CoverSource, type SightOptions } from '../tabletop/sight';
import { figuresWithin, indexFigures, measureFrom, nearestFigures, type FigureIndex, type Nearest, type NearestOptions, type QueryOrigin, type WithinOptions } from '../tabletop/spatial';
import { positionMemo, remember, type PositionMemo } from './positions';
import { TABLE_EPSILON } from '../tabletop/tolerance';
import { distanceToBase } from '../tabletop/measure';
import { polylineSegDist } from '../tabletop/sight';
import { segmentHitsBox } from '../tabletop/geometry';
import type { Board, PositionCondition } from './board';

/** A round base an inch across: a figure whose counter names no base. */
const DEFAULT_BASE: Base = { shape: 'round', radius: 0.5 };

/**
 * A figure's data from its counter: its class (the counter's `class`, else its
 * `type`), its base (the counter's `base`, else a 1" round base), its name,
 * weapons, team and capacity.
 *
 * @example
 * ```ts
 * import { figureOf } from 'hexwar/tabletop';
 * import { COUNTERS } from 'hexwar/games/pacific-skirmish';
 *
 * figureOf(COUNTERS.find((c) => c.id === 'us-r1')!);
 * // { id: 'us-r1', side: 'us', class: 'infantry', base: { shape: 'round', radius: 0.5 }, name: 'Pfc. Adams', weapons: ['rifle', 'grenade'] }
 * ```
 * @category Tabletop
 */
export function figureOf(counter: CounterData): FigureData {
  const c = counter;
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

/**
 * What lies at a point of a table: the answer of {@link "hexwar/tabletop"!TableBoard.at}.
 *
 * @category Board
 */
export interface TableContents {
  /** The terrain areas under the point, bottom to top. */
  readonly areas: readonly TableFeature[];
  /** The zones under the point, in the order of the table data. */
  readonly zones: readonly TableFeature[];
  /** The solid objects under the point. */
  readonly objects: readonly TableFeature[];
}

/** Whether a unit's position is a point on the table. */
const onTable = (u: UnitState<TablePosition>): u is UnitState<TablePosition> & { readonly at: TablePosition } => typeof u.at === 'object' && u.at !== null && u.steps > 0;

const none: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/**
 * A tabletop with the figures on it: what miniatures rules ask, by figure id or
 * point, memoised per state (the spatial index of figures) and per table (its
 * terrain indexes). Get it as `ctx.board` in a game defined with a `table`.
 *
 * @typeParam F - the units' flags (the game's, when it declares them).
 * @typeParam S - the game's sides.
 * @category Board
 */
export class TableBoard<F extends UnitFlags = UnitFlags, S extends string = string> implements Board<TablePosition, F, S> {
  /** A tabletop. */
  readonly kind = 'table' as const;
  private readonly pos: PositionMemo;
  private list: TableFigure[] | null = null;
  private byId: Map<string, TableFigure> | null = null;
  private unitById: Map<string, UnitState<TablePosition, F, S>> | null = null;

  /**
   * @param table - the compiled table.
   * @param units - the units (a state's unit array, or a view's).
   * @param counter - each unit's counter (its base and class).
   * @param stacking - the game's stacking limit, if it has one (see `GameDefinition.stacking`).
   */
  constructor(
    readonly table: CompiledTable,
    readonly units: readonly UnitState<TablePosition, F, S>[],
    private readonly counter: (id: string) => CounterData | undefined,
    private readonly stacking?: (ids: readonly string[]) => boolean,
  ) {
    this.pos = positionMemo(units);
  }

  // ---------------------------------------------------------------- the Board interface

  /** Whether a point is on the table (within the tabletop's tolerance of its edge). */
  has(p: TablePoint): boolean {
    const e = TABLE_EPSILON;
    return typeof p === 'object' && p !== null && Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= -e && p.y >= -e && p.x <= this.table.width + e && p.y <= this.table.height + e;
  }

  /** A point as `x,y` to the thousandth of an inch. */
  key(p: TablePoint): string {
    return `${Math.round(p.x * 1000) / 1000},${Math.round(p.y * 1000) / 1000}`;
  }

  /** West to east, then south to north. */
  compare(a: TablePoint, b: TablePoint): number {
    return a.x - b.x || a.y - b.y;
  }

  /** Whether a point meets a condition: an area of that terrain type, a zone of that kind (`place`), an object of that kind (`feature`) under it. */
  meets(p: TablePoint, c: PositionCondition | undefined): boolean {
    if (!c) return true;
    if (c.terrain !== undefined && !areasAt(this.table, p).some((f) => f.type === c.terrain)) return false;
    if (c.place !== undefined && !zonesAt(this.table, p).some((f) => f.type === c.place)) return false;
    if (c.feature !== undefined && !objectsAt(this.table, p).some((f) => f.type === c.feature)) return false;
    return true;
  }

  /** The units whose base covers a point (within the tabletop's tolerance). */
  unitsAt(p: TablePoint): readonly UnitState<TablePosition, F, S>[] {
    const index = this.index();
    if (!index.tree) return none;
    const out: UnitState<TablePosition, F, S>[] = [];
    for (const f of figuresWithin(index, p, index.maxReach)) if (distanceToBase(p, f) <= TABLE_EPSILON) out.push(this.unitOf(f.id));
    return out;
  }

  /** A side's units on the table, in unit order. */
  unitsOf(side: string): readonly UnitState<TablePosition, F, S>[] {
    return remember(this.pos.all, `units:${side}`, () => this.figuresOf(side).map((f) => this.unitOf(f.id)));
  }

  /** Whether a base of a side other than `side` covers a point. */
  enemyAt(p: TablePoint, side: string): boolean {
    return this.unitsAt(p).some((u) => u.side !== side);
  }

  /** The units within `range` inches of a point, centre to centre, nearest first. */
  unitsWithin(p: TablePoint, range: number): readonly UnitState<TablePosition, F, S>[] {
    return this.within(p, range).map((f) => this.unitOf(f.id));
  }

  /** Whether a unit may stand at a point with its side's units whose bases cover it, within the game's stacking limit (always, without one). */
  room(p: TablePoint, unit: UnitState<TablePosition, F, S> | string): boolean {
    if (!this.stacking) return true;
    const u = typeof unit === 'string' ? this.units.find((x) => x.id === unit) : unit;
    if (!u) throw new HexwarError({ code: 'unknown-unit', message: `there is no unit "${String(unit).slice(0, 40)}" on this table` });
    const ids = this.unitsAt(p).filter((x) => x.side === u.side && x.id !== u.id).map((x) => x.id);
    return this.stacking([...ids, u.id]);
  }

  /** Whether these units may share a place under the game's stacking limit. */
  mayStack(ids: readonly string[]): boolean {
    return !this.stacking || this.stacking(ids);
  }

  /** Whether the straight line from `a` to `b` crosses a linear obstacle of that type (a wall, a hedge, wire). */
  crosses(a: QueryOrigin | string, b: QueryOrigin | string, type: string): boolean {
    const tree = this.table.groundIndex;
    if (!tree) return false;
    const pa = this.point(a);
    const pb = this.point(b);
    const e = TABLE_EPSILON;
    return tree.search(Math.min(pa.x, pb.x) - e, Math.min(pa.y, pb.y) - e, Math.max(pa.x, pb.x) + e, Math.max(pa.y, pb.y) + e).some((i) => {
      const f = this.table.ground[i];
      // The index holds the places of the table's ground features: a miss would be a stale index.
      if (f === undefined) throw new Error(`the table's ground index names feature ${i}, which the table does not have`);
      return f.kind === 'obstacle' && f.type === type && segmentHitsBox(pa.x, pa.y, pb.x, pb.y, f.minX, f.minY, f.maxX, f.maxY, e) && polylineSegDist(f.xy, pa.x, pa.y, pb.x, pb.y) <= e;
    });
  }

  /** Remembers a value that depends only on where `side`'s figures stand (and on `key`). */
  cachedFor<T>(side: string, key: string, compute: () => T): T {
    let m = this.pos.bySide.get(side);
    if (!m) this.pos.bySide.set(side, (m = new Map()));
    return remember(m, `c:${key}`, compute);
  }

  private unitOf(id: string): UnitState<TablePosition, F, S> {
    this.unitById ??= new Map(this.units.map((u) => [u.id, u]));
    const u = this.unitById.get(id);
    if (u === undefined) throw new HexwarError({ code: 'unknown-unit', message: `there is no unit "${String(id).slice(0, 40)}" on this table` });
    return u;
  }

  // ---------------------------------------------------------------- figures

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

  /**
   * Every figure within `radius` inches of a point or figure, nearest first.
   * From a figure, the figure itself is left out and `measure: 'base'` measures
   * base edge to base edge (its own base counts too), as {@link QueryOrigin} says.
   */
  within(centre: QueryOrigin | string, radius: number, options: WithinOptions = {}): TableFigure[] {
    const o = this.origin(centre);
    if (!('at' in o)) return figuresWithin(this.index(), o, radius, options);
    const measure = options.measure ?? 'centre';
    // Candidates by the base's farthest reach, then the exact measure from the figure.
    const wide = figuresWithin(this.index(), o.at, radius + (measure === 'base' ? baseReach(o.base) : 0), options);
    return wide
      .filter((f) => f.id !== o.id)
      .map((f) => ({ f, d: measureFrom(o, f, measure) }))
      .filter((m) => m.d <= radius + TABLE_EPSILON)
      .sort((a, b) => a.d - b.d)
      .map((m) => m.f);
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
  at(p: TablePoint): TableContents {
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
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { compileTable, tableBoard } from 'hexwar/tabletop';
 * import { COUNTERS, TABLE, pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 *
 * const state = createMatch(pacificSkirmish, { seed: 1 });
 * const board = tableBoard(compileTable(TABLE), state.units, (id) => COUNTERS.find((c) => c.id === id));
 * board.within({ x: 22, y: 3 }, 6); // the figures within 6" of the American lieutenant's start
 * ```
 * @category Board
 */
export function tableBoard(
  table: CompiledTable,
  units: readonly UnitState<TablePosition>[],
  counter: (id: string) => CounterData | undefined,
  stacking?: (ids: readonly string[]) => boolean,
): TableBoard {
  const f = factsOf<UnitArrayFacts>(units);
  const b = f.board;
  if (b instanceof TableBoard && b.table === table) return b;
  const nb = new TableBoard(table, units, counter, stacking);
  if (!b) f.board = nb;
  return nb;
}

