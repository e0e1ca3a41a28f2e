/**
 * Hex-core benchmarks: movement search, supply tracing, distance and neighbours,
 * each against a peer on a seeded 100×100 map (terrain costs 1–3, 5 % prohibited
 * hexes, rivers on 5 % of hexsides, 40 enemy units exerting ZOC).
 */
import { defineHex, Grid, Orientation, Direction } from 'honeycomb-grid';
import { HEX_DIRECTIONS, hexDistance, hexNeighbor, type Hex, type HexDirection } from '../src/hex';
import { compileMap, type HexMap } from '../src/map';
import { compileCosts, movementRange, type CompiledCosts } from '../src/movement';
import { traceSupply } from '../src/supply';
import { ZocRule, zonesOfControl } from '../src/zoc';
import { CellHeap } from '../src/movement/heap';
import { fixtureCosts, fixtureRng, randomMapData } from '../test/support/maps';
import { timeSideBySide, type Timing } from './harness';

export interface Row {
  key: string;
  ratio: number;
  goal: string;
  ok: boolean;
  detail: string;
}

const ALLOWANCE = 30;

function setup() {
  const map = compileMap(randomMapData(2024, { columns: 100, rows: 100, prohibited: 0.05, rivers: 0.05, roads: 0 }));
  const costs = compileCosts(map, { ...fixtureCosts, links: {} });
  const rnd = fixtureRng(77);
  const enemy = new Uint8Array(map.size);
  const enemyCells: number[] = [];
  while (enemyCells.length < 40) {
    const c = Math.floor(rnd() * map.size);
    if (enemy[c] || costs.prohibitedCell[c]) continue;
    enemy[c] = 1;
    enemyCells.push(c);
  }
  const zoc = zonesOfControl(map, enemyCells);
  const starts: number[] = [];
  while (starts.length < 16) {
    const c = Math.floor(rnd() * map.size);
    if (!enemy[c] && !costs.prohibitedCell[c] && !zoc[c]) starts.push(c);
  }
  return { map, costs, enemy, enemyCells, zoc, starts };
}

/** The same search with nothing general: the rules we use, inlined. */
function bareDijkstra(map: HexMap, costs: CompiledCosts, from: number, allowance: number, enemy: Uint8Array, zoc: Uint8Array, out: Float64Array, heap: CellHeap): number {
  out.fill(Infinity);
  heap.clear();
  const step = costs.step;
  const nb = map.neighbors;
  out[from] = 0;
  heap.push(0, from);
  let reached = 0;
  while (heap.length > 0) {
    const k = heap.peekKey();
    const u = heap.pop();
    if (k > out[u]!) continue;
    reached++;
    if (u !== from && zoc[u]) continue;
    for (let d = 0; d < 6; d++) {
      const v = nb[u * 6 + d]!;
      if (v < 0 || enemy[v]) continue;
      const nc = k + step[u * 6 + d]!;
      if (nc <= allowance && nc < out[v]!) {
        out[v] = nc;
        heap.push(nc, v);
      }
    }
  }
  return reached;
}

/** A whole-map Dijkstra with no allowance: the yardstick for supply. */
function bareWholeMap(map: HexMap, costs: CompiledCosts, from: number, out: Float64Array, heap: CellHeap): number {
  return bareDijkstra(map, costs, from, Infinity, new Uint8Array(0), new Uint8Array(0), out, heap);
}

