/**
 * STAND-IN map for A Master Stroke (the published 11" x 17" sheet could not be
 * found). It honours every fact the rules text gives: lettered columns and
 * numbered rows, Seywa airfield with a town in M7, M8 and N8 both adjacent to
 * M7, one Meiktila city hex, four airfields, towns, Meiktila Lake (prohibited),
 * streams, jungle, roads, a railroad, and north and south map edges with an
 * interdiction box each. Everything else (where the roads run, which hexes are
 * jungle) is invented to give a plausible battlefield.
 *
 * @module
 */
import { hexLinedraw, hexToLabel, labelToHex, type HexLabelFormat, type MapData } from 'hexwar/hex';

const FORMAT: HexLabelFormat = { style: 'letter-number', offset: 'odd-q' };

/** Hexes of a route through the given waypoints, each adjacent to the next. */
function route(...waypoints: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < waypoints.length; i++) {
    const line = hexLinedraw(labelToHex(waypoints[i - 1]!, FORMAT), labelToHex(waypoints[i]!, FORMAT)).map((h) => hexToLabel(h, FORMAT));
    out.push(...(i === 1 ? line : line.slice(1)));
  }
  return out;
}

/** Every hex of a rectangle of columns and rows (for jungle blocks). */
function block(cols: string, rows: [number, number]): string[] {
  const out: string[] = [];
  for (const c of cols) for (let r = rows[0]; r <= rows[1]; r++) out.push(`${c}${r}`);
  return out;
}

/** Meiktila city: the single city hex (9.1). */
export const MEIKTILA = 'J13';
/** The four airfields (9.1, 7.1.1, 8.1.1). Seywa (M7) also has a town (6.5 example). */
export const AIRFIELDS: readonly string[] = ['M7', 'C9', 'M15', 'H17'];
/** The towns. */
export const TOWNS: readonly string[] = ['M7', 'J3', 'C5', 'Q12', 'H16', 'J20'];
/** Meiktila Lake hexes: prohibited terrain (6.5.1). */
export const LAKE: readonly string[] = ['K11', 'K12', 'L11', 'L12', 'K17', 'L17', 'L18'];

const roads: string[][] = [
  route('J1', 'J22'), // Mandalay - Meiktila - Rangoon road
  route('J13', 'F11', 'C9', 'C5', 'C1'), // to Thabutkon and Mahlaing
  route('J13', 'J14', 'M15', 'Q12', 'T12'), // to Meiktila Main airfield and Thazi
  route('J9', 'M7', 'P1'), // Seywa road
  route('J13', 'H16', 'H17', 'F22'), // Kyigon road south-west
];
const railroad = route('T11', 'Q12', 'M15', 'J14', 'J13', 'F11', 'C9', 'A9');

const lake = new Set(LAKE);
const roadHexes = new Set(roads.flat());
const jungle = [
  ...block('ABCD', [14, 22]),
  ...block('QRST', [1, 8]),
  ...block('NOPQRST', [18, 22]),
  ...block('EF', [2, 4]),
  ...block('OP', [9, 10]),
].filter((l) => !lake.has(l) && !roadHexes.has(l) && !TOWNS.includes(l) && !AIRFIELDS.includes(l));

/** Stream hexsides: one west of Meiktila (between columns G and H), one in the south-east. */
const streams: [string, string][] = [
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [`G${r}`, `H${r}`] as [string, string]),
  ...['M', 'N', 'O', 'P', 'Q', 'R', 'S'].map((c) => [`${c}17`, `${c}18`] as [string, string]),
];

/**
 * The stand-in map as data: 20 columns (A-T) by 22 rows, odd columns shifted
 * down half a hex (so M7 touches M8 and N8).
 */
export const meiktilaMap: MapData = {
  id: 'meiktila',
  name: 'A Master Stroke: The Battle for Meiktila (stand-in map)',
  columns: 20,
  rows: 22,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'jungle', 'lake'],
  defaultTerrain: 'clear',
  hexes: [...LAKE.map((label) => ({ label, terrain: 'lake' })), ...jungle.map((label) => ({ label, terrain: 'jungle' }))],
  hexsideTypes: ['stream'],
  hexsides: streams.map((hexes) => ({ hexes, features: ['stream'] })),
  linkTypes: ['road', 'railroad'],
  links: [...roads.map((path) => ({ kind: 'road', path })), { kind: 'railroad', path: railroad }],
  places: [
    { label: MEIKTILA, name: 'Meiktila', kind: 'city', value: 5 },
    { label: 'M7', name: 'Seywa airfield', kind: 'airfield', value: 2 },
    { label: 'C9', name: 'Thabutkon airfield', kind: 'airfield', value: 2 },
    { label: 'M15', name: 'Meiktila Main airfield', kind: 'airfield', value: 2 },
    { label: 'H17', name: 'Meiktila South airfield', kind: 'airfield', value: 2 },
    { label: 'M7', name: 'Seywa', kind: 'town' },
    { label: 'J3', name: 'Wundwin', kind: 'town' },
    { label: 'C5', name: 'Mahlaing', kind: 'town' },
    { label: 'Q12', name: 'Thazi', kind: 'town' },
    { label: 'H16', name: 'Kyigon', kind: 'town' },
    { label: 'J20', name: 'Pyawbwe', kind: 'town' },
  ],
  boxes: [
    { id: 'interdiction-north', name: 'North Interdiction', kind: 'interdiction', edge: 'north' },
    { id: 'interdiction-south', name: 'South Interdiction', kind: 'interdiction', edge: 'south' },
  ],
};
