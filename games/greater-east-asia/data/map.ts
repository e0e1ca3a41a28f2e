/**
 * STAND-IN map for The Greater East Asia War (the published mapsheet could not
 * be found). It is generated, when this module loads, from the real-world
 * outlines in `geography.ts` projected onto the printed `XXYY` grid (XX the
 * column, growing eastward; YY the row, growing southward; odd columns shoved
 * half a hex down; 120 km = 74.5 miles a hex, 2.13). It honours every fact the
 * text gives:
 *
 * - the lower Yangtze runs along hexsides 2915/2916, 2915/3016 and 3015/3115
 *   (map clarification), which fixes the numbering: only odd-column-down
 *   numbering makes 2915 touch 3016;
 * - Wenchow is in 3117 and worth a circled 1 VP (map errata);
 * - Singapore is worth 3 VP (5.3); Chittagong is spelled so (map errata);
 * - the USSR and Mongolia are off limits (2.2): their hexes are prohibited
 *   terrain;
 * - China is split into a Communist Zone and a Nationalist Zone, and the 1941
 *   Front Line runs between Japanese-held and Chinese-held China, with the
 *   Japanese coastal enclaves (2.2);
 * - every hex is in one country or colony, or at sea (2.2).
 *
 * Everything else (the coasts' exact hexes, terrain, roads, railroads, rivers,
 * ports, the other objectives and their values) is invented from an atlas.
 *
 * @module
 */
import { labelToHex, hexToLabel, type HexLabelFormat, type MapData, type Place } from 'hexwar/hex';
import {
  BORDERS,
  CITIES,
  COMMUNIST_ZONE,
  ISLANDS,
  ISLETS,
  JAPANESE_HELD_CHINA,
  MAINLAND,
  RAILROADS,
  RIVERS,
  ROADS,
  TERRAIN_AREAS,
  project,
  type CountryId,
  type GridPoint,
  type LonLat,
  type Terrain,
} from './geography';

export type { CountryId, Terrain } from './geography';

/** Printed columns 01–48 (about 86°E to 140°E). */
export const MAP_COLUMNS = 48;
/** Printed rows 01–52 (about 46°N to 9°S). */
export const MAP_ROWS = 52;

/** How hexes are numbered: `XXYY`, two digits each, odd columns shoved down half a hex. */
export const GEAW_LABELS: HexLabelFormat = { style: 'column-row', offset: 'odd-q', digits: 2 };

/** Every terrain type, in the order the map declares them. */
export const TERRAIN_TYPES: readonly Terrain[] = ['clear', 'rough', 'mountain', 'forest', 'jungle', 'swamp', 'desert', 'sea', 'prohibited'];

/** The hexside features: the major rivers (8.8, 8.10). */
const HEXSIDE_TYPES: readonly string[] = ['river'];

/** The link types: roads and railroads (8.9, 8.11). A railroad is also a road (8.9). */
const LINK_TYPES: readonly string[] = ['road', 'railroad'];

/** Whose a country is at the start of the war, for readers and for rules that ask. */
export type Alignment = 'japanese' | 'allied' | 'neutral' | 'prohibited';

/** A country or colony of the map (2.2). */
export interface CountryInfo {
  /** Its name as printed. */
  readonly name: string;
  /** Whose it is in December 1941 (China is Allied; its Japanese-held part is {@link JAPANESE_HELD_CHINA_1941}). */
  readonly alignment: Alignment;
}

/**
 * The countries. "Countries" is used loosely (2.2): several are colonies. The
 * USSR and Mongolia are off limits; Tibet, Nepal and Bhutan are neutral but
 * may be entered (2.2 lets both sides enter every other part of the map).
 */