/** The movement search as a honeycomb-grid user would write it. */
function honeycombSetup(map: HexMap, costs: CompiledCosts, enemy: Uint8Array, zoc: Uint8Array) {
  class TerrainHex extends defineHex({ dimensions: 30, orientation: Orientation.FLAT }) {
    cost = 1;
    enemy = false;
    zoc = false;
  }
  const grid = new Grid<TerrainHex>(TerrainHex, map.hexes.map((h) => ({ q: h.q, r: h.r })));
  const terrainCost = (map.data.terrainTypes as string[]).map((t) => {
    const c = (fixtureCosts.terrain as Record<string, number | string>)[t];
    return c === 'prohibited' ? Infinity : (c as number);
  });
  const rivers = new Set<string>();
  map.hexes.forEach((h, cell) => {
    const hex = grid.getHex({ q: h.q, r: h.r })!;
    hex.cost = terrainCost[map.terrain[cell]!]!;
    hex.enemy = enemy[cell] === 1;
    hex.zoc = zoc[cell]! > 0;
    for (let d = 0; d < 6; d++) {
      if (map.hexsides[cell * 6 + d]) {
        const n = map.neighbors[cell * 6 + d]!;
        rivers.add(`${h.q},${h.r}|${map.hexes[n]!.q},${map.hexes[n]!.r}`);
      }
    }
  });
  const directions = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW];
  const search = (start: Hex, allowance: number) => {
    const dist = new Map<string, number>();
    const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;
    const open: { hex: TerrainHex; cost: number }[] = [];
    const push = (item: { hex: TerrainHex; cost: number }) => {
      open.push(item);
      let i = open.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (open[p]!.cost <= item.cost) break;
        open[i] = open[p]!;
        i = p;
      }
      open[i] = item;
    };
    const pop = () => {
      const top = open[0]!;
      const last = open.pop()!;
      if (open.length > 0) {
        let i = 0;
        for (;;) {
          let c = 2 * i + 1;
          if (c >= open.length) break;
          if (c + 1 < open.length && open[c + 1]!.cost < open[c]!.cost) c++;
          if (open[c]!.cost >= last.cost) break;
          open[i] = open[c]!;
          i = c;
        }
        open[i] = last;
      }
      return top;
    };
    const origin = grid.getHex(start)!;
    dist.set(key(origin), 0);
    push({ hex: origin, cost: 0 });
    while (open.length > 0) {
      const { hex, cost } = pop();
      if (cost > dist.get(key(hex))!) continue;
      if (hex !== origin && hex.zoc) continue;
      for (const dir of directions) {
        const next = grid.neighborOf(hex, dir, { allowOutside: false });
        if (!next || next.enemy) continue;
        let c = next.cost;
        if (rivers.has(`${hex.q},${hex.r}|${next.q},${next.r}`)) c += 2;
        const nc = cost + c;
        if (nc > allowance) continue;
        const k = key(next);
        const old = dist.get(k);
        if (old === undefined || nc < old) {
          dist.set(k, nc);
          push({ hex: next, cost: nc });
        }
      }
    }
    return dist;
  };
  return { search };
}

