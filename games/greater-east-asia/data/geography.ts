/**
 * STAND-IN geography for The Greater East Asia War: the outlines the stand-in
 * map (`map.ts`) is generated from. The printed map could not be found, so
 * every coast, border, terrain area, river, road and city here is real-world
 * geography given in longitude and latitude (degrees east, degrees north;
 * south is negative), drawn coarsely at the map's scale, and projected onto the
 * printed `XXYY` grid by {@link project}.
 *
 * The projection is an equirectangular one at the game's 120 km a hex, true to
 * scale east–west at about 36°N (Korea, Japan, north China), with one local
 * warp that the text forces: the errata put the lower Yangtze along hexsides
 * 2915/2916, 2915/3016 and 3015/3115 while Wenchow is in 3117, less than two
 * hexes south of it, where the real distance is about four. The warp squeezes
 * Chekiang (between Wenchow and the Yangtze) and stretches Kiangsu and
 * Shantung to make room; see {@link project}.
 *
 * @module
 */

/** A point as `[longitude °E, latitude °N]` (negative latitude is south). */
export type LonLat = readonly [number, number];

/** A position on the printed grid: `x` is the printed column, `y` the printed row plus the half-hex shove of odd columns. */
export interface GridPoint {
  /** Printed column as a real number (31.0 is the centre of column 31). */
  readonly x: number;
  /** Printed row as a real number, odd columns shifted down half a hex (3117 is centred at y = 17.5). */
  readonly y: number;
}

/** Columns per degree of longitude: 120 km hexes are 103.9 km apart across columns, which is 1.149° at 35.7°N. */
const COLUMNS_PER_DEGREE = 0.87;
/** Rows per degree of latitude: 111.2 km a degree over 120 km a hex. */
const ROWS_PER_DEGREE = 111.2 / 120;
/** A point of the earth pinned to a point of the grid. */
export interface Anchor {
  /** The point of the earth. */
  readonly lonLat: LonLat;
  /** Its printed column. */
  readonly x: number;
  /** Its printed row, with the half-hex shove of odd columns. */
  readonly y: number;
}

/** Wenchow (120.65°E, 28.0°N) is the projection's anchor: the text puts it in 3117. */
const ANCHOR: Anchor = { lonLat: [120.65, 28.0], x: 31, y: 17.5 };

/**
 * The warp's size in rows by longitude (piecewise linear between the points,
 * nothing outside them): how far south the lower Yangtze valley is moved, most
 * at Nanking and less toward the sea, so that the river meets the errata's
 * hexsides and then turns north-east to its mouth (see {@link project}).
 */
const YANGTZE_WARP: readonly (readonly [lon: number, rows: number])[] = [
  [112.5, 0],
  [117.0, 1.6],
  [118.0, 1.8],
  [118.8, 2.4],
  [122.0, 0.5],
  [124.0, 0],
];

/** A piecewise-linear bump: 0 at or beyond `a` and `d`, 1 between `b` and `c`. */
function bump(v: number, a: number, b: number, c: number, d: number): number {
  if (v <= a || v >= d) return 0;
  if (v < b) return (v - a) / (b - a);
  if (v <= c) return 1;
  return (d - v) / (d - c);
}

function warpRows(lon: number): number {
  // Between the two points either side of `lon`; at or west of the first, east of the last, none (both ends are 0 rows).
  let west: readonly [number, number] | undefined;
  for (const east of YANGTZE_WARP) {
    const [l1, r1] = east;
    if (lon <= l1) {
      if (west === undefined) return 0;
      const [l0, r0] = west;
      return r0 + ((r1 - r0) * (lon - l0)) / (l1 - l0);
    }
    west = east;
  }
  return 0;
}

/**
 * Projects a longitude and latitude onto the printed grid. Equirectangular at
 * {@link COLUMNS_PER_DEGREE} and {@link ROWS_PER_DEGREE}, anchored on
 * Wenchow in 3117, plus a southward shift of {@link YANGTZE_WARP} rows that is
 * full at 31.6–32.3°N and fades to nothing at 28°N (Wenchow) and 37°N
 * (Shantung): it carries the lower Yangtze to the hexsides the errata give
 * without moving anything far from it. Columns never move, and rows stay in
 * order north to south, so the map keeps every place's neighbours.
 */
export function project(lon: number, lat: number): GridPoint {
  const x = ANCHOR.x + (lon - ANCHOR.lonLat[0]) * COLUMNS_PER_DEGREE;
  const base = ANCHOR.y + (ANCHOR.lonLat[1] - lat) * ROWS_PER_DEGREE;
  return { x, y: base + warpRows(lon) * bump(lat, 28.0, 31.6, 32.3, 37.0) };
}

/** An island or a land mass: its outline and the country it belongs to. */
export interface LandMass {
  /** A name for errors and readers. */
  readonly name: string;
  /** The country of every hex of it (mainland countries come from {@link BORDERS}). */
  readonly country: CountryId;
  /** Its coast, as a closed ring of points. */
  readonly outline: readonly LonLat[];
}

/**
 * The countries (and colonies, 2.2) a hex can be in. `china` is split into
 * zones by {@link COMMUNIST_ZONE}.
 */
export type CountryId =
  | 'japan'
  | 'korea'
  | 'formosa'
  | 'manchukuo'
  | 'mengjiang'
  | 'china'
  | 'hong-kong'
  | 'indochina'
  | 'siam'
  | 'burma'
  | 'india'
  | 'nepal'
  | 'bhutan'
  | 'tibet'
  | 'malaya'
  | 'british-borneo'
  | 'dutch-east-indies'
  | 'philippines'
  | 'ussr'
  | 'mongolia';

/**
 * The Asian mainland's coast, clockwise from the Bay of Bengal, round the
 * Malay peninsula, Indochina, China, Korea and the Soviet Far East; the
 * northern and western edges lie off the map.
 */
export const MAINLAND: readonly LonLat[] = [
  // Orissa and Bengal
  [84.8, 19.2], [85.8, 19.8], [86.4, 20.0], [86.9, 20.8], [87.0, 21.4], [87.6, 21.6], [88.1, 21.7], [88.6, 21.6],
  [89.5, 21.8], [90.4, 22.0], [90.8, 22.4], [91.4, 22.6], [91.8, 22.3], [92.0, 21.4], [92.3, 20.8],
  // Arakan and the Irrawaddy delta
  [92.9, 20.1], [93.6, 19.4], [94.2, 18.6], [94.4, 17.4], [94.2, 16.1], [94.8, 15.8], [95.4, 15.8], [96.3, 16.5],
  [96.9, 17.0], [97.3, 16.9], [97.6, 16.4],
  // Tenasserim and the Kra isthmus (west coast)
  [97.8, 15.2], [98.2, 14.0], [98.6, 12.4], [98.6, 11.0], [98.55, 10.0], [98.3, 8.9], [98.3, 7.9], [99.4, 7.4], [100.0, 6.6],
  // Malaya, west coast down to Singapore and up the east coast
  [100.3, 6.3], [100.3, 5.3], [100.6, 4.4], [100.8, 3.8], [101.3, 3.0], [101.8, 2.5], [102.3, 2.1], [103.0, 1.6],
  [103.6, 1.25], [104.3, 1.35], [103.8, 2.4], [103.5, 2.9], [103.4, 3.8], [103.3, 4.7], [103.1, 5.3], [102.3, 6.1],
  // Gulf of Siam
  [101.3, 6.9], [100.6, 7.2], [100.1, 8.4], [99.3, 9.2], [99.2, 10.4], [99.5, 11.0], [99.9, 12.5], [100.0, 13.4],
  [100.5, 13.5], [100.9, 13.2], [101.5, 12.7], [102.5, 12.2], [103.0, 11.5], [103.5, 10.6], [104.5, 10.4], [104.8, 9.6],
  [104.8, 8.6], [105.5, 8.7], [106.7, 9.7], [107.1, 10.35],
  // Annam and Tonkin
  [107.9, 10.7], [108.9, 11.3], [109.2, 11.9], [109.4, 12.5], [109.2, 13.8], [108.8, 15.2], [108.2, 16.05], [107.6, 16.5],
  [106.6, 17.5], [105.8, 18.7], [105.9, 19.5], [106.5, 20.2], [106.8, 20.85], [107.5, 21.3], [108.0, 21.6],
  // South China
  [109.1, 21.5], [109.7, 21.4], [110.2, 20.3], [110.6, 20.5], [110.4, 21.2], [111.0, 21.5], [112.5, 21.8], [113.6, 22.2],
  [114.2, 22.2], [114.6, 22.4], [115.5, 22.8], [116.7, 23.3], [117.3, 23.7], [118.1, 24.5], [119.0, 25.1], [119.5, 25.4],
  [119.9, 26.0], [120.0, 26.7], [120.4, 27.2], [121.0, 27.9],
  // Chekiang, Hangchow Bay and the Yangtze mouth
  [121.5, 28.6], [121.9, 29.1], [122.0, 29.8], [121.2, 30.3], [121.9, 30.9], [122.0, 31.5], [121.8, 32.0],
  // Kiangsu and Shantung
  [121.0, 32.6], [120.8, 33.0], [120.3, 34.0], [119.4, 34.7], [119.5, 35.6], [120.4, 36.05], [121.0, 36.6], [122.4, 36.9],
  [122.7, 37.4], [122.1, 37.5], [121.4, 37.55], [120.3, 37.6], [119.7, 37.1], [119.0, 37.4], [118.9, 37.75], [118.0, 38.0],
  [117.6, 38.4], [117.7, 38.97], [118.5, 39.1], [119.6, 39.9], [120.5, 40.3], [121.1, 40.8],
  // Manchuria and the Liaotung peninsula
  [122.0, 40.9], [122.2, 40.6], [121.5, 39.5], [121.2, 38.8], [121.6, 38.9], [122.2, 39.3], [123.0, 39.7], [124.3, 39.9],
  // Korea, west, south and east coasts
  [124.9, 39.6], [125.2, 38.8], [124.7, 38.3], [125.0, 37.9], [125.9, 37.8], [126.6, 37.45], [126.2, 36.8], [126.7, 36.0],
  [126.4, 35.6], [126.5, 35.0], [126.3, 34.5], [127.2, 34.6], [128.0, 34.8], [129.05, 35.1], [129.4, 35.5], [129.4, 36.0],
  [129.3, 37.4], [128.4, 38.5], [127.4, 39.2], [127.6, 39.8], [128.6, 40.2], [129.2, 40.7], [129.8, 41.8], [130.65, 42.3],
  // The Soviet Far East, then off the map round the north and west
  [131.9, 43.1], [133.0, 42.8], [135.5, 44.0], [137.0, 45.2], [138.5, 46.5], [140.5, 48.5], [141.0, 52.0],
  [141.0, 60.0], [60.0, 60.0], [60.0, 10.0], [75.0, 10.0],
];