export const COUNTRIES: Readonly<Record<CountryId, CountryInfo>> = {
  japan: { name: 'Japan', alignment: 'japanese' },
  korea: { name: 'Korea', alignment: 'japanese' },
  formosa: { name: 'Formosa', alignment: 'japanese' },
  manchukuo: { name: 'Manchukuo', alignment: 'japanese' },
  mengjiang: { name: 'Mengjiang', alignment: 'japanese' },
  china: { name: 'China', alignment: 'allied' },
  'hong-kong': { name: 'Hong Kong', alignment: 'allied' },
  indochina: { name: 'French Indochina', alignment: 'japanese' },
  siam: { name: 'Siam', alignment: 'japanese' },
  burma: { name: 'Burma', alignment: 'allied' },
  india: { name: 'India', alignment: 'allied' },
  nepal: { name: 'Nepal', alignment: 'neutral' },
  bhutan: { name: 'Bhutan', alignment: 'neutral' },
  tibet: { name: 'Tibet', alignment: 'neutral' },
  malaya: { name: 'Malaya', alignment: 'allied' },
  'british-borneo': { name: 'British Borneo', alignment: 'allied' },
  'dutch-east-indies': { name: 'Dutch East Indies', alignment: 'allied' },
  philippines: { name: 'Philippines', alignment: 'allied' },
  ussr: { name: 'USSR', alignment: 'prohibited' },
  mongolia: { name: 'Mongolia', alignment: 'prohibited' },
};

/** The two zones of China (2.2). */
export type ChinaZone = 'communist' | 'nationalist';

// ---------------------------------------------------------------------------
// Geometry on the printed grid.

const SQRT3_2 = Math.sqrt(3) / 2;

/** The centre of a printed hex on the grid of {@link project}. */
function centre(col: number, row: number): GridPoint {
  return { x: col, y: row + (col & 1 ? 0.5 : 0) };
}

function label(col: number, row: number): string {
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** The printed hex whose centre is nearest a grid point, or `null` off the map. */
function hexAt(p: GridPoint): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (let col = Math.floor(p.x) - 1; col <= Math.ceil(p.x) + 1; col++) {
    if (col < 1 || col > MAP_COLUMNS) continue;
    for (let row = Math.floor(p.y) - 1; row <= Math.ceil(p.y) + 1; row++) {
      if (row < 1 || row > MAP_ROWS) continue;
      const c = centre(col, row);
      const d = ((c.x - p.x) * SQRT3_2) ** 2 + (c.y - p.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = label(col, row);
      }
    }
  }
  // A point beyond the outer half of an edge hex is off the map.
  return bestD <= 0.34 ? best : null;
}

/**
 * The printed hex a longitude and latitude fall in, or `null` off the map.
 * This is how every city, coast and border of the stand-in map was placed.
 */
export function hexAtLonLat(lon: number, lat: number): string | null {
  return hexAt(project(lon, lat));
}

/** A ring or polyline with points every `step` degrees, so that the warp of {@link project} bends it. */
function densify(points: readonly LonLat[], closed: boolean, step = 0.25): LonLat[] {
  const out: LonLat[] = [];
  // A ring's last leg goes back to its first point; a polyline ends on its last point.
  const first = points[0];
  const stops = closed && first !== undefined ? [...points, first] : points;
  let a: LonLat | undefined;
  for (const b of stops) {
    if (a !== undefined) {
      const k = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / step));
      for (let j = 0; j < k; j++) out.push([a[0] + ((b[0] - a[0]) * j) / k, a[1] + ((b[1] - a[1]) * j) / k]);
    }
    a = b;
  }
  if (!closed && a !== undefined) out.push(a);
  return out;
}

type Ring = { points: readonly GridPoint[]; minX: number; maxX: number; minY: number; maxY: number };

