// Combat tables: odds -> column, column shifts, CRT lookup. What a result code does (its
// legend, its steps, retreats) is the attack procedures' (src/procedures/combat).

export {
  type OddsColumn,
  type DifferentialColumn,
  type BelowTableRule,
  type AboveTableRule,
  type OddsTable,
  type OddsResult,
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
