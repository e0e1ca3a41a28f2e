/**
 * What an action would do before it is taken, in numbers and words: the odds
 * of an attack with every modifier and shift, a shot's need and chance, a
 * move's path and cost. Each verb forecasts from the same code that resolves
 * it, so a forecast and the combat that follows agree.
 *
 * @module
 */
import type { RuleViolation } from '../errors';
import type { Game } from './game';
import { actionWords, unitName } from './describe';
import type { Spec } from './definition';
import type { Action, MatchState, Position } from './types';

/**
 * A change to one side's strength in an attack, as it applies.
 *
 * @category Forecast
 */
export interface StrengthChange {
  /** Whose strength: the attacker's or the defender's. */
  readonly role: 'attacker' | 'defender';
  /** Why, in a player's words. */
  readonly reason: string;
  /** The rule. */
  readonly rule?: string;
  /** What it adds to each unit (0 with `times`). */
  readonly amount: number;
  /** A multiplier instead (2 for a doubled unit). */
  readonly times?: number;
  /** The units it applies to. */
  readonly units: readonly string[];
}

/**
 * A shift of the odds column, with its reason.
 *
 * @category Forecast
 */
export interface OddsShift {
  /** Columns: positive to the attacker's favour. */
  readonly shift: number;
  /** Why, in a player's words. */
  readonly reason: string;
  /** The rule. */
  readonly rule?: string;
}

/**
 * An attack as it would be resolved, before the roll.
 *
 * @category Forecast
 */
export interface AttackForecast {
  /** The hex attacked. */
  readonly hex: string;
  /** The attacking units. */
  readonly attackers: readonly string[];
  /**
   * Why the numbers cannot be told yet (a defender hidden from the attacker),
   * or absent when they can. Every number below is then absent.
   */
  readonly hidden?: string;
  /** The defending units. */
  readonly defenders?: readonly string[];
  /** The attack strength. */
  readonly attack?: number;
  /** The defence strength. */
  readonly defence?: number;
  /** Each unit's part: its printed factor and what it counts for after the modifiers (before a stack out of supply is halved). */
  readonly units?: readonly {
    /** The unit. */
    readonly unit: string;
    /** Attacker or defender. */
    readonly role: 'attacker' | 'defender';
    /** Its printed factor. */
    readonly factor: number;
    /** What it counts for after the modifiers. */
    readonly counts: number;
    /** Out of supply: halved with its stack. */
    readonly outOfSupply: boolean;
  }[];
  /** Every change to either strength, with its reason. */
  readonly modifiers?: readonly StrengthChange[];
  /** Supports added (artillery): whose, which unit, how much. */
  readonly supports?: readonly {
    /** Whose support. */
    readonly role: 'attacker' | 'defender';
    /** The support's name (`artillery`). */
    readonly kind: string;
    /** The supporting unit. */
    readonly unit?: string;
    /** The strength it adds. */
    readonly value: number;
  }[];
  /** The odds as the strengths give them (`3-1`), or the automatic outcome beyond the table. */
  readonly odds?: string;
  /** The column the odds read before shifts. */
  readonly baseColumn?: string;
  /** Every shift known before the roll, with its reason. */
  readonly shifts?: readonly OddsShift[];
  /** The column the roll is read on (before a shift the roll itself brings, if any). */
  readonly column?: string;
  /** Each die face: the face as read, the column, the result. */
  readonly rolls?: readonly {
    /** The die as rolled. */
    readonly roll: number;
    /** The number read on the table (another for a side that reads the die its own way). */
    readonly read: number;
    /** The column read, after every shift. */
    readonly column: string;
    /** The result. */
    readonly result: string;
  }[];
  /** Each result with its chance, likeliest first. */
  readonly results?: readonly {
    /** The result's code as the table prints it (`DR`, `1/2`). */
    readonly result: string;
    /** What it means, when the game says. */
    readonly meaning?: string;
    /** Its chance, 0 to 1. */
    readonly chance: number;
    /** The die faces that give it. */
    readonly rolls: readonly number[];
  }[];
  /** What may still change before the roll (the defender's support), in words. */
  readonly open?: readonly string[];
}

/**
 * One shot as it would be rolled: range, the need, each modifier, the chance.
 *
 * @category Forecast
 */
export interface ShotForecast {
  /** The firing figure (or battery). */
  readonly by: string;
  /** The weapon's name. */
  readonly weapon: string;
  /** The target. */
  readonly target: string;
  /** The range in inches, to the hundredth. */
  readonly distance: number;
  /** The range band. */
  readonly band?: string;
  /** The table and row read. */
  readonly table?: string;
  /** The row of the table. */
  readonly row?: string;
  /** The number the table gives. */
  readonly need: number;
  /** The need in words (`"7 or more"`, `"less than 4"`). */
  readonly needs: string;
  /** The die rolled (its faces). */
  readonly die: number;
  /** Each modifier to the roll, with its reason. */
  readonly modifiers: readonly {
    /** What it adds to the roll. */
    readonly n: number;
    /** Why, in a player's words. */
    readonly why: string;
  }[];
  /** The chance to hit, 0 to 1. */
  readonly chance: number;
  /** Rolls at this target (a weapon that fires more than once: later ones only while it stands). */
  readonly rolls?: number;
  /** The rule. */
  readonly rule: string;
}