function toRing(points: readonly LonLat[], closed = true): Ring {
  const pts = densify(points, closed).map(([lon, lat]) => project(lon, lat));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { points: pts, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function inside(ring: Ring, p: GridPoint): boolean {
  if (p.x < ring.minX || p.x > ring.maxX || p.y < ring.minY || p.y > ring.maxY) return false;
  // Each edge from the corner before (the last corner, for the first) to this one.
  let j = ring.points.at(-1);
  if (j === undefined) return false; // an empty ring holds nothing
  let odd = false;
  for (const i of ring.points) {
    if (i.y > p.y !== j.y > p.y && p.x < ((j.x - i.x) * (p.y - i.y)) / (j.y - i.y) + i.x) odd = !odd;
    j = i;
  }
  return odd;
}

/** Whether segment ab crosses segment cd (proper crossing). */
function crosses(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  const d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  return d1 > 0 !== d2 > 0 && d3 > 0 !== d4 > 0;
}

// ---------------------------------------------------------------------------
// Land, countries, terrain.

const ALL_LABELS: string[] = [];
for (let col = 1; col <= MAP_COLUMNS; col++) for (let row = 1; row <= MAP_ROWS; row++) ALL_LABELS.push(label(col, row));

function centreOf(l: string): GridPoint {
  return centre(Number(l.slice(0, 2)), Number(l.slice(2)));
}

const mainland = toRing(MAINLAND);
const islandRings = ISLANDS.map((i) => ({ country: i.country, ring: toRing(i.outline) }));
const borderRings = BORDERS.map((b) => ({ country: b.country, ring: toRing(b.outline) }));
const islets = new Map<string, CountryId>();
for (const [, country, lon, lat] of ISLETS) {
  const at = hexAtLonLat(lon, lat);
  if (at) islets.set(at, country);
}

/** The country at a point of the grid, or `null` at sea. */
function countryAtPoint(p: GridPoint): CountryId | null {
  if (inside(mainland, p)) return borderRings.find((b) => inside(b.ring, p))?.country ?? 'china';
  const island = islandRings.find((i) => inside(i.ring, p));
  return island ? island.country : null;
}

const countryByHex = new Map<string, CountryId>();
for (const l of ALL_LABELS) {
  const k = countryAtPoint(centreOf(l)) ?? islets.get(l) ?? null;
  if (k) countryByHex.set(l, k);
}
// Every city stands on land: a coastal city whose hex centre fell at sea makes
// its hex land, of the country the city itself is in.
const atSea: string[] = [];
for (const city of CITIES) {
  const p = project(city.at[0], city.at[1]);
  const at = hexAt(p);
  if (at && !countryByHex.has(at)) {
    const k = countryAtPoint(p) ?? islets.get(at) ?? null;
    if (k === null) atSea.push(city.name);
    else countryByHex.set(at, k);
  }
}
if (atSea.length > 0) throw new Error(`cities at sea (move them or their coast): ${atSea.join(', ')}`);
// Hong Kong is smaller than a hex: the colony is its city's hex.
const hongKong = CITIES.find((c) => c.name === 'Hong Kong');
const hongKongHex = hongKong && hexAtLonLat(hongKong.at[0], hongKong.at[1]);
if (!hongKongHex) throw new Error('the stand-in map has no Hong Kong on it (the colony is its city\'s hex)');
countryByHex.set(hongKongHex, 'hong-kong');

function dist(a: string, b: string): number {
  const p = centreOf(a);
  const q = centreOf(b);
  return ((p.x - q.x) * SQRT3_2) ** 2 + (p.y - q.y) ** 2;
}

const terrainRings = TERRAIN_AREAS.map((t) => ({ terrain: t.terrain, ring: toRing(t.outline) }));

function terrainAt(l: string): Terrain {
  const k = countryByHex.get(l);
  if (!k) return 'sea';
  if (COUNTRIES[k].alignment === 'prohibited') return 'prohibited';
  const p = centreOf(l);
  return terrainRings.find((t) => inside(t.ring, p))?.terrain ?? 'clear';
}

const terrainByHex = new Map<string, Terrain>();
for (const l of ALL_LABELS) terrainByHex.set(l, terrainAt(l));

// ---------------------------------------------------------------------------
// Cities, objectives, ports.

/** Printed hex of each named city. */
export const CITY_HEX: ReadonlyMap<string, string> = new Map(
  CITIES.flatMap((c) => {
    const at = hexAtLonLat(c.at[0], c.at[1]);
    return at ? [[c.name, at] as const] : [];
  }),
);

/** The hex of a named city; throws if the map has no such city. */
export function hexOf(city: string): string {
  const at = CITY_HEX.get(city);
  if (at === undefined) throw new Error(`the Greater East Asia map has no city named "${city}"`);
  return at;
}

/** An objective hex (5.2): its city, hex and circled VP value. */
export interface Objective {
  /** The city's name. */
  readonly name: string;
  /** Its printed hex. */
  readonly hex: string;
  /** Its circled VP value, scored each VP Phase by the side occupying it with a land unit (5.2, 5.3). */
  readonly vp: number;
}

/** Every objective hex with its VP value. Singapore (3) and Wenchow (1) are the text's; the rest STAND-IN. */
export const OBJECTIVES: readonly Objective[] = CITIES.flatMap((c) => (c.vp === undefined ? [] : [{ name: c.name, hex: hexOf(c.name), vp: c.vp }]));

/** Wenchow's hex (map errata: 3117, a circled 1). */
export const WENCHOW = '3117';
/** Singapore's hex (3 VP, 5.3). */
export const SINGAPORE: string = hexOf('Singapore');

/** Port hexes. */
export const PORTS: readonly string[] = CITIES.filter((c) => c.port).map((c) => hexOf(c.name));

// ---------------------------------------------------------------------------
// Rivers: a hexside is a river where the line between the two hex centres
// crosses the river's course an odd number of times (so a river wiggling
// inside one hex leaves no hexside), between two land hexes.

function riverHexsides(course: readonly LonLat[]): [string, string][] {
  const line = densify(course, false, 0.2).map(([lon, lat]) => project(lon, lat));
  const out: [string, string][] = [];
  const minX = Math.min(...line.map((p) => p.x)) - 1;
  const maxX = Math.max(...line.map((p) => p.x)) + 1;
  const minY = Math.min(...line.map((p) => p.y)) - 1;
  const maxY = Math.max(...line.map((p) => p.y)) + 1;
  for (const a of ALL_LABELS) {
    const pa = centreOf(a);
    if (pa.x < minX || pa.x > maxX || pa.y < minY || pa.y > maxY) continue;
    for (const b of neighboursOf(a)) {
      if (b <= a) continue; // each pair once
      if (!countryByHex.has(a) || !countryByHex.has(b)) continue;
      const pb = centreOf(b);
      let n = 0;
      let p: GridPoint | undefined;
      for (const q of line) {
        if (p !== undefined && crosses(pa.x, pa.y, pb.x, pb.y, p.x, p.y, q.x, q.y)) n++;
        p = q;
      }
      if (n % 2 === 1) out.push([a, b]);
    }
  }
  return out;
}

/** The printed labels of a hex's neighbours on the map. */
export function neighboursOf(l: string): string[] {
  const h = labelToHex(l, GEAW_LABELS);
  const out: string[] = [];
  for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const) {
    const n = { q: h.q + dq, r: h.r + dr };
    const col = n.q;
    const row = n.r + (n.q - (n.q & 1)) / 2;
    if (col >= 1 && col <= MAP_COLUMNS && row >= 1 && row <= MAP_ROWS) out.push(hexToLabel(n, GEAW_LABELS));
  }
  return out;
}

/** The river hexsides of each named river, as pairs of hexes. */
export const RIVER_HEXSIDES: ReadonlyMap<string, readonly (readonly [string, string])[]> = new Map(RIVERS.map((r) => [r.name, riverHexsides(r.course)]));

/** The three lower-Yangtze hexsides the map clarification names. */
export const YANGTZE_ERRATA_HEXSIDES: readonly (readonly [string, string])[] = [
  ['2915', '2916'],
  ['2915', '3016'],
  ['3015', '3115'],
];

// ---------------------------------------------------------------------------
// Roads and railroads: straight hex lines between waypoints.

/** A waypoint's hex: a city's, or the land hex nearest a longitude and latitude. */
function waypointHex(w: string | LonLat): string {
  if (typeof w === 'string') return hexOf(w);
  const at = hexAtLonLat(w[0], w[1]);
  if (!at) throw new Error(`waypoint ${w.join(',')} is off the map`);
  if (passable(at)) return at;
  const nearest = ALL_LABELS.filter(passable).sort((a, b) => dist(a, at) - dist(b, at) || (a < b ? -1 : 1))[0];
  if (nearest === undefined) throw new Error(`waypoint ${w.join(',')}: the map has no land hex to put it on`);
  return nearest;
}

/**
 * The hexes of a road or railroad through its waypoints: between each pair,
 * the shortest run of adjacent land hexes (never sea, never prohibited), and
 * of equally short runs the one nearest the straight line.
 */
function route(waypoints: readonly (string | LonLat)[]): string[] {
  const out: string[] = [];
  let from: string | undefined;
  for (const to of waypoints.map(waypointHex)) {
    if (from === undefined) out.push(to);
    else out.push(...landPath(from, to).slice(1));
    from = to;
  }
  return out;
}

function passable(l: string): boolean {
  const t = terrainByHex.get(l);
  return t !== undefined && t !== 'sea' && t !== 'prohibited';
}

/** Dijkstra over land hexes: a step costs 1 plus a little for straying from the straight line. */
function landPath(from: string, to: string): string[] {
  const a = centreOf(from);
  const b = centreOf(to);
  const len = Math.hypot((b.x - a.x) * SQRT3_2, b.y - a.y) || 1;
  const stray = (l: string) => {
    const p = centreOf(l);
    return Math.abs(((b.x - a.x) * SQRT3_2) * (a.y - p.y) - ((a.x - p.x) * SQRT3_2) * (b.y - a.y)) / len;
  };
  const cost = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  // The hexes still to settle, with their cost so far (as in `cost`).
  const open = new Map<string, number>([[from, 0]]);
  while (open.size > 0) {
    let cur = '';
    let best = Infinity;
    for (const [l, c] of open) {
      if (c < best || (c === best && l < cur)) {
        best = c;
        cur = l;
      }
    }
    open.delete(cur);
    if (cur === to) break;
    for (const n of neighboursOf(cur)) {
      if (!passable(n)) continue;
      const c = best + 1 + 0.01 * stray(n);
      if (c < (cost.get(n) ?? Infinity)) {
        cost.set(n, c);
        prev.set(n, cur);
        open.set(n, c);
      }
    }
  }
  if (!cost.has(to)) throw new Error(`no land route from ${from} to ${to}`);
  const path = [to];
  for (let at = to; at !== from; ) {
    const back = prev.get(at);
    if (back === undefined) throw new Error(`the land route from ${from} to ${to} has no step into ${at}`);
    path.unshift(back);
    at = back;
  }
  return path;
}

/** Railroad lines as runs of adjacent hexes (8.9, 8.11). */
export const RAILROAD_PATHS: readonly (readonly string[])[] = RAILROADS.map(route);
/** Road lines as runs of adjacent hexes (8.9). */
export const ROAD_PATHS: readonly (readonly string[])[] = ROADS.map(route);

// ---------------------------------------------------------------------------
// China: zones, Japanese-held territory, the front line.

const communistRing = toRing(COMMUNIST_ZONE);


/** The zone of every hex of China (2.2). */
export const CHINA_ZONE: ReadonlyMap<string, ChinaZone> = new Map(
  ALL_LABELS.filter((l) => countryByHex.get(l) === 'china').map((l) => [l, inside(communistRing, centreOf(l)) ? 'communist' : 'nationalist'] as const),
);

/** Hexes of the Communist Zone. */
export const COMMUNIST_ZONE_HEXES: readonly string[] = [...CHINA_ZONE].filter(([, z]) => z === 'communist').map(([l]) => l);
/** Hexes of the Nationalist Zone. */
export const NATIONALIST_ZONE_HEXES: readonly string[] = [...CHINA_ZONE].filter(([, z]) => z === 'nationalist').map(([l]) => l);

/** Japanese-held China at the start of Scenario I, by area (the main occupied area and the coastal enclaves). */
export const JAPANESE_HELD_AREAS_1941: ReadonlyMap<string, readonly string[]> = new Map(
  JAPANESE_HELD_CHINA.map((h) => {
    const chinese = [...CHINA_ZONE.keys()];
    if ('outline' in h) {
      const ring = toRing(h.outline);
      return [h.name, chinese.filter((l) => inside(ring, centreOf(l)))] as const;
    }
    const at = hexOf(h.around.city);
    const near = h.around.radius === 0 ? [at] : [at, ...neighboursOf(at)];
    return [h.name, chinese.filter((l) => near.includes(l)).sort()] as const;
  }),
);

/** Every hex of China held by Japan at the start of Scenario I (2.2: the Front Line's Japanese side). */
export const JAPANESE_HELD_CHINA_1941: readonly string[] = [...new Set([...JAPANESE_HELD_AREAS_1941.values()].flat())].sort();

const heldSet = new Set(JAPANESE_HELD_CHINA_1941);

/** Whether a hex is held by the Japanese side at the start of Scenario I (Japanese-aligned countries and Japanese-held China). */
export function japaneseAt1941(l: string): boolean {
  const k = countryByHex.get(l);
  return k !== undefined && (heldSet.has(l) || COUNTRIES[k].alignment === 'japanese');
}

/**
 * The 1941 Front Line (2.2): every hexside between a Japanese-held hex and a
 * Chinese-held hex of China, as `[Japanese side, Chinese side]`. It shows the
 * kick-off positions of Scenario I and has no other effect on play.
 */
export const FRONT_LINE_1941: readonly (readonly [string, string])[] = [...CHINA_ZONE.keys()]
  .filter((l) => !heldSet.has(l))
  .flatMap((chinese) => neighboursOf(chinese).filter((n) => countryByHex.has(n) && japaneseAt1941(n) && (heldSet.has(n) || countryByHex.get(n) === 'mengjiang')).map((n) => [n, chinese] as const))
  .sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1));

