import type { CoreEvent } from '../engine/events';
import type { Random } from '../random';
import type { JsonValue } from '../engine/types';
import { HexwarError } from '../errors';

/**
 * What a modified roll needs of the context: the dice, and the log for the
 * one event a roll on a table or a check emits. Any rules context will do.
 *
 * @category Procedures
 */
export interface RollContext {
  /** The match's dice. */
  readonly random: Random;
  /** Records the roll's event. */
  emit(event: CoreEvent): void;
}

/**
 * A die-roll table read by ranges, as printed: `{ '≤0': -1, '1-3': 0, '4-6': 1, '7+': 2 }`.
 * Keys are a number (`'4'`), a range (`'1-3'`), an open end (`'7+'`, `'≤0'` or
 * `'<=0'`). Checked once: no two ranges overlap, and no whole number between the
 * lowest and highest bound is left out.
 *
 * @returns a lookup from a (modified) roll to its value.
 * @throws {@link hexwar!HexwarError} `bad-table` naming the key at fault.
 * @example
 * ```ts
 * import { rangeTable } from 'hexwar/procedures';
 * const supplyTable = rangeTable({ '≤0': -1, '1-3': 0, '4-6': 1, '7+': 2 });
 * supplyTable(5); // 1
 * ```
 * @category Procedures
 */
export function rangeTable<V>(rows: { readonly [range: string]: V }, name = 'table'): (roll: number) => V {
  const ranges = Object.entries(rows).map(([key, value]) => ({ key, value, ...parseRange(key, name) }));
  ranges.sort((a, b) => a.lo - b.lo);
  // Each row against the one before it, lowest first.
  let a: (typeof ranges)[number] | undefined;
  for (const b of ranges) {
    if (!a) {
      a = b;
      continue;
    }
    if (b.lo <= a.hi) throw new HexwarError({ code: 'bad-table', message: `${name}: "${b.key}" overlaps "${a.key}"`, path: b.key });
    if (b.lo > a.hi + 1) throw new HexwarError({ code: 'bad-table', message: `${name}: no row for ${a.hi + 1}${b.lo - 1 > a.hi + 1 ? `-${b.lo - 1}` : ''} (between "${a.key}" and "${b.key}")`, path: b.key });
    a = b;
  }
  return (roll: number) => {
    for (const r of ranges) if (roll >= r.lo && roll <= r.hi) return r.value;
    throw new HexwarError({ code: 'bad-roll', message: `${name} has no row for ${roll}` });
  };
}

function parseRange(key: string, name: string): { lo: number; hi: number } {
  const k = key.replace(/\s+/g, '').replace('−', '-');
  let m: RegExpExecArray | null;
  if ((m = /^(-?\d+)$/.exec(k))) return { lo: Number(m[1]), hi: Number(m[1]) };
  if ((m = /^(-?\d+)-(-?\d+)$/.exec(k)) && Number(m[1]) <= Number(m[2])) return { lo: Number(m[1]), hi: Number(m[2]) };
  if ((m = /^(-?\d+)\+$/.exec(k))) return { lo: Number(m[1]), hi: Infinity };
  if ((m = /^(?:≤|<=)(-?\d+)$/.exec(k))) return { lo: -Infinity, hi: Number(m[1]) };
  throw new HexwarError({ code: 'bad-table', message: `${name}: "${key}" is not a roll or a range like "1-3", "7+" or "≤0"`, path: key });
}

/**
 * One die-roll modifier and its reason as a player reads it: `{ n: -1, why: '64th Sentai' }`.
 *
 * @category Procedures
 */
export interface RollModifier {
  /** What it adds to the roll (negative to subtract). */
  readonly n: number;
  /** Why, in a player's words. */
  readonly why: string;
}

/**
 * What every modified roll gives: what is rolled on, by whom, the dice and the
 * modifiers ({@link rollOnTable}, {@link rollCheck}).
 *
 * @category Procedures
 */
export interface RollSpec {
  /** What is rolled on, as the rules name it: `'Supply Table'`, `'replacement'`, `'Banzai casualty check'`. */
  readonly table: string;
  /** How many dice are summed (default 1). */
  readonly dice?: number;
  /** Their faces (default 6). */
  readonly sides?: number;
  /** The modifiers; those of 0 are left out of the event and the log. */
  readonly modifiers?: readonly RollModifier[];
  /** The unit that rolls, if one does. */
  readonly unit?: string;
  /** The rule. */
  readonly rule: string;
}

/**
 * Rolls the dice of a {@link RollSpec} and adds its modifiers, with no event of
 * its own (each die is logged by the dice): the step every modified roll of
 * the core shares ({@link rollOnTable}, {@link rollCheck}, a tabletop shot).
 *
 * @example
 * ```ts
 * import { rollModified } from 'hexwar/procedures';
 *
 * const { roll, modified, modifiers } = rollModified(ctx, {
 *   table: 'morale', rule: '7.4', modifiers: [{ n: -1, why: 'out of supply' }, { n: 1, why: 'leader stacked' }],
 * });
 * ```
 * @returns the natural roll, the modified roll and the modifiers that count (those of 0 left out).
 * @category Procedures
 */
