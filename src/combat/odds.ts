import * as z from 'zod';
import { lazy } from '../internal/lazy';
import { HexwarError } from '../errors';
import { parseOrThrow } from '../validation';

/**
 * One column of a ratio (odds) table: `"3:2"` is attack 3, defence 2.
 *
 * @category Combat
 */
export interface OddsColumn {
  /** The column's heading as printed on the table, e.g. `"3:2"` or `"3-2"`. */
  readonly label: string;
  /** The attack term of the ratio (positive). */
  readonly attack: number;
  /** The defence term of the ratio (positive). */
  readonly defence: number;
}

/**
 * One column of a differential table: the column applies from `min` (attack minus
 * defence) up to the next column's `min`.
 *
 * @category Combat
 */
export interface DifferentialColumn {
  /** The column's heading as printed on the table, e.g. `"+3"` or `"-1"`. */
  readonly label: string;
  /** The lowest differential (attack − defence) that reads this column. */
  readonly min: number;
}

/**
 * What a table does with odds worse than its first column: `'lowest'` resolves them
 * on the first column; any other word is an outcome the game handles itself, such as
 * `'no-attack'` (the attack is not allowed) or `'attacker-eliminated'`.
 *
 * @category Combat
 */
export type BelowTableRule = 'lowest' | 'no-attack' | 'attacker-eliminated' | (string & {});

/**
 * What a table does with odds past its last column: `'highest'` resolves them on the
 * last column; any other word is an outcome the game handles itself, such as
 * `'automatic-victory'` or `'overrun'`.
 *
 * @category Combat
 */
export type AboveTableRule = 'highest' | (string & {});

/**
 * How strengths become a column: by ratio (1:2, 1:1, 3:2, 2:1 ...) or by differential
 * (−1, 0, +1 ...), and what happens off either end of the table.
 *
 * Odds are always rounded in the defender's favour: 17 vs 6 (2.83:1) reads the 2:1
 * column; a differential of +3 reads the highest column whose `min` is at most 3.
 *
 * When `above` names an outcome, the odds are "above the table" from `aboveFrom`
 * on; without `aboveFrom`, from one more than the last column (7:1 after a 6:1
 * column, +7 after a +6 column). A ratio table with no defence at all (defence 0) is
 * always above the table.
 *
 * @category Combat
 */
export type OddsTable =
  | {
      /** Columns are ratios of attack to defence. */
      readonly kind: 'ratio';
      /** The columns from worst to best for the attacker; ratios strictly increasing. */
      readonly columns: readonly OddsColumn[];
      /** What odds worse than the first column mean. */
      readonly below: BelowTableRule;
      /** What odds past the last column mean. */
      readonly above: AboveTableRule;
      /** The odds at which a named `above` outcome starts (default: last ratio + 1). */
      readonly aboveFrom?: {
        /** Attack side of the first ratio that is above the table. */
        readonly attack: number;
        /** Defence side of that ratio. */
        readonly defence: number;
      };
    }
  | {
      /** Columns are differentials, attack minus defence. */
      readonly kind: 'differential';
      /** The columns from worst to best for the attacker; `min` strictly increasing. */
      readonly columns: readonly DifferentialColumn[];
      /** What differentials below the first column's `min` mean. */
      readonly below: BelowTableRule;
      /** What differentials past the last column mean. */
      readonly above: AboveTableRule;
      /** The differential at which a named `above` outcome starts (default: last `min` + 1). */
      readonly aboveFrom?: number;
    };

/**
 * The column that a combat's strengths read, or the off-table outcome.
 *
 * `ratio` is the actual odds before rounding: attack ÷ defence for a ratio table,
 * attack − defence for a differential table. It is `null` when a ratio table meets
 * no defence at all (defence 0), since JSON has no infinity.
 *
 * @category Combat
 */
export type OddsResult =
  | {
      /** The strengths read a column of the table. */
      readonly kind: 'column';
      /** The column's index in the table (0 = worst for the attacker). */
      readonly index: number;
      /** The column's label. */
      readonly label: string;
      /** The actual odds, or `null` for no defence on a ratio table (see {@link OddsResult}). */
      readonly ratio: number | null;
    }
  | {
      /** The odds fall off the left (`below`) or right (`above`) end of the table. */
      readonly kind: 'below' | 'above';
      /** The table's named outcome for that end, e.g. `'no-attack'`. */
      readonly outcome: string;
      /** The actual odds, or `null` for no defence on a ratio table (see {@link OddsResult}). */
      readonly ratio: number | null;
    };

