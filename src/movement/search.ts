import { HexwarError } from '../errors';
import { ZocRule, type ZocMovementRule } from '../zoc';
import type { CompiledCosts } from './costs';
import { CellHeap } from './heap';

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
  /** Reachable cells other than the start, cheapest first. */
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

// One heap and one order buffer per map size, reused: a search allocates only
// the arrays it returns. Searches never nest, so sharing is safe.
const scratch = new Map<number, { heap: CellHeap; order: Int32Array }>();
function scratchFor(size: number) {
  let s = scratch.get(size);
  if (!s) {
    s = { heap: new CellHeap(Math.max(64, size >> 2)), order: new Int32Array(size) };
    scratch.set(size, s);
  }
  s.heap.clear();
  return s;
}

/**
 * Movement-point search (Dijkstra on typed arrays): every hex the unit can
 * reach and the cheapest path to it. Enemy-occupied hexes are never entered;
 * ZOC limits come from the query's rule; prohibited steps have `Infinity` cost.
 *
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

  // `via` holds the direction of the last step into a cell + 1, so 0 there means
  // "not reached" (the start is marked by `from`); `dist` is Infinity where not
  // reached. A byte per cell keeps the per-search allocation small.
  const dist = new Float64Array(size);
  const via = new Uint8Array(size);
  const minimum = new Uint8Array(q.minimumMove ? size : 0);
  const { heap, order } = scratchFor(size);
  const reached = search(q, allowance, dist, via, minimum, heap, order);

  const cells = order.slice(0, reached);
  const neighbors = map.neighbors;
  const previousOf = (cell: number) => {
    const d = cell >= 0 && cell < size ? via[cell]! : 0;
    return d === 0 ? -1 : neighbors[cell * 6 + ((d + 2) % 6)]!;
  };
  return {
    from,
    allowance,
    cells,
    costTo: (cell) => (cell >= 0 && cell < size ? dist[cell]! : Infinity),
    previousOf,
    canReach: (cell) => cell >= 0 && cell < size && dist[cell]! < Infinity,
    pathTo(cell) {
      if (!(cell >= 0 && cell < size && dist[cell]! < Infinity)) return [];
      const path: number[] = [];
      for (let c = cell; c !== -1; c = previousOf(c)) path.push(c);
      return path.reverse();
    },
    isMinimumMove: (cell) => minimum.length > 0 && minimum[cell] === 1,
  };
}

// The hot loop lives apart from movementRange so that the arrays it touches are
// plain locals: the result's closures capture them, which would otherwise put
// them in a context object read on every step.
function search(q: MovementQuery, allowance: number, dist: Float64Array, via: Uint8Array, minimum: Uint8Array, heap: CellHeap, order: Int32Array): number {
  const { costs, from } = q;
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
  dist.fill(Infinity);
  dist[from] = 0;
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
    for (let d = 0; d < 6; d++) {
      const v = neighbors[base + d]!;
      if (v < 0) continue;
      if (enemy !== undefined && enemy[v]) continue;
      let c = step[base + d]!;
      if (zocCosts) {
        const vz = zoc![v]! > 0;
        if (vz && forced) continue;
        if (uz) c += leaveCost;
        if (vz) c += enterCost;
        if (uz && vz) c += zocToZoc;
      }
      if (enterExtra !== undefined) c += enterExtra[v]!;
      if (leaveExtra !== undefined) c += leaveExtra[u]!;
      if (strictAt !== undefined && (strictAt[u] || strictAt[v]) && zoc !== undefined && zoc[u]! > 0 && zoc[v]! > 0) continue;
      if (hook) c = hook({ from: u, to: v, direction: d, cost: c, byLink: costs.byLink[base + d] === 1 });
      if (!(c < Infinity)) continue;
      const nc = k + c;
      if (nc >= dist[v]!) continue;
      if (nc > allowance) {
        // The minimum move: one hex from the start, whatever it costs.
        if (!(minimumMove && u === from)) continue;
        minimum[v] = 1;
      } else if (minimum.length) minimum[v] = 0;
      dist[v] = nc;
      via[v] = d + 1;
      heap.push(nc, v);
    }
  }

  return reached;
}