export function rollModified(
  ctx: Pick<RollContext, 'random'>,
  spec: RollSpec,
): {
  /** The dice as they fell. */
  roll: number;
  /** The roll with every modifier added. */
  modified: number;
  /** The modifiers that count, each with its reason. */
  modifiers: {
    /** How much it adds (negative: takes away). */
    n: number;
    /** Why, in a player's words. */
    why: string;
  }[];
} {
  const purpose = `${spec.unit !== undefined ? `${spec.unit} ` : ''}${spec.table} (${spec.rule})`;
  const n = spec.dice ?? 1;
  const roll = n === 1 ? ctx.random.die(spec.sides ?? 6, purpose) : ctx.random.dice(n, spec.sides ?? 6, purpose).total;
  const modifiers = (spec.modifiers ?? []).filter((m) => m.n !== 0).map((m) => ({ n: m.n, why: m.why }));
  return { roll, modified: modifiers.reduce((sum, m) => sum + m.n, roll), modifiers };
}

/** Rolls, adds the modifiers, lets `judge` read the result and emits the one `tableRoll` event both kinds of roll share. */
function rollAndTell<V extends JsonValue>(ctx: RollContext, spec: RollSpec, judge: (roll: number, modified: number) => { result: V; outcome: string; needs?: string }): { roll: number; modified: number; result: V } {
  const { roll, modified, modifiers } = rollModified(ctx, spec);
  const { result, outcome, needs } = judge(roll, modified);
  ctx.emit({ type: 'tableRoll', table: spec.table, ...(spec.unit !== undefined ? { unit: spec.unit } : {}), roll, modifiers, modified, ...(needs !== undefined ? { needs } : {}), result, outcome, rule: spec.rule });
  return { roll, modified, result };
}

/**
 * What a check needs: a modified roll of at most (or at least) a number, and
 * the natural rolls that fail or pass whatever the number.
 *
 * @category Procedures
 */
export interface CheckNeed {
  /** The highest modified roll that passes. */
  readonly atMost?: number;
  /** The lowest modified roll that passes. */
  readonly atLeast?: number;
  /** A natural roll that always fails. */
  readonly alwaysFails?: number;
  /** A natural roll that always passes ("a natural 1 is always a hit"). */
  readonly alwaysPasses?: number;
}

/**
 * Whether a roll passes a check: the natural roll first (`alwaysFails`,
 * `alwaysPasses`), then the modified roll against the number.
 *
 * @example
 * ```ts
 * import { passesCheck } from 'hexwar/procedures';
 *
 * passesCheck({ atMost: 4, alwaysFails: 6 }, 3, 5); // false: a natural 3, but 5 after modifiers
 * passesCheck({ atMost: 4, alwaysFails: 6 }, 2, 4); // true
 * ```
 * @throws {@link hexwar!HexwarError} `bad-check` unless exactly one of `atMost` and `atLeast` is given.
 * @category Procedures
 */
export function passesCheck(need: CheckNeed, roll: number, modified: number): boolean {
  if ((need.atMost === undefined) === (need.atLeast === undefined)) throw new HexwarError({ code: 'bad-check', message: 'a check passes either at most or at least a number, one of the two' });
  if (need.alwaysFails !== undefined && roll === need.alwaysFails) return false;
  if (need.alwaysPasses !== undefined && roll === need.alwaysPasses) return true;
  return reachesNumber(need, modified);
}

/** Whether a modified roll reaches a check's number: at most `atMost`, or at least `atLeast` (a check has one of them). */
function reachesNumber(need: { readonly atMost?: number; readonly atLeast?: number }, modified: number): boolean {
  if (need.atMost !== undefined) return modified <= need.atMost;
  if (need.atLeast !== undefined) return modified >= need.atLeast;
  throw new HexwarError({ code: 'bad-check', message: 'a check passes either at most or at least a number, one of the two' });
}

/**
 * The exact chance that a check passes, over every roll of `dice` dice of
 * `sides` faces with modifiers summing to `modifier`: what a forecast shows
 * from the same rule the roll is judged by.
 *
 * @example
 * ```ts
 * import { checkChance } from 'hexwar/procedures';
 *
 * checkChance({ atMost: 4 }, 0);        // 0.666…: 4 in 6
 * checkChance({ atLeast: 7 }, 0, 6, 2); // 0.583…: 21 in 36 on two dice
 * ```
 * @category Procedures
 */
