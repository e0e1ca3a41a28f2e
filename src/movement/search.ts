import { HexwarError } from '../errors';
import { ZocRule, type ZocMovementRule } from '../zoc';
import type { CompiledCosts } from './costs';
import { CellHeap } from './heap';
import { f64, i32, i32Copy } from '../internal/typed';

/**
 * One step a hook is asked about.
 *
 * @category Movement
 */
export interface StepContext {
  /** Cell moved from. */
  readonly from: number;
  /** Cell moved into. */
  readonly to: number;
  /** Direction of the step, 0..5. */
  readonly direction: number;
  /** The cost the data gives (terrain, hexside, link, ZOC), `Infinity` if prohibited. */
  readonly cost: number;
  /** Whether the step runs along a road or rail link. */
  readonly byLink: boolean;
}

/**
 * A movement query: who moves from where, with what allowance, under which
 * rules. Cells are map cells; per-cell facts come as typed arrays so that the
 * search never calls back into game code unless a hook is given.
 *
 * @category Movement
 */
export interface MovementQuery {
  /** Compiled costs for the unit's movement class. */
  readonly costs: CompiledCosts;
  /** The cell the unit starts in. */
  readonly from: number;
  /** Movement points left to spend. */
  readonly allowance: number;
  /** Nonzero where an enemy unit stands: such hexes are never entered. */
  readonly enemyOccupied?: Uint8Array;
  /** Nonzero where an enemy zone of control reaches (see `zonesOfControl`). */
  readonly enemyZoc?: Uint8Array;
  /** How ZOC limits movement; default {@link ZocRule.stopOnEntry}. */
  readonly zocRule?: ZocMovementRule;
  /**
   * The unit has not spent any MP yet and may always move one hex, even if that
   * hex costs more than its whole allowance (into terrain it may legally enter).
   */
  readonly minimumMove?: boolean;
  /**
   * Forced march: the allowance is doubled, and the unit may neither enter nor
   * leave an enemy zone of control.
   */
  readonly forcedMarch?: boolean;
  /**
   * Extra MP to enter each cell (e.g. +1 to move next to an enemy improved
   * position). Typed arrays keep such rules out of per-step hooks.
   */
  readonly extraCostToEnter?: Float64Array;
  /** Extra MP to leave each cell. */
  readonly extraCostToLeave?: Float64Array;
  /**
   * Cells where a move from one enemy ZOC hex straight into another is
   * forbidden whatever `zocRule` says, when either end is flagged (e.g. the ZOC
   * of a unit in an improved position).
   */
  readonly noZocToZocAt?: Uint8Array;
  /** Override the cost of a step: return a number of MP, or `Infinity` to forbid it. */
  readonly stepCost?: (step: StepContext) => number;
}

/**
 * Every hex a unit can reach, with its cost and a path there.
 *
 * @category Movement
 */
export interface MovementRange {
  /** The starting cell. */
  readonly from: number;
  /** The allowance searched with (doubled under forced march). */
  readonly allowance: number;
  /**
   * Reachable cells other than the start, cheapest first. A small result is a
   * view on a buffer shared with other results (see "V8's slow paths" in the
   * architecture notes): its `buffer` is not its own, so copy it (`slice()`)
   * before handing the bytes to a worker or a `DataView`.
   */
  readonly cells: Int32Array;
  /** MP to reach a cell, `Infinity` if it cannot be reached. */
  costTo(cell: number): number;
  /** The previous cell on the cheapest path to `cell`, -1 for the start and unreachable cells. */
  previousOf(cell: number): number;
  /** Whether a cell can be reached. */
  canReach(cell: number): boolean;
  /** The cheapest path from the start to `cell` (both included), or `[]` if unreachable. */
  pathTo(cell: number): number[];
  /** Whether `cell` is reached only by the one-hex minimum move. */
  isMinimumMove(cell: number): boolean;
}

// One set of search buffers per map size, reused: a search touches only the
// cells it reaches (a generation stamp says which entries are this search's), so
// a short move on a huge map costs what it reaches, not what the map holds.
// Searches never nest, so sharing is safe.
interface Scratch {
  readonly heap: CellHeap;
  readonly order: Int32Array;
  readonly dist: Float64Array;
  readonly via: Uint8Array;
  readonly minimum: Uint8Array;
  readonly stamp: Uint32Array;
  generation: number;
}
const scratch = /* @__PURE__ */ new Map<number, Scratch>();
function scratchFor(size: number): Scratch {
  let s = scratch.get(size);
  if (!s) {
    s = { heap: new CellHeap(64), order: new Int32Array(size), dist: new Float64Array(size), via: new Uint8Array(size), minimum: new Uint8Array(size), stamp: new Uint32Array(size), generation: 0 };
    scratch.set(size, s);
  }
  s.heap.clear();
  if (++s.generation === 0xffffffff) {
    s.stamp.fill(0);
    s.generation = 1;
  }
  return s;
}