/** Islands, each with its country. */
export const ISLANDS: readonly LandMass[] = [
  { name: 'Hainan', country: 'china', outline: [[108.6, 19.2], [108.7, 18.5], [109.5, 18.2], [110.3, 18.6], [110.6, 19.2], [111.0, 19.6], [110.7, 20.1], [110.3, 20.05], [109.7, 20.0], [109.2, 19.8]] },
  { name: 'Formosa', country: 'formosa', outline: [[121.75, 25.15], [122.0, 25.0], [121.85, 24.5], [121.6, 24.0], [121.4, 23.2], [121.0, 22.4], [120.85, 21.9], [120.7, 22.0], [120.3, 22.55], [120.1, 23.0], [120.15, 23.7], [120.5, 24.4], [120.9, 24.85], [121.4, 25.2]] },
  { name: 'Kyushu', country: 'japan', outline: [[130.9, 33.95], [130.4, 33.6], [129.9, 33.5], [129.6, 33.2], [129.7, 32.7], [130.2, 32.2], [130.2, 31.4], [130.3, 31.0], [130.95, 31.0], [131.4, 31.4], [131.4, 31.9], [131.9, 32.8], [131.6, 33.25], [131.7, 33.6], [131.0, 33.9]] },
  { name: 'Shikoku', country: 'japan', outline: [[132.0, 33.35], [132.6, 32.8], [133.0, 33.0], [134.2, 33.25], [134.65, 33.95], [134.6, 34.1], [134.05, 34.35], [133.2, 34.2], [133.0, 34.1], [132.75, 33.85]] },
  {
    name: 'Honshu',
    country: 'japan',
    outline: [
      [130.9, 34.0], [131.4, 34.5], [132.1, 35.0], [133.05, 35.5], [134.2, 35.55], [135.2, 35.7], [136.05, 35.65], [136.7, 36.3], [136.9, 37.2],
      [137.3, 37.5], [137.3, 36.8], [138.2, 37.1], [139.05, 37.9], [139.6, 38.6], [139.9, 39.6], [140.0, 40.6], [141.5, 41.4], [142.0, 39.5],
      [141.0, 38.25], [140.9, 37.0], [140.6, 36.3], [140.85, 35.7], [140.0, 34.9], [139.8, 35.3], [139.65, 35.15], [138.9, 34.6], [138.2, 34.6],
      [137.7, 34.65], [136.9, 35.05], [136.9, 34.3], [135.75, 33.45], [135.1, 33.9], [135.15, 34.2], [135.45, 34.65], [134.7, 34.8], [133.9, 34.6],
      [133.2, 34.4], [132.5, 34.3], [132.2, 34.15], [131.8, 34.0], [131.2, 33.95],
    ],
  },
  { name: 'Luzon', country: 'philippines', outline: [[120.6, 18.5], [122.2, 18.5], [122.3, 17.0], [122.1, 16.2], [121.6, 15.75], [121.6, 14.9], [122.0, 14.2], [123.0, 13.9], [123.75, 13.15], [124.1, 12.6], [123.5, 12.9], [122.5, 13.6], [121.6, 13.9], [121.0, 13.75], [120.6, 14.1], [120.5, 14.5], [120.2, 14.8], [119.9, 15.4], [120.3, 16.1], [120.4, 16.6], [120.5, 17.6]] },
  { name: 'Mindoro', country: 'philippines', outline: [[120.3, 13.5], [121.5, 13.5], [121.6, 12.2], [120.9, 12.2]] },
  { name: 'Panay and Negros', country: 'philippines', outline: [[121.9, 11.9], [123.2, 11.9], [123.6, 10.5], [123.3, 9.0], [122.4, 9.6], [122.5, 10.4], [121.9, 10.5]] },
  { name: 'Cebu and Bohol', country: 'philippines', outline: [[123.9, 11.3], [124.1, 10.4], [124.6, 10.1], [124.5, 9.6], [123.4, 9.4], [123.3, 10.4]] },
  { name: 'Samar and Leyte', country: 'philippines', outline: [[124.2, 12.6], [125.8, 12.5], [125.6, 11.0], [125.3, 10.0], [124.7, 10.0], [124.3, 11.3]] },
  { name: 'Mindanao', country: 'philippines', outline: [[122.0, 6.9], [122.2, 7.8], [123.0, 8.2], [123.4, 8.65], [124.2, 8.2], [124.65, 8.5], [125.5, 9.0], [125.5, 9.8], [126.2, 8.5], [126.6, 7.3], [126.2, 6.3], [125.6, 7.1], [125.4, 5.6], [124.2, 6.2], [124.2, 7.2], [123.5, 7.6], [122.8, 7.5]] },
  { name: 'Palawan', country: 'philippines', outline: [[117.2, 8.4], [117.6, 8.3], [119.8, 10.6], [119.6, 11.4], [119.2, 10.9]] },
  { name: 'Borneo (north)', country: 'british-borneo', outline: [[109.6, 2.08], [110.4, 1.7], [111.3, 2.3], [111.8, 2.9], [113.0, 3.2], [114.0, 4.4], [115.0, 4.9], [115.2, 5.3], [116.07, 5.98], [116.8, 7.0], [118.1, 5.85], [119.3, 5.1], [117.9, 4.25], [117.6, 4.1], [116.0, 4.3], [115.5, 3.5], [114.8, 2.2], [113.5, 1.3], [112.0, 1.0], [111.0, 0.9], [109.9, 1.1]] },
  { name: 'Borneo (south)', country: 'dutch-east-indies', outline: [[109.9, 1.1], [111.0, 0.9], [112.0, 1.0], [113.5, 1.3], [114.8, 2.2], [115.5, 3.5], [116.0, 4.3], [117.6, 4.1], [117.6, 3.3], [118.0, 2.0], [118.9, 1.0], [117.9, 0.0], [116.8, -1.25], [116.3, -2.6], [116.0, -3.9], [114.6, -3.5], [113.0, -3.2], [111.7, -3.0], [110.2, -2.9], [110.0, -1.85], [109.3, 0.0], [109.0, 1.5], [109.6, 2.08]] },
  { name: 'Sumatra', country: 'dutch-east-indies', outline: [[95.3, 5.6], [97.5, 5.2], [98.7, 3.8], [100.0, 2.6], [101.4, 2.0], [102.5, 1.0], [103.7, -0.8], [104.4, -1.0], [104.9, -2.3], [105.8, -3.5], [105.9, -5.8], [104.6, -5.9], [103.5, -4.9], [102.3, -3.8], [101.0, -2.5], [100.35, -0.95], [99.5, 0.2], [98.8, 1.7], [97.5, 2.9], [96.1, 4.15]] },
  { name: 'Bangka', country: 'dutch-east-indies', outline: [[105.1, -1.5], [106.0, -1.6], [106.8, -3.0], [106.0, -3.1], [105.2, -2.3]] },
  { name: 'Java', country: 'dutch-east-indies', outline: [[105.2, -6.75], [106.0, -5.9], [106.8, -6.05], [107.6, -6.2], [108.55, -6.7], [110.4, -6.9], [111.0, -6.4], [112.0, -6.8], [112.75, -7.2], [114.0, -7.6], [114.4, -8.2], [114.6, -8.75], [113.0, -8.3], [111.0, -8.2], [110.0, -8.1], [108.5, -7.8], [107.0, -7.5], [106.4, -7.4], [105.5, -6.9]] },
  { name: 'Celebes (north arm)', country: 'dutch-east-indies', outline: [[120.0, 0.3], [121.5, 1.1], [123.0, 1.0], [124.2, 1.4], [125.2, 1.6], [124.6, 0.4], [123.0, 0.3], [121.4, 0.4]] },
  { name: 'Celebes (body)', country: 'dutch-east-indies', outline: [[119.5, 0.3], [120.6, 0.3], [120.8, -1.0], [122.9, -0.8], [123.4, -1.0], [122.0, -1.6], [121.6, -2.8], [122.6, -3.4], [123.2, -4.5], [122.5, -5.3], [121.4, -4.6], [120.9, -3.5], [120.4, -3.0], [120.4, -5.5], [119.6, -5.6], [119.4, -5.1], [119.6, -4.0], [118.8, -2.7], [119.3, -2.0], [119.8, -1.0]] },
  { name: 'Halmahera', country: 'dutch-east-indies', outline: [[127.5, 2.3], [128.7, 2.3], [128.9, 0.5], [128.2, -0.7], [127.5, 0.0]] },
  { name: 'Buru and Ceram', country: 'dutch-east-indies', outline: [[126.0, -3.1], [127.3, -3.2], [128.0, -2.8], [130.8, -2.9], [130.8, -3.5], [128.0, -3.6], [127.2, -3.9], [126.0, -3.8]] },
  { name: 'New Guinea', country: 'dutch-east-indies', outline: [[130.9, -1.3], [131.3, -0.8], [132.5, -0.35], [134.0, -0.9], [134.3, -2.5], [135.0, -3.3], [136.0, -2.2], [137.5, -1.5], [138.5, -1.8], [140.7, -2.5], [142.0, -2.6], [142.0, -9.0], [138.5, -8.4], [137.8, -5.3], [136.0, -4.6], [134.5, -4.0], [133.6, -3.9], [132.7, -4.0], [132.0, -2.9], [133.0, -2.4], [132.0, -1.6]] },
];

