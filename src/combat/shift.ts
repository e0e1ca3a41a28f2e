import { HexwarError } from '../errors';

/**
 * A column shift with its reason: positive shifts move right (in the attacker's
 * favour), negative ones left. `"1R"` is `{ shift: 1 }`, `"2L"` is `{ shift: -2 }`.
 *
 * @category Combat
 */
export interface ColumnShift {
  /** Columns to move: positive = right (attacker's favour), negative = left. */
  readonly shift: number;
  /** Why, in a player's words, e.g. `"Japanese armour"` or `"town"`. */
  readonly reason: string;
  /** The rule that grants it, e.g. `"6.5.1"`. */
  readonly rule?: string;
  /** Which side's circumstance earns the shift, for the log. */
  readonly side?: 'attacker' | 'defender';
}

/**
 * Limits on column shifts, for games that cap them.
 *
 * @category Combat
 */
export interface ShiftOptions {
  /** At most this many columns right (a whole number ≥ 0); no limit if absent. */
  readonly maxRight?: number;
  /** At most this many columns left (a whole number ≥ 0); no limit if absent. */
  readonly maxLeft?: number;
  /**
   * When opposing shifts cancel. `'before-caps'` (the default): add every shift, then
   * cap the net. `'after-caps'`: cap the right shifts at `maxRight` and the left
   * shifts at `maxLeft` separately, then net them (3R and 1L under a 2R cap give 1R).
   */
  readonly cancel?: 'before-caps' | 'after-caps';
}

/**
 * The column reached after shifting, and how the shifts were cut short.
 *
 * @category Combat
 */
export interface ShiftResult {
  /** The final column index, always on the table. */
  readonly index: number;
  /** The sum of every shift, before any cap. */
  readonly raw: number;
  /** The net shift the rules allow, after caps (before the table's edges). */
  readonly net: number;
  /** The shift actually moved on the table: `index − base`. */
  readonly applied: number;
  /** True when `maxRight`/`maxLeft` reduced the shift. */
  readonly capped: boolean;
  /** Set when the net shift ran past an end of the table and was stopped at it. */
  readonly offTable?: 'below' | 'above';
}

/**
 * Something with a number of columns: a count, an {@link OddsTable} or a
 * {@link CombatResultsTable}.
 *
 * @category Combat
 */
export type ColumnCount =
  | number
  | {
      /** The table's columns, or how many there are. */
      readonly columns: number | readonly unknown[];
    };

function columnCount(table: ColumnCount): number {
  const n = typeof table === 'number' ? table : typeof table.columns === 'number' ? table.columns : table.columns.length;
  if (!Number.isInteger(n) || n < 1) {
    throw new HexwarError({ code: 'bad-column', message: `a table needs at least one column, not ${String(n)}` });
  }
  return n;
}

function checkCap(value: number | undefined, name: string): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
    throw new HexwarError({
      code: 'bad-shift',
      message: `${name} must be a whole number of columns of at least 0, not ${String(value)}`,
    });
  }
}

/**
 * Applies column shifts to a base column: adds them, caps the net at `maxRight` /
 * `maxLeft`, and stops at the ends of the table, reporting each cut.
 *
 * `base` is normally a column index; it may be −1 or the number of columns to start
 * from off-table odds (see {@link oddsPosition}), and shifts can bring it back on.
 *
 * @example
 * ```ts
 * import { shiftColumn } from 'hexwar/combat';
 *
 * // From the 1:1 column (index 1) of four, one right for armour and two left for jungle:
 * shiftColumn(1, [{ shift: 1, reason: 'armour' }, { shift: -2, reason: 'jungle' }], 4);
 * // { index: 0, raw: -1, net: -1, applied: -1, capped: false }
 * ```
 * @param base - the starting column position (a whole number).
 * @param shifts - the shifts, in any order.
 * @param table - the number of columns, or a table that has them.
 * @param opts - caps, see {@link ShiftOptions}.
 * @throws {@link hexwar!HexwarError} `'bad-shift'` for a fractional shift or a bad cap;
 *   `'bad-column'` for a fractional base or a table without columns.
 *
 * @category Combat
 */
