/**
 * What a forecast is (the attack's odds, a shot's chance, a blast's reach, a
 * move's cost): the contract verbs fill and pages read, apart from the code
 * that words it so that a game's definition can name it without importing the
 * engine's implementation.
 *
 * @module
 */
import type { RuleViolation } from '../errors';
import type { Action } from './types';

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
 * @example
 * ```ts
 * import { createMatch, forecast } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const f = forecast(myitkyina, state, { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' });
 * if (f.ok) console.log(f.forecast.words.join('\n'));
 * else console.log(f.error.message); // why it would be refused
 * ```
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

/**
 * One range band of a weapon, in inches from the firer.
 *
 * @category Forecast
 */
export interface WeaponBand {
  /** The band's name (`short`, `long`); absent for a weapon with a single range. */
  readonly band?: string;
  /** Where the band begins (0 for the first; a target exactly here is in the band before). */
  readonly from: number;
  /** Where it ends, inclusive. */
  readonly upTo: number;
}

/**
 * A weapon's arc of fire as it lies on the table now, in the engine's facing
 * convention: degrees counter-clockwise from east (0° east, 90° north),
 * each in [0, 360).
 *
 * @category Forecast
 */
export interface WeaponArc {
  /** The arc's middle: the figure's facing (plus the arc's offset, if any). */
  readonly centre: number;
  /** Its clockwise edge (`centre - width / 2`). */
  readonly from: number;
  /** Its counter-clockwise edge (`centre + width / 2`). */
  readonly to: number;
  /** Its full width in degrees. */
  readonly width: number;
}

/**
 * What one of a figure's weapons reaches, as its game's fire reads it.
 *
 * @example
 * ```ts
 * import { createMatch, weaponsOf } from 'hexwar';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 *
 * const state = createMatch(pacificSkirmish, { seed: 1 });
 * for (const w of weaponsOf(pacificSkirmish, state, 'us-r1')) console.log(w.name, w.bands.map((b) => `${b.from}–${b.upTo}"`));
 * // rifle ['0–24"'], grenade ['0–6"']: draw the rings around the figure
 * ```
 * @category Forecast
 */
export interface WeaponReach {
  /** The weapon's id (the fire action's `weapon`). */
  readonly weapon: string;
  /** Its name in a player's words. */
  readonly name: string;
  /** Its arc of fire where the figure stands and faces now; absent for a weapon that fires all round. A figure with no facing (off the table) is taken to face east, as the engine takes it. */
  readonly arc?: WeaponArc;
  /** Its range bands, nearest first; empty for a weapon that reaches whatever it sees. */
  readonly bands: readonly WeaponBand[];
  /** How its range is measured: centre to centre, or base edge to base edge. */
  readonly measure: 'centre' | 'base';
  /** Inches from the figure's centre to where its bands are measured from: its base's reach when ranges run base edge to base edge (so a ring drawn at `drawnFrom + upTo` about the centre is the band's edge), else 0. */
  readonly drawnFrom: number;
  /** It lays a template: at its target's place (indirect fire, no arc or sight of its own) or at a point (a grenade). */
  readonly template?: 'target' | 'point';
  /** The rule its fire carries out. */
  readonly rule: string;
}