/**
 * Small islands, and necks of land too narrow to cover a hex centre: the hex
 * holding the point is land. `[name, country, lon, lat]`.
 */
export const ISLETS: readonly (readonly [string, CountryId, number, number])[] = [
  ['Okinawa', 'japan', 127.8, 26.4],
  ['Amami', 'japan', 129.5, 28.3],
  ['Quelpart', 'korea', 126.5, 33.4],
  ['Palau', 'japan', 134.5, 7.4],
  ['South Andaman', 'india', 92.73, 11.62],
  ['North Andaman', 'india', 92.9, 12.9],
  ['Ambon', 'dutch-east-indies', 128.2, -3.7],
  ['Weh', 'dutch-east-indies', 95.32, 5.89],
  ['Billiton', 'dutch-east-indies', 107.9, -2.85],
  ['Bali', 'dutch-east-indies', 115.1, -8.4],
  ['Jolo', 'philippines', 121.0, 6.0],
  ['Hsinchu', 'formosa', 120.8, 24.7],
  ['Batangas', 'philippines', 121.05, 13.95],
  ['Tayabas', 'philippines', 121.8, 13.95],
  ['Bicol', 'philippines', 122.5, 13.7],
  ['Bicol', 'philippines', 123.1, 13.3],
];

/** A country's outline on the mainland. */
export interface Border {
  /** The country. */
  readonly country: CountryId;
  /** Its outline, a closed ring (it may run out to sea). */
  readonly outline: readonly LonLat[];
}

/**
 * Mainland borders, first match wins; a mainland hex in none of them is in
 * China (Hong Kong, smaller than a hex, is the hex of its city). Each ring may run out to sea: only land hexes take a country.
 * Borders are those of late 1941 (Siam with the provinces it took from French
 * Indochina in May 1941; Mengjiang with northern Shansi).
 */
export const BORDERS: readonly Border[] = [
  {
    country: 'ussr',
    outline: [[130.65, 42.3], [130.5, 42.6], [131.1, 42.9], [131.2, 44.0], [131.0, 44.9], [132.0, 45.3], [133.1, 45.1], [134.0, 46.6], [134.7, 48.3], [150, 50], [150, 40]],
  },
  {
    country: 'mongolia',
    outline: [[80, 52], [87.8, 49.2], [90.0, 47.9], [91.0, 46.6], [93.5, 45.0], [96.4, 42.7], [100.8, 42.6], [105.0, 41.6], [107.0, 42.4], [110.4, 42.6], [111.9, 43.7], [114.0, 44.9], [116.5, 46.3], [118.0, 46.8], [119.9, 46.7], [118, 52]],
  },
  {
    country: 'korea',
    outline: [[123.5, 39.6], [124.4, 40.1], [125.3, 40.6], [126.3, 41.15], [127.2, 41.5], [128.1, 42.0], [129.3, 42.4], [129.9, 42.95], [130.3, 42.6], [130.65, 42.3], [131.5, 42.0], [131.5, 33.0], [123.5, 33.0]],
  },
  {
    country: 'manchukuo',
    outline: [
      [119.75, 40.0], [119.0, 40.3], [118.0, 40.3], [117.2, 40.6], [116.3, 40.6], [116.0, 41.3], [116.3, 42.2], [117.0, 43.3], [118.0, 44.6], [119.5, 46.0], [119.9, 46.7],
      [127, 52], [134.7, 48.3], [134.0, 46.6], [133.1, 45.1], [132.0, 45.3], [131.0, 44.9], [131.2, 44.0], [131.1, 42.9], [130.5, 42.6], [130.3, 42.6],
      [129.9, 42.95], [129.3, 42.4], [128.1, 42.0], [127.2, 41.5], [126.3, 41.15], [125.3, 40.6], [124.4, 40.1], [123.5, 39.6], [121.0, 38.0], [120.5, 40.0],
    ],
  },
  {
    country: 'mengjiang',
    outline: [
      [116.3, 40.6], [115.5, 40.25], [114.4, 39.8], [113.5, 39.3], [112.5, 39.25], [111.4, 39.5], [110.9, 40.1], [110.0, 40.45], [108.5, 40.75], [107.0, 40.8],
      [106.2, 41.3], [106.0, 41.9], [107.0, 42.4], [110.4, 42.6], [111.9, 43.7], [114.0, 44.9], [116.5, 46.3], [119.9, 46.7], [119.5, 46.0], [118.0, 44.6],
      [117.0, 43.3], [116.3, 42.2], [116.0, 41.3],
    ],
  },
  {
    country: 'nepal',
    outline: [[80.0, 28.5], [84.0, 27.4], [88.15, 26.4], [88.15, 27.9], [86.9, 28.05], [84.0, 28.8], [80.0, 30.5]],
  },
  { country: 'bhutan', outline: [[88.8, 27.3], [89.8, 26.7], [92.1, 26.8], [92.0, 27.8], [91.5, 28.1], [90.5, 28.2], [89.5, 28.1], [88.9, 27.8]] },
  {
    country: 'tibet',
    outline: [[78, 36], [80.0, 30.5], [84.0, 28.8], [86.9, 28.05], [88.15, 27.9], [88.9, 27.8], [89.5, 28.1], [91.5, 28.1], [92.0, 27.8], [93.5, 28.0], [94.5, 29.2], [96.5, 28.8], [97.4, 28.3], [98.6, 28.5], [98.9, 31.0], [99.0, 33.0], [97.5, 34.5], [94.0, 35.5], [90.0, 36.0], [86.0, 36.0]],
  },
  {
    country: 'india',
    outline: [[70, 10], [70, 30], [80.0, 30.5], [80.0, 28.5], [84.0, 27.4], [88.15, 26.4], [88.15, 27.9], [88.9, 27.8], [88.8, 27.3], [89.8, 26.7], [92.1, 26.8], [92.0, 27.8], [93.5, 28.0], [94.5, 29.2], [96.5, 28.8], [97.4, 28.3], [97.0, 27.8], [96.2, 27.3], [95.8, 27.0], [95.2, 26.5], [94.7, 25.5], [94.6, 25.0], [94.2, 24.3], [93.5, 23.9], [93.4, 23.0], [93.1, 22.2], [92.6, 21.3], [92.3, 20.8], [91.0, 10.0]],
  },
  {
    country: 'burma',
    outline: [
      [92.3, 20.8], [92.6, 21.3], [93.1, 22.2], [93.4, 23.0], [93.5, 23.9], [94.2, 24.3], [94.6, 25.0], [94.7, 25.5], [95.2, 26.5], [95.8, 27.0], [96.2, 27.3], [97.0, 27.8], [97.4, 28.3],
      [98.6, 27.5], [98.7, 26.0], [97.7, 24.8], [97.8, 24.0], [98.9, 23.5], [99.5, 23.0], [99.3, 22.1], [100.2, 21.5], [101.2, 21.3], [100.1, 20.35], [99.0, 19.9], [97.8, 19.5],
      [97.7, 18.5], [98.5, 17.0], [98.6, 16.3], [98.2, 15.0], [99.2, 13.5], [99.2, 12.0], [99.0, 11.0], [98.7, 10.0], [96, 8], [90, 15],
    ],
  },
  {
    country: 'malaya',
    outline: [[99.5, 6.6], [100.2, 6.7], [101.0, 6.0], [101.5, 5.8], [101.9, 6.5], [102.5, 6.9], [104, 6], [106, 0], [99, 0]],
  },
  {
    country: 'siam',
    outline: [
      [100.1, 20.35], [101.3, 19.9], [101.8, 18.1], [102.6, 18.0], [103.6, 18.4], [104.8, 17.4], [104.8, 16.0], [105.6, 15.1], [105.0, 14.3], [104.3, 13.5], [103.4, 12.3], [102.9, 11.6], [101, 9],
      [102.1, 6.25], [101.5, 5.8], [101.0, 6.0], [100.2, 6.7], [99.5, 6.6], [97, 8], [98.7, 10.0], [99.0, 11.0], [99.2, 12.0], [99.2, 13.5], [98.2, 15.0], [98.6, 16.3], [98.5, 17.0],
      [97.7, 18.5], [97.8, 19.5], [99.0, 19.9],
    ],
  },
  {
    country: 'indochina',
    outline: [
      [101.2, 21.3], [101.8, 22.4], [102.5, 22.6], [103.3, 22.7], [104.0, 22.7], [104.7, 22.9], [105.4, 23.2], [106.2, 22.9], [106.7, 22.4], [106.7, 22.0], [107.3, 21.8], [108.0, 21.6], [109.0, 21.0], [111.5, 17.0], [111.0, 9.0], [106, 7],
      [102.9, 11.6], [103.4, 12.3], [104.3, 13.5], [105.0, 14.3], [105.6, 15.1], [104.8, 16.0], [104.8, 17.4], [103.6, 18.4], [102.6, 18.0], [101.8, 18.1], [101.3, 19.9], [100.1, 20.35],
    ],
  },
];