/**
 * A template (a grenade, a shell, a mortar round) as it would be laid: the
 * chance it lands on the point aimed at, and each figure's chance to be hit,
 * over every place its scatter may put it and the roll against each figure
 * it touches there. One's own figures are listed too.
 *
 * @category Forecast
 */
export interface BlastForecast {
  /** The figure (or battery) that fires it. */
  readonly by: string;
  /** The weapon's name. */
  readonly weapon: string;
  /** The point aimed at, inches. */
  readonly aim: {
    /** Inches east of the table's south-west corner. */
    readonly x: number;
    /** Inches north of the table's south-west corner (as every table point). */
    readonly y: number;
  };
  /** The chance it lands where it is aimed, 0 to 1. */
  readonly onTarget: number;
  /** Each figure it may hit, with the chance, likeliest first. */
  readonly figures: readonly {
    /** The figure. */
    readonly id: string;
    /** Its side. */
    readonly side: string;
    /** The chance it is hit, 0 to 1. */
    readonly chance: number;
  }[];
  /** The rule. */
  readonly rule: string;
}

/**
 * A move as it would be made: the path and what it costs.
 *
 * @category Forecast
 */
export interface MoveForecast {
  /** The unit or figure. */
  readonly unit: string;
  /** The hexes (or points, in words) it passes through, start first. */
  readonly path: readonly string[];
  /** What the move costs: movement points, or on a table the share of a turn's move (1 = all of it). */
  readonly cost: number;
  /** What it may spend in all, in the same unit. */
  readonly allowance?: number;
  /** `MP`, or `turn` for a share of a turn's move on a table. */
  readonly unitOfCost: 'MP' | 'turn';
  /** On a table: the path's length in inches. */
  readonly length?: number;
}

/**
 * What a verb foresees of one of its actions (see {@link forecast}).
 *
 * @category Forecast
 */
export interface VerbForecast {
  /** An attack's odds and results. */
  readonly attack?: AttackForecast;
  /** The shots it fires. */
  readonly shots?: readonly ShotForecast[];
  /** A move's path and cost. */
  readonly move?: MoveForecast;
  /** A template's scatter and the figures it may hit. */
  readonly blast?: BlastForecast;
  /** What is left to chance that no number can tell (a template's scatter), in words. */
  readonly notes?: readonly string[];
}

/**
 * What an action would do, before it is taken.
 *
 * @category Forecast
 */
export interface Forecast extends VerbForecast {
  /** The action. */
  readonly action: Action;
  /** The forecast in a player's words, one line each. */
  readonly words: readonly string[];
}

/**
 * A forecast, or why the action would be refused (the same refusal `apply` gives).
 *
 * @category Forecast
 */
export type ForecastResult =
  | {
      /** The action is legal. */
      readonly ok: true;
      /** What it would do. */
      readonly forecast: Forecast;
    }
  | {
      /** The action would be refused. */
      readonly ok: false;
      /** Why, as `apply` says it. */
      readonly error: RuleViolation;
    };

/**
 * What a verb foresees of an action, before the words (`Game.foresee`), or the refusal.
 *
 * @category Forecast
 */
export type Foreseen =
  | {
      /** The action is legal. */
      readonly ok: true;
      /** The action as `apply` would take it. */
      readonly action: Action;
      /** What its verb foresees. */
      readonly parts: VerbForecast;
    }
  | {
      /** The action would be refused. */
      readonly ok: false;
      /** Why, as `apply` says it. */
      readonly error: RuleViolation;
    };

const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const cite = (rule: string | undefined): string => (rule ? ` (${rule})` : '');

/**
 * An attack's forecast in words: the strengths with each modifier, the odds,
 * each shift, the column and each result's chance.
 *
 * @category Forecast
 */
