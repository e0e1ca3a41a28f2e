// Combat: odds -> column, column shifts, CRT lookup, result codes -> effects, and the
// explanation for the UI and the log. Retreats and result application come later
// (./retreat): add their exports below.

export {
  type OddsColumn,
  type DifferentialColumn,
  type BelowTableRule,
  type AboveTableRule,
  type OddsTable,
  type OddsResult,
  oddsColumnSchema,
  differentialColumnSchema,
  oddsTableSchema,
  parseOddsTable,
  ratioColumns,
  differentialColumns,
  oddsColumn,
  oddsPosition,
} from './odds';

export {
  type ColumnShift,
  type ShiftOptions,
  type ShiftResult,
  type ColumnCount,
  columnShiftSchema,
  shiftColumn,
  formatShift,
  parseShift,
} from './shift';

export {
  type CrtRow,
  type CombatResultsTable,
  crtReference,
  crtSchema,
  parseCrt,
  crtColumn,
  crtLookup,
} from './crt';

export {
  type CombatSide,
  type CombatEffect,
  type ResultLegend,
  combatEffectSchema,
  resultLegendSchema,
  parseResultLegend,
  resultEffects,
  parseStepResult,
  describeEffect,
} from './results';

export {
  type CombatFactor,
  type CombatExplanation,
  type CombatInput,
  totalStrength,
  explainCombat,
  describeCombat,
} from './explain';
export { retreatOptions, type RetreatRules, type RetreatOptions } from './retreat';