/**
 * The Communist Zone of China (2.2): the Shensi–Kansu–Ningsia border region
 * round Yenan and the Shansi highlands behind the Japanese lines; the rest of
 * China is the Nationalist Zone. STAND-IN outline.
 */
export const COMMUNIST_ZONE: readonly LonLat[] = [[104.5, 35.0], [110.3, 35.0], [111.0, 35.4], [114.5, 35.4], [114.5, 40.5], [112.0, 40.5], [106.0, 40.0], [104.5, 38.5]];

/** An area of Japanese-held China: an outline, or the hexes round a city. */
export type HeldArea =
  | {
      /** Its name. */
      readonly name: string;
      /** Its outline. */
      readonly outline: readonly LonLat[];
    }
  | {
      /** Its name. */
      readonly name: string;
      /** The hexes of China within `radius` hexes of `city`. */
      readonly around: {
        /** The city at its centre. */
        readonly city: string;
        /** How many hexes round it (0: the city's hex alone). */
        readonly radius: number;
      };
    };

/**
 * Japanese-held China in December 1941 (2.2, Scenario I): the main occupied
 * area from the Great Wall to the Yangtze valley and Hangchow Bay, given as an
 * outline, and the coastal enclaves, given as the hexes of Chinese soil
 * within `radius` hexes of a city (Canton, Swatow, Amoy) or as an outline
 * (Hainan). STAND-IN.
 */
export const JAPANESE_HELD_CHINA: readonly HeldArea[] = [
  {
    name: 'North and Central China',
    outline: [
      [119.8, 40.1], [116.3, 40.6], [114.4, 39.8], [113.5, 39.3], [112.6, 38.6], [111.9, 37.6], [111.4, 36.3], [110.9, 35.2], [112.0, 35.1], [113.5, 35.0], [114.2, 34.6],
      [115.0, 33.9], [116.0, 33.1], [116.5, 32.2], [116.0, 31.4], [115.0, 31.2], [114.4, 31.7], [113.4, 31.9], [112.5, 31.6], [111.6, 31.1], [111.2, 30.6],
      [112.2, 30.0], [113.0, 29.2], [114.3, 29.6], [115.6, 28.6], [116.2, 28.9], [116.3, 29.6], [117.2, 30.2], [118.2, 30.8], [119.0, 30.6], [119.8, 30.0],
      [120.6, 29.7], [121.6, 29.6], [123, 29.6], [123, 41],
    ],
  },
  { name: 'Canton', around: { city: 'Canton', radius: 1 } },
  { name: 'Swatow', around: { city: 'Swatow', radius: 0 } },
  { name: 'Amoy', around: { city: 'Amoy', radius: 0 } },
  { name: 'Hainan', outline: [[108.3, 17.9], [111.3, 17.9], [111.3, 20.3], [108.3, 20.3]] },
];

/** The terrain types of the map (the Terrain Effects Chart's rows). */
export type Terrain = 'clear' | 'rough' | 'mountain' | 'forest' | 'jungle' | 'swamp' | 'desert' | 'sea' | 'prohibited';

/** An area of one terrain. */
export interface TerrainArea {
  /** Its terrain. */
  readonly terrain: Terrain;
  /** Its name, for readers. */
  readonly name: string;
  /** Its outline, a closed ring. */
  readonly outline: readonly LonLat[];
}

/**
 * Terrain areas, first match wins; land in none of them is clear. Broad
 * STAND-IN strokes: hills (rough), mountains, forest, jungle, swamp and
 * desert where an atlas shows them.
 */
