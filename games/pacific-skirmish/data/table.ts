/**
 * The stand-in table and scenario (the text has neither): "The Village at
 * Matanikau Ridge", a 48" × 36" jungle table. The Americans come up the road
 * from the south edge; the Japanese hold the village in the north with their
 * flanks in the jungle. Every terrain type the movement chart names is on it:
 * jungle, woods (a palm grove), a stream, a road, rough ground, obstructions
 * (fallen palms), and concealing kunai grass.
 *
 * @module
 */
import type { TableData, TablePoint, TablePosition } from 'hexwar/tabletop';
import type { Side } from './forces';

const rect = (x0: number, y0: number, x1: number, y1: number): TablePoint[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/**
 * The table (stand-in), checked by the core when the game is defined. Areas
 * are listed bottom to top: the road is last, so it carries movement over the
 * stream (a ford).
 *
 * @category Pacific Skirmish
 */
export const TABLE: TableData = {
  id: 'matanikau-village',
  name: 'The village at Matanikau Ridge (stand-in)',
  width: 48,
  height: 36,
  terrainTypes: {
    // Jungle and woods hide what is more than 1" or 2" inside them, give cover and conceal 90 %.
    jungle: { sight: 'blocks', seeInto: 1, cover: true, concealment: 0.9 },
    woods: { sight: 'blocks', seeInto: 2, cover: true, concealment: 0.9 },
    // Kunai grass: see-through, no cover, but 90 % concealing.
    grass: { concealment: 0.9 },
    // Rocks and scrub: rough going and cover.
    rough: { cover: true },
    // Fallen palms: an obstruction (half move) and cover.
    obstructions: { cover: true },
    stream: {},
    road: {},
  },
  zones: [
    { id: 'us-deploy', kind: 'deployment', name: 'American start line', side: 'us', polygon: rect(0, 0, 48, 5) },
    { id: 'japan-deploy', kind: 'deployment', name: 'Japanese positions', side: 'japan', polygon: rect(0, 15, 48, 36) },
  ],
  edges: [
    { id: 'us-edge', side: 'south', name: 'American edge' },
    { id: 'japan-edge', side: 'north', name: 'Japanese edge' },
  ],
  areas: [
    {
      id: 'jungle-west',
      type: 'jungle',
      name: 'West jungle',
      polygon: [
        { x: 0, y: 16 },
        { x: 14, y: 16 },
        { x: 16, y: 30 },
        { x: 10, y: 36 },
        { x: 0, y: 36 },
      ],
    },
    {
      id: 'jungle-east',
      type: 'jungle',
      name: 'East jungle',
      polygon: [
        { x: 36, y: 18 },
        { x: 48, y: 16 },
        { x: 48, y: 36 },
        { x: 38, y: 36 },
        { x: 34, y: 28 },
      ],
    },
    {
      id: 'palm-grove',
      type: 'woods',
      name: 'Palm grove',
      polygon: [
        { x: 8, y: 5 },
        { x: 16, y: 5 },
        { x: 17, y: 10 },
        { x: 9, y: 11 },
      ],
    },
    { id: 'ridge', type: 'rough', name: 'Rocky ridge', polygon: rect(30, 6, 38, 10) },
    { id: 'grass-west', type: 'grass', name: 'Kunai grass (west)', polygon: rect(16, 17, 22, 22) },
    { id: 'grass-east', type: 'grass', name: 'Kunai grass (east)', polygon: rect(27, 14, 33, 19) },
    { id: 'fallen-palms', type: 'obstructions', name: 'Fallen palms', polygon: rect(18, 24, 22, 26) },
    { id: 'stream', type: 'stream', name: 'Matanikau stream', polygon: rect(0, 12, 48, 13) },
    { id: 'road', type: 'road', name: 'Coast road', polygon: rect(23, 0, 25, 36) },
  ],
  objects: [
    { id: 'hut-1', kind: 'hut', name: 'Headman\u2019s hut', polygon: rect(28, 29, 31, 32) },
    { id: 'hut-2', kind: 'hut', name: 'Storehouse', polygon: rect(19, 30, 22, 33) },
  ],
};

/**
 * The objective: the village well (stand-in). A side holds it with a figure
 * within 3" and no enemy figure as close.
 *
 * @category Pacific Skirmish
 */
export const OBJECTIVE: TablePoint = { x: 26, y: 28 };

/**
 * Where every figure starts (stand-in): the Americans on their start line, the
 * Japanese in the grass, the fallen palms, the jungle edges and the village.
 * Facings are degrees counter-clockwise from east (90: north).
 *
 * @category Pacific Skirmish
 */
export const START: Readonly<Record<string, TablePosition>> = {
  'us-lt': { x: 22, y: 3 },
  'us-sgt': { x: 26, y: 4 },
  'us-r1': { x: 18, y: 3 },
  'us-r2': { x: 20, y: 4 },
  'us-r3': { x: 28, y: 3 },
  'us-r4': { x: 30, y: 4 },
  'us-r5': { x: 32, y: 3 },
  'us-bar': { x: 16, y: 4 },
  'us-r6': { x: 34, y: 4 },
  'us-r7': { x: 36, y: 3 },
  'us-r8': { x: 14, y: 3 },
  'us-bar2': { x: 10, y: 4 },
  'us-mg': { x: 12, y: 6, facing: 75 },
  'us-mortar': { x: 6, y: 2, facing: 90 },
  'us-tank': { x: 24, y: 2, facing: 90 },
  'us-jeep': { x: 40, y: 2, facing: 90 },
  'jp-lt': { x: 26, y: 26 },
  'jp-sgt': { x: 23, y: 27 },
  'jp-r1': { x: 17, y: 19 },
  'jp-r2': { x: 20, y: 20 },
  'jp-r3': { x: 30, y: 16 },
  'jp-r4': { x: 13.5, y: 22 },
  'jp-r5': { x: 36, y: 22 },
  'jp-r6': { x: 19, y: 25 },
  'jp-mg': { x: 21, y: 25, facing: 270 },
  'jp-mortar': { x: 26, y: 33, facing: 270 },
  'jp-atg': { x: 35.5, y: 24, facing: 230 },
  'jp-tank': { x: 30, y: 27, facing: 270 },
};

/**
 * Each side's precalled artillery targets (stand-in: Special Rule 8 says all
 * artillery targets must be precalled; these are the points each side
 * registered before the game).
 *
 * @category Pacific Skirmish
 */
export const PRECALLED: Readonly<Record<Side, Readonly<Record<string, TablePoint>>>> = {
  us: { village: { x: 26, y: 28 }, 'west-grass': { x: 19, y: 20 }, 'east-jungle-edge': { x: 35, y: 22 } },
  japan: { ford: { x: 24, y: 12.5 }, 'palm-grove': { x: 12, y: 8 }, ridge: { x: 34, y: 8 } },
};

/** The precalled targets as the log names them (stand-in, as the targets are): by the ground they lie on, the table's own names where it has them. */
const PRECALLED_NAMES: Readonly<Record<string, string>> = {
  village: 'the village',
  'west-grass': 'the kunai grass (west)',
  'east-jungle-edge': 'the edge of the jungle (east)',
  ford: 'the ford',
  'palm-grove': 'the palm grove',
  ridge: 'the rocky ridge',
};

/**
 * A precalled target's name in the log ("the rocky ridge"), or its key in
 * words for one the list does not name.
 *
 * @category Pacific Skirmish
 */
export const precalledName = (target: string): string => PRECALLED_NAMES[target] ?? target.replace(/-/g, ' ');