// Built on first use, never at import (see src/internal/lazy.ts).
const positive = () => z.number().positive().finite();

/**
 * Checks one ratio column: a label and positive attack and defence terms.
 *
 * @category Combat
 */
const oddsColumnSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<OddsColumn> =>
    z.object({
      label: z.string().min(1),
      attack: positive(),
      defence: positive(),
    }),
);

/**
 * Checks one differential column: a label and a finite `min`.
 *
 * @category Combat
 */
const differentialColumnSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<DifferentialColumn> =>
    z.object({
      label: z.string().min(1),
      min: z.number().finite(),
    }),
);

function checkLabels(columns: readonly { label: string }[], ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  columns.forEach((column, i) => {
    const earlier = seen.get(column.label);
    if (earlier !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['columns', i, 'label'],
        message: `"${column.label}" is already the label of columns[${earlier}]`,
      });
    } else seen.set(column.label, i);
  });
}

const ratioTableSchema = () => z
  .object({
    kind: z.literal('ratio'),
    columns: z.array(oddsColumnSchema()).min(1, 'an odds table needs at least one column'),
    below: z.string().min(1),
    above: z.string().min(1),
    aboveFrom: z.object({ attack: positive(), defence: positive() }).optional(),
  })
  .superRefine((table, ctx) => {
    checkLabels(table.columns, ctx);
    let prev: OddsColumn | undefined;
    table.columns.forEach((col, i) => {
      if (prev !== undefined && col.attack * prev.defence <= prev.attack * col.defence) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i],
          message: `${col.label} is not better odds than columns[${i - 1}] ${prev.label}; list columns from worst to best odds`,
        });
      }
      prev = col;
    });
    // With no columns at all the refinement still runs (the length check marks the table, it does not stop it); that issue is reported already.
    const last = table.columns.at(-1);
    if (last !== undefined && table.aboveFrom !== undefined) {
      if (table.above === 'highest') {
        ctx.addIssue({
          code: 'custom',
          path: ['aboveFrom'],
          message: `has no effect when above is 'highest'; name an outcome in above or drop aboveFrom`,
        });
      } else if (table.aboveFrom.attack * last.defence <= last.attack * table.aboveFrom.defence) {
        ctx.addIssue({
          code: 'custom',
          path: ['aboveFrom'],
          message: `${table.aboveFrom.attack}:${table.aboveFrom.defence} must be better odds than the last column ${last.label}`,
        });
      }
    }
  });

const differentialTableSchema = () => z
  .object({
    kind: z.literal('differential'),
    columns: z.array(differentialColumnSchema()).min(1, 'an odds table needs at least one column'),
    below: z.string().min(1),
    above: z.string().min(1),
    aboveFrom: z.number().finite().optional(),
  })
  .superRefine((table, ctx) => {
    checkLabels(table.columns, ctx);
    let prev: DifferentialColumn | undefined;
    table.columns.forEach((col, i) => {
      if (prev !== undefined && col.min <= prev.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i, 'min'],
          message: `${col.min} is not above columns[${i - 1}].min ${prev.min}; list columns from worst to best odds`,
        });
      }
      prev = col;
    });
    const last = table.columns.at(-1);
    if (last !== undefined && table.aboveFrom !== undefined) {
      if (table.above === 'highest') {
        ctx.addIssue({
          code: 'custom',
          path: ['aboveFrom'],
          message: `has no effect when above is 'highest'; name an outcome in above or drop aboveFrom`,
        });
      } else if (table.aboveFrom <= last.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['aboveFrom'],
          message: `${table.aboveFrom} must be above the last column's min ${last.min}`,
        });
      }
    }
  });

/**
 * Checks an {@link OddsTable}: at least one column, unique labels, columns strictly
 * from worst to best odds, and an `aboveFrom` (if any) past the last column.
 *
 * @category Combat
 */
export const oddsTableSchema = /* @__PURE__ */ lazy((): z.ZodType<OddsTable> => z.discriminatedUnion('kind', [ratioTableSchema(), differentialTableSchema()]));