export const TERRAIN_AREAS: readonly TerrainArea[] = [
  // Swamp
  { terrain: 'swamp', name: 'Sundarbans', outline: [[88.2, 21.5], [88.2, 22.3], [90.3, 22.3], [90.3, 21.5]] },
  { terrain: 'swamp', name: 'Irrawaddy delta', outline: [[94.6, 15.6], [94.6, 16.9], [95.9, 17.1], [96.0, 16.2]] },
  { terrain: 'swamp', name: 'Mekong delta', outline: [[104.6, 8.4], [104.6, 10.5], [105.6, 10.5], [106.9, 9.6], [106.0, 8.4]] },
  { terrain: 'swamp', name: 'East Sumatra', outline: [[101.5, 1.5], [103.0, 0.8], [104.5, -0.8], [106.2, -3.3], [104.6, -3.4], [103.2, -1.4], [101.2, 0.6]] },
  { terrain: 'swamp', name: 'South Borneo', outline: [[110.3, -2.0], [110.5, -3.2], [115.2, -3.8], [114.8, -2.2], [112.0, -2.0]] },
  { terrain: 'swamp', name: 'South New Guinea', outline: [[136.5, -5.0], [138.5, -9.0], [142.0, -9.0], [142.0, -5.5]] },
  // Desert
  { terrain: 'desert', name: 'Gobi', outline: [[86, 42.5], [86, 47], [120, 47], [116.5, 43.2], [112.5, 41.8], [108, 41.2], [104, 40.2], [100, 40.5], [96, 41.5], [90, 42.0]] },
  { terrain: 'desert', name: 'Ordos and Alashan', outline: [[101.5, 38.2], [101.5, 40.5], [104, 40.2], [107.5, 39.8], [109.8, 39.6], [110.0, 38.6], [108.5, 37.6], [106.0, 37.7], [104.0, 38.0]] },
  { terrain: 'desert', name: 'Tarim and Lop Nor', outline: [[86, 38.0], [86, 42.5], [90, 42.0], [96, 41.5], [96, 39.8], [92, 39.0], [90, 38.5]] },
  { terrain: 'desert', name: 'Tsaidam', outline: [[90.5, 36.3], [91.5, 38.3], [95.0, 38.5], [97.5, 37.5], [97.5, 36.3], [94.0, 35.9]] },
  // Mountains
  { terrain: 'mountain', name: 'Himalaya and Tibet', outline: [[78, 36.5], [78, 30.5], [84.0, 28.3], [86.9, 27.5], [88.9, 27.2], [92.1, 27.0], [94.5, 28.2], [95.8, 28.0], [97.4, 27.6], [99.0, 27.0], [100.5, 26.8], [102.5, 27.5], [103.5, 29.5], [103.2, 31.5], [104.0, 33.0], [102.5, 35.5], [100.5, 36.0], [97.5, 36.3], [94.0, 35.9], [90.5, 36.3], [86, 38.0]] },
  { terrain: 'mountain', name: 'Kunlun and Nan Shan', outline: [[86, 38.0], [90, 38.5], [92, 39.0], [96, 39.8], [99.5, 38.8], [102.3, 37.3], [102.5, 35.5], [100.5, 36.0], [97.5, 37.5], [95.0, 38.5], [91.5, 38.3], [90.5, 36.3]] },
  { terrain: 'mountain', name: 'Naga, Patkai, Chin and Lushai hills', outline: [[92.3, 22.4], [92.6, 24.3], [93.6, 25.6], [94.4, 26.4], [95.6, 27.4], [96.6, 27.2], [96.0, 26.0], [95.1, 25.0], [94.5, 23.6], [94.0, 22.0], [93.6, 21.0], [92.9, 21.6]] },
  { terrain: 'mountain', name: 'Kachin hills and the Yunnan gorges', outline: [[96.6, 27.2], [97.4, 27.6], [99.0, 27.0], [100.5, 26.8], [100.4, 25.0], [99.6, 24.1], [98.6, 23.8], [97.8, 24.4], [97.2, 25.6], [96.7, 26.3]] },
  { terrain: 'mountain', name: 'Szechwan and Kweichow mountains', outline: [[100.5, 26.8], [102.5, 27.5], [103.5, 29.5], [103.2, 31.5], [104.0, 33.0], [105.5, 33.2], [106.3, 32.6], [105.0, 31.8], [104.2, 30.0], [105.0, 28.6], [106.5, 28.2], [108.3, 28.6], [109.4, 27.0], [108.5, 25.6], [106.5, 25.2], [104.2, 25.6], [103.3, 26.3], [101.5, 25.8]] },
  { terrain: 'mountain', name: 'Tsinling and Tapa Shan', outline: [[104.0, 33.0], [104.3, 34.4], [107.0, 34.2], [109.5, 34.1], [111.5, 34.4], [112.3, 33.6], [111.0, 32.5], [110.3, 31.3], [108.5, 31.0], [107.0, 31.8], [106.3, 32.6], [105.5, 33.2]] },
  { terrain: 'mountain', name: 'Wuling and the Yangtze gorges', outline: [[108.3, 28.6], [108.5, 31.0], [110.3, 31.3], [111.0, 30.6], [110.8, 29.2], [110.0, 27.6], [109.4, 27.0]] },
  { terrain: 'mountain', name: 'Taihang', outline: [[112.8, 35.2], [113.4, 37.2], [113.8, 39.0], [114.6, 40.0], [115.4, 39.6], [114.6, 38.0], [114.0, 36.0], [113.6, 35.2]] },
  { terrain: 'mountain', name: 'Nanling', outline: [[110.3, 25.0], [110.8, 26.2], [113.0, 26.0], [115.0, 25.8], [116.0, 25.0], [114.5, 24.3], [112.5, 24.4], [111.2, 24.5]] },
  { terrain: 'mountain', name: 'Wuyi and Fukien', outline: [[116.0, 25.0], [116.3, 26.8], [117.5, 28.2], [118.6, 28.4], [119.4, 27.2], [119.2, 26.2], [118.0, 25.2], [116.8, 24.6]] },
  { terrain: 'mountain', name: 'Greater Khingan', outline: [[118.5, 43.0], [119.5, 46.5], [122.0, 47.0], [122.3, 45.0], [120.5, 43.5]] },
  { terrain: 'mountain', name: 'Changpai Shan and North Korea', outline: [[125.2, 40.2], [126.5, 42.5], [128.5, 43.5], [130.5, 44.2], [131.0, 43.0], [129.8, 41.8], [128.8, 40.8], [127.6, 39.9], [126.3, 39.3]] },
  { terrain: 'mountain', name: 'Taebaek', outline: [[127.8, 38.8], [128.4, 38.5], [129.3, 37.4], [129.2, 36.0], [128.4, 35.6], [128.0, 36.5]] },
  { terrain: 'mountain', name: 'Japan Alps', outline: [[136.4, 35.3], [136.8, 36.6], [138.0, 37.0], [139.2, 36.8], [138.8, 35.5], [137.5, 35.2]] },
  { terrain: 'mountain', name: 'Formosa central range', outline: [[120.7, 22.5], [120.8, 24.5], [121.4, 24.8], [121.5, 23.5], [121.0, 22.3]] },
  { terrain: 'mountain', name: 'Cordillera Central (Luzon)', outline: [[120.6, 16.0], [120.7, 18.2], [121.3, 18.2], [121.3, 16.0]] },
  { terrain: 'mountain', name: 'Tonkin highlands', outline: [[101.8, 22.4], [103.3, 22.7], [104.7, 22.9], [106.2, 22.9], [106.6, 22.0], [105.5, 21.4], [104.5, 21.0], [103.8, 20.2], [102.5, 20.3], [101.6, 21.3]] },
  { terrain: 'mountain', name: 'Annamite chain', outline: [[102.5, 20.3], [103.8, 20.2], [104.8, 19.0], [106.2, 17.6], [107.8, 15.8], [108.6, 14.2], [108.3, 12.3], [107.3, 12.0], [107.2, 13.6], [106.0, 15.8], [104.8, 17.2], [103.5, 18.6]] },
  { terrain: 'mountain', name: 'Barisan range', outline: [[95.4, 5.4], [96.5, 5.0], [98.6, 2.8], [100.4, 0.3], [101.8, -1.6], [103.4, -3.2], [105.0, -4.6], [105.6, -5.8], [104.6, -5.9], [103.5, -4.9], [102.3, -3.8], [101.0, -2.5], [100.35, -0.95], [99.5, 0.2], [98.8, 1.7], [97.5, 2.9], [96.1, 4.15]] },
  { terrain: 'mountain', name: 'Borneo interior', outline: [[112.8, 1.5], [114.5, 3.5], [115.8, 4.6], [116.6, 4.0], [116.2, 1.6], [114.5, 0.5], [113.2, 0.6]] },
  { terrain: 'mountain', name: 'New Guinea central range', outline: [[134.8, -3.8], [135.5, -3.0], [138.0, -3.2], [141.0, -4.0], [141.0, -5.0], [138.5, -4.6], [136.0, -4.4]] },
  // Hills
  { terrain: 'rough', name: 'Shan plateau', outline: [[96.3, 23.6], [97.8, 24.4], [98.6, 23.8], [99.6, 24.1], [100.4, 25.0], [100.5, 22.0], [101.2, 21.3], [100.1, 20.35], [99.0, 19.9], [97.8, 19.5], [96.9, 19.6], [96.6, 21.0]] },
  { terrain: 'rough', name: 'Yunnan plateau', outline: [[100.4, 25.0], [100.5, 26.8], [101.5, 25.8], [103.3, 26.3], [104.2, 25.6], [104.5, 24.0], [103.5, 23.0], [102.0, 22.8], [100.5, 22.0]] },
  { terrain: 'rough', name: 'Kwangsi and Hunan hills', outline: [[104.5, 24.0], [104.2, 25.6], [106.5, 25.2], [108.5, 25.6], [109.4, 27.0], [110.0, 27.6], [110.8, 29.2], [111.5, 28.4], [111.2, 26.5], [110.3, 25.0], [111.2, 24.5], [110.5, 23.0], [108.5, 22.5], [106.8, 22.5]] },
  { terrain: 'rough', name: 'Kiangsi and Chekiang hills', outline: [[113.0, 26.0], [113.8, 27.5], [114.5, 28.0], [116.3, 26.8], [116.0, 25.0], [115.0, 25.8]] },
  { terrain: 'rough', name: 'Chekiang hills', outline: [[117.5, 28.2], [118.2, 29.8], [119.6, 30.0], [120.4, 29.4], [120.8, 28.5], [120.2, 27.8], [119.4, 27.2], [118.6, 28.4]] },
  { terrain: 'rough', name: 'Kwangtung and Fukien coast hills', outline: [[111.2, 24.5], [112.5, 24.4], [114.5, 24.3], [116.0, 25.0], [116.8, 24.6], [118.0, 25.2], [119.2, 26.2], [119.0, 25.1], [117.0, 23.8], [115.3, 23.3], [114.6, 23.6], [113.8, 23.9], [112.5, 23.6], [111.0, 23.0]] },
  { terrain: 'rough', name: 'Tapieh Shan', outline: [[113.7, 31.4], [114.4, 32.0], [116.5, 31.8], [116.9, 30.9], [115.5, 30.4], [114.6, 31.0]] },
  { terrain: 'rough', name: 'Loess plateau and Shansi', outline: [[102.3, 37.3], [104.0, 38.0], [106.0, 37.7], [108.5, 37.6], [110.0, 38.6], [111.3, 39.6], [112.5, 39.3], [113.8, 39.0], [113.4, 37.2], [112.8, 35.2], [111.5, 34.5], [109.5, 34.6], [107.0, 34.5], [104.3, 34.4], [102.5, 35.5]] },
  { terrain: 'rough', name: 'Jehol', outline: [[115.0, 40.4], [116.0, 41.8], [117.5, 42.5], [119.5, 42.4], [120.5, 41.6], [120.0, 40.3], [118.0, 40.3], [116.3, 40.6]] },
  { terrain: 'rough', name: 'Shantung hills', outline: [[117.0, 35.3], [117.3, 36.4], [118.5, 36.8], [120.6, 37.3], [122.5, 37.3], [121.8, 36.7], [120.0, 36.2], [118.6, 35.3]] },
  { terrain: 'rough', name: 'Korea', outline: [[124.3, 39.9], [125.2, 40.2], [126.3, 39.3], [127.6, 39.9], [128.6, 40.2], [127.4, 39.2], [127.8, 38.8], [128.0, 36.5], [128.4, 35.6], [129.2, 36.0], [129.5, 35.2], [128.0, 34.7], [126.5, 34.3], [126.3, 35.2], [126.8, 36.2], [126.8, 37.2], [126.0, 38.5], [125.0, 38.4]] },
  { terrain: 'rough', name: 'Japan', outline: [[129.5, 30.5], [129.5, 34.5], [134, 36.0], [137.5, 37.8], [140, 42], [143, 42], [141.0, 35.3], [139.0, 34.5], [132, 32]] },
  { terrain: 'rough', name: 'Khasi and Garo hills', outline: [[89.9, 25.2], [90.0, 26.0], [92.5, 26.1], [92.6, 25.1]] },
  { terrain: 'rough', name: 'Chota Nagpur', outline: [[84.0, 21.8], [84.0, 25.0], [86.5, 24.8], [87.6, 24.0], [87.2, 22.6], [86.4, 21.6]] },
  { terrain: 'rough', name: 'Korat plateau', outline: [[101.5, 14.3], [101.8, 17.8], [103.6, 18.2], [104.6, 17.0], [104.7, 15.6], [103.5, 14.4]] },
  { terrain: 'rough', name: 'Java volcanoes', outline: [[106.3, -7.4], [106.8, -6.6], [110.0, -7.2], [112.5, -7.6], [114.4, -8.0], [114.6, -8.75], [111.0, -8.2], [108.0, -7.8]] },
  { terrain: 'rough', name: 'Cordillera of Korea (south-west)', outline: [[127.0, 35.0], [127.0, 36.0], [127.6, 36.0], [127.6, 35.0]] },
  // Forest
  { terrain: 'forest', name: 'Manchurian forests', outline: [[126.0, 42.5], [125.5, 44.5], [126.8, 46.5], [131.0, 46.5], [131.0, 44.2], [128.5, 43.5], [126.5, 42.5]] },
  { terrain: 'forest', name: 'Assam valley', outline: [[90.0, 26.0], [90.3, 26.6], [92.0, 26.9], [94.5, 27.8], [95.8, 28.0], [96.2, 27.3], [95.0, 26.9], [93.6, 26.2], [92.5, 26.1]] },
  // Jungle
  { terrain: 'jungle', name: 'Arakan and Chittagong hill tracts', outline: [[91.9, 22.9], [92.3, 22.4], [92.9, 21.6], [93.6, 21.0], [94.0, 22.0], [94.6, 21.0], [95.0, 19.0], [94.9, 17.2], [94.3, 16.3], [94.2, 17.4], [93.4, 19.0], [92.6, 20.6], [92.1, 21.4]] },
  { terrain: 'jungle', name: 'Chindwin, Hukawng and the Kabaw valley', outline: [[94.5, 23.6], [95.1, 25.0], [96.0, 26.0], [96.7, 26.3], [97.2, 25.6], [97.8, 24.4], [96.3, 23.6], [95.5, 23.0]] },
  { terrain: 'jungle', name: 'Pegu Yoma', outline: [[95.6, 17.6], [95.7, 19.6], [96.3, 19.6], [96.3, 17.6]] },
  { terrain: 'jungle', name: 'Tenasserim and Kra', outline: [[97.8, 15.8], [98.5, 17.0], [98.6, 16.3], [98.2, 15.0], [99.2, 13.5], [99.5, 11.0], [99.2, 10.0], [99.3, 8.6], [98.3, 8.0], [98.3, 9.0], [98.6, 11.0], [98.5, 12.5], [98.1, 14.2]] },
  { terrain: 'jungle', name: 'Northern Siam and Laos', outline: [[97.7, 18.5], [97.8, 19.5], [99.0, 19.9], [100.1, 20.35], [101.2, 21.3], [101.6, 21.3], [102.5, 20.3], [103.5, 18.6], [104.8, 17.2], [106.0, 15.8], [107.2, 13.6], [107.3, 12.0], [106.5, 12.2], [105.6, 13.6], [104.7, 15.0], [103.5, 17.6], [101.6, 17.8], [100.5, 17.2], [99.2, 17.0], [98.5, 17.0]] },
  { terrain: 'jungle', name: 'Malaya', outline: [[100.9, 6.1], [102.4, 5.9], [103.2, 5.0], [103.4, 3.6], [103.8, 2.5], [103.4, 1.9], [102.6, 2.8], [101.9, 3.4], [101.3, 4.3], [101.0, 5.2]] },
  { terrain: 'jungle', name: 'Sumatra and Borneo lowlands', outline: [[95, 6.0], [106.5, -6.0], [106.5, -1.0], [119.5, -4.5], [119.8, 2.0], [119.5, 7.5], [114, 7.5], [108.5, 2.5], [102.0, 3.0]] },
  { terrain: 'jungle', name: 'Celebes, Moluccas and New Guinea', outline: [[118.5, 2.5], [130, 3.0], [142, -1.5], [142, -5.5], [136.5, -5.0], [130, -6.0], [118.5, -6.0]] },
  { terrain: 'jungle', name: 'Philippine uplands', outline: [[121.3, 15.4], [121.3, 18.6], [122.5, 18.6], [122.5, 15.4]] },
  { terrain: 'jungle', name: 'Visayas and Mindanao', outline: [[121.5, 5.0], [121.5, 12.8], [127.0, 12.8], [127.0, 5.0]] },
  { terrain: 'jungle', name: 'Hainan interior', outline: [[109.0, 18.6], [109.3, 19.5], [110.3, 19.5], [110.3, 18.6]] },
];

