import * as z from 'zod';
import { lazy } from '../internal/lazy';
import { HexwarError } from '../errors';
import { parseOrThrow } from '../validation';

/**
 * One row of a {@link CombatResultsTable}: a die roll (or an inclusive range of
 * rolls) and one result code per column.
 *
 * @category Combat
 */
export interface CrtRow {
  /** The roll, or an inclusive range `[low, high]` of rolls, that reads this row. */
  readonly roll: number | readonly [number, number];
  /** One result code per column of the table, e.g. `"DR"`, `"1/1"`, `"AE"`. */
  readonly results: readonly string[];
}

/**
 * A Combat Results Table as plain data: columns (odds or differentials), the dice
 * rolled on it, and rows of result codes.
 *
 * The rows cover every unmodified die total exactly once. Rows may reach past the
 * dice (down to `minRoll`, up to `maxRoll`) for rolls only modifiers can give.
 * Modified rolls beyond the table are clamped: anything lower than the first row reads
 * the first row, anything higher than the last reads the last.
 *
 * @category Combat
 */
export interface CombatResultsTable {
  /** A name for the table, for errors and the log, e.g. `"meiktila-crt"`. */
  readonly id: string;
  /** The column labels, in the same order as the game's {@link OddsTable}. */
  readonly columns: readonly string[];
  /** The dice rolled on this table: `count` dice of `sides` sides (2d6 = 2 and 6). */
  readonly die: {
    /** How many dice are rolled and added. */
    readonly count: number;
    /** Faces on each die. */
    readonly sides: number;
  };
  /** The rows, each with one result per column. */
  readonly rows: readonly CrtRow[];
  /** The lowest roll a row covers when modifiers can go below the dice (default: `die.count`). */
  readonly minRoll?: number;
  /** The highest roll a row covers when modifiers can go above the dice (default: `die.count × die.sides`). */
  readonly maxRoll?: number;
}

function rowRange(row: CrtRow): [number, number] {
  return typeof row.roll === 'number' ? [row.roll, row.roll] : [row.roll[0], row.roll[1]];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function rolls(low: number, high: number): string {
  return low === high ? `roll ${low}` : `rolls ${low}–${high}`;
}

// Built on first use, never at import (see src/internal/lazy.ts).
const crtBaseSchema = () => z.object({
  id: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1, 'a combat results table needs at least one column'),
  die: z.object({ count: z.int().min(1), sides: z.int().min(2) }),
  rows: z
    .array(
      z.object({
        roll: z.union([z.int(), z.tuple([z.int(), z.int()])]),
        results: z.array(z.string().min(1)),
      }),
    )
    .min(1, 'a combat results table needs at least one row'),
  minRoll: z.int().optional(),
  maxRoll: z.int().optional(),
});

/**
 * Checks a {@link CombatResultsTable}: unique column labels, exactly one result per
 * column in every row, and rows that cover every roll from `minRoll` to `maxRoll` once,
 * with no gaps and no overlaps. Problems name their path, e.g.
 * `rows[3].results: has 6 results but the table has 7 columns`.
 *
 * @category Combat
 */