/**
 * Validates designer data as an {@link OddsTable}, throwing a {@link hexwar!HexwarError}
 * (`'bad-odds-table'`) whose message names each problem's path, e.g.
 * `columns[3]: 3:2 is not better odds than columns[2] 2:1`.
 *
 * @example
 * ```ts
 * import { parseOddsTable, ratioColumns } from 'hexwar/combat';
 *
 * const odds = parseOddsTable({ kind: 'ratio', columns: ratioColumns(['1:2', '1:1', '2:1', '3:1']), below: 'off', above: 'highest' });
 * ```
 * @category Combat
 */
export function parseOddsTable(input: unknown): OddsTable {
  return parseOrThrow(oddsTableSchema(), input, 'odds table', 'bad-odds-table');
}

const RATIO_LABEL = /^\s*(\d+(?:\.\d+)?)\s*[:\-–]\s*(\d+(?:\.\d+)?)\s*$/;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** A decimal term as an integer numerator over a power of ten. */
function decimalTerm(text: string): { n: number; scale: number } {
  const dot = text.indexOf('.');
  if (dot < 0) return { n: Number(text), scale: 1 };
  const places = text.length - dot - 1;
  return { n: Number(text.replace('.', '')), scale: 10 ** places };
}

/**
 * Parses printed odds labels into ratio columns: `"1:3"`, `"1-2"`, `"3:2"`, `"6:1"`
 * and decimals such as `"1.5:1"` (kept as whole numbers, 3:2, so comparisons stay
 * exact). Each label is kept as written.
 *
 * @example
 * ```ts
 * import { ratioColumns } from 'hexwar/combat';
 *
 * ratioColumns(['1:2', '1-1', '1.5:1']);
 * // [{ label: '1:2', attack: 1, defence: 2 }, { label: '1-1', attack: 1, defence: 1 }, { label: '1.5:1', attack: 3, defence: 2 }]
 * ```
 * @param labels - the column headings, from worst to best odds.
 * @throws {@link hexwar!HexwarError} `'bad-odds-label'` for anything that is not two positive
 *   numbers separated by `:` or `-`.
 *
 * @category Combat
 */
export function ratioColumns(labels: readonly string[]): OddsColumn[] {
  return labels.map((label, i) => {
    const [, attackTerm, defenceTerm] = RATIO_LABEL.exec(label) ?? [];
    if (attackTerm === undefined || defenceTerm === undefined) {
      throw new HexwarError({
        code: 'bad-odds-label',
        message: `odds label "${label}" is not a ratio like "3:2" or "1-2"`,
        path: `[${i}]`,
      });
    }
    const a = decimalTerm(attackTerm);
    const d = decimalTerm(defenceTerm);
    if (a.n <= 0 || d.n <= 0) {
      throw new HexwarError({
        code: 'bad-odds-label',
        message: `odds label "${label}" needs both terms above zero`,
        path: `[${i}]`,
      });
    }
    const label2 = label.trim();
    if (a.scale === 1 && d.scale === 1) return { label: label2, attack: a.n, defence: d.n };
    // a.n/a.scale : d.n/d.scale  ==  a.n*d.scale : d.n*a.scale, then reduce.
    const attack = a.n * d.scale;
    const defence = d.n * a.scale;
    const g = gcd(attack, defence);
    return { label: label2, attack: attack / g, defence: defence / g };
  });
}

const DIFFERENTIAL_LABEL = /^\s*([+\-−]?\d+)\s*(?:(?:\.\.|to|\/|–)\s*[+\-−]?\d+\s*)?\+?\s*$/;

/**
 * Parses printed differential labels into columns: `"-2"`, `"0"`, `"+3"`, and ranges
 * such as `"+1..+2"`, `"+1 to +2"`, `"+1/+2"` or `"+6+"` (the column starts at the
 * first number).
 *
 * @example
 * ```ts
 * import { differentialColumns } from 'hexwar/combat';
 *
 * differentialColumns(['-1', '0', '+1..+2', '+3+']);
 * // [{ label: '-1', min: -1 }, { label: '0', min: 0 }, { label: '+1..+2', min: 1 }, { label: '+3+', min: 3 }]
 * ```
 * @param labels - the column headings, from worst to best odds.
 * @throws {@link hexwar!HexwarError} `'bad-odds-label'` for anything else.
 *
 * @category Combat
 */
export function differentialColumns(labels: readonly string[]): DifferentialColumn[] {
  return labels.map((label, i) => {
    const [, first] = DIFFERENTIAL_LABEL.exec(label) ?? [];
    if (first === undefined) {
      throw new HexwarError({
        code: 'bad-odds-label',
        message: `differential label "${label}" is not a number like "+3", "-1" or "+1..+2"`,
        path: `[${i}]`,
      });
    }
    const min = Number(first.replace('−', '-'));
    return { label: label.trim(), min: min === 0 ? 0 : min };
  });
}