/** A river: its name and course. */
export interface River {
  /** Its name. */
  readonly name: string;
  /** Its course from source to mouth. */
  readonly course: readonly LonLat[];
}

/** The major rivers (hexside features), as polylines from source to mouth. */
export const RIVERS: readonly River[] = [
  {
    name: 'Yangtze',
    course: [
      [104.63, 28.77], [105.44, 28.87], [106.55, 29.56], [107.4, 29.7], [108.4, 30.8], [109.5, 31.0], [110.35, 31.05], [111.29, 30.7], [112.24, 30.3], [113.1, 29.45],
      [114.3, 30.58], [115.05, 30.22], [116.0, 29.72], [117.05, 30.5], [117.8, 30.95], [118.38, 31.35], [118.75, 32.1], [119.45, 32.25], [120.28, 31.95], [120.85, 31.95],
      [121.9, 31.6], [122.6, 31.4],
    ],
  },
  {
    name: 'Yellow River',
    course: [
      [103.8, 36.05], [105.2, 37.5], [106.3, 38.5], [106.8, 39.2], [107.0, 40.3], [108.3, 40.9], [109.9, 40.5], [111.2, 40.3], [111.2, 39.4], [110.6, 38.0],
      [110.4, 36.5], [110.3, 34.6], [111.2, 34.8], [112.5, 34.9], [113.6, 34.9], [114.3, 34.9], [115.5, 35.5], [116.2, 36.0], [117.0, 36.75], [118.0, 37.3], [119.2, 37.8],
    ],
  },
  { name: 'Wei', course: [[104.5, 34.8], [107.1, 34.35], [108.9, 34.35], [110.3, 34.6]] },
  { name: 'Han', course: [[107.0, 33.1], [109.0, 32.7], [111.7, 32.4], [112.15, 32.05], [112.6, 31.2], [113.5, 30.7], [114.3, 30.58]] },
  { name: 'Hsiang', course: [[110.8, 25.5], [112.6, 26.9], [112.9, 27.85], [112.95, 28.2], [112.9, 29.0], [113.1, 29.45]] },
  { name: 'Kan', course: [[114.9, 25.85], [115.0, 27.1], [115.9, 28.7], [116.2, 29.2], [116.0, 29.72]] },
  { name: 'Huai', course: [[113.5, 32.3], [116.0, 32.5], [117.4, 32.95], [118.5, 33.2], [119.3, 33.6], [120.3, 33.9]] },
  { name: 'West River', course: [[106.6, 23.9], [108.3, 22.8], [109.5, 23.3], [111.3, 23.48], [112.9, 23.15], [113.3, 23.05], [113.6, 22.5], [113.7, 22.0]] },
  { name: 'Red River', course: [[102.5, 23.5], [103.97, 22.5], [104.9, 21.7], [105.85, 21.05], [106.6, 20.3], [106.9, 20.0]] },
  {
    name: 'Mekong',
    course: [
      [99.2, 26.5], [99.4, 25.0], [100.1, 23.5], [100.8, 22.0], [101.1, 21.1], [100.1, 20.35], [100.6, 20.2], [102.1, 19.9], [101.8, 18.3], [102.6, 17.95], [104.0, 17.6],
      [104.8, 17.4], [104.8, 16.0], [105.8, 15.1], [106.0, 13.5], [106.0, 12.5], [104.9, 11.6], [105.8, 10.0], [106.8, 9.4],
    ],
  },
  { name: 'Salween', course: [[98.9, 28.0], [98.9, 26.0], [98.8, 24.0], [98.0, 22.5], [97.8, 20.5], [97.6, 19.0], [97.6, 17.5], [97.6, 16.5], [97.4, 16.1]] },
  { name: 'Irrawaddy', course: [[97.6, 26.5], [97.4, 25.4], [97.2, 24.25], [96.1, 23.6], [96.05, 21.95], [95.1, 21.35], [94.9, 20.15], [95.2, 18.8], [95.45, 17.65], [95.3, 16.5], [95.2, 15.6]] },
  { name: 'Chindwin', course: [[96.0, 26.6], [95.0, 24.9], [94.3, 23.2], [95.13, 22.1], [95.2, 21.45]] },
  { name: 'Sittang', course: [[96.3, 20.6], [96.45, 18.95], [96.9, 17.45], [97.0, 16.8]] },
  { name: 'Brahmaputra', course: [[95.8, 27.9], [94.9, 27.5], [93.5, 26.75], [92.8, 26.6], [91.75, 26.18], [90.6, 26.17], [89.98, 26.02], [89.7, 24.8], [89.75, 23.75], [90.6, 23.2], [91.0, 22.2]] },
  { name: 'Ganges', course: [[84.5, 25.6], [87.0, 25.25], [87.9, 24.8], [88.6, 24.35], [89.75, 23.75]] },
  { name: 'Hooghly', course: [[87.9, 24.8], [88.3, 24.0], [88.35, 22.6], [88.1, 21.3]] },
  { name: 'Menam', course: [[99.8, 17.5], [100.1, 15.7], [100.57, 14.35], [100.5, 13.7], [100.58, 13.2]] },
  { name: 'Liao', course: [[123.8, 43.5], [123.0, 42.3], [122.4, 41.0], [122.0, 40.4]] },
  { name: 'Sungari', course: [[127.0, 43.0], [126.5, 43.8], [125.8, 45.0], [126.6, 45.75], [128.0, 46.6]] },
];

/**
 * A named place: a city, a port, an objective. `vp` is the circled VP value of
 * an objective hex (5.2); `port` marks a port (6.1, 18.0).
 */
export interface City {
  /** Its name as printed (1941 spelling). */
  readonly name: string;
  /** Where it is. */
  readonly at: LonLat;
  /** Whether it is a port. */
  readonly port?: boolean;
  /** Its circled VP value, if it is an objective hex. */
  readonly vp?: number;
}

const c = (name: string, lon: number, lat: number, extra: { port?: boolean; vp?: number } = {}): City => ({ name, at: [lon, lat], ...extra });

