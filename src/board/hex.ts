import { HexwarError } from '../errors';
import { factsOf, memo, type UnitArrayFacts } from '../internal/memo';
import { cellDistance, type HexMap, type Place } from '../map';
import { uncontestedZoc, zonesOfControl, type ZocReach } from '../zoc';
import { compileCosts, movementRange, type CompiledCosts, type MovementCosts, type MovementQuery, type MovementRange } from '../movement';
import type { UnitFlags, UnitState } from '../engine/types';
import { positionMemo, remember, type PositionMemo } from './positions';
import { u8 } from '../internal/typed';
import { developing } from '../internal/development';
import { hexLinedraw, type Hex } from '../hex/coords';
import { hexToLabel } from '../hex/label';
import type { Board, Cover, PositionCondition } from './board';
import { reachKey, type ReachRules } from './reach';

const none: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/**
 * A unit standing on the map, as the board's lists of occupants hold it: its
 * `at` is a hex label, never `null`, and it has steps left.
 *
 * @category Board
 */
export type OnMap<F extends UnitFlags = UnitFlags, S extends string = string> = UnitState<string, F, S> & {
  /** The hex it stands in (never `null` for a unit on the map). */
  readonly at: string;
};

/** Whether a unit stands on the map: placed (`at` set) and not eliminated (eliminated units are never on the board). */
function isOnMap<F extends UnitFlags, S extends string>(u: UnitState<string, F, S>): u is OnMap<F, S> {
  return u.at !== null && u.steps > 0;
}
/** How many hexes {@link "hexwar/hex"!HexBoard.unitsAt} answers by scanning the units before it indexes every hex. */
const SCANS_BEFORE_INDEX = 8;

/**
 * A hex map with the units on it: what every rule asks of the board, answered
 * by label and memoised (per state for questions about units, across states
 * for questions about positions only). Get it as `ctx.board`.
 *
 * @typeParam F - the units' flags (the game's, when it declares them).
 * @typeParam S - the game's sides.
 * @category Board
 */
export class HexBoard<F extends UnitFlags = UnitFlags, S extends string = string> implements Board<string, F, S> {
  /** A hex board. */
  readonly kind = 'hex' as const;
  private byHex: Map<string, OnMap<F, S>[]> | null = null;
  /** Questions {@link "hexwar/hex"!HexBoard.unitsAt} answered by a scan so far. */
  private scans = 0;
  private bySide: Map<string, OnMap<F, S>[]> | null = null;
  private sides: readonly string[] | null = null;
  private readonly pos: PositionMemo;

  /**
   * @param map - the compiled map.
   * @param units - the units (a state's unit array, or a view's).
   */
  constructor(
    readonly map: HexMap,
    readonly units: readonly UnitState<string, F, S>[],
    private readonly stacking?: (ids: readonly string[]) => boolean,
  ) {
    this.pos = positionMemo(units);
  }

  // ---------------------------------------------------------------- the map

  /** The cell of a label; throws a typed error naming the label if it is not on the map. */
  cell(label: string): number {
    return this.map.cell(label);
  }

  /** The label of a cell. */
  label(cell: number): string {
    const l = this.map.labels[cell];
    if (l === undefined) throw new HexwarError({ code: 'not-on-map', message: `cell ${cell} is not on the map` });
    return l;
  }

  /** Whether a string is the label of a hex of this map. */
  has(label: string): boolean {
    return typeof label === 'string' && this.map.cellOfLabel(label) >= 0;
  }

  /** A hex's key: its label. */
  key(label: string): string {
    return label;
  }

  /** Map order: by cell. */
  compare(a: string, b: string): number {
    return this.cell(a) - this.cell(b);
  }

  /** Whether a hex meets a condition: its terrain, a place of that kind in it, a feature inside it. */
  meets(label: string, c: PositionCondition | undefined): boolean {
    if (!c) return true;
    if (c.terrain !== undefined && this.terrain(label) !== c.terrain) return false;
    if (c.place !== undefined && !this.isPlace(label, c.place)) return false;
    if (c.feature !== undefined && !(this.map.features[this.cell(label)] ?? none).includes(c.feature)) return false;
    return true;
  }