// ---------------------------------------------------------------------------
// Lookups.

/** The country of every land hex (2.2). Sea hexes have none. */
export const HEX_COUNTRY: ReadonlyMap<string, CountryId> = countryByHex;

/** The terrain of every hex. */
export const HEX_TERRAIN: ReadonlyMap<string, Terrain> = terrainByHex;

/** The country a hex is in, or `null` for a sea hex (2.2). */
export function countryOf(l: string): CountryId | null {
  return countryByHex.get(l) ?? null;
}

/** Every hex of a country. */
export function hexesOf(country: CountryId): string[] {
  return ALL_LABELS.filter((l) => countryByHex.get(l) === country);
}

/** The USSR's and Mongolia's hexes: prohibited to both sides for all purposes (2.2). */
export const PROHIBITED_HEXES: readonly string[] = ALL_LABELS.filter((l) => terrainByHex.get(l) === 'prohibited');

/**
 * Named sets of hexes the Reinforcement Placement Table and the scenario use as
 * entry points (STAND-IN): Japan's ports, India's western map edge (the rail
 * lines from the rest of India), and the Hump's terminal at Kunming.
 */
export const ENTRY_HEXES: Readonly<Record<'japanPorts' | 'indiaWestEdge' | 'calcutta' | 'hump', readonly string[]>> = {
  japanPorts: PORTS.filter((p) => countryByHex.get(p) === 'japan'),
  indiaWestEdge: ALL_LABELS.filter((l) => l.startsWith('01') && countryByHex.get(l) === 'india'),
  calcutta: [hexOf('Calcutta')],
  hump: [hexOf('Kunming')],
};

