/**
 * The battlefield. The blog post gives sea, beach and land, the high ground
 * with the command post at its rear, barbed wire, emplacements and cover, but
 * no measurements: EVERY SIZE AND PLACE HERE IS A STAND-IN (see the README),
 * chosen to fit what the text says (the land edge is a narrow edge, so the sea
 * is the other narrow edge; Tan wades, then crosses a beach, wire and rising
 * land to a command post at the back of the high ground).
 *
 * @module
 */
import type { TableData, TablePoint, TablePosition } from 'hexwar/tabletop';

const rect = (x0: number, y0: number, x1: number, y1: number): TablePoint[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** Table size in inches: a 6' × 4' table, sea at the west (narrow) end, land at the east (narrow) end. */
export const WIDTH = 72;
/** North–south size in inches. */
export const HEIGHT = 48;
/** Where the sea ends and the beach begins (x, inches). */
const SEA_TO = 6;
/** Where the beach ends and the land begins (x, inches). */
const BEACH_TO = 18;

/** Id of the command post. */
export const COMMAND_POST = 'cp';

/**
 * The stand-in table as plain data (checked by the core's `compileTable`).
 * Sea 6" deep, beach 12", then land rising to the high ground and its crest;
 * two belts of wire; three sandbagged emplacements just behind the crest; the command post
 * at the rear of the high ground; rocks on the beach and scrub on the land for
 * cover.
 */
export const TABLE: TableData = {
  id: 'beach-assault',
  name: 'The beach (stand-in)',
  width: WIDTH,
  height: HEIGHT,
  terrainTypes: {
    // The slope is too gentle to slow anyone; the crest hides what lies on either side of it.
    'high ground': { sight: 'hill' },
    rocks: { cover: true },
    scrub: { cover: true },
  },
  zones: [
    { id: 'sea', kind: 'sea', name: 'Shallow sea', polygon: rect(0, 0, SEA_TO, HEIGHT) },
    { id: 'beach', kind: 'beach', name: 'Beach', polygon: rect(SEA_TO, 0, BEACH_TO, HEIGHT) },
    { id: 'land', kind: 'land', name: 'Land', polygon: rect(BEACH_TO, 0, WIDTH, HEIGHT) },
  ],
  edges: [
    { id: 'sea-edge', side: 'west', name: 'Sea edge' },
    { id: 'land-edge', side: 'east', name: 'Land edge' },
  ],
  areas: [
    // The crest: a figure below it, on the beach or the land, sees no further than this strip; one on it sees
    // down to the beach and over the rest of the high ground (two hills, each hiding what lies beyond it from
    // a figure standing on neither). Green's emplacements lie just behind it, on the reverse slope.
    { id: 'high-ground-crest', type: 'high ground', name: 'High ground (crest)', polygon: rect(34, 5, 35.5, 43) },
    { id: 'high-ground', type: 'high ground', name: 'High ground', polygon: rect(35.5, 5, 62, 43) },
    { id: 'rocks-south', type: 'rocks', name: 'Rocks (south)', polygon: rect(10, 8, 13, 12) },
    { id: 'rocks-north', type: 'rocks', name: 'Rocks (north)', polygon: rect(11, 34, 14, 38) },
    { id: 'scrub-south', type: 'scrub', name: 'Scrub (south)', polygon: rect(26, 2, 30, 6) },
    { id: 'scrub-centre', type: 'scrub', name: 'Scrub (centre)', polygon: rect(24, 20, 28, 28) },
    { id: 'scrub-north', type: 'scrub', name: 'Scrub (north)', polygon: rect(26, 40, 30, 44) },
  ],
  obstacles: [
    // The beach wire: four sections end to end across the whole table, just inland of the beach.
    { id: 'wire-a', type: 'barbed-wire', name: 'Wire section A', line: [{ x: 20, y: 0 }, { x: 20, y: 12 }] },
    { id: 'wire-b', type: 'barbed-wire', name: 'Wire section B', line: [{ x: 20, y: 12 }, { x: 20, y: 24 }] },
    { id: 'wire-c', type: 'barbed-wire', name: 'Wire section C', line: [{ x: 20, y: 24 }, { x: 20, y: 36 }] },
    { id: 'wire-d', type: 'barbed-wire', name: 'Wire section D', line: [{ x: 20, y: 36 }, { x: 20, y: 48 }] },
    // A second belt before the high ground, open at both ends.
    { id: 'wire-e', type: 'barbed-wire', name: 'Wire section E', line: [{ x: 31, y: 10 }, { x: 31, y: 22 }] },
    { id: 'wire-f', type: 'barbed-wire', name: 'Wire section F', line: [{ x: 31, y: 26 }, { x: 31, y: 38 }] },
  ],
  objects: [
    // The command post blocks sight and movement; destroyed, its ruins still give cover.
    { id: COMMAND_POST, kind: 'command-post', name: 'Command post', polygon: rect(56, 21, 60, 27), whenDestroyed: { cover: true } },
    // Sandbag rings: men stand in them (passable), they give cover but hide nothing; destroyed, no cover.
    { id: 'emp-1', kind: 'emplacement', name: 'Emplacement 1', polygon: rect(36, 11, 39, 14), passable: true, blocksSight: false },
    { id: 'emp-2', kind: 'emplacement', name: 'Emplacement 2', polygon: rect(36, 34, 39, 37), passable: true, blocksSight: false },
    { id: 'emp-3', kind: 'emplacement', name: 'Emplacement 3', polygon: rect(38, 22.5, 41, 25.5), passable: true, blocksSight: false },
  ],
};

/** The eight figures of an infantry unit, by role, left to right. */
export const ROLES = ['officer', 'sergeant', 'rifle1', 'rifle2', 'rifle3', 'sniper', 'at', 'shotgun'] as const;

/** The spots along an edge where a unit may land or enter (y, inches): every 4". */
export const ENTRY_POINTS: readonly number[] = [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44];

/**
 * Green's starting positions (stand-in): the first unit in and behind
 * emplacement 1, the second in and behind emplacement 2, the tank next to the
 * command post (as the text says), the jeep beside it. Infantry are listed
 * officer, sergeant, three riflemen, sniper, anti-tank rifleman, shotgunner.
 */
export const GREEN_SETUP: Readonly<Record<string, TablePosition>> = {
  'g-tank': { x: 58, y: 28.75, facing: 180 },
  'g-jeep': { x: 58, y: 16.5, facing: 180 },
  ...unitAt('g1', [
    [42, 12.5],
    [38.2, 13.2],
    [36.8, 11.8],
    [38.2, 11.8],
    [36.8, 13.2],
    [40.5, 11],
    [40.5, 14],
    [40.5, 12.5],
  ]),
  ...unitAt('g2', [
    [42, 35.5],
    [38.2, 34.8],
    [36.8, 36.2],
    [38.2, 36.2],
    [36.8, 34.8],
    [40.5, 37],
    [40.5, 34],
    [40.5, 35.5],
  ]),
};

function unitAt(team: string, spots: readonly (readonly [number, number])[]): Record<string, TablePosition> {
  return Object.fromEntries(ROLES.map((role, i) => [`${team}-${role}`, { x: spots[i]![0], y: spots[i]![1], facing: 180 }]));
}