/**
 * The cells a search reached, as a small open-addressing table from cell to
 * its index in the result's arrays (-1 for cells it did not reach).
 */
function indexOf(cells: Int32Array, from: number): (cell: number) => number {
  const n = cells.length + 1;
  let cap = 8;
  while (cap < n * 2) cap <<= 1;
  const mask = cap - 1;
  const keys = i32(cap).fill(-1);
  const vals = i32(cap);
  const put = (cell: number, i: number) => {
    let h = Math.imul(cell, 0x9e3779b1) & mask;
    while (keys[h] !== -1) h = (h + 1) & mask;
    keys[h] = cell;
    vals[h] = i;
  };
  put(from, 0);
  for (let i = 0; i < cells.length; i++) put(cells[i]!, i + 1);
  return (cell) => {
    let h = Math.imul(cell, 0x9e3779b1) & mask;
    for (;;) {
      const k = keys[h]!;
      if (k === cell) return vals[h]!;
      if (k === -1) return -1;
      h = (h + 1) & mask;
    }
  };
}

/**
 * Movement-point search (Dijkstra on typed arrays): every hex the unit can
 * reach and the cheapest path to it. Enemy-occupied hexes are never entered;
 * ZOC limits come from the query's rule; prohibited steps have `Infinity` cost.
 * Its cost grows with the hexes reached, not with the map.
 *
 * @example
 * ```ts
 * import { compileCosts, movementRange, ZocRule } from 'hexwar/hex';
 * const foot = compileCosts(map, { terrain: { clear: 1, jungle: 2, lake: 'prohibited' }, links: { road: 0.5 } });
 * const range = movementRange({ costs: foot, from: map.cell('M7'), allowance: 4, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry, minimumMove: true });
 * range.costTo(map.cell('M8'));                           // 0.5: by road
 * range.pathTo(map.cell('O8')).map((c) => map.labels[c]); // ['M7', 'N8', 'O8']
 * ```
 * @category Movement
 */
export function movementRange(q: MovementQuery): MovementRange {
  const { costs, from } = q;
  const map = costs.map;
  const size = map.size;
  if (!(from >= 0 && from < size)) throw new HexwarError({ code: 'not-on-map', message: `cell ${from} is not on the map` });
  if (!(q.allowance >= 0)) throw new HexwarError({ code: 'bad-allowance', message: `a movement allowance must be a number ≥ 0, not ${q.allowance}` });
  const forced = q.forcedMarch === true;
  const allowance = forced ? q.allowance * 2 : q.allowance;

  const sc = scratchFor(size);
  const reached = search(q, allowance, sc);
  return new Range(map.neighbors, from, allowance, sc, reached, q.minimumMove === true);
}

/**
 * A search's result: only what it reached, index 0 the start, then `cells` in
 * order. One array holds each cell's cost, then its step in and minimum-move
 * mark (fewer, larger allocations: a search makes thousands of these).
 */
class Range implements MovementRange {
  readonly cells: Int32Array;
  private readonly data: Float64Array;
  private index: ((cell: number) => number) | null = null;

  constructor(
    private readonly neighbors: Int32Array,
    readonly from: number,
    readonly allowance: number,
    sc: Scratch,
    reached: number,
    private readonly minimumMove: boolean,
  ) {
    const cells = (this.cells = i32Copy(sc.order, 0, reached));
    const n = reached + 1;
    const data = (this.data = f64(2 * n));
    for (let i = 0; i < reached; i++) {
      const c = cells[i]!;
      data[i + 1] = sc.dist[c]!;
      data[n + i + 1] = sc.via[c]! | (minimumMove ? sc.minimum[c]! << 3 : 0);
    }
  }

  // The index is built on the first look-up: many callers only walk `cells`.
  private at(cell: number): number {
    return (this.index ??= indexOf(this.cells, this.from))(cell);
  }

  costTo(cell: number): number {
    const i = this.at(cell);
    return i < 0 ? Infinity : this.data[i]!;
  }

  previousOf(cell: number): number {
    const i = this.at(cell);
    const d = i > 0 ? this.data[this.cells.length + 1 + i]! & 7 : 0;
    return d === 0 ? -1 : this.neighbors[cell * 6 + ((d + 2) % 6)]!;
  }

  canReach(cell: number): boolean {
    return this.at(cell) >= 0;
  }

  pathTo(cell: number): number[] {
    if (this.at(cell) < 0) return [];
    const path: number[] = [];
    for (let c = cell; c !== -1; c = this.previousOf(c)) path.push(c);
    return path.reverse();
  }

