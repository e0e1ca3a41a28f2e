/**
 * The postcard's tables as data: the combat results table rebuilt from the
 * scrambled extraction, its result legend, the USAAF column and the monsoon
 * chances, and the stacking weights.
 *
 * @module
 */
import { parseCrt, ratioColumns, type CombatResultsTable, type OddsTable } from 'hexwar/combat';

/** The seven odds columns, worst first. Odds worse than 1:3 read 1:3; better than 4:1 read 4:1. */
export const ODDS: OddsTable = {
  kind: 'ratio',
  columns: ratioColumns(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1']),
  below: 'lowest',
  above: 'highest',
};

/**
 * The ground combat table. Each printed row carries two numbers ("6 or 1",
 * "5 2", … "1 6"); `roll` here is the FIRST number, the Allied reading. A
 * Japanese attack reads the second number, i.e. looks up `7 − roll` (see README).
 */
export const CRT: CombatResultsTable = parseCrt({
  id: 'myitkyina-crt',
  columns: ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 6, results: ['D', 'DR', 'DR', 'DR', 'DR', '1DE', '2DE'] },
    { roll: 5, results: ['BD', 'DW', 'DW', 'DW', 'DR', 'DR', '1DE'] },
    { roll: 4, results: ['AD', 'BD', 'D', 'D', 'DW', 'DR', 'DR'] },
    { roll: 3, results: ['1AE', 'AD', 'BD', 'BD', 'D', 'DW', 'DR'] },
    { roll: 2, results: ['2AE', '1AE', 'AD', 'AD', 'BD', 'D', 'DW'] },
    { roll: 1, results: ['3AE', '2AE', '1AE', 'AD', 'AD', 'BD', 'D'] },
  ],
});

/** The USAAF column, one result per Japanese unit, by modified roll (first number; above 6 reads 6). */
export const USAAF: CombatResultsTable = parseCrt({
  id: 'myitkyina-usaaf',
  columns: ['USAAF'],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 6, results: ['D'] },
    { roll: 5, results: ['D'] },
    { roll: 4, results: ['-'] },
    { roll: 3, results: ['-'] },
    { roll: 2, results: ['-'] },
    { roll: 1, results: ['-'] },
  ],
  maxRoll: 6,
});

/** The result legend, in the postcard's words. */
export const LEGEND: Readonly<Record<string, string>> = {
  nDE: 'n defenders eliminated',
  DR: 'defenders disrupted and routed (retreat 2 hexes)',
  DW: 'defenders disrupted and withdrawn (retreat 1 hex)',
  D: 'defenders disrupted',
  BD: 'both sides disrupted',
  AD: 'attackers disrupted',
  nAE: 'n attackers eliminated',
  '-': 'no effect',
};

/** Monsoon: no air strikes on a die roll of at most `upTo`, by turn range (33% turns 1–6, 50% turns 7–11). */
export const MONSOON: readonly { readonly fromTurn: number; readonly toTurn: number; readonly upTo: number }[] = [
  { fromTurn: 1, toTurn: 6, upTo: 2 },
  { fromTurn: 7, toTurn: 11, upTo: 3 },
];

/** Game turns: the USAAF turn ranges run 1–11. */
export const TURNS = 11;

/** The first turn of double game credit is 7: an Allied win before it counts double. */
export const DOUBLE_CREDIT_BEFORE = 7;

/** The 36th Indian Division may come in from this turn. */
export const INDIAN_DIVISION_FROM = 6;

/** Stacking: at most this many points a hex. */
export const STACK_LIMIT = 3;

/** Stacking points by unit size (decoys count as the battalions they pretend to be). */
export const STACK_WEIGHT: Readonly<Record<string, number>> = { battalion: 1, regiment: 2, brigade: 2 };

/** Movement in quarter hexes: a hex costs 4, along a road 3, a creek adds 4. */
export const MOVE = { hex: 4, road: 3, creek: 4, allowance: 16, attackAllowance: 12 } as const;
