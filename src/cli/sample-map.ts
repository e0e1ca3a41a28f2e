import type { MapData } from '../map';

/**
 * A small sample map for the demo: a town on a road, a stream, jungle and a lake.
 *
 * @internal
 */
export const sampleMap: MapData = {
  id: 'sample',
  name: 'Sample valley',
  columns: 14,
  rows: 9,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'jungle', 'lake'],
  defaultTerrain: 'clear',
  hexes: [
    ...['E3', 'E4', 'F3', 'F4', 'F5', 'J7', 'J8', 'K7', 'K8', 'C7', 'C8'].map((label) => ({ label, terrain: 'jungle' })),
    ...['H2', 'H3', 'I2'].map((label) => ({ label, terrain: 'lake' })),
  ],
  hexsideTypes: ['stream'],
  hexsides: [
    { hexes: ['G5', 'G6'], features: ['stream'] },
    { hexes: ['G6', 'H6'], features: ['stream'] },
    { hexes: ['G6', 'H7'], features: ['stream'] },
    { hexes: ['G5', 'H5'], features: ['stream'] },
  ],
  linkTypes: ['road'],
  links: [{ kind: 'road', path: ['A5', 'B5', 'C5', 'D5', 'E5', 'F6', 'G6', 'H6', 'I6', 'J6', 'K5', 'L5', 'M4', 'N4'] }],
  places: [{ label: 'G6', name: 'Pyawbwe', kind: 'town' }],
};
