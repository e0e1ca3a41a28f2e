/**
 * Tables for A Master Stroke. The rules text describes but does not print the
 * Combat Results Table, the Terrain Effects Chart, the Supply Status Table or
 * the list of Activation Markers: every table here marked STAND-IN is invented,
 * consistent with every fact the text gives (the 3-1 column reads 1/1 on a
 * roll of 4, as in the 6.5 example). The Supply Table (7.1.1) is the text's own.
 *
 * @module
 */
import { type MovementCosts } from 'hexwar/hex';
import { parseCrt, ratioColumns, type CombatResultsTable, type OddsTable } from 'hexwar/combat';
import { rangeTable, type VictoryLevel, type ActivationMarker } from 'hexwar/procedures';
import type { Side } from './counters';

/** The CRT's odds columns, worst to best. STAND-IN. */
const ODDS_LABELS: readonly string[] = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'];

/** Odds below 1-3 use the 1-3 column, above 6-1 the 6-1 column (stand-in choice). */
export const oddsTable: OddsTable = { kind: 'ratio', columns: ratioColumns(ODDS_LABELS), below: 'lowest', above: 'highest' };

/**
 * STAND-IN Combat Results Table: attacker/defender. A number is the
 * number of units that retreat or lose a step (attacker) or hexes to retreat or
 * steps to lose (defender), `-` no effect, `E` eliminated (6.5.2).
 */
export const crt: CombatResultsTable = parseCrt({
  id: 'meiktila-crt',
  columns: [...ODDS_LABELS],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['E/-', '2/-', '2/-', '1/-', '1/-', '-/1', '-/1', '-/2'] },
    { roll: 2, results: ['2/-', '2/-', '1/-', '1/-', '-/1', '-/1', '-/2', '-/2'] },
    { roll: 3, results: ['2/-', '1/-', '1/-', '1/1', '1/1', '1/2', '-/2', '-/E'] },
    { roll: 4, results: ['1/-', '1/-', '1/1', '1/1', '1/1', '-/2', '1/E', '-/E'] },
    { roll: 5, results: ['1/-', '1/1', '-/1', '-/1', '-/2', '-/E', '-/E', '-/E'] },
    { roll: 6, results: ['1/1', '-/1', '1/2', '-/2', '-/E', '1/E', '-/E', '-/E'] },
  ],
});

/**
 * STAND-IN Terrain Effects Chart, movement part: MP to enter. Roads cost 1/2
 * MP and cross streams by bridge; the railroad has no movement effect (the
 * text gives it none). Lake is prohibited (6.5.1).
 */
export const movementCosts: MovementCosts = {
  terrain: { clear: 1, jungle: 2, lake: 'prohibited' },
  hexsides: { stream: 1 },
  links: { road: 0.5 },
};

/**
 * The Supply Table (7.1.1, from the text): modified DR to supply points.
 * `-1` means the level drops by one at once.
 */
export const supplyTable = rangeTable({ '≤0': -1, '1-3': 0, '4-6': 1, '7+': 2 }, 'Supply Table (7.1.1)');

/**
 * STAND-IN Supply Status Table (7.1.2, 7.1.3): the highest modified roll that
 * leaves a unit in supply. Allied units by Supply Level (7 and 8 need no roll);
 * Japanese units 1-4 (the text's own threshold for replacements, 8.1.4).
 */
export function supplyStatusMax(side: Side, alliedLevel: number): number {
  if (side === 'japanese') return 4;
  if (alliedLevel <= 0) return 0;
  if (alliedLevel <= 2) return 3;
  if (alliedLevel <= 4) return 4;
  return 5;
}

/** Allied Activation Markers allowed by Supply Level (6.1.1, from the text). */
export function alliedMarkerCount(level: number): number {
  return level >= 7 ? 3 : level >= 5 ? 2 : 1;
}

/** Japanese Activation Markers (6.1.1, from the text). */
export function japaneseMarkerCount(hasInitiative: boolean): number {
  return hasInitiative ? 3 : 2;
}

/** STAND-IN list of Activation Markers: one per formation, an "all units" and a "die roll" marker per side. */
export const activationMarkers: readonly ActivationMarker[] = [
  { id: 'A-48', side: 'allied', kind: 'formation', formation: '48 Bde', name: '48th Indian Brigade' },
  { id: 'A-63', side: 'allied', kind: 'formation', formation: '63 Bde', name: '63rd Indian Brigade' },
  { id: 'A-99', side: 'allied', kind: 'formation', formation: '99 Bde', name: '99th Indian Brigade' },
  { id: 'A-255', side: 'allied', kind: 'formation', formation: '255 Tank Bde', name: '255th Indian Tank Brigade' },
  { id: 'A-ALL', side: 'allied', kind: 'all', name: '17th Indian Division: all units' },
  { id: 'A-DR', side: 'allied', kind: 'dieRoll', name: '17th Indian Division: units by die roll' },
  { id: 'J-18', side: 'japanese', kind: 'formation', formation: '18 Div', name: '18th Division' },
  { id: 'J-33', side: 'japanese', kind: 'formation', formation: '33 Div', name: '33rd Division' },
  { id: 'J-49', side: 'japanese', kind: 'formation', formation: '49 Div', name: '49th Division' },
  { id: 'J-ALL', side: 'japanese', kind: 'all', name: 'Burma Area Army: all units' },
  { id: 'J-DR', side: 'japanese', kind: 'dieRoll', name: 'Burma Area Army: units by die roll' },
];

/** Markers by id. */
export const markerById: ReadonlyMap<string, ActivationMarker> = new Map(activationMarkers.map((m) => [m.id, m]));

/** Allied air units (5.0): the RAF and USAAF, five in all; the sixth air unit is the 64th Sentai. */
export const ALLIED_AIR_UNITS = 5;

/** The Allied Supply Level track: 0 to 8, starting at 4 (3.0, 7.1.1, 10.1). */
export const SUPPLY_TRACK = { label: 'Allied Supply Level', min: 0, max: 8, start: 4, rule: '7.1.1' } as const;

/** The levels of victory by the Allied VP total minus the Japanese (9.2). */
export const VICTORY_LEVELS: readonly VictoryLevel[] = [
  { atMost: 0, winner: 'japanese', level: 'Japanese victory' },
  { atMost: 4, winner: 'allied', level: 'Allied minor victory' },
  { winner: 'allied', level: 'Allied major victory' },
];
/** Game turns: 5 to 14 March 1945. */
export const TURNS = 10;
/** Supply lines may run at most this many hexes off road (7.1). */
export const MAX_OFF_ROAD = 5;