// ---------------------------------------------------------------------------
// The map as data.

const places: Place[] = CITIES.map((c) => ({ label: hexOf(c.name), name: c.name, kind: 'city', ...(c.vp !== undefined ? { value: c.vp } : {}) }));

/**
 * The stand-in map as data: 48 columns by 52 rows, sea by default; every land
 * hex is listed with its terrain (ports carry the `port` feature); rivers are
 * hexside features; railroads and roads are runs of hexes; cities are places
 * (kind `city`, `value` = circled VP).
 */
export const greaterEastAsiaMap: MapData = {
  id: 'greater-east-asia',
  name: 'The Greater East Asia War (stand-in map)',
  columns: MAP_COLUMNS,
  rows: MAP_ROWS,
  labels: { style: 'column-row', offset: 'odd-q', digits: 2 },
  terrainTypes: TERRAIN_TYPES,
  defaultTerrain: 'sea',
  hexes: [...terrainByHex].filter(([, terrain]) => terrain !== 'sea').map(([l, terrain]) => ({ label: l, terrain, ...(PORTS.includes(l) ? { features: ['port'] } : {}) })),
  hexsideTypes: HEXSIDE_TYPES,
  hexsides: [...RIVER_HEXSIDES.values()].flat().map((hexes) => ({ hexes: [hexes[0], hexes[1]] as const, features: ['river'] })),
  linkTypes: LINK_TYPES,
  links: [...RAILROAD_PATHS.map((path) => ({ kind: 'railroad', path })), ...ROAD_PATHS.map((path) => ({ kind: 'road', path }))],
  places,
};
