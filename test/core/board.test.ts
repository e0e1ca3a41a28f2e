import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { hexBoard, tableBoard, type Board } from '../../src/board';
import { compileMap } from '../../src/map';
import { compileTable, type TablePosition } from '../../src/tabletop';
import type { CounterData, Position, UnitState } from '../../src/engine';
import { randomMapData } from '../support/maps';

// A 6×5 map: woods in C3, a river between C2 and D2, a town in E4.
const map = compileMap({
  columns: 6,
  rows: 5,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'woods', 'town'],
  defaultTerrain: 'clear',
  hexes: [
    { label: 'C3', terrain: 'woods' },
    { label: 'E4', terrain: 'town' },
  ],
  hexsideTypes: ['river'],
  hexsides: [{ hexes: ['C2', 'D2'], features: ['river'] }],
  places: [{ label: 'E4', name: 'Harlow', kind: 'town' }],
});
const hexUnits: UnitState[] = [
  { id: 'b1', side: 'blue', at: 'A3', steps: 1 },
  { id: 'b2', side: 'blue', at: 'A3', steps: 1 },
  { id: 'r1', side: 'red', at: 'E4', steps: 2 },
  { id: 'r2', side: 'red', at: null, steps: 1 },
];
// At most two units a hex.
const hex = hexBoard(map, hexUnits, (ids) => ids.length <= 2);

const table = compileTable({
  width: 48,
  height: 36,
  terrainTypes: { woods: { sight: 'blocks', seeInto: 5, cover: true } },
  areas: [{ id: 'wood', type: 'woods', polygon: [{ x: 20, y: 10 }, { x: 28, y: 10 }, { x: 28, y: 20 }, { x: 20, y: 20 }] }],
  zones: [{ id: 'beach', kind: 'beach', polygon: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 36 }, { x: 0, y: 36 }] }],
  obstacles: [{ id: 'wall', type: 'wall', line: [{ x: 15, y: 0 }, { x: 15, y: 36 }] }],
});
const counters = new Map<string, CounterData>(['b1', 'b2', 'r1', 'r2'].map((id) => [id, { id, side: id[0] === 'b' ? 'blue' : 'red', name: id, type: 'infantry', steps: 2 }]));
const tableUnits: UnitState<TablePosition>[] = [
  { id: 'b1', side: 'blue', at: { x: 5, y: 5 }, steps: 1 },
  { id: 'b2', side: 'blue', at: { x: 5.5, y: 5 }, steps: 1 },
  { id: 'r1', side: 'red', at: { x: 24, y: 15 }, steps: 2 },
  { id: 'r2', side: 'red', at: null, steps: 1 },
];
const tabletop = tableBoard(table, tableUnits, (id) => counters.get(id), (ids) => ids.length <= 2);

/** A rule written once against the interface: the enemy units within `range` of a position that can be seen from it. */
function enemiesInSight<P extends Position>(board: Board<P>, from: P, side: string, range: number): string[] {
  return board
    .unitsWithin(from, range)
    .filter((u) => u.side !== side && board.sight(from, u.at!))
    .map((u) => u.id);
}