  /**
   * Whether a line of sight joins two hexes: none of the hexes between them
   * (the line of hex centres, drawn from the lower cell so that it is the same
   * both ways) has blocking terrain, and no hexside it crosses has a blocking
   * feature. The map's data says nothing of sight, so without `blocking` every
   * line is clear.
   */
  sight(a: string, b: string, blocking: { readonly terrain?: readonly string[]; readonly hexsides?: readonly string[] } = {}): boolean {
    const line = this.line(a, b);
    const terrain = blocking.terrain ?? none;
    const sides = blocking.hexsides ?? none;
    let prev: string | undefined;
    for (const [i, h] of line.entries()) {
      const before = prev;
      prev = h;
      // A line between two hexes of the map may graze hexes beyond its edge: nothing there blocks.
      if (before === undefined || !this.has(h) || !this.has(before)) continue;
      if (i < line.length - 1 && terrain.length > 0 && terrain.includes(this.terrain(h))) return false;
      if (sides.length > 0 && this.hexside(before, h).some((f) => sides.includes(f))) return false;
    }
    return true;
  }

  /**
   * What gives a unit in `target` cover from `from`: the target hex's terrain,
   * and the features of the hexside the line from `from` enters it by.
   */
  cover(from: string, target: string): readonly Cover[] {
    const out: Cover[] = [{ kind: 'terrain', id: target, type: this.terrain(target) }];
    if (from === target) return out;
    const line = this.line(from, target);
    // The hex before the target on the line (the line may run either way).
    const before = line[0] === target ? line[1] : line[line.length - 2];
    if (before === undefined || !this.has(before)) return out;
    for (const f of this.hexside(before, target)) out.push({ kind: 'hexside', id: `${before}|${target}`, type: f });
    return out;
  }

  /** The hexes on the line of centres between two hexes, both ends included, drawn from the lower cell. */
  private line(a: string, b: string): readonly string[] {
    const ca = this.cell(a);
    const cb = this.cell(b);
    const [from, to] = ca <= cb ? [ca, cb] : [cb, ca];
    return remember(this.mapStore(), `l:${from}:${to}`, () => hexLinedraw(this.hexOf(from), this.hexOf(to)).map((h) => hexToLabel(h, this.map.labelFormat)));
  }

  /** The hexes next to one, in direction order. */
  neighbours(label: string): readonly string[] {
    return remember(this.mapStore(), `n:${label}`, () => {
      const c = this.map.cell(label);
      const out: string[] = [];
      for (const n of this.map.neighbors.subarray(c * 6, c * 6 + 6)) if (n >= 0) out.push(this.labelOf(n));
      return out;
    });
  }

  /** Whether two hexes are next to each other. */
  adjacent(a: string, b: string): boolean {
    return this.direction(a, b) >= 0;
  }

  /** The direction (0..5) from one hex to a neighbour, or -1. */
  direction(a: string, b: string): number {
    const ca = this.map.cell(a);
    const cb = this.map.cell(b);
    for (let d = 0; d < 6; d++) if (this.map.neighbors[ca * 6 + d] === cb) return d;
    return -1;
  }

  /** Distance in hexes. */
  distance(a: string, b: string): number {
    return cellDistance(this.map, this.map.cell(a), this.map.cell(b));
  }

  /** Every hex within `n` hexes of one (itself included), nearest first. */
  within(label: string, n: number): readonly string[] {
    const out: string[] = [label];
    const seen = new Set([label]);
    let ring = [label];
    for (let k = 0; k < n; k++) {
      const next: string[] = [];
      for (const h of ring) for (const x of this.neighbours(h)) if (!seen.has(x)) (seen.add(x), next.push(x));
      out.push(...next);
      ring = next;
    }
    return out;
  }