function checkStrength(value: number, side: 'attack' | 'defence'): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new HexwarError({
      code: 'bad-strength',
      message: `${side} strength must be a finite number of at least 0, not ${String(value)}`,
    });
  }
}

/**
 * Finds the column that an attack reads, rounding in the defender's favour.
 *
 * A ratio table reads the highest column whose ratio is at most attack ÷ defence,
 * compared by exact cross-multiplication (`attack × col.defence ≥ defence × col.attack`),
 * so 17 vs 6 reads 2:1 and 6 vs 4 reads 3:2 with no floating-point slips. A
 * differential table reads the highest column whose `min` is at most attack − defence.
 * Odds off either end follow the table's `below`/`above` rule (see {@link OddsTable}).
 *
 * @param attack - total attack strength (finite, at least 0).
 * @param defence - total defence strength (finite, at least 0).
 * @param table - the odds table.
 * @throws {@link hexwar!HexwarError} `'bad-strength'` for a negative or non-finite strength;
 *   `'bad-odds-table'` for a table with no columns.
 *
 * @example
 * ```ts
 * import { oddsColumn, parseOddsTable, ratioColumns } from 'hexwar/combat';
 * const odds = parseOddsTable({ kind: 'ratio', columns: ratioColumns(['1:2', '1:1', '2:1', '3:1']), below: 'lowest', above: 'highest' });
 * oddsColumn(17, 6, odds); // { kind: 'column', index: 2, label: '2:1', … }: 17:6 rounds down to 2:1
 * ```
 * @category Combat
 */
export function oddsColumn(attack: number, defence: number, table: OddsTable): OddsResult {
  checkStrength(attack, 'attack');
  checkStrength(defence, 'defence');
  const noColumns = (): never => {
    throw new HexwarError({ code: 'bad-odds-table', message: 'the odds table has no columns' });
  };
  // The highest column the odds reach; the columns run from worst to best, so the last one reached.
  let index = -1;
  let label = '';
  let ratio: number | null;
  let aboveReached: boolean;
  if (table.kind === 'ratio') {
    ratio = defence === 0 ? null : attack / defence;
    const top = table.columns.at(-1) ?? noColumns();
    const from = table.aboveFrom ?? { attack: top.attack + top.defence, defence: top.defence };
    aboveReached = defence === 0 || attack * from.defence >= defence * from.attack;
    table.columns.forEach((col, i) => {
      if (defence === 0 || attack * col.defence >= defence * col.attack) {
        index = i;
        label = col.label;
      }
    });
  } else {
    const difference = attack - defence;
    ratio = difference;
    const top = table.columns.at(-1) ?? noColumns();
    aboveReached = difference >= (table.aboveFrom ?? top.min + 1);
    table.columns.forEach((col, i) => {
      if (difference >= col.min) {
        index = i;
        label = col.label;
      }
    });
  }
  if (aboveReached && table.above !== 'highest') {
    return { kind: 'above', outcome: table.above, ratio };
  }
  if (index < 0) {
    if (table.below !== 'lowest') return { kind: 'below', outcome: table.below, ratio };
    index = 0;
    label = (table.columns[0] ?? noColumns()).label;
  }
  return { kind: 'column', index, label, ratio };
}

/**
 * Where an odds result sits on the table, counting off-table results as one column
 * past either end: a column gives its index, `below` gives −1, `above` gives the
 * number of columns. Useful as the base of {@link shiftColumn} when a game lets
 * shifts bring off-table odds back onto the table.
 *
 * @example
 * ```ts
 * import { oddsColumn, oddsPosition, parseOddsTable, ratioColumns } from 'hexwar/combat';
 *
 * const odds = parseOddsTable({ kind: 'ratio', columns: ratioColumns(['1:2', '1:1', '2:1', '3:1']), below: 'off', above: 'highest' });
 * oddsPosition(oddsColumn(2, 6, odds), odds); // -1: 1:3 is off the table's left, one column before 1:2
 * ```
 * @category Combat
 */
export function oddsPosition(odds: OddsResult, table: { readonly columns: readonly unknown[] }): number {
  if (odds.kind === 'column') return odds.index;
  return odds.kind === 'below' ? -1 : table.columns.length;
}
