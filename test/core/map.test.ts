import { describe, expect, it } from 'vitest';
import { HexwarError } from '../../src/errors';
import { compileMap, directionTo, cellDistance, type MapData } from '../../src/map';
import { hexDistance } from '../../src/hex';

const small: MapData = {
  id: 'sample',
  columns: 17,
  rows: 27,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'jungle', 'lake'],
  defaultTerrain: 'clear',
  hexes: [
    { label: 'M7', terrain: 'clear', features: ['improved-position'] },
    { label: 'C3', terrain: 'lake' },
    { label: 'D3', terrain: 'jungle' },
  ],
  hexsideTypes: ['stream', 'river'],
  hexsides: [{ hexes: ['M7', 'M8'], features: ['stream'] }],
  linkTypes: ['road', 'railroad'],
  links: [{ kind: 'road', path: ['M6', 'M7', 'M8', 'N8'] }],
  places: [
    { label: 'M7', name: 'Seywa', kind: 'airfield', value: 1 },
    { label: 'M7', name: 'Seywa', kind: 'town' },
  ],
  boxes: [{ id: 'north-box', name: 'North interdiction box', kind: 'interdiction', edge: 'north' }],
};

describe('compileMap', () => {
  const map = compileMap(small);

  it('numbers every hex of the rectangle and finds them by label', () => {
    expect(map.size).toBe(17 * 27);
    expect(map.labels[map.cell('M7')]).toBe('M7');
    expect(map.cellOfLabel('Z99')).toBe(-1);
    expect(map.cellOfLabel('R1')).toBe(-1); // column 18 of a 17-column map
  });

  it('builds a symmetric neighbour table that matches hex distance', () => {
    for (let c = 0; c < map.size; c++) {
      for (let d = 0; d < 6; d++) {
        const n = map.neighbors[c * 6 + d]!;
        if (n < 0) continue;
        expect(map.neighbors[n * 6 + ((d + 3) % 6)]).toBe(c);
        expect(hexDistance(map.hexes[c]!, map.hexes[n]!)).toBe(1);
        expect(directionTo(map, c, n)).toBe(d);
        expect(cellDistance(map, c, n)).toBe(1);
      }
    }
  });

  it('puts M8 and N8 next to M7, as the Meiktila text says of Seywa', () => {
    const m7 = map.cell('M7');
    expect(directionTo(map, m7, map.cell('M8'))).toBeGreaterThanOrEqual(0);
    expect(directionTo(map, m7, map.cell('N8'))).toBeGreaterThanOrEqual(0);
  });

  it('stores terrain, features, places and boxes', () => {
    expect(map.terrainTypes[map.terrain[map.cell('C3')]!]).toBe('lake');
    expect(map.terrainTypes[map.terrain[map.cell('A1')]!]).toBe('clear');
    expect(map.features[map.cell('M7')]).toEqual(['improved-position']);
    expect(map.placesIn(map.cell('M7')).map((p) => p.kind)).toEqual(['airfield', 'town']);
    expect(map.placesIn(map.cell('A1'))).toEqual([]);
    expect(map.boxes[0]!.edge).toBe('north');
  });

  it('marks hexside features and road links on both sides of the edge', () => {
    const m7 = map.cell('M7');
    const m8 = map.cell('M8');
    const d = directionTo(map, m7, m8);
    const stream = map.hexsideBit('stream');
    expect(map.hexsides[m7 * 6 + d]! & stream).toBe(stream);
    expect(map.hexsides[m8 * 6 + ((d + 3) % 6)]! & stream).toBe(stream);
    const road = map.linkBit('road');
    expect(map.links[m7 * 6 + d]! & road).toBe(road);
    expect(map.links[m8 * 6 + ((d + 3) % 6)]! & road).toBe(road);
    expect(map.linkBit('railroad')).toBe(2);
    expect(map.hexsideBit('canal')).toBe(0);
  });

  it('lists the four edges', () => {
    expect(map.edges['north']!.length).toBe(17);
    expect(map.edges['west']!.length).toBe(27);
    for (const c of map.edges['north']!) expect(map.labels[c]).toMatch(/^[A-Q]1$/);
  });

  it('drops omitted hexes from the map', () => {
    const m = compileMap({ ...small, omit: ['A1', 'B1'] });
    expect(m.size).toBe(17 * 27 - 2);
    expect(m.cellOfLabel('A1')).toBe(-1);
    const b2 = m.cell('B2');
    expect([...Array(6).keys()].map((d) => m.neighbors[b2 * 6 + d]).filter((n) => n === -1).length).toBeGreaterThan(0);
  });

  it('reads four-digit column-row maps', () => {
    const m = compileMap({ columns: 30, rows: 20, labels: { style: 'column-row', offset: 'even-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear', places: [{ label: '2915', name: 'X', kind: 'city' }] });
    expect(m.labels[m.cell('2915')]).toBe('2915');
    expect(m.places[0]!.label).toBe('2915');
  });
});

describe('map data errors name the exact path', () => {
  const expectError = (data: unknown, message: string | RegExp, path?: string) => {
    try {
      compileMap(data);
    } catch (e) {
      expect(e).toBeInstanceOf(HexwarError);
      const err = e as HexwarError;
      expect(err.code).toBe('bad-map');
      expect(err.message).toMatch(message);
      if (path) expect(err.path).toBe(path);
      return;
    }
    throw new Error('expected compileMap to throw');
  };

  it('a label off the map', () => {
    const hexes = Array.from({ length: 12 }, (_, i) => ({ label: `A${i + 1}`, terrain: 'jungle' }));
    hexes.push({ label: 'Z99', terrain: 'jungle' });
    expectError({ ...small, hexes }, 'hexes[12].label: "Z99" is not on a 17×27 map', 'hexes[12].label');
  });
  it('a label that is no label', () => expectError({ ...small, places: [{ label: 'm-7', name: 'x', kind: 'town' }] }, /places\[0\]\.label: .*m-7/));
  it('undeclared terrain', () => expectError({ ...small, hexes: [{ label: 'A1', terrain: 'swamp' }] }, 'hexes[0].terrain: "swamp" is not a declared terrain type'));
  it('a road that jumps', () => expectError({ ...small, links: [{ kind: 'road', path: ['A1', 'A2', 'A5'] }] }, 'links[0].path[2]: "A5" is not adjacent to "A2"'));
  it('a hexside between strangers', () => expectError({ ...small, hexsides: [{ hexes: ['A1', 'C1'], features: ['river'] }] }, 'hexsides[0].hexes[1]: "C1" is not adjacent to "A1"'));
  it('an undeclared hexside feature', () => expectError({ ...small, hexsides: [{ hexes: ['A1', 'A2'], features: ['canal'] }] }, 'hexsides[0].features[0]: "canal" is not a declared hexside type'));
  it('a duplicate hex', () => expectError({ ...small, hexes: [{ label: 'A1' }, { label: 'A1' }] }, 'hexes[1].label: "A1" is listed twice'));
  it('a wrong shape', () => expectError({ ...small, columns: -3 }, /^map data is not valid: columns: /, 'columns'));
  it('a default terrain not declared', () => expectError({ ...small, defaultTerrain: 'sea' }, 'defaultTerrain: "sea" is not one of terrainTypes'));
  it('cell() of a missing label is a typed error', () => {
    const map = compileMap(small);
    expect(() => map.cell('Z99')).toThrow(/"Z99" is not a hex of this 17×27 map/);
  });
});