  /** The hexside features between two adjacent hexes (empty if none or not adjacent). */
  hexside(a: string, b: string): readonly string[] {
    const bits = this.edgeBits(this.map.hexsides, a, b);
    if (bits === 0) return none;
    return this.map.hexsideTypes.filter((_, i) => (bits & (1 << i)) !== 0);
  }

  /** Whether the hexside between two adjacent hexes has a feature (a river, a stream). */
  crosses(a: string, b: string, feature: string): boolean {
    return (this.edgeBits(this.map.hexsides, a, b) & this.map.hexsideBit(feature)) !== 0;
  }

  /** Whether a road, railroad or other link of that kind joins two adjacent hexes. */
  linked(a: string, b: string, kind: string): boolean {
    return (this.edgeBits(this.map.links, a, b) & this.map.linkBit(kind)) !== 0;
  }

  /** A hexside's bits in `bits` (the map's hexside features or links), as seen from `a`: 0 when `a` and `b` are not adjacent. */
  private edgeBits(bits: Uint32Array, a: string, b: string): number {
    const d = this.direction(a, b);
    // Both hexes are on the map (direction found them) and d is 0..5: the slot is inside the array.
    return d < 0 ? 0 : (bits[this.map.cell(a) * 6 + d] ?? 0);
  }

  /** Whether any link of that kind leaves a hex. */
  hasLink(label: string, kind: string): boolean {
    const c = this.map.cell(label);
    const bit = this.map.linkBit(kind);
    return this.map.links.subarray(c * 6, c * 6 + 6).some((links) => (links & bit) !== 0);
  }

  /** A movement class's costs on this map, compiled once per map and chart row. */
  costs(chart: MovementCosts): CompiledCosts {
    let byChart = compiled.get(this.map);
    if (!byChart) compiled.set(this.map, (byChart = new Map()));
    let c = byChart.get(chart);
    if (!c) byChart.set(chart, (c = compileCosts(this.map, chart)));
    return c;
  }

  /** A hex's terrain. */
  terrain(label: string): string {
    const id = this.map.terrain[this.map.cell(label)];
    const name = id === undefined ? undefined : this.map.terrainTypes[id];
    if (name === undefined) throw new Error(`hex ${label} has terrain id ${id}, which the compiled map does not name`);
    return name;
  }

  /** The label of a cell of this board's map (cells come from the map itself: one off it is a bug). */
  private labelOf(c: number): string {
    const l = this.map.labels[c];
    if (l === undefined) throw new RangeError(`cell ${c} is not on the map (it has ${this.map.size} hexes)`);
    return l;
  }

  /** The hex of a cell of this board's map (as {@link labelOf}). */
  private hexOf(c: number): Hex {
    const h = this.map.hexes[c];
    if (h === undefined) throw new RangeError(`cell ${c} is not on the map (it has ${this.map.size} hexes)`);
    return h;
  }

  /** The places in a hex (a city, an airfield), optionally of one kind. */
  places(label: string, kind?: string): readonly Place[] {
    const all = this.map.placesIn(this.map.cell(label));
    return kind === undefined ? all : all.filter((p) => p.kind === kind);
  }

  /** Whether a hex holds a place of that kind. */
  isPlace(label: string, kind: string): boolean {
    return this.places(label, kind).length > 0;
  }

  /** Every hex holding a place of one of these kinds, in map order. */
  placesOf(...kinds: string[]): readonly string[] {
    return remember(this.mapStore(), `p:${kinds.join(',')}`, () => [...new Set(this.map.places.filter((p) => kinds.includes(p.kind)).map((p) => p.label))].sort((a, b) => this.map.cell(a) - this.map.cell(b)));
  }

  /** The hexes of a map edge (`north`, … or a named edge of the map data). */
  edge(name: string): readonly string[] {
    const cells = this.map.edges[name];
    if (!cells) throw new HexwarError({ code: 'unknown-edge', message: `the map has no edge "${name}" (it has ${Object.keys(this.map.edges).join(', ')})` });
    return remember(this.mapStore(), `e:${name}`, () => Array.from(cells, (c) => this.labelOf(c)));
  }