export const crtSchema = /* @__PURE__ */ lazy((): z.ZodType<CombatResultsTable> => crtBaseSchema().superRefine((crt, ctx) => {
  const seen = new Map<string, number>();
  crt.columns.forEach((label, i) => {
    const earlier = seen.get(label);
    if (earlier !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['columns', i], message: `"${label}" is already columns[${earlier}]` });
    } else seen.set(label, i);
  });

  crt.rows.forEach((row, i) => {
    if (row.results.length !== crt.columns.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows', i, 'results'],
        message: `has ${plural(row.results.length, 'result')} but the table has ${plural(crt.columns.length, 'column')}`,
      });
    }
  });

  const lowest = crt.die.count;
  const highest = crt.die.count * crt.die.sides;
  const min = crt.minRoll ?? lowest;
  const max = crt.maxRoll ?? highest;
  if (min > lowest) {
    ctx.addIssue({
      code: 'custom',
      path: ['minRoll'],
      message: `${min} is above the lowest roll of ${crt.die.count}d${crt.die.sides}, ${lowest}`,
    });
  }
  if (max < highest) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxRoll'],
      message: `${max} is below the highest roll of ${crt.die.count}d${crt.die.sides}, ${highest}`,
    });
  }

  const ranges = crt.rows.map((row, i) => ({ i, range: rowRange(row) }));
  let ordered = true;
  for (const { i, range } of ranges) {
    const [low, high] = range;
    if (low > high) {
      ctx.addIssue({ code: 'custom', path: ['rows', i, 'roll'], message: `range ${low}–${high} runs backwards` });
      ordered = false;
    } else if (low < min || high > max) {
      const hint =
        low < min
          ? `; set minRoll to ${low} if modifiers can reach it`
          : `; set maxRoll to ${high} if modifiers can reach it`;
      ctx.addIssue({
        code: 'custom',
        path: ['rows', i, 'roll'],
        message: `${rolls(low, high)} reach outside the table's rolls ${min}–${max}${hint}`,
      });
      ordered = false;
    }
  }
  if (!ordered) return;

  // Sweep the rows in roll order: every roll from min to max must be met exactly once.
  const sorted = [...ranges].sort((a, b) => a.range[0] - b.range[0] || a.i - b.i);
  let next = min;
  let previous: { i: number; range: [number, number] } | undefined;
  for (const row of sorted) {
    const [low, high] = row.range;
    if (low > next) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows', row.i, 'roll'],
        message:
          previous === undefined
            ? `no row for ${rolls(next, low - 1)}: the first row starts at ${low} but rolls start at ${min}`
            : `no row for ${rolls(next, low - 1)}: rows[${previous.i}] ends at ${previous.range[1]} and rows[${row.i}] starts at ${low}`,
      });
    } else if (low < next && previous !== undefined) {
      const overlapHigh = Math.min(high, next - 1);
      ctx.addIssue({
        code: 'custom',
        path: ['rows', row.i, 'roll'],
        message: `${rolls(low, overlapHigh)} also in rows[${previous.i}]; each roll belongs to one row`,
      });
    }
    if (previous === undefined || high > previous.range[1]) previous = row;
    next = Math.max(next, high + 1);
  }
  if (next <= max) {
    ctx.addIssue({
      code: 'custom',
      path: ['rows'],
      message: `no row for ${rolls(next, max)}: the last row ends at ${next - 1} but rolls go up to ${max}`,
    });
  }
}));

/**
 * Validates designer data as a {@link CombatResultsTable}, throwing a
 * {@link hexwar!HexwarError} (`'bad-crt'`) whose message names each problem's path.
 *
 * @example
 * ```ts
 * import { parseCrt } from 'hexwar/combat';
 *
 * export const crt = parseCrt({
 *   id: 'crt', columns: ['1:2', '1:1', '2:1', '3:1'], die: { count: 1, sides: 6 },
 *   rows: [
 *     { roll: [1, 2], results: ['AE', 'AR', 'DR', 'DR'] },
 *     { roll: [3, 4], results: ['AR', 'EX', 'DR', 'DE'] },
 *     { roll: [5, 6], results: ['AR', 'DR', 'DE', 'DE'] },
 *   ],
 * });
 * // A row with a result missing, or rolls 1–6 not all covered, throws 'bad-crt' naming the row.
 * ```
 * @category Combat
 */
export function parseCrt(input: unknown): CombatResultsTable {
  return parseOrThrow(crtSchema(), input, 'combat results table', 'bad-crt');
}

/**
 * The index of a column of a {@link CombatResultsTable} by its label.
 *
 * @example
 * ```ts
 * import { crtColumn, crtLookup, parseCrt } from 'hexwar/combat';
 *
 * const crt = parseCrt({ id: 'crt', columns: ['1:1', '2:1'], die: { count: 1, sides: 6 }, rows: [{ roll: [1, 3], results: ['AR', 'DR'] }, { roll: [4, 6], results: ['DR', 'DE'] }] });
 * crtLookup(crt, crtColumn(crt, '2:1'), 4); // 'DE'
 * crtColumn(crt, '4:1');                    // throws 'unknown-column': crt has no column "4:1"; its columns are 1:1, 2:1
 * ```
 * @throws {@link hexwar!HexwarError} `'unknown-column'` naming the table's columns.
 *
 * @category Combat
 */
export function crtColumn(crt: CombatResultsTable, label: string): number {
  const index = crt.columns.indexOf(label);
  if (index < 0) {
    throw new HexwarError({
      code: 'unknown-column',
      message: `${crt.id} has no column "${label}"; its columns are ${crt.columns.join(', ')}`,
    });
  }
  return index;
}