describe('Board: one interface for hexes and the table', () => {
  it('both boards are Boards of their positions', () => {
    expectTypeOf(hex).toMatchTypeOf<Board<string>>();
    expectTypeOf(tabletop).toMatchTypeOf<Board<TablePosition>>();
    expect(hex.kind).toBe('hex');
    expect(tabletop.kind).toBe('table');
  });

  it('a rule written against the interface serves both', () => {
    expect(enemiesInSight(hex, 'A3', 'blue', 4)).toEqual(['r1']);
    expect(enemiesInSight(hex, 'A3', 'blue', 3)).toEqual([]);
    // On the table r1 stands 4" inside a wood one may see 5" into, 21.5" away.
    expect(enemiesInSight(tabletop, { x: 5, y: 5 }, 'blue', 30)).toEqual(['r1']);
    expect(enemiesInSight(tabletop, { x: 5, y: 5 }, 'blue', 15)).toEqual([]);
  });

  it('positions: has, key, distance, meets', () => {
    expect(hex.has('F5')).toBe(true);
    expect(hex.has('G1')).toBe(false);
    expect(hex.key('C3')).toBe('C3');
    expect(hex.distance('A3', 'E4')).toBe(4);
    expect(hex.meets('C3', { terrain: 'woods' })).toBe(true);
    expect(hex.meets('E4', { terrain: 'town', place: 'town' })).toBe(true);
    expect(hex.meets('E4', { place: 'city' })).toBe(false);
    expect(tabletop.has({ x: 48, y: 36 })).toBe(true);
    expect(tabletop.has({ x: 48.5, y: 36 })).toBe(false);
    expect(tabletop.key({ x: 1 / 3, y: 2 })).toBe('0.333,2');
    expect(tabletop.distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(tabletop.meets({ x: 24, y: 15 }, { terrain: 'woods' })).toBe(true);
    expect(tabletop.meets({ x: 5, y: 15 }, { terrain: 'woods' })).toBe(false);
    expect(tabletop.meets({ x: 5, y: 15 }, { place: 'beach' })).toBe(true);
  });

  it('occupants: unitsAt, unitsOf, enemyAt, room', () => {
    expect(hex.unitsAt('A3').map((u) => u.id)).toEqual(['b1', 'b2']);
    expect(hex.unitsOf('red').map((u) => u.id)).toEqual(['r1']);
    expect(hex.enemyAt('E4', 'blue')).toBe(true);
    expect(hex.room('A3', 'b1')).toBe(true);
    expect(hex.room('A3', { id: 'b3', side: 'blue', at: null, steps: 1 })).toBe(false);
    // A point under two round 1" bases half an inch apart.
    expect(tabletop.unitsAt({ x: 5.25, y: 5 }).map((u) => u.id).sort()).toEqual(['b1', 'b2']);
    expect(tabletop.unitsAt({ x: 6.1, y: 5 }).map((u) => u.id)).toEqual([]);
    expect(tabletop.unitsOf('red').map((u) => u.id)).toEqual(['r1']);
    expect(tabletop.enemyAt({ x: 24.4, y: 15 }, 'blue')).toBe(true);
    expect(tabletop.enemyAt({ x: 24.4, y: 15 }, 'red')).toBe(false);
    expect(tabletop.room({ x: 5.25, y: 5 }, { id: 'b3', side: 'blue', at: null, steps: 1 })).toBe(false);
    expect(tabletop.room({ x: 5.25, y: 5 }, 'b1')).toBe(true);
  });

  it('what blocks: sight, crosses, cover', () => {
    // The woods in C3 stand between A3 and E3 only with blocking terrain named.
    expect(hex.sight('A3', 'E3')).toBe(true);
    expect(hex.sight('A3', 'E3', { terrain: ['woods'] })).toBe(false);
    expect(hex.sight('A3', 'C3', { terrain: ['woods'] })).toBe(true);
    expect(hex.crosses('C2', 'D2', 'river')).toBe(true);
    expect(hex.sight('C2', 'D2', { hexsides: ['river'] })).toBe(false);
    expect(hex.cover('D2', 'C2')).toEqual([
      { kind: 'terrain', id: 'C2', type: 'clear' },
      { kind: 'hexside', id: 'D2|C2', type: 'river' },
    ]);
    expect(hex.cover('A3', 'C3')).toEqual([{ kind: 'terrain', id: 'C3', type: 'woods' }]);
    expect(tabletop.crosses({ x: 5, y: 5 }, { x: 20, y: 5 }, 'wall')).toBe(true);
    expect(tabletop.crosses({ x: 5, y: 5 }, { x: 14, y: 5 }, 'wall')).toBe(false);
    expect(tabletop.crosses({ x: 5, y: 5 }, { x: 20, y: 5 }, 'hedge')).toBe(false);
    expect(tabletop.cover({ x: 5, y: 15 }, { x: 24, y: 15 }).map((c) => c.type)).toEqual(['woods']);
  });

  it('property: hex sight is the same both ways, and adjacent hexes always see each other', () => {
    const m = compileMap(randomMapData(11, { columns: 12, rows: 10, rivers: 0.2 }));
    const b = hexBoard(m, []);
    const cell = fc.integer({ min: 0, max: m.size - 1 });
    fc.assert(
      fc.property(cell, cell, (x, y) => {
        const [p, q] = [m.labels[x]!, m.labels[y]!];
        const blocking = { terrain: ['jungle'], hexsides: ['river'] };
        expect(b.sight(p, q, blocking)).toBe(b.sight(q, p, blocking));
        if (b.distance(p, q) === 1) expect(b.sight(p, q, { terrain: ['jungle'] })).toBe(true);
        // The target's own terrain is always its first cover.
        expect(b.cover(p, q)[0]).toEqual({ kind: 'terrain', id: q, type: b.terrain(q) });
      }),
      { numRuns: 300 },
    );
  });
  it('property: unitsAt answers alike before and after the board indexes its hexes (the first questions scan the units)', () => {
    const m = compileMap(randomMapData(12, { columns: 6, rows: 5 }));
    const unit = fc.record({ side: fc.constantFrom('blue', 'red'), at: fc.option(fc.integer({ min: 0, max: m.size - 1 }), { nil: null }), steps: fc.integer({ min: 0, max: 2 }) });
    const asked = fc.array(fc.integer({ min: 0, max: m.size - 1 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), asked, (drawn, questions) => {
        const units: UnitState[] = drawn.map((u, i) => ({ id: `u${i}`, side: u.side, at: u.at === null ? null : m.labels[u.at]!, steps: u.steps }));
        const b = hexBoard(m, units);
        for (const c of questions) {
          const label = m.labels[c]!;
          // Units on the board only (eliminated ones have no steps), in the array's order.
          expect(b.unitsAt(label).map((u) => u.id)).toEqual(units.filter((u) => u.at === label && u.steps > 0).map((u) => u.id));
        }
      }),
      { numRuns: 300 },
    );
  });
});