  // ---------------------------------------------------------------- who stands where

  /** The units in a hex (eliminated units are never on the board). */
  unitsAt(label: string): readonly OnMap<F, S>[] {
    // A misspelt or off-map label in a game's rule code would read as an empty hex, silently: in development it throws.
    if (developing && this.map.cellOfLabel(label) < 0) this.map.cell(label);
    // A board asked about a few hexes (control of the objectives after a move) scans its units: the
    // index of every hex costs more than a few scans, and is built from the ninth question on.
    if (!this.byHex && this.scans < SCANS_BEFORE_INDEX) {
      this.scans++;
      let out: OnMap<F, S>[] | null = null;
      for (const u of this.units) if (u.at === label && isOnMap(u)) (out ??= []).push(u);
      return out ?? none;
    }
    if (!this.byHex) {
      const m = new Map<string, OnMap<F, S>[]>();
      for (const u of this.units) {
        if (!isOnMap(u)) continue;
        const list = m.get(u.at);
        if (list) list.push(u);
        else m.set(u.at, [u]);
      }
      this.byHex = m;
    }
    return this.byHex.get(label) ?? none;
  }

  /** A side's units on the board. */
  unitsOf(side: string): readonly OnMap<F, S>[] {
    if (!this.bySide) {
      const m = new Map<string, OnMap<F, S>[]>();
      for (const u of this.units) {
        if (!isOnMap(u)) continue;
        const list = m.get(u.side);
        if (list) list.push(u);
        else m.set(u.side, [u]);
      }
      this.bySide = m;
    }
    return this.bySide.get(side) ?? none;
  }

  /** Units of `side` in a hex. */
  sideAt(label: string, side: string): readonly OnMap<F, S>[] {
    const here = this.unitsAt(label);
    return here.every((u) => u.side === side) ? here : here.filter((u) => u.side === side);
  }

  /** The units within `n` hexes of one (its own included), nearest first. */
  unitsWithin(label: string, n: number): readonly OnMap<F, S>[] {
    const out: OnMap<F, S>[] = [];
    for (const h of this.within(label, n)) out.push(...this.unitsAt(h));
    return out;
  }

  /** Whether any unit of a side other than `side` stands in a hex. */
  enemyAt(label: string, side: string): boolean {
    return this.unitsAt(label).some((u) => u.side !== side);
  }

  /**
   * Whether a unit may stand in a hex with its side's units already there,
   * within the game's stacking limit (always, for a game without one).
   */
  room(label: string, unit: UnitState<string, F, S> | string): boolean {
    if (!this.stacking) return true;
    const u = typeof unit === 'string' ? this.units.find((x) => x.id === unit) : unit;
    if (!u) throw new HexwarError({ code: 'unknown-unit', message: `there is no unit "${String(unit).slice(0, 40)}" on this board` });
    const ids = this.sideAt(label, u.side).filter((x) => x.id !== u.id).map((x) => x.id);
    return this.stacking([...ids, u.id]);
  }

  /** Whether these units may share a hex under the game's stacking limit. */
  mayStack(ids: readonly string[]): boolean {
    return !this.stacking || this.stacking(ids);
  }

  /** Cells holding units of `side` (1) or not (0). */
  occupied(side: string): Uint8Array {
    return this.forSide(side, 'occupied', () => {
      const out = u8(this.map.size);
      for (const u of this.unitsOf(side)) out[this.map.cell(u.at)] = 1;
      return out;
    });
  }

  /** Cells holding units of any side but `side`. */
  enemyOccupied(side: string): Uint8Array {
    return remember(this.pos.all, `enemyOccupied:${side}`, () => {
      const out = u8(this.map.size);
      for (const u of this.units) if (u.side !== side && u.at !== null && u.steps > 0) out[this.map.cell(u.at)] = 1;
      return out;
    });
  }