/**
 * The cities of the map. Singapore's 3 VP (5.3) and Wenchow's circled 1 (map
 * errata) are the text's own; every other VP value is a STAND-IN, derived in
 * the README ("Objective values"): 8 VP a turn held by the Japanese and 12 by
 * the Allies in December 1941, so that play, not the 100 VP cap, decides.
 * Tokyo and Shanghai pay 1 each since the balance retune of 0.3.0 (were 2).
 */
export const CITIES: readonly City[] = [
  // Japan, Korea, Formosa, the Ryukyus and the Mandate
  c('Tokyo', 139.69, 35.69, { port: true, vp: 1 }),
  c('Nagoya', 136.9, 35.15, { port: true }),
  c('Osaka', 135.45, 34.65, { port: true }),
  c('Hiroshima', 132.46, 34.39, { port: true }),
  c('Niigata', 139.04, 37.9, { port: true }),
  c('Sasebo', 129.72, 33.16, { port: true }),
  c('Moji', 130.95, 33.9, { port: true }),
  c('Kagoshima', 130.56, 31.6, { port: true }),
  c('Naha', 127.8, 26.4, { port: true }),
  c('Koror', 134.5, 7.4, { port: true }),
  c('Keijo', 126.98, 37.57),
  c('Fusan', 129.04, 35.1, { port: true }),
  c('Heijo', 125.75, 39.02),
  c('Gensan', 127.44, 39.15, { port: true }),
  c('Seishin', 129.8, 41.8, { port: true }),
  c('Taihoku', 121.56, 25.04, { port: true }),
  c('Takao', 120.3, 22.62, { port: true }),
  // Manchukuo and Mengjiang
  c('Hsinking', 125.32, 43.88),
  c('Mukden', 123.43, 41.8),
  c('Harbin', 126.63, 45.75),
  c('Dairen', 121.6, 38.91, { port: true }),
  c('Antung', 124.39, 40.13),
  c('Chinchow', 121.13, 41.1),
  c('Chengteh', 117.93, 40.97),
  c('Mutankiang', 129.6, 44.58),
  c('Kalgan', 114.88, 40.77),
  c('Kweisui', 111.67, 40.82),
  c('Paotow', 109.84, 40.66),
  c('Tatung', 113.3, 40.08),
  // North China
  c('Peking', 116.4, 39.9, { vp: 1 }),
  c('Tientsin', 117.2, 39.13, { port: true }),
  c('Paoting', 115.46, 38.87),
  c('Shihkiachwang', 114.5, 38.04),
  c('Taiyuan', 112.55, 37.87),
  c('Tsinan', 117.0, 36.67),
  c('Tsingtao', 120.38, 36.07, { port: true }),
  c('Chefoo', 121.4, 37.54, { port: true }),
  c('Hsuchow', 117.19, 34.26),
  c('Haichow', 119.2, 34.6, { port: true }),
  c('Chengchow', 113.65, 34.76),
  c('Loyang', 112.45, 34.62),
  c('Sian', 108.94, 34.34),
  c('Paoki', 107.14, 34.36),
  c('Yenan', 109.49, 36.6),
  c('Ningsia', 106.27, 38.47),
  c('Lanchow', 103.83, 36.06),
  c('Sining', 101.78, 36.62),
  // Central China
  c('Shanghai', 121.47, 31.23, { port: true, vp: 1 }),
  c('Nanking', 118.78, 32.06, { vp: 1 }),
  c('Hangchow', 120.16, 30.25),
  c('Ningpo', 121.55, 29.87, { port: true }),
  c('Wenchow', 120.65, 28.0, { port: true, vp: 1 }),
  c('Kinhwa', 119.65, 29.08),
  c('Pengpu', 117.39, 32.92),
  c('Hofei', 117.27, 31.86),
  c('Kiukiang', 116.0, 29.7),
  c('Hankow', 114.3, 30.59, { vp: 1 }),
  c('Ichang', 111.29, 30.7),
  c('Siangyang', 112.15, 32.05),
  c('Nanyang', 112.53, 33.0),
  c('Yochow', 113.1, 29.37),
  c('Changsha', 112.94, 28.23),
  c('Changteh', 111.7, 29.03),
  c('Nanchang', 115.86, 28.68),
  c('Hengyang', 112.57, 26.89),
  c('Kanchow', 114.93, 25.85),
  c('Chuhsien', 118.87, 28.97),
  c('Wanhsien', 108.4, 30.8),
  // South China
  c('Canton', 113.26, 23.13, { vp: 1 }),
  c('Hong Kong', 114.17, 22.28, { port: true, vp: 1 }),
  c('Swatow', 116.68, 23.35, { port: true }),
  c('Amoy', 118.09, 24.48, { port: true }),
  c('Foochow', 119.3, 26.08, { port: true }),
  c('Kweilin', 110.29, 25.27),
  c('Liuchow', 109.41, 24.33),
  c('Wuchow', 111.28, 23.48),
  c('Nanning', 108.32, 22.82),
  c('Pakhoi', 109.12, 21.48, { port: true }),
  c('Fort Bayard', 110.36, 21.27, { port: true }),
  c('Haikow', 110.33, 20.04, { port: true }),
  c('Samah', 109.5, 18.25, { port: true }),
  c('Kweiyang', 106.63, 26.65),
  c('Chungking', 106.55, 29.56, { vp: 2 }),
  c('Chengtu', 104.07, 30.67),
  c('Kunming', 102.83, 24.88, { vp: 1 }),
  c('Tali', 100.23, 25.6),
  c('Paoshan', 99.17, 25.12),
  c('Lhasa', 91.1, 29.65),
  // Indochina and Siam
  c('Hanoi', 105.85, 21.03),
  c('Haiphong', 106.68, 20.86, { port: true }),
  c('Laokay', 103.97, 22.48),
  c('Langson', 106.76, 21.85),
  c('Vinh', 105.68, 18.68, { port: true }),
  c('Hue', 107.59, 16.46),
  c('Tourane', 108.22, 16.07, { port: true }),
  c('Quinhon', 109.1, 13.8, { port: true }),
  c('Cam Ranh', 109.2, 11.92, { port: true }),
  c('Saigon', 106.7, 10.78, { port: true, vp: 1 }),
  c('Phnom Penh', 104.92, 11.56),
  c('Vientiane', 102.6, 17.97),
  c('Luang Prabang', 102.13, 19.89),
  c('Bangkok', 100.5, 13.75, { port: true, vp: 1 }),
  c('Chiengmai', 98.98, 18.79),
  c('Korat', 102.1, 14.97),
  c('Ubon', 104.85, 15.24),
  c('Phitsanulok', 100.26, 16.82),
  c('Singora', 100.6, 7.2, { port: true }),
  // Malaya
  c('Singapore', 103.82, 1.35, { port: true, vp: 3 }),
  c('Kuala Lumpur', 101.69, 3.14),
  c('Penang', 100.33, 5.41, { port: true }),
  c('Kota Bharu', 102.24, 6.13, { port: true }),
  c('Kuantan', 103.33, 3.8, { port: true }),
  c('Ipoh', 101.08, 4.6),
  c('Malacca', 102.25, 2.19, { port: true }),
  // Burma
  c('Rangoon', 96.16, 16.8, { port: true, vp: 1 }),
  c('Moulmein', 97.63, 16.49, { port: true }),
  c('Tavoy', 98.19, 14.08, { port: true }),
  c('Mergui', 98.6, 12.44, { port: true }),
  c('Toungoo', 96.43, 18.94),
  c('Prome', 95.22, 18.82),
  c('Yenangyaung', 94.87, 20.46),
  c('Meiktila', 95.86, 20.88),
  c('Mandalay', 96.08, 21.97),
  c('Lashio', 97.75, 22.93),
  c('Bhamo', 97.24, 24.27),
  c('Myitkyina', 97.4, 25.38),
  c('Kalewa', 94.3, 23.2),
  c('Kengtung', 99.6, 21.29),
  c('Akyab', 92.9, 20.15, { port: true }),
  c('Bassein', 94.73, 16.78),
  c('Port Blair', 92.73, 11.62, { port: true }),
  // India
  c('Calcutta', 88.36, 22.57, { port: true }),
  c('Chittagong', 91.83, 22.34, { port: true }),
  c("Cox's Bazar", 92.1, 21.45),
  c('Dacca', 90.41, 23.81),
  c('Imphal', 93.94, 24.82),
  c('Dimapur', 93.73, 25.9),
  c('Silchar', 92.8, 24.83),
  c('Gauhati', 91.75, 26.14),
  c('Ledo', 95.73, 27.29),
  c('Jamshedpur', 86.2, 22.8),
  c('Dinajpur', 88.64, 25.63),
  // The Philippines
  c('Manila', 120.98, 14.6, { port: true, vp: 1 }),
  c('Baguio', 120.6, 16.4),
  c('Aparri', 121.64, 18.36, { port: true }),
  c('Legaspi', 123.73, 13.14, { port: true }),
  c('Iloilo', 122.56, 10.72, { port: true }),
  c('Cebu', 123.9, 10.32, { port: true }),
  c('Tacloban', 125.0, 11.24, { port: true }),
  c('Davao', 125.61, 7.07, { port: true }),
  c('Zamboanga', 122.2, 7.1, { port: true }),
  // Borneo
  c('Kuching', 110.34, 1.56, { port: true }),
  c('Miri', 114.1, 4.3, { port: true }),
  c('Jesselton', 116.07, 5.98, { port: true }),
  c('Sandakan', 118.12, 5.84, { port: true }),
  c('Tarakan', 117.58, 3.3, { port: true }),
  c('Balikpapan', 116.7, -1.2, { port: true }),
  c('Bandjermasin', 114.6, -3.32, { port: true }),
  c('Pontianak', 109.33, -0.03, { port: true }),
  // The Dutch East Indies
  c('Batavia', 106.85, -6.2, { port: true, vp: 1 }),
  c('Bandoeng', 107.6, -6.9),
  c('Semarang', 110.42, -6.97, { port: true }),
  c('Soerabaja', 112.75, -7.25, { port: true }),
  c('Palembang', 104.75, -2.98, { vp: 1 }),
  c('Medan', 98.67, 3.59),
  c('Padang', 100.35, -0.95, { port: true }),
  c('Sabang', 95.32, 5.89, { port: true }),
  c('Benkoelen', 102.27, -3.8, { port: true }),
  c('Djambi', 103.6, -1.6),
  c('Makassar', 119.42, -5.14, { port: true }),
  c('Menado', 124.84, 1.49, { port: true }),
  c('Kendari', 122.5, -3.97, { port: true }),
  c('Amboina', 128.2, -3.7, { port: true }),
  c('Manokwari', 133.9, -1.0, { port: true }),
  c('Hollandia', 140.7, -2.53, { port: true }),
  // The USSR
  c('Vladivostok', 131.88, 43.12, { port: true }),
];

