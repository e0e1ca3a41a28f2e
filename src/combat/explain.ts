import { HexwarError } from '../errors';
import { crtLookup, type CombatResultsTable } from './crt';
import { oddsColumn, oddsPosition, type OddsResult, type OddsTable } from './odds';
import { resultEffects, type CombatEffect, type ResultLegend } from './results';
import { formatShift, shiftColumn, type ColumnShift, type ShiftOptions } from './shift';

/**
 * One line of a combat's arithmetic, for the UI and the log: a unit's strength
 * (`{ unit: '1/55', label: 'attack', value: 4 }`), a bonus (`+1 town`), or a
 * multiplier (`x2 Banzai`, `halved: out of supply`, with `op: 'multiply'`).
 *
 * @category Combat
 */
export interface CombatFactor {
  /** The unit it belongs to, if any. */
  readonly unit?: string;
  /** What it is, in a player's words, e.g. `"town"` or `"out of supply"`. */
  readonly label: string;
  /** The amount added, or the multiplier when `op` is `'multiply'` (0.5 = halved). */
  readonly value: number;
  /** The rule that grants it. */
  readonly rule?: string;
  /** `'add'` (the default) adds `value`; `'multiply'` multiplies the running total. */
  readonly op?: 'add' | 'multiply';
}

/**
 * A combat's whole reckoning as plain JSON: the strengths, the odds, each shift with
 * its reason, the roll and the result. Front ends show it; the log keeps it.
 *
 * @category Combat
 */
export interface CombatExplanation {
  /** The attacker's strengths and modifiers. */
  readonly attackers: readonly CombatFactor[];
  /** The defender's strengths and modifiers. */
  readonly defenders: readonly CombatFactor[];
  /** The total attack strength. */
  readonly attack: number;
  /** The total defence strength. */
  readonly defence: number;
  /** The column (or off-table outcome) the strengths read before shifts. */
  readonly odds: OddsResult;
  /** The label of the column before shifts, when the odds are on the table. */
  readonly baseColumn?: string;
  /** Every column shift, with its reason. */
  readonly shifts: readonly ColumnShift[];
  /** The net shift after the game's caps. */
  readonly netShift: number;
  /** True when a cap on shifts reduced the net shift. */
  readonly capped?: boolean;
  /** Set when the shifts ran past an end of the table and stopped at it. */
  readonly offTable?: 'below' | 'above';
  /** The label of the column the combat is resolved on. */
  readonly column?: string;
  /** The index of that column. */
  readonly columnIndex?: number;
  /** The dice, their modifiers and the modified total. */
  readonly roll?: {
    /** Each die as rolled. */
    readonly dice: readonly number[];
    /** Die-roll modifiers. */
    readonly modifiers: readonly CombatFactor[];
    /** The dice plus the modifiers. */
    readonly total: number;
  };
  /** The result code read from the table, e.g. `"1/1"`. */
  readonly result?: string;
  /** What the result code means. */
  readonly effects?: readonly CombatEffect[];
}

/**
 * Everything {@link explainCombat} needs; only the strengths and the odds table are
 * required, and each later step happens only when its inputs are given.
 *
 * @category Combat
 */
export interface CombatInput {
  /** The attacker's strengths and modifiers. */
  readonly attackers: readonly CombatFactor[];
  /** The defender's strengths and modifiers. */
  readonly defenders: readonly CombatFactor[];
  /** The attack total, when the game rounds or totals its own way (default: {@link totalStrength}). */
  readonly attack?: number;
  /** The defence total, when the game rounds or totals its own way (default: {@link totalStrength}). */
  readonly defence?: number;
  /** The odds table. */
  readonly table: OddsTable;
  /** Column shifts, with reasons. */
  readonly shifts?: readonly ColumnShift[];
  /** Caps on shifts. */
  readonly shiftOptions?: ShiftOptions;
  /**
   * Whether shifts apply to odds that are off the table (default false: a named
   * off-table outcome stands whatever the shifts). When true, off-table odds count
   * as one column past the end, and shifts may bring them onto the table.
   */
  readonly shiftOffTable?: boolean;
  /** The combat results table; its columns match the odds table's, in order. */
  readonly crt?: CombatResultsTable;
  /** The dice as rolled and any die-roll modifiers. */
  readonly roll?: {
    /** Each die as rolled. */
    readonly dice: readonly number[];
    /** Die-roll modifiers, added to (or multiplying) the dice in order. */
    readonly modifiers?: readonly CombatFactor[];
  };
  /** The meaning of result codes. */
  readonly legend?: ResultLegend;
  /** A parser for codes the legend lacks, e.g. {@link parseStepResult}. */
  readonly fallback?: (code: string) => readonly CombatEffect[] | undefined;
}

/**
 * Totals factors in order: adds each `'add'` value, multiplies the running total by
 * each `'multiply'` value. No rounding: games that round say so in their own totals.
 *
 * @param factors - the factors in the order the rules apply them.
 * @param start - the running total to begin from (default 0).
 * @throws {@link HexwarError} `'bad-strength'` if a value is not finite.
 *
 * @category Combat
 */
