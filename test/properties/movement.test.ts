import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMap, type HexMap } from '../../src/map';
import { compileCosts, followPath, movementRange, type CompiledCosts, type MovementQuery } from '../../src/movement';
import { ZocRule, zonesOfControl, type ZocMovementRule } from '../../src/zoc';
import { fixtureCosts, fixtureRng, randomMapData } from '../support/maps';

interface Case {
  map: HexMap;
  costs: CompiledCosts;
  from: number;
  allowance: number;
  enemy: Uint8Array;
  zoc: Uint8Array;
  rule: ZocMovementRule;
  minimumMove: boolean;
  forced: boolean;
  enterExtra?: Float64Array;
  leaveExtra?: Float64Array;
  strict?: Uint8Array;
}

const rules = [ZocRule.none, ZocRule.stopOnEntry, ZocRule.stopNoZocToZoc, ZocRule.locking, ZocRule.costed(1, 1), ZocRule.costed(0, 2, 'forbidden'), ZocRule.costed(1, 0, 3)];

const caseArb = fc
  .record({
    seed: fc.integer({ min: 0, max: 1e9 }),
    columns: fc.integer({ min: 2, max: 8 }),
    rows: fc.integer({ min: 2, max: 8 }),
    allowance: fc.integer({ min: 0, max: 12 }).map((n) => n / 2),
    rule: fc.integer({ min: 0, max: rules.length - 1 }),
    minimumMove: fc.boolean(),
    forced: fc.boolean(),
    enemies: fc.integer({ min: 0, max: 4 }),
    extras: fc.boolean(),
    offset: fc.constantFrom('odd-q', 'even-q', 'odd-r', 'even-r' as const),
  })
  .map((o): Case => {
    const map = compileMap(randomMapData(o.seed, { columns: o.columns, rows: o.rows, prohibited: 0.1, rivers: 0.15, roads: 2, format: { style: 'column-row', offset: o.offset } }));
    const costs = compileCosts(map, fixtureCosts);
    const rnd = fixtureRng(o.seed ^ 0x5eed);
    const from = Math.floor(rnd() * map.size);
    const enemy = new Uint8Array(map.size);
    const sources: number[] = [];
    for (let i = 0; i < o.enemies; i++) {
      const e = Math.floor(rnd() * map.size);
      if (e === from) continue;
      enemy[e] = 1;
      sources.push(e);
    }
    const k: Case = { map, costs, from, allowance: o.allowance, enemy, zoc: zonesOfControl(map, sources), rule: rules[o.rule]!, minimumMove: o.minimumMove, forced: o.forced };
    if (!o.extras) return k;
    const enterExtra = new Float64Array(map.size);
    const leaveExtra = new Float64Array(map.size);
    const strict = new Uint8Array(map.size);
    for (let c = 0; c < map.size; c++) {
      if (rnd() < 0.3) enterExtra[c] = 1;
      if (rnd() < 0.2) leaveExtra[c] = 0.5;
      if (rnd() < 0.3) strict[c] = 1;
    }
    return { ...k, enterExtra, leaveExtra, strict };
  });

/** The cost of one step under the case's rules, or Infinity — written plainly, edge by edge. */
function stepCost(k: Case, u: number, d: number): number {
  const v = k.map.neighbors[u * 6 + d]!;
  if (v < 0 || k.enemy[v]) return Infinity;
  const uz = k.zoc[u]! > 0;
  const vz = k.zoc[v]! > 0;
  if (k.forced && (uz || vz)) return Infinity;
  if (uz && !k.rule.mayLeave) return Infinity;
  let c = k.costs.step[u * 6 + d]!;
  if (uz) c += k.rule.leaveCost;
  if (vz) c += k.rule.enterCost;
  if (uz && vz) c += k.rule.zocToZoc === 'forbidden' ? Infinity : k.rule.zocToZoc === 'allowed' ? 0 : k.rule.zocToZoc;
  if (k.enterExtra) c += k.enterExtra[v]!;
  if (k.leaveExtra) c += k.leaveExtra[u]!;
  if (k.strict && uz && vz && (k.strict[u] || k.strict[v])) return Infinity;
  return c;
}

/** Bellman-Ford over all edges until nothing changes. */
function bellmanFord(k: Case): Float64Array {
  const allowance = k.forced ? k.allowance * 2 : k.allowance;
  const dist = new Float64Array(k.map.size).fill(Infinity);
  dist[k.from] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let u = 0; u < k.map.size; u++) {
      if (dist[u] === Infinity) continue;
      if (u !== k.from && k.zoc[u]! > 0 && k.rule.stopOnEntry) continue;
      for (let d = 0; d < 6; d++) {
        const v = k.map.neighbors[u * 6 + d]!;
        if (v < 0) continue;
        const nd = dist[u]! + stepCost(k, u, d);
        if (nd <= allowance && nd < dist[v]!) {
          dist[v] = nd;
          changed = true;
        }
      }
    }
  }
  return dist;
}