export function checkChance(need: CheckNeed, modifier: number, sides = 6, dice = 1): number {
  let pass = 0;
  // One die, face by face (the bots ask this of every shot they weigh): no table of totals to look up.
  if (dice === 1) {
    for (let face = 1; face <= sides; face++) if (passesCheck(need, face, face + modifier)) pass++;
    return pass / sides;
  }
  for (const [total, n] of waysToRoll(sides, dice)) if (passesCheck(need, total, total + modifier)) pass += n;
  return pass / sides ** dice;
}

/** The ways to roll each total on `dice` dice of `sides` faces, worked out once per kind of roll (bots and forecasts ask often). */
const ways = /* @__PURE__ */ new Map<string, readonly (readonly [number, number])[]>();
function waysToRoll(sides: number, dice: number): readonly (readonly [number, number])[] {
  const key = `${dice}d${sides}`;
  let known = ways.get(key);
  if (!known) {
    // One die at a time.
    let w = new Map<number, number>([[0, 1]]);
    for (let d = 0; d < dice; d++) {
      const next = new Map<number, number>();
      for (const [total, n] of w) for (let f = 1; f <= sides; f++) next.set(total + f, (next.get(total + f) ?? 0) + n);
      w = next;
    }
    known = [...w];
    ways.set(key, known);
  }
  return known;
}

/**
 * A roll read on a table, modifiers and all (the Supply Table, a weather
 * chart): rolls, adds the modifiers, reads the table and emits one `tableRoll`
 * event that the core's log words as the rules do: `Supply Table (7.1.1):
 * rolled 3 +2 air supply -1 64th Sentai = 4: 1 Supply Point`.
 *
 * @param spec.read - the table: a {@link rangeTable} or any lookup from the modified roll.
 * @param spec.says - the result in words for the log (`'1 Supply Point'`).
 * @returns the natural roll, the modified roll and the table's result.
 * @example
 * ```ts
 * import { rollOnTable } from 'hexwar/procedures';
 * const { result: points } = rollOnTable(ctx, {
 *   table: 'Supply Table', read: supplyTable, rule: '7.1.1',
 *   modifiers: [{ n: air, why: 'air supply' }, { n: -fields, why: 'Japanese-held airfields' }],
 *   says: (p) => `${p} Supply Points`,
 * });
 * ```
 * @category Procedures
 */
export function rollOnTable<V extends JsonValue>(
  ctx: RollContext,
  spec: RollSpec & { readonly read: (modified: number) => V; readonly says: (result: V) => string },
): {
  /** The dice as rolled. */
  roll: number;
  /** The roll with its modifiers. */
  modified: number;
  /** What the table gives. */
  result: V;
} {
  return rollAndTell(ctx, spec, (_roll, modified) => {
    const result = spec.read(modified);
    return { result, outcome: spec.says(result) };
  });
}

/**
 * A roll that passes at most (or at least) a number, modifiers and all (a
 * replacement roll, a casualty check, a morale test); a natural `alwaysFails`
 * fails whatever the number. Emits one `tableRoll` event with what it needed,
 * worded by the core's log: `1/214 Banzai casualty check against CF 2 (11.1):
 * rolled 5, needs 2 or less: loses a step`.
 *
 * @returns the roll, the modified roll and whether it passed.
 * @example
 * ```ts
 * import { rollCheck } from 'hexwar/procedures';
 * const { passed } = rollCheck(ctx, { table: 'replacement', unit: id, atMost: 4, rule: '8.1.4',
 *   modifiers: [{ n: interdiction, why: 'interdiction' }], pass: 'back to full strength', fail: 'none arrives' });
 * ```
 * @category Procedures
 */
export function rollCheck(
  ctx: RollContext,
  spec: RollSpec &
    CheckNeed & {
    /** What passing means, for the log (`'no loss'`). */
    readonly pass: string;
    /** What failing means, for the log (`'loses a step'`). */
    readonly fail: string;
  },
): {
  /** The dice as rolled. */
  roll: number;
  /** The roll with its modifiers. */
  modified: number;
  /** Whether it passed. */
  passed: boolean;
} {
  if ((spec.atMost === undefined) === (spec.atLeast === undefined)) throw new HexwarError({ code: 'bad-check', message: `${spec.table}: a check passes either at most or at least a number, one of the two` });
  const { roll, modified, result } = rollAndTell(ctx, spec, (roll, modified) => {
    const passed = passesCheck(spec, roll, modified);
    const needs = spec.atMost !== undefined ? `${spec.atMost} or less` : `${spec.atLeast} or more`;
    const enough = reachesNumber(spec, modified);
    // A natural roll is worth saying only when it decided against the number.
    const natural = spec.alwaysFails !== undefined && roll === spec.alwaysFails && enough ? `, but a natural ${spec.alwaysFails} always fails` : spec.alwaysPasses !== undefined && roll === spec.alwaysPasses && !enough ? `, but a natural ${spec.alwaysPasses} always passes` : '';
    return { result: passed, outcome: passed ? spec.pass : spec.fail, needs: needs + natural };
  });
  return { roll, modified, passed: result };
}