  /**
   * The zones of control `side`'s units exert: how many units reach each cell.
   * By default every unit on the board exerts one; `exerts` picks the units
   * that do (then give `key`, naming the choice, for the answer to be kept for
   * the rest of the state).
   */
  zoc(side: string, opts: ZocReach & { readonly exerts?: (u: UnitState<string, F, S>) => boolean; readonly key?: string } = {}): Uint8Array {
    const compute = () =>
      zonesOfControl(
        this.map,
        this.unitsOf(side)
          .filter((u) => !opts.exerts || opts.exerts(u))
          .map((u) => this.map.cell(u.at)),
        opts,
      );
    const reachKey = `${(opts.blockingTerrain ?? []).join(',')}|${(opts.blockingHexsides ?? []).join(',')}|${opts.includeOwnHex ? 1 : 0}`;
    if (opts.exerts) return opts.key === undefined ? compute() : this.perState(`zoc:${side}:${opts.key}:${reachKey}`, compute);
    return this.forSide(side, `zoc:${reachKey}`, compute);
  }

  /**
   * Every hex a unit can reach under the game's movement rules: its chart row
   * and allowance, the cells enemy units hold, the enemy's zones of control
   * (`rules.zoc`, `rules.zocRule`). Kept while the enemy's positions stay the
   * same (for the state only when `rules.zoc.exerts` picks the units that exert
   * one), so every verb, refusal and bot that asks pays for one search.
   *
   * @example
   * ```ts
   * const range = ctx.board.reach(u, { costs: FOOT, allowance: ctx.factors(u).movement, minimumMove: true });
   * [...range.cells].map((c) => ctx.board.label(c));
   * ```
   */
  reach(unit: UnitState<string, F, S>, rules: ReachRules<UnitState<string, F, S>>): MovementRange {
    const compute = () => movementRange(this.movementQuery(unit, rules));
    const z = rules.zoc;
    const chosen = z !== undefined && z !== false && !(z instanceof Uint8Array) && z.exerts !== undefined;
    if (chosen && z.key === undefined) return compute();
    const key = reachKey(unit, rules);
    if (chosen) return this.perState(key, compute);
    const enemies = this.enemySides(unit.side);
    const only = enemies.length === 1 ? enemies[0] : undefined;
    return only !== undefined ? this.forSide(only, key, compute) : remember(this.pos.all, key, compute);
  }

  /** The movement query {@link "hexwar/hex"!HexBoard.reach} searches with: for `followPath`, to check a path a player gave under the same rules. */
  movementQuery(unit: UnitState<string, F, S>, rules: ReachRules<UnitState<string, F, S>>): MovementQuery {
    if (unit.at === null || !this.has(unit.at)) throw new HexwarError({ code: 'not-on-map', message: `${unit.id} is not on the map: only a unit on the map has a reach` });
    // A whole literal each time (absent rules as undefined): the search reads it on every step.
    return {
      costs: this.costs(rules.costs),
      from: this.cell(unit.at),
      allowance: rules.allowance,
      enemyOccupied: this.enemyOccupied(unit.side),
      enemyZoc: rules.zoc === false ? undefined : rules.zoc instanceof Uint8Array ? rules.zoc : this.enemyZoc(unit.side, rules.zoc ?? {}),
      zocRule: rules.zocRule,
      minimumMove: rules.minimumMove,
      forcedMarch: rules.forcedMarch,
      extraCostToEnter: rules.extraCostToEnter,
      extraCostToLeave: rules.extraCostToLeave,
      noZocToZocAt: rules.noZocToZocAt,
      stepCost: undefined,
    };
  }

  /** The sides other than `side` with units in the game, in order of first appearance. */
  private enemySides(side: string): readonly string[] {
    const all = (this.sides ??= [...new Set(this.units.map((u) => u.side))]);
    return all.filter((s) => s !== side);
  }

