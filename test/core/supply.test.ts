import { describe, expect, it } from 'vitest';
import { compileMap, type MapData } from '../../src/map';
import { traceSupply } from '../../src/supply';
import { uncontestedZoc, zonesOfControl } from '../../src/zoc';

const data: MapData = {
  columns: 12,
  rows: 8,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'lake'],
  defaultTerrain: 'clear',
  hexes: [{ label: 'F4', terrain: 'lake' }],
  hexsideTypes: ['river'],
  hexsides: [{ hexes: ['B8', 'C8'], features: ['river'] }],
  linkTypes: ['road'],
  links: [{ kind: 'road', path: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1', 'K1', 'L1'] }],
};
const map = compileMap(data);
const c = (l: string) => map.cell(l);
const mark = (ls: string[]) => {
  const a = new Uint8Array(map.size);
  for (const l of ls) a[c(l)] = 1;
  return a;
};
const rules = { maxOffRoad: 2, roads: ['road'], prohibitedTerrain: ['lake'], prohibitedHexsides: ['river'] };

describe('supply lines', () => {
  it('run any distance along roads plus a limited number of hexes off road', () => {
    const net = traceSupply(map, [{ cell: c('A1') }], rules);
    expect(net.inSupply(c('L1'))).toBe(true);
    expect(net.offRoad[c('L1')]).toBe(0);
    expect(net.inSupply(c('L3'))).toBe(true);
    expect(net.offRoad[c('L3')]).toBe(2);
    expect(net.inSupply(c('L4'))).toBe(false);
    const line = net.lineFrom(c('L3'));
    expect(line[0]).toBe(c('L3'));
    expect(line[line.length - 1]).toBe(c('A1'));
  });
  it('never enter prohibited terrain or cross a prohibited hexside off road', () => {
    const net = traceSupply(map, [{ cell: c('F6') }], { ...rules, maxOffRoad: 4 });
    expect(net.inSupply(c('F4'))).toBe(false);
    expect(net.offRoad[c('F3')]).toBe(4); // around the lake, not the 2 hexes through it
    expect(traceSupply(map, [{ cell: c('F6') }], { ...rules, maxOffRoad: 3 }).inSupply(c('F3'))).toBe(false);
    const west = traceSupply(map, [{ cell: c('B8') }], { ...rules, maxOffRoad: 1 });
    expect(west.inSupply(c('C8'))).toBe(false);
  });
  it('are blocked by enemy units and by enemy ZOC unless a friendly unit contests it', () => {
    const enemy = mark(['D2']);
    const zoc = zonesOfControl(map, [c('D2')]);
    const blocked = traceSupply(map, [{ cell: c('A1') }], rules, { enemyOccupied: enemy, enemyZoc: uncontestedZoc(zoc, new Uint8Array(map.size)) });
    expect(blocked.inSupply(c('L1'))).toBe(false); // D1 and C1/E1 on the road are in ZOC
    const contested = traceSupply(map, [{ cell: c('A1') }], rules, { enemyOccupied: enemy, enemyZoc: uncontestedZoc(zoc, mark(['C1', 'D1', 'E1'])) });
    expect(contested.inSupply(c('L1'))).toBe(true);
  });
  it('supply units reach a radius whatever the roads', () => {
    const net = traceSupply(map, [{ cell: c('F7'), radius: 2 }], rules);
    expect(net.inSupply(c('F5'))).toBe(true);
    expect(net.inSupply(c('H7'))).toBe(true);
    expect(net.inSupply(c('I7'))).toBe(false);
    expect(net.inSupply(c('F1'))).toBe(false); // roads do not extend a supply unit's reach
    expect(net.lineFrom(c('H7')).at(-1)).toBe(c('F7'));
  });
  it('rejects bad rules and sources', () => {
    expect(() => traceSupply(map, [{ cell: 0 }], { ...rules, maxOffRoad: -1 })).toThrow(/maxOffRoad/);
    expect(() => traceSupply(map, [{ cell: 9999 }], rules)).toThrow(/not on the map/);
  });
  it('traces from map edges', () => {
    const net = traceSupply(map, [...map.edges['south']!].map((cell) => ({ cell })), { ...rules, maxOffRoad: 1 });
    expect(net.inSupply(c('A7'))).toBe(true);
    expect(net.inSupply(c('A6'))).toBe(false);
  });
});
