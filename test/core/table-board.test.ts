import { describe, expect, it } from 'vitest';
import { tableBoard } from '../../src/board';
import type { CounterData, UnitState } from '../../src/engine';
import { compileTable, type TablePosition } from '../../src/tabletop';
import { skirmishTable } from '../support/tables';

const table = compileTable(skirmishTable);
const counter = (id: string, extra: object = {}): CounterData => ({ id, side: id.startsWith('a') ? 'allies' : 'axis', name: id, type: 'infantry', steps: 1, ...extra });
const counters = new Map<string, CounterData>([
  ['a-tank', counter('a-tank', { class: 'tracked', base: { shape: 'rect', length: 4, width: 2 } })],
  ['a-man', counter('a-man')],
  ['x-near', counter('x-near')],
  ['x-far', counter('x-far')],
]);
const at = (x: number, y: number, facing?: number): TablePosition => (facing === undefined ? { x, y } : { x, y, facing });
const units: UnitState<TablePosition>[] = [
  { id: 'a-tank', side: 'allies', at: at(50, 40, 0), steps: 1 },
  { id: 'a-man', side: 'allies', at: at(50, 43), steps: 1 },
  { id: 'x-near', side: 'axis', at: at(58, 40), steps: 1 },
  { id: 'x-far', side: 'axis', at: at(59.5, 40), steps: 1 },
];
const board = tableBoard(table, units, (id) => counters.get(id));

describe('TableBoard.within', () => {
  it('from a figure, leaves the figure itself out', () => {
    expect(board.within('a-man', 1).map((f) => f.id)).toEqual([]);
    expect(board.within('a-man', 3.5).map((f) => f.id)).toEqual(['a-tank']);
  });
  it("from a figure, measure 'base' is base edge to base edge: the tank's hull counts", () => {
    // The tank's front edge is at x = 52; x-near's base starts at 57.5 (5.5" away), x-far's at 59 (7").
    expect(board.within('a-tank', 6, { measure: 'base' }).map((f) => f.id)).toEqual(['a-man', 'x-near']);
    expect(board.within('a-tank', 7, { measure: 'base' }).map((f) => f.id)).toEqual(['a-man', 'x-near', 'x-far']);
    // From the tank's centre point instead, only x-near's base is within 7.5".
    expect(board.within({ x: 50, y: 40 }, 7.5, { measure: 'base' }).map((f) => f.id)).toEqual(['a-tank', 'a-man', 'x-near']);
  });
  it('nearest first, with the filter', () => {
    expect(board.within('a-tank', 10, { measure: 'base', filter: (f) => f.side === 'axis' }).map((f) => f.id)).toEqual(['x-near', 'x-far']);
  });
});
