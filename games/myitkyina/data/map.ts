/**
 * The map of Postcard Myitkyina: a STAND-IN. The postcard's map was not in the
 * text, so this one is built from every fact the rules give: a western edge
 * (column A) with the Allied set-up hexes A5–A7, columns A–C (the USAAF bonus),
 * an airfield, four Myitkyina hexes, the Irrawaddy on the east with an east bank
 * the Japanese cross from, roads, a railway on an embankment and two creeks.
 *
 * @module
 */
import type { MapData } from 'hexwar/hex';

/** The four Myitkyina town hexes (the Allies must hold all four to win). */
export const MYITKYINA: readonly string[] = ['F4', 'F5', 'G4', 'G5'];

/** The airfield: Allied reinforcements land here. */
export const AIRFIELD = 'C6';

/** Where the Allies set up (the western edge, A5–A7). */
export const ALLIED_SETUP: readonly string[] = ['A5', 'A6', 'A7'];

/** The Irrawaddy's east bank: Japanese reinforcements arrive here and cross west. */
export const EAST_BANK: readonly string[] = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9'];

/** The columns whose Japanese units are easier to bomb (+1 to the USAAF roll). */
export const WEST_COLUMNS: readonly string[] = ['A', 'B', 'C'];

const open = ['B5', 'B6', 'C5', 'C6', 'C7', 'D6', 'B7'];

// The Irrawaddy runs between column G and the east bank, column H. In this
// odd-q layout G n touches H n and H n+1.
const irrawaddy: [string, string][] = [];
for (let row = 1; row <= 9; row++) {
  irrawaddy.push([`G${row}`, `H${row}`]);
  if (row < 9) irrawaddy.push([`G${row}`, `H${row + 1}`]);
}

/** The map as plain data (8 columns A–H, 9 rows). */
export const MAP: MapData = {
  id: 'myitkyina',
  name: 'Myitkyina, May–August 1944 (stand-in)',
  columns: 8,
  rows: 9,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['jungle', 'open', 'town'],
  defaultTerrain: 'jungle',
  hexes: [...open.map((label) => ({ label, terrain: 'open' })), ...MYITKYINA.map((label) => ({ label, terrain: 'town' }))],
  hexsideTypes: ['irrawaddy', 'creek', 'embankment'],
  hexsides: [
    ...irrawaddy.map((hexes) => ({ hexes, features: ['irrawaddy'] })),
    // Namkwi creek, north of the airfield.
    { hexes: ['B4', 'B5'], features: ['creek'] },
    { hexes: ['C4', 'C5'], features: ['creek'] },
    { hexes: ['D4', 'D5'], features: ['creek'] },
    // Mankrin creek, between the airfield and the town, south of the road.
    { hexes: ['D7', 'E7'], features: ['creek'] },
    { hexes: ['D7', 'E6'], features: ['creek'] },
    { hexes: ['D8', 'E8'], features: ['creek'] },
    { hexes: ['D8', 'E7'], features: ['creek'] },
    { hexes: ['D9', 'E9'], features: ['creek'] },
    { hexes: ['D9', 'E8'], features: ['creek'] },
    // The railway's embankment, along the north side of the line (a ditch runs
    // beside it at C7|C8: creek and embankment on one hexside).
    { hexes: ['B9', 'B8'], features: ['embankment'] },
    { hexes: ['C8', 'C7'], features: ['embankment', 'creek'] },
    { hexes: ['D8', 'D7'], features: ['embankment'] },
    { hexes: ['E7', 'E6'], features: ['embankment'] },
    { hexes: ['F7', 'E6'], features: ['embankment'] },
  ],
  linkTypes: ['road', 'rail'],
  links: [
    { kind: 'road', path: ['A6', 'B6', 'C6', 'D6', 'E5', 'F5'] },
    { kind: 'road', path: ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'] },
    { kind: 'rail', path: ['A9', 'B9', 'C8', 'D8', 'E7', 'F7', 'F6', 'F5'] },
  ],
  places: [
    { label: AIRFIELD, name: 'Myitkyina airfield', kind: 'airfield' },
    ...MYITKYINA.map((label) => ({ label, name: 'Myitkyina', kind: 'town' })),
  ],
};