export function totalStrength(factors: readonly CombatFactor[], start = 0): number {
  let total = start;
  for (const f of factors) {
    if (!Number.isFinite(f.value)) {
      throw new HexwarError({
        code: 'bad-strength',
        message: `${f.unit !== undefined ? `${f.unit}: ` : ''}${f.label} has no finite value (${String(f.value)})`,
        ...(f.rule !== undefined ? { rule: f.rule } : {}),
      });
    }
    total = f.op === 'multiply' ? total * f.value : total + f.value;
  }
  return total + 0;
}

/**
 * Works a combat through: totals, odds column, shifts, roll, result and effects,
 * keeping every step for {@link describeCombat}, the UI and the log.
 *
 * @throws {@link HexwarError} from the steps ({@link oddsColumn}, {@link shiftColumn},
 *   {@link crtLookup}, {@link resultEffects}); `'tables-disagree'` when the CRT and the
 *   odds table have different numbers of columns; `'bad-roll'` for dice that do not
 *   fit the CRT's dice.
 *
 * @category Combat
 */
export function explainCombat(input: CombatInput): CombatExplanation {
  const attack = input.attack ?? totalStrength(input.attackers);
  const defence = input.defence ?? totalStrength(input.defenders);
  const table = input.table;
  const odds = oddsColumn(attack, defence, table);
  const shifts = input.shifts ?? [];
  const crt = input.crt;
  if (crt !== undefined && crt.columns.length !== table.columns.length) {
    throw new HexwarError({
      code: 'tables-disagree',
      message: `${crt.id} has ${crt.columns.length} columns but the odds table has ${table.columns.length}`,
    });
  }

  const shifted = shiftColumn(oddsPosition(odds, table), shifts, table, input.shiftOptions);
  let explanation: CombatExplanation = {
    attackers: input.attackers,
    defenders: input.defenders,
    attack,
    defence,
    odds,
    ...(odds.kind === 'column' ? { baseColumn: odds.label } : {}),
    shifts,
    netShift: shifted.net,
    ...(shifted.capped ? { capped: true } : {}),
  };
  if (odds.kind !== 'column') {
    // A named off-table outcome stands, unless the game lets shifts bring it back on.
    if (input.shiftOffTable !== true || shifted.offTable !== undefined) return explanation;
  } else if (shifted.offTable !== undefined) {
    explanation = { ...explanation, offTable: shifted.offTable };
  }
  explanation = { ...explanation, column: table.columns[shifted.index]!.label, columnIndex: shifted.index };

  if (input.roll === undefined) return explanation;
  const dice = input.roll.dice;
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || (crt !== undefined && d > crt.die.sides)) {
      throw new HexwarError({
        code: 'bad-roll',
        message: `die ${String(d)} is not a roll of a d${crt?.die.sides ?? 'N'}`,
      });
    }
  }
  if (crt !== undefined && dice.length !== crt.die.count) {
    throw new HexwarError({
      code: 'bad-roll',
      message: `${crt.id} is read with ${crt.die.count} dice, not ${dice.length}`,
    });
  }
  const modifiers = input.roll.modifiers ?? [];
  const total = totalStrength(modifiers, dice.reduce((a, b) => a + b, 0));
  explanation = { ...explanation, roll: { dice, modifiers, total } };

  if (crt === undefined) return explanation;
  const result = crtLookup(crt, shifted.index, total);
  explanation = { ...explanation, result };
  if (input.legend === undefined && input.fallback === undefined) return explanation;
  return { ...explanation, effects: resultEffects(result, input.legend ?? {}, input.fallback) };
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

function factorText(f: CombatFactor): string {
  const amount = f.op === 'multiply' ? `×${num(f.value)}` : f.value < 0 ? `−${num(-f.value)}` : `+${num(f.value)}`;
  return `${amount} ${f.label}${f.rule !== undefined ? ` (${f.rule})` : ''}`;
}

/**
 * A one-line, player-readable summary of a combat, e.g.
 * `16 vs 8 → 2:1; shifts: 1R Japanese armour (6.5.1), 1L Allied armour (6.5.1), 1R air (5.2) → 3:1; roll 4 → 1/1`.
 *
 * @category Combat
 */
export function describeCombat(explanation: CombatExplanation): string {
  const e = explanation;
  const odds = e.odds;
  const parts: string[] = [];
  const start =
    odds.kind === 'column' ? odds.label : `${odds.kind} the table: ${odds.outcome}`;
  parts.push(`${num(e.attack)} vs ${num(e.defence)} → ${start}`);

  if (e.shifts.length > 0) {
    const list = e.shifts
      .map((s) => `${formatShift(s)} ${s.reason}${s.rule !== undefined ? ` (${s.rule})` : ''}`)
      .join(', ');
    let text = `shifts: ${list}`;
    if (e.capped === true) text += ` (capped at ${formatShift(e.netShift)})`;
    if (e.column !== undefined) text += ` → ${e.column}`;
    if (e.offTable !== undefined) text += ` (shifted past the ${e.offTable === 'above' ? 'last' : 'first'} column)`;
    parts.push(text);
  }

  if (e.roll !== undefined) {
    let text = `roll ${e.roll.dice.join('+')}`;
    for (const m of e.roll.modifiers) text += ` ${factorText(m)}`;
    if (e.roll.dice.length > 1 || e.roll.modifiers.length > 0) text += ` = ${num(e.roll.total)}`;
    if (e.result !== undefined) text += ` → ${e.result}`;
    parts.push(text);
  }
  return parts.join('; ');
}
