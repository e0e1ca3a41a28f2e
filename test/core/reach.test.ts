/**
 * `board.reach(unit, rules)`: a unit's reach asked in the game's words, the
 * same as the movement search with the query built by hand, and kept while
 * the enemy stands still.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexBoard } from '../../src/board';
import { inheritPositions } from '../../src/board/positions';
import { compileMap } from '../../src/map';
import { movementRange, type MovementCosts, type MovementRange } from '../../src/movement';
import { ZocRule, zonesOfControl } from '../../src/zoc';
import type { UnitState } from '../../src/engine';
import { randomMapData } from '../support/maps';

const FOOT: MovementCosts = { terrain: { clear: 1, rough: 2, jungle: 3, lake: 'prohibited' }, hexsides: { river: 1 }, links: { road: 0.5 } };
const map = compileMap(randomMapData(7, { columns: 12, rows: 10, roads: 2 }));
const labels = map.labels;
const cellsOf = (r: MovementRange) => [...r.cells].map((c) => `${labels[c]}=${r.costTo(c)}`).sort();

describe('board.reach', () => {
  it('is the movement search over the enemy it sees: occupied hexes, zones of control, the rules given (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: map.size - 1 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(ZocRule.stopOnEntry, ZocRule.stopNoZocToZoc, ZocRule.costed(0, 0, 2)),
        fc.boolean(),
        (cells, allowance, zocRule, minimumMove) => {
          const units: UnitState[] = cells.map((c, i) => ({ id: `u${i}`, side: i % 2 ? 'red' : 'blue', at: labels[c]!, steps: 1 }));
          const board = hexBoard(map, units);
          const u = units[0]!;
          const enemyCells = units.filter((x) => x.side === 'red').map((x) => map.cell(x.at!));
          const enemyOccupied = new Uint8Array(map.size);
          for (const c of enemyCells) enemyOccupied[c] = 1;
          const byHand = movementRange({ costs: board.costs(FOOT), from: map.cell(u.at!), allowance, enemyOccupied, enemyZoc: zonesOfControl(map, enemyCells), zocRule, minimumMove });
          expect(cellsOf(board.reach(u, { costs: FOOT, allowance, zocRule, minimumMove }))).toEqual(cellsOf(byHand));
          const free = movementRange({ costs: board.costs(FOOT), from: map.cell(u.at!), allowance, enemyOccupied, minimumMove });
          expect(cellsOf(board.reach(u, { costs: FOOT, allowance, zoc: false, minimumMove }))).toEqual(cellsOf(free));
        },
      ),
      { numRuns: 60, seed: 22 },
    );
  });

  const units: UnitState[] = [
    { id: 'b1', side: 'blue', at: labels[30]!, steps: 1 },
    { id: 'b2', side: 'blue', at: labels[31]!, steps: 1 },
    { id: 'r1', side: 'red', at: labels[55]!, steps: 1 },
  ];

  it('is kept: asked twice, and after the mover\'s own side moves, the same search; after the enemy moves, a new one', () => {
    const board = hexBoard(map, units);
    const rules = { costs: FOOT, allowance: 4 };
    const first = board.reach(units[0]!, rules);
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 4 })).toBe(first);
    // Blue's b2 moves: blue's reach over red is kept.
    const blueMoved = units.map((u) => (u.id === 'b2' ? { ...u, at: labels[40]! } : u));
    inheritPositions(units, blueMoved, 'blue');
    expect(hexBoard(map, blueMoved).reach(blueMoved[0]!, rules)).toBe(first);
    // Red moves: asked afresh.
    const redMoved = units.map((u) => (u.id === 'r1' ? { ...u, at: labels[33]! } : u));
    inheritPositions(units, redMoved, 'red');
    const after = hexBoard(map, redMoved).reach(redMoved[0]!, rules);
    expect(after).not.toBe(first);
    // Other rules, another answer.
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 3 })).not.toBe(first);
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 4, minimumMove: true })).not.toBe(first);
  });

  it('zones chosen by `exerts` are kept for the state under their key, and never without one', () => {
    const board = hexBoard(map, units);
    const none = () => false;
    const keyed = board.reach(units[0]!, { costs: FOOT, allowance: 4, zoc: { exerts: none, key: 'nobody' } });
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 4, zoc: { exerts: () => false, key: 'nobody' } })).toBe(keyed);
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 4, zoc: { exerts: none } })).not.toBe(board.reach(units[0]!, { costs: FOOT, allowance: 4, zoc: { exerts: none } }));
    // A unit that exerts none is as no zone at all.
    expect(cellsOf(keyed)).toEqual(cellsOf(board.reach(units[0]!, { costs: FOOT, allowance: 4, zoc: false })));
  });

  it('takes the game\'s own zones as an array, kept by identity', () => {
    const board = hexBoard(map, units);
    const all = new Uint8Array(map.size).fill(1);
    const r = board.reach(units[0]!, { costs: FOOT, allowance: 6, zoc: all, zocRule: ZocRule.stopOnEntry });
    // Every hex is in an enemy zone: it stops on the first hex it enters.
    for (const c of r.cells) expect(map.neighbors.slice(map.cell(units[0]!.at!) * 6, map.cell(units[0]!.at!) * 6 + 6)).toContain(c);
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 6, zoc: all, zocRule: ZocRule.stopOnEntry })).toBe(r);
    expect(board.reach(units[0]!, { costs: FOOT, allowance: 6, zoc: new Uint8Array(map.size).fill(1), zocRule: ZocRule.stopOnEntry })).not.toBe(r);
  });

  it('with three sides, every other side is the enemy', () => {
    const three: UnitState[] = [...units, { id: 'g1', side: 'green', at: labels[29]!, steps: 1 }];
    const board = hexBoard(map, three);
    const r = board.reach(three[0]!, { costs: FOOT, allowance: 6, zoc: false });
    expect(r.costTo(29)).toBe(Infinity);
    expect(r.costTo(55)).toBe(Infinity);
  });

  it('a unit off the map has no reach, and is told so', () => {
    const board = hexBoard(map, [...units, { id: 'b9', side: 'blue', at: null, steps: 1 }]);
    expect(() => board.reach({ id: 'b9', side: 'blue', at: null, steps: 1 }, { costs: FOOT, allowance: 4 })).toThrow(/b9 is not on the map/);
  });
});
