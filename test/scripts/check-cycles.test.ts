import { describe, expect, it } from 'vitest';
import { importEdges, newTangles, tangles, type ImportEdge } from '../../scripts/check-cycles';

const edge = (from: string, to: string, kind: ImportEdge['kind'] = 'runtime'): ImportEdge => ({ from, to, kind });

describe('check:cycles', () => {
  it('finds each knot of files once, with its members, and no chain that does not close', () => {
    const edges = [
      edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), // a three-file knot
      edge('c', 'd'), edge('d', 'e'), // a chain leading out of it
      edge('x', 'y'), edge('y', 'x', 'type'), // a two-file knot closed by a type import
      edge('s', 's'), // a file importing itself
    ];
    expect(tangles(edges)).toEqual([['a', 'b', 'c'], ['x', 'y'], ['s']]);
    expect(tangles(edges.filter((e) => e.kind === 'runtime'))).toEqual([['a', 'b', 'c'], ['s']]);
    expect(tangles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it('joins two loops sharing a file into one knot', () => {
    expect(tangles([edge('a', 'b'), edge('b', 'a'), edge('b', 'c'), edge('c', 'b')])).toEqual([['a', 'b', 'c']]);
  });

  it('lets an allowed knot stay or shrink, and calls one that grew or is fresh new', () => {
    const allowed = [['a', 'b', 'c']];
    expect(newTangles([['a', 'b', 'c'], ['a', 'b']], allowed)).toEqual([]);
    expect(newTangles([['a', 'b', 'c', 'd'], ['x', 'y']], allowed)).toEqual([['a', 'b', 'c', 'd'], ['x', 'y']]);
  });
});

describe('the engine as its imports make it (issue 38)', () => {
  const edges = importEdges();

  it('runs no procedure: no engine module imports one at run time (procedures build on the engine, not the other way)', () => {
    const wrong = edges.filter((e) => e.kind === 'runtime' && e.from.startsWith('src/engine/') && e.to.startsWith('src/procedures/'));
    expect(wrong).toEqual([]);
  });

  it("keeps its contracts apart: a contract module imports only other contracts, so the engine's code can name them without a knot", () => {
    const contracts = ['definition', 'game-types', 'forecast-types', 'event-types', 'spec', 'hooks', 'rules-context', 'events', 'table-events', 'combat-events', 'types'].map((m) => `src/engine/${m}.ts`);
    const wrong = edges.filter((e) => contracts.includes(e.from) && e.to.startsWith('src/engine/') && !contracts.includes(e.to));
    expect(wrong).toEqual([]);
  });
});