  isMinimumMove(cell: number): boolean {
    const i = this.at(cell);
    return this.minimumMove && i > 0 && (this.data[this.cells.length + 1 + i]! & 8) !== 0;
  }
}

// The hot loop lives apart from movementRange so that the arrays it touches are
// plain locals: the result's closures capture them, which would otherwise put
// them in a context object read on every step.
function search(q: MovementQuery, allowance: number, sc: Scratch): number {
  const { costs, from } = q;
  const { dist, via, minimum, heap, order, stamp, generation } = sc;
  const forced = q.forcedMarch === true;
  const rule = q.zocRule ?? ZocRule.stopOnEntry;
  const zoc = q.enemyZoc;
  const enemy = q.enemyOccupied;
  const step = costs.step;
  const neighbors = costs.map.neighbors;
  const hook = q.stepCost;
  const enterExtra = q.extraCostToEnter;
  const leaveExtra = q.extraCostToLeave;
  const strictAt = q.noZocToZocAt;
  const { stopOnEntry, enterCost, leaveCost, mayLeave } = rule;
  const zocToZoc = rule.zocToZoc === 'forbidden' ? Infinity : rule.zocToZoc === 'allowed' ? 0 : rule.zocToZoc;
  // Only read the ZOC of the hex entered when it can change the cost.
  const zocCosts = zoc !== undefined && (enterCost !== 0 || leaveCost !== 0 || zocToZoc !== 0 || forced);
  const minimumMove = q.minimumMove === true && !forced && allowance > 0;
  let reached = 0;
  // A cell's dist, via and minimum are this search's only where its stamp is this generation.
  stamp[from] = generation;
  dist[from] = 0;
  via[from] = 0;
  minimum[from] = 0;
  heap.push(0, from);
  while (heap.length > 0) {
    const k = heap.peekKey();
    const u = heap.pop();
    // Lazy deletion: a stale entry has a higher cost than the cell's best.
    if (k > dist[u]!) continue;
    if (u !== from) order[reached++] = u;
    const uz = zoc !== undefined && zoc[u]! > 0;
    // A unit that entered enemy ZOC (stop rule), or moved by the minimum-move exception, goes no further.
    if (u !== from && ((uz && stopOnEntry) || k > allowance)) continue;
    if (uz && (!mayLeave || forced)) continue;
    const base = u * 6;
    // What leaving u costs whatever the step, read once, not per neighbour (added in the
    // same order as before, so that float sums come out bit for bit the same).
    const leaveZoc = uz && zocCosts ? leaveCost : 0;
    const leaveMore = leaveExtra !== undefined ? leaveExtra[u]! : 0;
    const strictFrom = strictAt !== undefined && uz ? strictAt[u]! : -1;
    for (let d = 0; d < 6; d++) {
      const v = neighbors[base + d]!;
      if (v < 0) continue;
      if (enemy !== undefined && enemy[v]) continue;
      let c = step[base + d]! + leaveZoc;
      let vz = false;
      if (zoc !== undefined) vz = zoc[v]! > 0;
      if (zocCosts && vz) {
        if (forced) continue;
        c += enterCost;
        if (uz) c += zocToZoc;
      }
      if (enterExtra !== undefined) c += enterExtra[v]!;
      c += leaveMore;
      if (strictFrom >= 0 && vz && (strictFrom !== 0 || strictAt![v])) continue;
      if (hook) c = hook({ from: u, to: v, direction: d, cost: c, byLink: costs.byLink[base + d] === 1 });
      if (!(c < Infinity)) continue;
      const nc = k + c;
      const seen = stamp[v] === generation;
      if (seen && nc >= dist[v]!) continue;
      if (nc > allowance) {
        // The minimum move: one hex from the start, whatever it costs.
        if (!(minimumMove && u === from)) continue;
        minimum[v] = 1;
      } else minimum[v] = 0;
      stamp[v] = generation;
      dist[v] = nc;
      via[v] = d + 1;
      heap.push(nc, v);
    }
  }

  return reached;
}

/**
 * Why a path a player gave cannot be followed: the path leaves a hex for one
 * that is not next to it; enters an enemy-occupied hex or one the unit may not
 * enter; carries on after entering an enemy zone of control (stop on entry);
 * leaves one it may not leave (locking ZOC, forced march); steps straight from
 * one enemy ZOC hex into another where that is forbidden; or costs more than
 * the allowance (beyond the one-hex minimum move).
 *
 * @category Movement
 */
export type PathProblem = 'not-adjacent' | 'enemy-occupied' | 'prohibited' | 'stopped-in-zoc' | 'may-not-leave-zoc' | 'zoc-to-zoc' | 'allowance';