export function attackWords(f: AttackForecast, name: (unit: string) => string = (u) => u): string[] {
  if (f.hidden !== undefined) return [`Attack on ${f.hex}: ${f.hidden}`];
  const out: string[] = [];
  for (const role of ['attacker', 'defender'] as const) {
    const total = role === 'attacker' ? f.attack : f.defence;
    const lines = (f.modifiers ?? []).filter((m) => m.role === role);
    const sup = (f.supports ?? []).filter((s) => s.role === role);
    const units = (f.units ?? []).filter((u) => u.role === role).map((u) => `${name(u.unit)} ${u.counts}`);
    const why = [
      ...(units.length ? [units.join(', ')] : []),
      ...lines.map((m) => `${m.times !== undefined ? `x${m.times}` : signed(m.amount)} ${m.reason}${cite(m.rule)}: ${m.units.map(name).join(', ')}`),
      ...sup.map((s) => `+${s.value} ${s.kind}${s.unit !== undefined ? ` ${name(s.unit)}` : ''}`),
    ];
    out.push(`${role === 'attacker' ? 'Attack' : 'Defence'} ${total}${why.length ? ` (${why.join('; ')})` : ''}`);
  }
  out.push(`Odds ${f.odds}: the ${f.baseColumn} column`);
  for (const s of f.shifts ?? []) out.push(`${signed(s.shift)} column${Math.abs(s.shift) === 1 ? '' : 's'}: ${s.reason}${cite(s.rule)}`);
  if (f.shifts?.length) out.push(`Final column ${f.column}`);
  // A shift the roll itself brings (Myitkyina's Pressed Attack, Banzai!): which rolls read which column, or the results would seem another column's.
  const byColumn = new Map<string, number[]>();
  for (const r of f.rolls ?? []) byColumn.set(r.column, [...(byColumn.get(r.column) ?? []), r.roll]);
  if (byColumn.size > 1 || (byColumn.size === 1 && !byColumn.has(f.column ?? ''))) {
    out.push(`The roll moves the column: ${[...byColumn].map(([c, rolls]) => `${rolls.sort((x, y) => x - y).join(', ')} read ${c}`).join('; ')}`);
  }
  out.push(`Results: ${(f.results ?? []).map((r) => `${r.result}${r.meaning ? ` (${r.meaning})` : ''} ${pct(r.chance)}`).join(', ')}`);
  for (const o of f.open ?? []) out.push(o);
  return out;
}

/**
 * A shot's forecast in words.
 *
 * @category Forecast
 */
export function shotWords(s: ShotForecast, name: (unit: string) => string = (u) => u): string {
  const mods = s.modifiers.map((m) => `${signed(m.n)} ${m.why}`);
  return `${name(s.by)} at ${name(s.target)} with the ${s.weapon}: ${s.distance}"${s.band !== undefined ? ` (${s.band} range)` : ''}, hits on ${s.needs} on a d${s.die}${mods.length ? `, ${mods.join(', ')}` : ''}: ${pct(s.chance)}${s.rolls !== undefined && s.rolls > 1 ? ` (up to ${s.rolls} rolls)` : ''}${cite(s.rule)}`;
}

/**
 * A template's forecast in words: where it is aimed, the chance it lands there,
 * and who it may hit.
 *
 * @category Forecast
 */
export function blastWords(b: BlastForecast, name: (unit: string) => string = (u) => u): string {
  const hit = b.figures.filter((f) => f.chance >= 0.0005).map((f) => `${name(f.id)} ${pct(f.chance)}`);
  return `${name(b.by)}'s ${b.weapon} at (${b.aim.x}", ${b.aim.y}"): lands there ${pct(b.onTarget)}; ${hit.length ? `may hit ${hit.join(', ')}` : 'may hit no one'}${cite(b.rule)}`;
}

/**
 * What a legal action would do, before it is taken, from the same code that
 * resolves it: for an attack the strengths with each modifier and its reason,
 * the odds, every column shift, the final column and the chance of each
 * result; for a shot the range band, the need, every modifier and the chance
 * to hit; for a move its path and cost. An action `apply` would refuse gets
 * the same refusal, and nothing changes. A forecast tells the acting side
 * only what it may see (a hidden defender's strength stays hidden).
 *
 * @example
 * ```ts
 * const f = forecast(myitkyina, state, { type: 'resolveAttack', side: 'allied' });
 * if (f.ok) console.log(f.forecast.words.join('\n')); // "Attack 6 …", "Odds 2-1 …", "Results: …"
 * ```
 * @category Forecast
 */
export function forecast<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, action: Action): ForecastResult {
  const g: Game = game;
  const seen = g.foresee(state, action);
  if (!seen.ok) return seen;
  const name = (id: string) => unitName(g, id);
  const { parts } = seen;
  const words = [
    ...(parts.attack ? attackWords(parts.attack, name) : []),
    ...(parts.shots ?? []).map((s) => shotWords(s, name)),
    ...(parts.move ? [moveWords(parts.move, name)] : []),
    ...(parts.blast ? [blastWords(parts.blast, name)] : []),
    ...(parts.notes ?? []),
  ];
  if (words.length === 0) words.push(actionWords(g, state, seen.action));
  return { ok: true, forecast: { action: seen.action, ...parts, words } };
}

/**
 * A move's forecast in words.
 *
 * @category Forecast
 */
export function moveWords(m: MoveForecast, name: (unit: string) => string = (u) => u): string {
  if (m.unitOfCost === 'turn') {
    const left = m.allowance !== undefined && m.allowance < 1 ? ` (${pct(m.allowance)} of it left)` : '';
    return `${name(m.unit)}: ${m.path.join(' → ')}, ${m.length ?? 0}" costing ${pct(m.cost)} of a turn's move${left}`;
  }
  return `${name(m.unit)}: ${m.path.join(' → ')}, ${m.cost} MP${m.allowance !== undefined ? ` of ${m.allowance}` : ''}`;
}
