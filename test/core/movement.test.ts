import { describe, expect, it } from 'vitest';
import { compileMap, type MapData } from '../../src/map';
import { compileCosts, movementRange } from '../../src/movement';
import { uncontestedZoc, ZocRule, zonesOfControl } from '../../src/zoc';

// A 10x6 strip: A-J columns, rows 1-6.
const data: MapData = {
  columns: 10,
  rows: 6,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'jungle', 'lake'],
  defaultTerrain: 'clear',
  hexes: [
    { label: 'C3', terrain: 'jungle' },
    { label: 'E3', terrain: 'lake' },
  ],
  hexsideTypes: ['river', 'cliff'],
  hexsides: [
    { hexes: ['B3', 'B4'], features: ['river'] },
    { hexes: ['G3', 'G4'], features: ['cliff'] },
  ],
  linkTypes: ['road', 'rail'],
  links: [
    { kind: 'road', path: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1'] },
    { kind: 'rail', path: ['A6', 'B6', 'C6', 'D6', 'E6'] },
  ],
};
const map = compileMap(data);
const foot = compileCosts(map, {
  terrain: { clear: 1, jungle: 2, lake: 'prohibited' },
  hexsides: { river: 1, cliff: 'prohibited' },
  links: { road: 0.5 },
});
const c = (l: string) => map.cell(l);
const labels = (cells: Iterable<number>) => [...cells].map((x) => map.labels[x]).sort();
const mark = (ls: string[]) => {
  const a = new Uint8Array(map.size);
  for (const l of ls) a[c(l)] = 1;
  return a;
};

describe('movement costs from data', () => {
  it('charges terrain to enter, not to leave', () => {
    const r = movementRange({ costs: foot, from: c('B3'), allowance: 4 });
    expect(r.costTo(c('C3'))).toBe(2);
    expect(r.costTo(c('D3'))).toBe(2); // around the jungle, not through it
  });
  it('adds hexside costs and forbids prohibited hexsides', () => {
    const r = movementRange({ costs: foot, from: c('B3'), allowance: 4 });
    expect(r.costTo(c('B4'))).toBe(2); // 1 clear + 1 river
    const g = movementRange({ costs: foot, from: c('G3'), allowance: 1 });
    expect(g.canReach(c('G4'))).toBe(false);
  });
  it('never enters prohibited terrain', () => {
    const r = movementRange({ costs: foot, from: c('D3'), allowance: 10 });
    expect(r.canReach(c('E3'))).toBe(false);
    expect(r.canReach(c('F3'))).toBe(true);
  });
  it('moves along roads at the road rate, ignoring terrain', () => {
    const r = movementRange({ costs: foot, from: c('A1'), allowance: 3 });
    expect(r.costTo(c('G1'))).toBe(3);
    expect(r.pathTo(c('G1')).map((x) => map.labels[x])).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1']);
  });
  it('rail movement runs only along rail links', () => {
    const rail = compileCosts(map, { terrain: { clear: 1, jungle: 2, lake: 'prohibited' }, links: { rail: 1 }, linksOnly: true });
    const r = movementRange({ costs: rail, from: c('A6'), allowance: 20 });
    expect(labels(r.cells)).toEqual(['B6', 'C6', 'D6', 'E6']);
  });
  it('rejects a chart that misses a terrain type', () => {
    expect(() => compileCosts(map, { terrain: { clear: 1, jungle: 2 } })).toThrow(/no cost for terrain "lake"/);
    expect(() => compileCosts(map, { terrain: { clear: 1, jungle: 2, lake: 1, swamp: 3 } })).toThrow(/"swamp", which this map does not have/);
    expect(() => compileCosts(map, { terrain: { clear: -1, jungle: 2, lake: 1 } })).toThrow(/must be a number of MP/);
  });
  it('rejects a bad allowance or start', () => {
    expect(() => movementRange({ costs: foot, from: -1, allowance: 1 })).toThrow(/not on the map/);
    expect(() => movementRange({ costs: foot, from: 0, allowance: NaN })).toThrow(/allowance/);
  });
  it('lets a hook override a step', () => {
    const r = movementRange({ costs: foot, from: c('A1'), allowance: 3, stepCost: (s) => (s.byLink ? s.cost : Infinity) });
    expect(labels(r.cells)).toEqual(['B1', 'C1', 'D1', 'E1', 'F1', 'G1']);
  });
});