  /** The zones of control of every side but `side`: one side's as kept by {@link "hexwar/hex"!HexBoard.zoc}, several added up. */
  private enemyZoc(side: string, opts: ZocReach & { readonly exerts?: (u: UnitState<string, F, S>) => boolean; readonly key?: string }): Uint8Array | undefined {
    const enemies = this.enemySides(side);
    if (enemies.length === 0) return undefined;
    const [first, ...others] = enemies;
    if (first === undefined) return undefined;
    if (others.length === 0) return this.zoc(first, opts);
    // Several enemy sides: their zones added up, cell by cell (at most 255 a cell).
    const out = Uint8Array.from(this.zoc(first, opts));
    for (const e of others) this.zoc(e, opts).forEach((n, i) => (out[i] = Math.min(255, (out[i] ?? 0) + n)));
    return out;
  }

  /** An enemy ZOC as it blocks retreats and supply lines: negated where a unit of `friendly` stands. */
  uncontestedZoc(zoc: Uint8Array, friendly: string): Uint8Array {
    return uncontestedZoc(zoc, this.occupied(friendly));
  }

  /**
   * Remembers a value that depends only on where every unit stands (and on
   * `key`): it survives actions that move nobody. Plugins keep their derived
   * facts here instead of in module-level caches.
   */
  cached<T>(key: string, compute: () => T): T {
    return remember(this.pos.all, `c:${key}`, compute);
  }

  /** Remembers a value that depends only on the map (and on `key`): set-up zones, entry hexes, distances to a place. */
  mapCached<T>(key: string, compute: () => T): T {
    return remember(this.mapStore(), `m:${key}`, compute);
  }

  /** Remembers a value that depends only on where `side`'s units stand (and on `key`). */
  cachedFor<T>(side: string, key: string, compute: () => T): T {
    return this.forSide(side, `c:${key}`, compute);
  }

  /** Facts of the map alone, kept for the map's life. */
  private mapStore(): Map<string, unknown> {
    const f = factsOf<{ store?: Map<string, unknown> }>(this.map);
    return (f.store ??= new Map());
  }

  private forSide<T>(side: string, key: string, compute: () => T): T {
    let m = this.pos.bySide.get(side);
    if (!m) this.pos.bySide.set(side, (m = new Map()));
    return remember(m, key, compute);
  }

  private perState<T>(key: string, compute: () => T): T {
    const f = factsOf<UnitArrayFacts>(this.units);
    return remember((f.perState ??= new Map()), key, compute);
  }
}

const compiled = /* @__PURE__ */ memo<HexMap, Map<MovementCosts, CompiledCosts>>('compiled movement costs');
const otherBoards = /* @__PURE__ */ memo<readonly UnitState[], Map<HexMap, HexBoard>>('boards on other maps');

/**
 * The board of a unit array on a map: one object per array, so its answers are
 * shared by every hook that asks about the same state. `stacking` is the
 * game's stacking limit (see `GameDefinition.stacking`).
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { hexBoard } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const board = hexBoard(myitkyina.map, state.units);
 * board.neighbours('D5');          // ['E5', 'E4', 'D4', 'C4', 'C5', 'D6']
 * board.crosses('D4', 'D5', 'creek'); // true: Namkwi creek
 * board.unitsAt('D5');             // []: nobody has set up yet
 * ```
 * @category Board
 */
export function hexBoard(map: HexMap, units: readonly UnitState[], stacking?: (ids: readonly string[]) => boolean): HexBoard {
  const f = factsOf<UnitArrayFacts>(units);
  const b = f.board as HexBoard | undefined;
  if (b && b.map === map) return b;
  if (!b) return (f.board = new HexBoard(map, units, stacking));
  // The same units on a second map (rare: a test, a tool): kept apart.
  let byMap = otherBoards.get(units);
  if (!byMap) otherBoards.set(units, (byMap = new Map()));
  let other = byMap.get(map);
  if (!other) byMap.set(map, (other = new HexBoard(map, units, stacking)));
  return other;
}
