/**
 * `hexwar/combat`: odds-column and differential combat results tables, column
 * shifts, and the core's attack procedure that reads them: declaring attackers,
 * the roll, the result's steps (losses, retreats, exchanges, advances), with
 * its legend and previews.
 *
 * @example
 * ```ts
 * import { oddsColumn, parseOddsTable, ratioColumns } from 'hexwar/combat';
 *
 * const odds = parseOddsTable({ kind: 'ratio', columns: ratioColumns(['1:2', '1:1', '2:1', '3:1']), below: 'lowest', above: 'highest' });
 * oddsColumn(17, 6, odds); // the 2:1 column: 17:6 rounds down
 * ```
 *
 * @module hexwar/combat
 */

// Combat: odds, columns, shifts and results tables.
export {
  type AboveTableRule, type BelowTableRule, type ColumnCount, type ColumnShift, type CombatResultsTable, crtColumn, crtLookup, crtReference, type CrtRow, crtSchema, type DifferentialColumn, differentialColumns,
  formatShift, type OddsColumn, oddsColumn, oddsPosition,
  type OddsResult, type OddsTable, oddsTableSchema, parseCrt, parseOddsTable, parseShift,
  ratioColumns, shiftColumn, type ShiftOptions, type ShiftResult
} from '../combat';

// The attack procedure: who attacks, the roll, and what the result's steps do.
export { type StepLosses } from '../engine';
export {
  type AttackArgs, type AttackConfig, type AttackOutcome, attackProcedures, type CombatEntry, type CombatLegend, type CombatPreview,
  type CombatRole, type CombatStep, type CombatTally, type CombatUnderWay, type CombatVerb, type CombatDecision, type AttackDecision, type ResultDecision, controlAfter, defendersOf, eliminate, eliminateOverstacked,
  loseStep, type ModifierLine, previewCombat, type ResultChance, type ResultMeaning, type ResultUnderWay, type RetreatConfig,
  type StrengthModifier, type SupportDefinition, tallyCombat
} from '../procedures';