describe('enemy units and zones of control', () => {
  it('never enters an enemy-occupied hex', () => {
    const r = movementRange({ costs: foot, from: c('A1'), allowance: 3, enemyOccupied: mark(['C1']) });
    expect(r.canReach(c('C1'))).toBe(false);
    expect(r.costTo(c('D1'))).toBeGreaterThan(1.5);
  });
  it('stops on entering enemy ZOC', () => {
    const zoc = zonesOfControl(map, [c('E5')]);
    const r = movementRange({ costs: foot, from: c('B5'), allowance: 6, enemyZoc: zoc, enemyOccupied: mark(['E5']), zocRule: ZocRule.stopOnEntry });
    expect(r.canReach(c('D5'))).toBe(true);
    for (const cell of r.cells) {
      const path = r.pathTo(cell);
      for (const mid of path.slice(1, -1)) expect(zoc[mid]).toBe(0);
    }
  });
  it('forbids ZOC to ZOC and charges to leave', () => {
    const zoc = zonesOfControl(map, [c('E5')]);
    const from = c('D5');
    expect(zoc[from]).toBeGreaterThan(0);
    const r = movementRange({ costs: foot, from, allowance: 6, enemyZoc: zoc, enemyOccupied: mark(['E5']), zocRule: ZocRule.stopNoZocToZoc });
    for (const cell of r.cells) if (r.previousOf(cell) === from) expect(zoc[cell]).toBe(0);
    const costed = movementRange({ costs: foot, from, allowance: 6, enemyZoc: zoc, enemyOccupied: mark(['E5']), zocRule: ZocRule.costed(1, 2) });
    expect(costed.costTo(c('C5'))).toBe(3); // 1 clear + 2 to leave
    const locked = movementRange({ costs: foot, from, allowance: 6, enemyZoc: zoc, zocRule: ZocRule.locking });
    expect(locked.cells.length).toBe(0);
  });
  it('a ZOC does not cross blocking hexsides or enter blocking terrain', () => {
    const zoc = zonesOfControl(map, [c('G3')], { blockingHexsides: ['cliff'] });
    expect(zoc[c('G4')]).toBe(0);
    expect(zoc[c('G2')]).toBe(1);
    const z2 = zonesOfControl(map, [c('D3')], { blockingTerrain: ['lake'] });
    expect(z2[c('E3')]).toBe(0);
    expect(z2[c('D3')]).toBe(0);
    const z3 = zonesOfControl(map, [c('D3'), c('D5')], { includeOwnHex: true });
    expect(z3[c('D3')]).toBe(1);
    expect(z3[c('D4')]).toBe(2);
  });
  it('a unit off the map exerts no zone: it is an error naming the cell', () => {
    expect(() => zonesOfControl(map, [c('D3'), map.size])).toThrow(`cell ${map.size}, which is not on the map`);
    expect(() => zonesOfControl(map, [-1])).toThrow('cell -1, which is not on the map');
  });
  it('a friendly unit contests the enemy zone in its own hex only', () => {
    const zoc = zonesOfControl(map, [c('D3'), c('D5')]);
    const friendly = new Uint8Array(map.size);
    friendly[c('D4')] = 1;
    const open = uncontestedZoc(zoc, friendly);
    expect(open[c('D4')]).toBe(0);
    expect(zoc[c('D4')]).toBe(2); // the zone itself is left as it was
    for (let i = 0; i < map.size; i++) if (i !== c('D4')) expect(open[i]).toBe(zoc[i]);
  });
});

describe('minimum move and forced march', () => {
  it('may always move one hex with the whole allowance', () => {
    const r = movementRange({ costs: foot, from: c('B3'), allowance: 1, minimumMove: true });
    expect(r.canReach(c('C3'))).toBe(true); // jungle costs 2 > 1
    expect(r.isMinimumMove(c('C3'))).toBe(true);
    expect(r.isMinimumMove(c('A3'))).toBe(false);
    expect(r.canReach(c('E3'))).toBe(false);
    const no = movementRange({ costs: foot, from: c('B3'), allowance: 1 });
    expect(no.canReach(c('C3'))).toBe(false);
  });
  it('the minimum move goes no further', () => {
    const r = movementRange({ costs: foot, from: c('B3'), allowance: 1, minimumMove: true });
    expect(r.canReach(c('D3'))).toBe(false);
  });
  it('forced march doubles the allowance but keeps clear of enemy ZOC', () => {
    const zoc = zonesOfControl(map, [c('J5')]);
    const r = movementRange({ costs: foot, from: c('A5'), allowance: 3, forcedMarch: true, enemyZoc: zoc });
    expect(r.allowance).toBe(6);
    expect(r.canReach(c('G5'))).toBe(true);
    expect(r.canReach(c('I5'))).toBe(false); // in ZOC of J5
    const stuck = movementRange({ costs: foot, from: c('I5'), allowance: 3, forcedMarch: true, enemyZoc: zoc });
    expect(stuck.cells.length).toBe(0);
  });
});

describe('extra costs and strict ZOC cells as data', () => {
  it('adds per-cell costs to enter and to leave', () => {
    const enter = new Float64Array(map.size);
    enter[c('C3')] = 1; // e.g. next to an enemy improved position
    const leave = new Float64Array(map.size);
    leave[c('B3')] = 2;
    const r = movementRange({ costs: foot, from: c('B3'), allowance: 6, extraCostToEnter: enter, extraCostToLeave: leave });
    expect(r.costTo(c('A3'))).toBe(3); // 1 clear + 2 to leave B3
    expect(r.costTo(c('C3'))).toBe(5); // 2 jungle + 1 to enter + 2 to leave B3
    expect(movementRange({ costs: foot, from: c('B3'), allowance: 6 }).costTo(c('C3'))).toBe(2);
  });
  it('forbids ZOC-to-ZOC at flagged cells whatever the ZOC rule', () => {
    const zoc = zonesOfControl(map, [c('E5')]);
    const strict = new Uint8Array(map.size);
    strict[c('D5')] = 1;
    const from = c('D5');
    const loose = movementRange({ costs: foot, from, allowance: 6, enemyZoc: zoc, enemyOccupied: mark(['E5']), zocRule: ZocRule.costed(0, 0) });
    const tight = movementRange({ costs: foot, from, allowance: 6, enemyZoc: zoc, enemyOccupied: mark(['E5']), zocRule: ZocRule.costed(0, 0), noZocToZocAt: strict });
    const zocNeighbours = [...loose.cells].filter((x) => loose.previousOf(x) === from && zoc[x]! > 0);
    expect(zocNeighbours.length).toBeGreaterThan(0);
    for (const x of zocNeighbours) expect(tight.previousOf(x) === from).toBe(false);
  });
});