export function shiftColumn(
  base: number,
  shifts: readonly ColumnShift[],
  table: ColumnCount,
  opts: ShiftOptions = {},
): ShiftResult {
  const n = columnCount(table);
  if (!Number.isInteger(base)) {
    throw new HexwarError({ code: 'bad-column', message: `column position must be a whole number, not ${String(base)}` });
  }
  checkCap(opts.maxRight, 'maxRight');
  checkCap(opts.maxLeft, 'maxLeft');
  let right = 0;
  let left = 0;
  for (const s of shifts) {
    if (!Number.isInteger(s.shift)) {
      throw new HexwarError({
        code: 'bad-shift',
        message: `column shift for "${s.reason}" must be a whole number, not ${String(s.shift)}`,
        ...(s.rule !== undefined ? { rule: s.rule } : {}),
      });
    }
    if (s.shift > 0) right += s.shift;
    else left -= s.shift;
  }
  const maxRight = opts.maxRight ?? Infinity;
  const maxLeft = opts.maxLeft ?? Infinity;
  const raw = right - left;
  let net: number;
  let capped: boolean;
  if (opts.cancel === 'after-caps') {
    net = Math.min(right, maxRight) - Math.min(left, maxLeft);
    capped = right > maxRight || left > maxLeft;
  } else {
    net = Math.max(-maxLeft, Math.min(maxRight, raw));
    capped = net !== raw;
  }
  net = net + 0; // no -0 in plain JSON results
  const target = base + net;
  const index = Math.max(0, Math.min(n - 1, target));
  const result: ShiftResult = { index, raw, net, applied: index - base + 0, capped };
  if (target < 0) return { ...result, offTable: 'below' };
  if (target > n - 1) return { ...result, offTable: 'above' };
  return result;
}

/**
 * Writes a shift the way tables print it: `1` → `"1R"`, `-2` → `"2L"`, `0` → `"0"`.
 *
 * @example
 * ```ts
 * import { formatShift } from 'hexwar/combat';
 *
 * formatShift(-2);                                   // '2L'
 * formatShift({ shift: 1, reason: 'armour support' }); // '1R'
 * ```
 * @throws {@link hexwar!HexwarError} `'bad-shift'` for a fractional or non-finite shift.
 *
 * @category Combat
 */
export function formatShift(shift: number | ColumnShift): string {
  const n = typeof shift === 'number' ? shift : shift.shift;
  if (!Number.isInteger(n)) {
    throw new HexwarError({ code: 'bad-shift', message: `column shift must be a whole number, not ${String(n)}` });
  }
  if (n === 0) return '0';
  return n > 0 ? `${n}R` : `${-n}L`;
}

const SHIFT_TEXT = /^\s*(?:(\d+)\s*([RrLl])|([+\-−]?\d+))\s*$/;

/**
 * Reads a printed shift: `"1R"` → 1, `"2L"` → −2, `"0"` → 0; signed numbers such as
 * `"+1"` and `"-2"` are accepted too.
 *
 * @example
 * ```ts
 * import { parseShift } from 'hexwar/combat';
 *
 * parseShift('2L'); // -2
 * parseShift('+1'); // 1
 * ```
 * @throws {@link hexwar!HexwarError} `'bad-shift'` for anything else.
 *
 * @category Combat
 */
export function parseShift(text: string): number {
  const match = SHIFT_TEXT.exec(text);
  if (match === null) {
    throw new HexwarError({ code: 'bad-shift', message: `"${text}" is not a column shift like "1R", "2L" or "0"` });
  }
  if (match[3] !== undefined) return Number(match[3].replace('−', '-')) + 0;
  const n = Number(match[1]);
  return (match[2]!.toUpperCase() === 'R' ? n : -n) + 0;
}