/**
 * Reads the result code for a column and a (possibly modified) roll. Total over whole
 * numbers: a roll below the first row reads the first row, above the last row the last.
 *
 * @example
 * ```ts
 * import { crtLookup, parseCrt } from 'hexwar/combat';
 *
 * const crt = parseCrt({ id: 'crt', columns: ['1:1', '2:1'], die: { count: 1, sides: 6 }, rows: [{ roll: [1, 3], results: ['AR', 'DR'] }, { roll: [4, 6], results: ['DR', 'DE'] }] });
 * crtLookup(crt, 1, 5);     // 'DE'
 * crtLookup(crt, 1, 6 + 2); // 'DE': a roll modified past the table reads its last row
 * ```
 * @param crt - a table that passes {@link crtSchema}.
 * @param columnIndex - the column, 0-based (see {@link crtColumn} for labels).
 * @param roll - the die total after modifiers, any whole number.
 * @throws {@link hexwar!HexwarError} `'bad-column'` for a column off the table; `'bad-roll'`
 *   for a fractional or non-finite roll; `'bad-crt'` if the table leaves a roll uncovered.
 *
 * @category Combat
 */
export function crtLookup(crt: CombatResultsTable, columnIndex: number, roll: number): string {
  if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= crt.columns.length) {
    throw new HexwarError({
      code: 'bad-column',
      message: `${crt.id} has columns 0–${crt.columns.length - 1}, not ${String(columnIndex)}`,
    });
  }
  if (!Number.isInteger(roll)) {
    throw new HexwarError({ code: 'bad-roll', message: `a die roll must be a whole number, not ${String(roll)}` });
  }
  let first = crt.rows[0];
  let last = crt.rows[0];
  for (const row of crt.rows) {
    const [low, high] = rowRange(row);
    if (low <= roll && roll <= high) return resultOf(crt, row, columnIndex);
    if (first === undefined || low < rowRange(first)[0]) first = row;
    if (last === undefined || high > rowRange(last)[1]) last = row;
  }
  if (first !== undefined && roll < rowRange(first)[0]) return resultOf(crt, first, columnIndex);
  if (last !== undefined && roll > rowRange(last)[1]) return resultOf(crt, last, columnIndex);
  throw new HexwarError({ code: 'bad-crt', message: `${crt.id} has no row for roll ${roll}` });
}

function resultOf(crt: CombatResultsTable, row: CrtRow, columnIndex: number): string {
  const result = row.results[columnIndex];
  if (result === undefined) {
    throw new HexwarError({ code: 'bad-crt', message: `${crt.id}: a row has no result for column ${columnIndex}` });
  }
  return result;
}

/**
 * A combat results table as a table a player looks up: a header of the odds
 * columns, a row per roll (highest first, as most tables print them), and the
 * legend's lines as notes.
 *
 * @example
 * ```ts
 * import { crtReference } from 'hexwar/combat';
 * reference: [crtReference(CRT, { title: 'Combat Results Table', rule: '6.5', notes: ['DR: defenders retreat 2 hexes'] })]
 * ```
 * @category Combat
 */
export function crtReference(
  crt: CombatResultsTable,
  words: {
    /** Its title. */
    readonly title: string;
    /** Its rule. */
    readonly rule?: string;
    /** What the rows are (default `"Die"`, `"Dice"` for more than one). */
    readonly rows?: string;
    /** The legend, one line each. */
    readonly notes?: readonly string[];
    /** Highest roll first (default true). */
    readonly highFirst?: boolean;
    /** A row's label (default its roll, or its range of rolls). */
    readonly rowLabel?: (row: CrtRow) => string;
  },
): import('../engine/types').ReferenceTable {
  const label = words.rowLabel ?? ((r: CrtRow) => (typeof r.roll === 'number' ? String(r.roll) : `${r.roll[0]}–${r.roll[1]}`));
  const low = (r: CrtRow) => (typeof r.roll === 'number' ? r.roll : r.roll[0]);
  const rows = [...crt.rows].sort((a, b) => ((words.highFirst ?? true) ? low(b) - low(a) : low(a) - low(b)));
  return {
    title: words.title,
    ...(words.rule !== undefined ? { rule: words.rule } : {}),
    columns: [words.rows ?? (crt.die.count > 1 ? 'Dice' : 'Die'), ...crt.columns],
    rows: rows.map((r) => [label(r), ...r.results]),
    ...(words.notes ? { notes: words.notes } : {}),
  };
}