/**
 * Railroads (8.9, 8.11) as runs of city names and `[lon, lat]` waypoints, in
 * service in 1941. STAND-IN routes following the real lines.
 */
export const RAILROADS: readonly (readonly (string | LonLat)[])[] = [
  // Japan and Korea
  ['Kagoshima', 'Moji', 'Hiroshima', 'Osaka', 'Nagoya', 'Tokyo'],
  ['Sasebo', [130.4, 33.6], 'Moji'],
  ['Tokyo', 'Niigata'],
  ['Fusan', 'Keijo', 'Heijo', 'Antung', 'Mukden'],
  ['Keijo', 'Gensan', 'Seishin'],
  // Manchukuo and Mengjiang
  ['Dairen', 'Mukden', 'Hsinking', 'Harbin'],
  ['Mukden', 'Chinchow', [119.8, 40.0], 'Tientsin'],
  ['Harbin', 'Mutankiang'],
  ['Chinchow', 'Chengteh'],
  ['Peking', 'Kalgan', 'Tatung', 'Kweisui', 'Paotow'],
  // North China
  ['Peking', 'Tientsin', 'Tsinan', 'Hsuchow', 'Pengpu', 'Nanking'],
  ['Tsinan', 'Tsingtao'],
  ['Peking', 'Paoting', 'Shihkiachwang', [114.5, 36.6], 'Chengchow', [113.8, 32.0], 'Hankow'],
  ['Shihkiachwang', 'Taiyuan', [111.6, 36.0], [110.6, 35.0]],
  ['Tatung', 'Taiyuan'],
  ['Haichow', 'Hsuchow', 'Chengchow', 'Loyang', 'Sian', 'Paoki'],
  // Central and South China
  ['Nanking', 'Shanghai', 'Hangchow', [119.7, 29.3], 'Chuhsien', [117.0, 28.3], 'Nanchang', [114.0, 27.7], [113.5, 27.8]],
  ['Nanchang', 'Kiukiang'],
  ['Hankow', 'Yochow', 'Changsha', 'Hengyang', [113.0, 25.0], 'Canton'],
  ['Hengyang', 'Kweilin', 'Liuchow'],
  ['Canton', 'Hong Kong'],
  ['Pengpu', 'Hofei'],
  // Indochina, Yunnan and Siam
  ['Kunming', [103.3, 23.6], 'Laokay', 'Hanoi', 'Haiphong'],
  ['Hanoi', 'Langson'],
  ['Hanoi', 'Vinh', 'Hue', 'Tourane', 'Quinhon', [109.0, 12.2], 'Cam Ranh', [107.8, 11.0], 'Saigon'],
  ['Bangkok', [102.0, 13.7], [102.6, 13.6]],
  ['Bangkok', 'Korat', 'Ubon'],
  ['Bangkok', 'Phitsanulok', 'Chiengmai'],
  ['Bangkok', [99.8, 12.0], [99.2, 10.5], [99.3, 9.0], [100.3, 7.6], 'Singora', [100.4, 6.3], 'Penang'],
  // Malaya
  ['Penang', 'Ipoh', 'Kuala Lumpur', 'Malacca', 'Singapore'],
  ['Kuala Lumpur', [102.3, 3.9], [102.0, 5.0], 'Kota Bharu'],
  // Burma and India
  ['Rangoon', 'Toungoo', 'Meiktila', 'Mandalay', [96.3, 23.2], 'Myitkyina'],
  ['Mandalay', [97.0, 22.5], 'Lashio'],
  ['Rangoon', 'Prome'],
  ['Rangoon', [96.8, 17.2], 'Moulmein'],
  ['Rangoon', 'Bassein'],
  ['Calcutta', 'Dacca', [91.2, 23.4], 'Chittagong'],
  [[91.2, 23.4], [92.0, 24.6], 'Silchar', [93.2, 25.5], 'Dimapur', [94.8, 26.7], 'Ledo'],
  ['Calcutta', 'Dinajpur', [89.7, 26.3], 'Gauhati', [92.8, 26.1], 'Dimapur'],
  ['Calcutta', 'Jamshedpur'],
  // The Philippines, Formosa and Java
  ['Manila', [120.6, 15.3], [120.4, 16.0], 'Baguio'],
  ['Manila', [122.0, 13.9], 'Legaspi'],
  ['Taihoku', [120.7, 24.1], 'Takao'],
  ['Batavia', 'Bandoeng', [109.0, -7.2], 'Semarang', 'Soerabaja'],
  ['Palembang', 'Benkoelen'],
  ['Medan', [99.3, 2.9]],
];

/** Roads (8.9) that are not also railroads. STAND-IN, following the real ones of 1941. */
export const ROADS: readonly (readonly (string | LonLat)[])[] = [
  // The Burma Road and its feeders
  ['Lashio', [98.2, 24.0], 'Paoshan', 'Tali', 'Kunming', 'Kweiyang', 'Chungking'],
  ['Bhamo', [98.0, 24.7], 'Paoshan'],
  ['Mandalay', 'Bhamo'],
  ['Meiktila', [97.0, 20.8], 'Kengtung'],
  ['Prome', 'Yenangyaung', 'Meiktila'],
  ['Dimapur', 'Imphal', 'Kalewa', [95.0, 22.3], 'Mandalay'],
  ['Chittagong', "Cox's Bazar", 'Akyab'],
  ['Moulmein', 'Tavoy', 'Mergui'],
  ['Chiengmai', [98.3, 19.3], [97.0, 20.8]],
  ['Phitsanulok', [98.8, 16.8], 'Moulmein'],
  // China
  ['Chungking', 'Chengtu', [105.8, 32.3], 'Paoki'],
  ['Chengtu', 'Lanchow', 'Sining'],
  ['Lanchow', 'Sian'],
  ['Lanchow', 'Ningsia', 'Paotow'],
  ['Sian', 'Yenan', [110.0, 38.2], 'Paotow'],
  ['Chungking', 'Wanhsien', 'Ichang', 'Changteh', 'Changsha'],
  ['Ichang', 'Siangyang', 'Nanyang', 'Loyang'],
  ['Siangyang', 'Hankow'],
  ['Kweiyang', 'Liuchow', 'Nanning', 'Langson'],
  ['Kweilin', 'Wuchow', 'Canton'],
  ['Nanning', 'Pakhoi'],
  ['Nanning', [109.6, 22.4], 'Fort Bayard'],
  ['Hengyang', 'Kanchow', [115.9, 27.0], 'Nanchang'],
  ['Kanchow', [116.3, 24.6], 'Swatow'],
  ['Chuhsien', [119.0, 27.4], 'Foochow', 'Amoy', 'Swatow', [115.0, 22.9], 'Canton'],
  ['Kinhwa', 'Wenchow'],
  ['Hangchow', 'Ningpo'],
  ['Hankow', [115.5, 30.0], 'Kiukiang'],
  ['Hankow', [115.7, 31.3], 'Hofei', 'Nanking'],
  ['Sian', 'Nanyang'],
  ['Tsingtao', 'Chefoo'],
  ['Haikow', 'Samah'],
  // Indochina, Siam and Malaya
  ['Saigon', 'Phnom Penh', [103.2, 13.4], [102.6, 13.6]],
  ['Phnom Penh', [105.9, 13.5], [105.8, 15.1], 'Ubon'],
  ['Vinh', [104.5, 18.2], 'Vientiane', 'Luang Prabang'],
  ['Vientiane', [102.8, 16.5], 'Korat'],
  ['Kuala Lumpur', 'Kuantan'],
  ['Singapore', [103.9, 2.4], 'Kuantan'],
  // Borneo, the Philippines and Sumatra
  ['Kuching', [111.5, 2.4], 'Miri'],
  ['Jesselton', 'Sandakan'],
  ['Bandjermasin', 'Balikpapan'],
  ['Medan', [97.8, 4.5], [95.6, 5.4]],
  ['Medan', [99.7, 1.5], 'Padang', [101.5, -2.0], 'Palembang'],
  ['Djambi', 'Palembang'],
  ['Davao', [124.8, 8.0], [124.65, 8.5]],
  ['Manila', [121.5, 16.6], 'Aparri'],
  // Korea and Manchukuo
  ['Hsinking', [127.5, 44.0], 'Mutankiang'],
];