/**
 * A path followed under a query's rules: its cost and whether it is the
 * one-hex minimum move, or the first step that breaks a rule and why.
 *
 * @category Movement
 */
export type PathWalk =
  | {
      /** The whole path may be followed. */
      readonly ok: true;
      /** What the path costs, in movement points. */
      readonly cost: number;
      /** Whether it is allowed only as a unit's minimum move (one cell, whatever it costs). */
      readonly minimumMove: boolean;
    }
  | {
      /** The path breaks a rule. */
      readonly ok: false;
      /** The index in the path of the cell that could not be entered (1 for the first step). */
      readonly step: number;
      /** Which rule stops it there. */
      readonly why: PathProblem;
    };

/**
 * Follows a path a player gave (cells from the query's `from`, each next to
 * the one before) under exactly the rules {@link movementRange} searches by:
 * the same step costs summed in the same order, ZOC rule, extra costs, hook and
 * minimum move. A path is legal when this says `ok`; its cost is then at least
 * the range's `costTo` of its end, and the range's own `pathTo` always passes at
 * exactly that cost (the property tests hold the two together).
 *
 * @example
 * ```ts
 * import { followPath, ZocRule } from 'hexwar/hex';
 * const walk = followPath({ costs: foot, from: map.cell('M7'), allowance: 4, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry }, ['M7', 'N7', 'N8'].map((h) => map.cell(h)));
 * if (!walk.ok) console.log(`step ${walk.step}: ${walk.why}`);
 * ```
 * @category Movement
 */
export function followPath(q: MovementQuery, path: readonly number[]): PathWalk {
  const { costs, from } = q;
  const neighbors = costs.map.neighbors;
  if (path[0] !== from) throw new HexwarError({ code: 'bad-path', message: `a path starts where the unit stands (cell ${from}), not at cell ${String(path[0])}` });
  const forced = q.forcedMarch === true;
  const allowance = forced ? q.allowance * 2 : q.allowance;
  const rule = q.zocRule ?? ZocRule.stopOnEntry;
  const zoc = q.enemyZoc;
  const { stopOnEntry, enterCost, leaveCost, mayLeave } = rule;
  const zocToZoc = rule.zocToZoc === 'forbidden' ? Infinity : rule.zocToZoc === 'allowed' ? 0 : rule.zocToZoc;
  const zocCosts = zoc !== undefined && (enterCost !== 0 || leaveCost !== 0 || zocToZoc !== 0 || forced);
  const minimumMove = q.minimumMove === true && !forced && allowance > 0;
  const fail = (step: number, why: PathProblem): PathWalk => ({ ok: false, step, why });
  let k = 0;
  let minimum = false;
  for (let i = 1; i < path.length; i++) {
    const u = path[i - 1]!;
    const v = path[i]!;
    const uz = zoc !== undefined && zoc[u]! > 0;
    if (i > 1 && uz && stopOnEntry) return fail(i, 'stopped-in-zoc');
    if (i > 1 && k > allowance) return fail(i, 'allowance');
    if (uz && (!mayLeave || forced)) return fail(i, 'may-not-leave-zoc');
    let d = 0;
    while (d < 6 && neighbors[u * 6 + d] !== v) d++;
    if (d === 6 || v < 0) return fail(i, 'not-adjacent');
    if (q.enemyOccupied !== undefined && q.enemyOccupied[v]) return fail(i, 'enemy-occupied');
    const vz = zoc !== undefined && zoc[v]! > 0;
    // The sum is built as the search builds it, so that costs agree to the bit.
    let c = costs.step[u * 6 + d]! + (uz && zocCosts ? leaveCost : 0);
    if (zocCosts && vz) {
      if (forced) return fail(i, 'may-not-leave-zoc');
      c += enterCost;
      if (uz) c += zocToZoc;
    }
    if (q.extraCostToEnter !== undefined) c += q.extraCostToEnter[v]!;
    c += q.extraCostToLeave !== undefined ? q.extraCostToLeave[u]! : 0;
    if (q.noZocToZocAt !== undefined && uz && vz && (q.noZocToZocAt[u] || q.noZocToZocAt[v])) return fail(i, 'zoc-to-zoc');
    if (q.stepCost) c = q.stepCost({ from: u, to: v, direction: d, cost: c, byLink: costs.byLink[u * 6 + d] === 1 });
    if (!(c < Infinity)) return fail(i, uz && vz && zocToZoc === Infinity && costs.step[u * 6 + d]! < Infinity ? 'zoc-to-zoc' : 'prohibited');
    k += c;
    if (k > allowance) {
      // The minimum move: one hex from the start, whatever it costs.
      if (!(minimumMove && i === 1)) return fail(i, 'allowance');
      minimum = true;
    }
  }
  return { ok: true, cost: k, minimumMove: minimum };
}