export function runHexCore(ratioRounds: { rounds: number; roundMs: number }): { rows: Row[]; timings: Record<string, Timing> } {
  const { map, costs, enemy, zoc, starts } = setup();
  const out = new Float64Array(map.size);
  const heap = new CellHeap(1024);
  const honey = honeycombSetup(map, costs, enemy, zoc);

  // Cross-check: all three searches agree before any of them is timed.
  for (const s of starts) {
    const ours = movementRange({ costs, from: s, allowance: ALLOWANCE, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry });
    bareDijkstra(map, costs, s, ALLOWANCE, enemy, zoc, out, heap);
    const theirs = honey.search(map.hexes[s]!, ALLOWANCE);
    let n = 0;
    for (let c = 0; c < map.size; c++) {
      if (ours.costTo(c) !== out[c]) throw new Error(`bench: bare search disagrees at ${map.labels[c]}`);
      const h = map.hexes[c]!;
      const t = theirs.get(`${h.q},${h.r}`);
      if ((t ?? Infinity) !== ours.costTo(c)) throw new Error(`bench: honeycomb search disagrees at ${map.labels[c]}: ${t} vs ${ours.costTo(c)}`);
      if (ours.costTo(c) < Infinity) n++;
    }
    if (n < 200) throw new Error(`bench: search from ${map.labels[s]} reaches only ${n} hexes; the case is too small to time`);
  }

  let i = 0;
  const next = () => starts[i++ & 15]!;
  const movement = timeSideBySide(
    {
      ours: () => movementRange({ costs, from: next(), allowance: ALLOWANCE, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry }).cells.length,
      bare: () => bareDijkstra(map, costs, next(), ALLOWANCE, enemy, zoc, out, heap),
    },
    ratioRounds,
  );
  const honeyTiming = timeSideBySide(
    {
      ours: () => movementRange({ costs, from: next(), allowance: ALLOWANCE, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry }).cells.length,
      honeycomb: () => honey.search(map.hexes[next()]!, ALLOWANCE).size,
    },
    { rounds: 5, roundMs: ratioRounds.roundMs },
  );

  // Supply for 100 units of a side: one trace from the south edge, then 100 look-ups.
  const rnd = fixtureRng(99);
  const units = Array.from({ length: 100 }, () => Math.floor(rnd() * map.size));
  const sources = [...map.edges['south']!].map((cell) => ({ cell }));
  const supplyRules = { maxOffRoad: 5, roads: ['road'], prohibitedTerrain: ['lake'], prohibitedHexsides: [] };
  const supply = timeSideBySide(
    {
      ours: () => {
        const net = traceSupply(map, sources, { ...supplyRules, maxOffRoad: 200 }, { enemyOccupied: enemy, enemyZoc: zoc });
        let n = 0;
        for (const u of units) if (net.inSupply(u)) n++;
        return n;
      },
      bare: () => bareWholeMap(map, costs, starts[0]!, out, heap),
    },
    ratioRounds,
  );

  // Distance and neighbours over 10,000 precomputed pairs, so call overhead is what is measured.
  const pairs: Hex[] = Array.from({ length: 20000 }, () => map.hexes[Math.floor(rnd() * map.size)]!);
  const dq = HEX_DIRECTIONS.map((d) => d.q);
  const dr = HEX_DIRECTIONS.map((d) => d.r);
  const distance = timeSideBySide(
    {
      ours: () => {
        let s = 0;
        for (let k = 0; k < 20000; k += 2) s += hexDistance(pairs[k]!, pairs[k + 1]!);
        return s;
      },
      bare: () => {
        let s = 0;
        for (let k = 0; k < 20000; k += 2) {
          const a = pairs[k]!;
          const b = pairs[k + 1]!;
          const x = a.q - b.q;
          const y = a.r - b.r;
          s += (Math.abs(x) + Math.abs(y) + Math.abs(x + y)) / 2;
        }
        return s;
      },
    },
    ratioRounds,
  );
  const neighbors = timeSideBySide(
    {
      ours: () => {
        let s = 0;
        for (let k = 0; k < 2000; k++) {
          const h = pairs[k]!;
          for (let d = 0; d < 6; d++) s += hexNeighbor(h, d as HexDirection).q;
        }
        return s;
      },
      bare: () => {
        let s = 0;
        for (let k = 0; k < 2000; k++) {
          const h = pairs[k]!;
          for (let d = 0; d < 6; d++) {
            const n = { q: h.q + dq[d]!, r: h.r + dr[d]! };
            s += n.q;
          }
        }
        return s;
      },
    },
    ratioRounds,
  );

  // A short search on a huge open map costs what it reaches: 6 MP from the middle of 400×400 against the same on 50×50.
  const open = (n: number) => {
    const m = compileMap({ columns: n, rows: n, labels: { style: 'column-row', offset: 'odd-q', digits: 3 }, terrainTypes: ['clear'], defaultTerrain: 'clear' });
    return { costs: compileCosts(m, { terrain: { clear: 1 } }), from: m.cell(`${String(n / 2).padStart(3, '0')}${String(n / 2).padStart(3, '0')}`) };
  };
  const small = open(50);
  const huge = open(400);
  if (movementRange({ costs: small.costs, from: small.from, allowance: 6 }).cells.length !== movementRange({ costs: huge.costs, from: huge.from, allowance: 6 }).cells.length) throw new Error('bench: the 6-MP searches differ');
  const mapSize = timeSideBySide(
    {
      huge: () => movementRange({ costs: huge.costs, from: huge.from, allowance: 6 }).cells.length,
      small: () => movementRange({ costs: small.costs, from: small.from, allowance: 6 }).cells.length,
    },
    ratioRounds,
  );

  const fmt = (t: Timing) => (t.ns > 1e6 ? `${(t.ns / 1e6).toFixed(2)} ms` : `${(t.ns / 1e3).toFixed(1)} µs`);
  const rows: Row[] = [
    { key: 'movement_vs_honeycomb', ratio: honeyTiming['honeycomb']!.ns / honeyTiming['ours']!.ns, goal: '≥ 30', ok: honeyTiming['honeycomb']!.ns / honeyTiming['ours']!.ns >= 30, detail: `honeycomb ${fmt(honeyTiming['honeycomb']!)} / ours ${fmt(honeyTiming['ours']!)} per search` },
    { key: 'movement_vs_bare', ratio: movement['ours']!.ns / movement['bare']!.ns, goal: '≤ 2.5', ok: movement['ours']!.ns / movement['bare']!.ns <= 2.5, detail: `ours ${fmt(movement['ours']!)} / bare ${fmt(movement['bare']!)} per search` },
    { key: 'movement_400_vs_50', ratio: mapSize['huge']!.ns / mapSize['small']!.ns, goal: '≤ 1.5', ok: mapSize['huge']!.ns / mapSize['small']!.ns <= 1.5, detail: `a 6-MP search from the middle of an open map: 400×400 ${fmt(mapSize['huge']!)} / 50×50 ${fmt(mapSize['small']!)}` },
    { key: 'supply_vs_bare', ratio: supply['ours']!.ns / supply['bare']!.ns, goal: '≤ 2', ok: supply['ours']!.ns / supply['bare']!.ns <= 2, detail: `ours ${fmt(supply['ours']!)} for 100 units / bare ${fmt(supply['bare']!)} one whole-map Dijkstra` },
    { key: 'distance_vs_bare', ratio: distance['ours']!.ns / distance['bare']!.ns, goal: '≤ 2', ok: distance['ours']!.ns / distance['bare']!.ns <= 2, detail: `ours ${fmt(distance['ours']!)} / bare ${fmt(distance['bare']!)} per 10,000` },
    { key: 'neighbors_vs_bare', ratio: neighbors['ours']!.ns / neighbors['bare']!.ns, goal: '≤ 2', ok: neighbors['ours']!.ns / neighbors['bare']!.ns <= 2, detail: `ours ${fmt(neighbors['ours']!)} / bare ${fmt(neighbors['bare']!)} per 12,000` },
  ];
  return { rows, timings: { ...movement, ...honeyTiming } };
}