describe('movement search properties', () => {
  it('agrees with a brute-force Bellman-Ford on random small maps', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const r = movementRange({ costs: k.costs, from: k.from, allowance: k.allowance, enemyOccupied: k.enemy, enemyZoc: k.zoc, zocRule: k.rule, minimumMove: k.minimumMove, forcedMarch: k.forced, ...(k.enterExtra ? { extraCostToEnter: k.enterExtra, extraCostToLeave: k.leaveExtra!, noZocToZocAt: k.strict! } : {}) });
        const bf = bellmanFord(k);
        for (let c = 0; c < k.map.size; c++) {
          if (c === k.from) continue;
          if (r.isMinimumMove(c)) {
            // only ever one hex from the start, and not reachable within the allowance
            expect(bf[c]).toBe(Infinity);
            expect(r.previousOf(c)).toBe(k.from);
            continue;
          }
          expect(r.canReach(c)).toBe(bf[c]! < Infinity);
          if (bf[c]! < Infinity) expect(r.costTo(c)).toBeCloseTo(bf[c]!, 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every reachable hex is within the allowance, on a contiguous legal path whose steps sum to its cost', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const r = movementRange({ costs: k.costs, from: k.from, allowance: k.allowance, enemyOccupied: k.enemy, enemyZoc: k.zoc, zocRule: k.rule, minimumMove: k.minimumMove, forcedMarch: k.forced, ...(k.enterExtra ? { extraCostToEnter: k.enterExtra, extraCostToLeave: k.leaveExtra!, noZocToZocAt: k.strict! } : {}) });
        for (const cell of r.cells) {
          const path = r.pathTo(cell);
          expect(path[0]).toBe(k.from);
          expect(path[path.length - 1]).toBe(cell);
          if (!r.isMinimumMove(cell)) expect(r.costTo(cell)).toBeLessThanOrEqual(r.allowance);
          else expect(path.length).toBe(2);
          let sum = 0;
          for (let i = 1; i < path.length; i++) {
            const u = path[i - 1]!;
            const v = path[i]!;
            const d = [0, 1, 2, 3, 4, 5].find((x) => k.map.neighbors[u * 6 + x] === v);
            expect(d).toBeDefined();
            const s = stepCost(k, u, d!);
            expect(s).toBeLessThan(Infinity);
            sum += s;
            expect(k.enemy[v]).toBe(0);
            expect(k.costs.prohibitedCell[v]).toBe(0);
            // stop on entry: no hex in enemy ZOC in the middle of a path
            if (k.rule.stopOnEntry && i < path.length - 1) expect(k.zoc[v]).toBe(0);
            if (k.rule.zocToZoc === 'forbidden') expect(k.zoc[u]! > 0 && k.zoc[v]! > 0).toBe(false);
            if (k.forced) expect(k.zoc[v]).toBe(0);
          }
          expect(sum).toBeCloseTo(r.costTo(cell), 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  /** The case as a movement query. */
  const queryOf = (k: Case): MovementQuery => ({ costs: k.costs, from: k.from, allowance: k.allowance, enemyOccupied: k.enemy, enemyZoc: k.zoc, zocRule: k.rule, minimumMove: k.minimumMove, forcedMarch: k.forced, ...(k.enterExtra ? { extraCostToEnter: k.enterExtra, extraCostToLeave: k.leaveExtra!, noZocToZocAt: k.strict! } : {}) });

  /** Whether a path is legal by the plain rules, step by step (stop on entry, allowance, the minimum move's one hex). */
  function plainWalk(k: Case, path: readonly number[]): { ok: boolean; cost: number } {
    const allowance = k.forced ? k.allowance * 2 : k.allowance;
    let cost = 0;
    for (let i = 1; i < path.length; i++) {
      const u = path[i - 1]!;
      if (i > 1 && ((k.zoc[u]! > 0 && k.rule.stopOnEntry) || cost > allowance)) return { ok: false, cost };
      const d = [0, 1, 2, 3, 4, 5].find((x) => k.map.neighbors[u * 6 + x] === path[i]);
      if (d === undefined) return { ok: false, cost };
      const c = stepCost(k, u, d);
      if (!(c < Infinity)) return { ok: false, cost };
      cost += c;
      const firstStep = i === 1 && k.minimumMove && !k.forced && allowance > 0;
      if (cost > allowance && !firstStep) return { ok: false, cost };
    }
    return { ok: true, cost };
  }

  const walkArb = caseArb.chain((k) => fc.tuple(fc.constant(k), fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 })));

  it('followPath: every path the search finds is followed at exactly its cost, minimum moves included', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const q = queryOf(k);
        const r = movementRange(q);
        for (const cell of r.cells) {
          const walk = followPath(q, r.pathTo(cell));
          expect(walk).toEqual({ ok: true, cost: r.costTo(cell), minimumMove: r.isMinimumMove(cell) });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('followPath: a random path is legal exactly when the plain rules allow every step, never cheaper than the search, and fails where it breaks', () => {
    fc.assert(
      fc.property(walkArb, ([k, dirs]) => {
        const q = queryOf(k);
        const r = movementRange(q);
        // A walk of random directions (6 = a hex off the grid's neighbours: not adjacent).
        const path = [k.from];
        for (const d of dirs) path.push(d === 6 ? (path[path.length - 1]! + 2) % k.map.size : k.map.neighbors[path[path.length - 1]! * 6 + d]!);
        const walk = followPath(q, path);
        const plain = plainWalk(k, path);
        expect(walk.ok).toBe(plain.ok);
        if (walk.ok) {
          expect(walk.cost).toBeCloseTo(plain.cost, 9);
          const end = path[path.length - 1]!;
          if (end !== k.from) {
            expect(r.canReach(end)).toBe(true);
            expect(r.costTo(end)).toBeLessThanOrEqual(walk.cost + 1e-9);
          }
        } else {
          // Everything before the failing step is a legal path.
          expect(followPath(q, path.slice(0, walk.step)).ok).toBe(true);
          expect(plainWalk(k, path.slice(0, walk.step)).ok).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
