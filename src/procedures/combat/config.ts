/**
 * What a game tells the core's attack procedures: the tables, who may attack,
 * modifiers as data, supports, special orders, modes, the roll, what each
 * result does, retreats and their rolls. Hooks only where the rules are the
 * game's own.
 */
import type { ColumnShift, CombatResultsTable, OddsTable } from '../../combat';
import type { HexSpec, ReadContext, RulesContext, Spec, UnitOf } from '../../engine/definition';
import type { CombatEntry, CombatLegend, CombatRole, CombatTally, CombatUnderWay, HexCondition, ResultMeaning, ResultUnderWay } from './types';

/** A unit of the game's board. */

/**
 * A modifier to combat strengths, as data (Wesnoth's lesson: a few kinds with
 * parameters, and a hook only as the escape hatch).
 *
 * - `perAttacker`: each attacking unit (with an attack factor) gets `add`,
 *   when it attacks `across` a hexside feature, or `into` a hex that meets a condition.
 * - `perDefender`: each defending unit in a hex meeting `in` gets `add`.
 * - `oneDefender`: `count` defending units (default one) get `add`, the
 *   weakest first, each bonus going to the next unit (a town's +1 to one unit).
 * - `hexBonus`: a defending hex meeting `in` gets `add` per defending unit, at
 *   most `max` (by the defender's side, or for all).
 * - `double`: attackers given the special order `special` (Banzai) count double.
 * - `custom`: a hook that changes the tally.
 *
 * @category Procedures
 */
export type StrengthModifier<G extends Spec = HexSpec> =
  | {
      /** A bonus to each attacking unit. */
      readonly kind: 'perAttacker';
      /** Added to each unit's attack factor (negative for a penalty). */
      readonly add: number;
      /** Only for units attacking across this hexside feature (a river). */
      readonly across?: string;
      /** Only when the hex attacked meets this condition. */
      readonly into?: HexCondition;
      /** Why, in a player's words, for the log. */
      readonly reason: string;
      /** The rule that gives it. */
      readonly rule?: string;
    }
  | {
      /** A bonus to each defending unit. */
      readonly kind: 'perDefender';
      /** Added to each unit's defence factor. */
      readonly add: number;
      /** Only for defenders in a hex meeting this condition (a town, hills). */
      readonly in?: HexCondition;
      /** Why, in a player's words, for the log. */
      readonly reason: string;
      /** The rule that gives it. */
      readonly rule?: string;
    }
  | {
      /** A bonus to one defending unit (or `count` of them), the weakest first. */
      readonly kind: 'oneDefender';
      /** Added to the chosen unit's defence factor. */
      readonly add: number;
      /** Only when the hex attacked meets this condition. */
      readonly in?: HexCondition;
      /** How many defenders get it (default one), e.g. one per improved position in the hex. */
      readonly count?: (ctx: ReadContext<G>, hex: G['position'], defender: string) => number;
      /** Why, in a player's words, for the log. */
      readonly reason: string;
      /** The rule that gives it. */
      readonly rule?: string;
    }
  | {
      /** A bonus per defending unit in a hex, capped. */
      readonly kind: 'hexBonus';
      /** Added to each defending unit's defence factor, up to `max` units. */
      readonly add: number;
      /** The hex the defenders stand in must meet this condition. */
      readonly in: HexCondition;
      /** How many units in the hex get it, for all sides or by the defender's side. */
      readonly max: number | { readonly [side: string]: number };
      /** Why, in a player's words, for the log. */
      readonly reason: string;
      /** The rule that gives it. */
      readonly rule?: string;
    }
  | {
      /** Attackers under a special order count double. */
      readonly kind: 'double';
      /** The special order's verb, e.g. `"banzai"`. */
      readonly special: string;
      /** Why, in a player's words, for the log. */
      readonly reason: string;
      /** The rule that gives it. */
      readonly rule?: string;
    }
  | {
      /** The escape hatch: a hook. */
      readonly kind: 'custom';
      /** Changes the tally as the game's rule says (add to entries, push lines). */
      readonly apply: (ctx: ReadContext<G>, tally: CombatTally<G['position']>, combat: CombatUnderWay<G['position']>) => void;
    };

/**
 * A support a side may add to a combat: units that add their factor
 * (artillery in range), or a pool of points that each shift the odds (air units).
 *
 * @category Procedures
 */
export type SupportDefinition<G extends Spec, Verb extends string = string> =
  | {
      /** Units that add a factor. */
      readonly kind: 'units';
      /** The support's name, e.g. `"artillery"`. */
      readonly name: string;
      /** The attacker's verb, e.g. `"addArtillery"`. */
      readonly verb: Verb;
      /** The defender's verb (asked once the attack is declared), if the defender may add it too. */
      readonly defenderVerb?: Verb;
      /** Units of `side` able to support a combat in `hex` now, those already added left out. */
      readonly available: (ctx: ReadContext<G>, side: string, hex: G['position'], already: readonly string[]) => readonly UnitOf<G>[];
      /** What each adds: the attacker's attack factor, the defender's defence factor (default). */
      readonly factor?: (ctx: ReadContext<G>, unit: UnitOf<G>, role: CombatRole) => number;
      /** Marks the units used (Fired) once the combat is resolved. */
      readonly spend?: (ctx: RulesContext<G>, side: string, units: readonly string[]) => void;
      /** The rule. */
      readonly rule?: string;
      /** Why a unit may not support, for refusals. */
      readonly refusal?: string;
    }
  | {
      /** A pool of points that shift the odds. */
      readonly kind: 'pool';
      /** The support's name, e.g. `"air"`. */
      readonly name: string;
      /** The attacker's verb. */
      readonly verb: Verb;
      /** The defender's verb. */
      readonly defenderVerb?: Verb;
      /** Points of `side` free now. */
      readonly free: (ctx: ReadContext<G>, side: string) => number;
      /** Columns each point shifts in its side's favour. */
      readonly shift: number;
      /** Spends the points used once the combat is resolved. */
      readonly spend?: (ctx: RulesContext<G>, side: string, used: number) => void;
      /** The rule. */
      readonly rule?: string;
      /** Why no more may be added, for refusals. */
      readonly refusal?: string;
    };

/**
 * A special order an attacker may give a unit (Banzai!): who may, and the rule.
 *
 * @category Procedures
 */
export interface SpecialOrder<G extends Spec, Verb extends string = string> {
  /** The verb, e.g. `"banzai"`. */
  readonly verb: Verb;
  /** Whether the attacking unit may be given it. */
  readonly eligible: (ctx: ReadContext<G>, unit: UnitOf<G>, combat: CombatUnderWay<G['position']>) => boolean;
  /** The rule. */
  readonly rule?: string;
  /** Why not, for refusals. */
  readonly refusal?: string;
  /** What giving the order says in the log (a `says` template, default `"{unit}: <verb>"`). */
  readonly says?: string;
}

/**
 * How a game's retreats go (the defaults are the commonest reading).
 *
 * @category Procedures
 */
export interface RetreatConfig<G extends Spec> {
  /**
   * What each hex of a retreat must be farther from: `'enemy'` (the default) the
   * units it retreats from (the attacked hex, for attackers; the attackers'
   * hexes, for defenders), or `'start'` the hex it started in.
   */
  readonly away?: 'enemy' | 'start';
  /** Enemy ZOC not contested by a friendly unit blocks a retreat (default true). */
  readonly blockedByZoc?: boolean;
  /** Terrain no ZOC extends into. */
  readonly zocBlockingTerrain?: readonly string[];
  /** Terrain no retreat enters. */
  readonly prohibitedTerrain?: readonly string[];
  /** Hexside features no retreat crosses. */
  readonly prohibitedHexsides?: readonly string[];
  /** A game's own ban on a hex (next to the attackers unless friends are there). */
  readonly forbidden?: (ctx: ReadContext<G>, unit: UnitOf<G>, hex: G['position'], combat: ResultUnderWay<G['position']>) => boolean;
  /** Whether a unit may end its retreat in a hex (default: within the game's stacking limit). */
  readonly mayEnd?: (ctx: ReadContext<G>, unit: UnitOf<G>, hex: G['position']) => boolean;
  /**
   * Where a unit may end a retreat of `distance` (hexes, or inches), and whether
   * it could only go off the board: the game's own reading. Default, on a hex
   * map, the core's retreat reading with the rules above; a tabletop game gives its own.
   */
  readonly ends?: (ctx: ReadContext<G>, unit: UnitOf<G>, distance: number, combat: ResultUnderWay<G['position']>) => {
    /** Where the unit may end its retreat. */
    readonly ends: readonly G['position'][];
    /** Whether its only way on was off the map. */
    readonly offMap: boolean;
  };
  /** A unit that can only go off the map is eliminated (default) or may not retreat. */
  readonly offMap?: 'eliminated' | 'never';
  /** The rule. */
  readonly rule?: string;
}

/**
 * A die roll a unit must pass to retreat (failing costs a step instead).
 *
 * @category Procedures
 */
export interface RetreatRoll<G extends Spec> {
  /** The die. */
  readonly die: number;
  /** The factor the roll must not exceed, from the unit's current face and its entry in the combat. */
  readonly factor: (ctx: ReadContext<G>, unit: UnitOf<G>, entry: CombatEntry<G['position']> | undefined) => number;
  /** A modifier to the roll (Japanese AT: +1 for attacking Allied units). */
  readonly modifier?: (ctx: ReadContext<G>, unit: UnitOf<G>, combat: ResultUnderWay<G['position']>) => number;
  /** Why the modifier applies, for the log (`Japanese AT, 8.3`). */
  readonly modifierWhy?: string;
  /** A natural roll that always fails (6), if any. */
  readonly alwaysFails?: number;
  /** How many rolls a retreat takes (the optional multi-roll rule: one per hex). */
  readonly rolls?: (ctx: ReadContext<G>, hexes: number) => number;
  /** The rule. */
  readonly rule?: string;
}

/**
 * What the attack procedures need from a game: the tables, who may attack and
 * join, the modifiers as data, the shifts, supports, special orders, modes, the
 * roll, and what each result code does. Hooks only where the rules are the
 * game's own.
 *
 * @category Procedures
 */
export interface AttackConfig<G extends Spec, Verb extends string = string> {
  /** The odds table. */
  readonly odds: OddsTable;
  /** The combat results table (its columns those of the odds table). */
  readonly crt: CombatResultsTable;
  /** The rule of combat (6.5). */
  readonly rule: string;
  /** Units of `side` that may attack `hex` now (adjacent, activated, not yet attacked…), `joining` the units already in the attack. */
  readonly attackers: (ctx: ReadContext<G>, hex: G['position'], side: string, joining: readonly string[]) => readonly UnitOf<G>[];
  /** Whether `unit` may join the attackers so far (combining rules); default yes. */
  readonly mayJoin?: (ctx: ReadContext<G>, attackers: readonly UnitOf<G>[], unit: UnitOf<G>, hex: G['position']) => boolean;
  /** Hexes `side` may attack now; default every hex with an enemy unit and an attacker able to attack it. */
  readonly targets?: (ctx: ReadContext<G>, side: string) => readonly G['position'][];
  /** Each hex may be attacked once per activation (an attack called off counts). */
  readonly oncePerActivation?: boolean;
  /** Why a hex may not be attacked, or a unit may not join, for refusals. */
  readonly refusals?: {
    /** Why `hex` may not be attacked now. */
    readonly declare?: (ctx: ReadContext<G>, hex: G['position']) => string;
    /** Why `unit` may not join the attack. */
    readonly join?: (ctx: ReadContext<G>, unit: string) => string;
  };
  /** A unit's attack factor (default its printed attack, 0 for none). */
  readonly attackFactor?: (ctx: ReadContext<G>, unit: UnitOf<G>) => number;
  /** A unit's defence factor (default its printed defence). */
  readonly defenceFactor?: (ctx: ReadContext<G>, unit: UnitOf<G>) => number;
  /** Strength modifiers, in the order they apply. */
  readonly modifiers?: readonly StrengthModifier<G>[];
  /** Out-of-supply units: which, and how they are halved (with their stack, rounding up). */
  readonly outOfSupply?: {
    /** Whether a unit counts as out of supply in this combat. */
    readonly units: (ctx: ReadContext<G>, unit: UnitOf<G>) => boolean;
    /** How a halved stack's odd point is rounded. */
    readonly round: 'up' | 'down';
    /** The rule that halves them. */
    readonly rule?: string;
  };
  /** The least defence total (default 0). */
  readonly minimumDefence?: number;
  /** Column shifts the game's rules give (armour, attack-first, disrupted defenders). */
  readonly shifts?: (ctx: ReadContext<G>, combat: CombatUnderWay<G['position']>, tally: CombatTally<G['position']>, defenders: readonly UnitOf<G>[]) => readonly ColumnShift[];
  /** Supports each side may add. */
  readonly supports?: readonly SupportDefinition<G, Verb>[];
  /** Special orders for attacking units. */
  readonly specials?: readonly SpecialOrder<G, Verb>[];
  /** Ways to resolve an attack (`normal`, `pressed`, `banzai`), when the game has them. */
  readonly modes?: (ctx: ReadContext<G>, combat: CombatUnderWay<G['position']>) => readonly string[];
  /** Why a mode is refused. */
  readonly modeRefusal?: (mode: string) => string;
  /** The roll: the die, how it reads on the table, and a shift that depends on it (Pressed Attack). */
  readonly roll?: {
    /** Sides of the combat die (default 6). */
    readonly die?: number;
    /** The number read on the CRT for the attacking side's roll (default the roll itself). */
    readonly read?: (ctx: ReadContext<G>, side: string, roll: number) => number;
    /** A column shift that depends on the number read and the mode chosen (Pressed Attack, Banzai!). */
    readonly shift?: (mode: string | null, read: number) => ColumnShift | null;
  };
  /** Other hexes whose units must be attacked in the same combat (Myitkyina: from turn 2). */
  readonly alsoAttacked?: (ctx: ReadContext<G>, side: string, attackers: readonly UnitOf<G>[], hex: G['position']) => readonly G['position'][];
  /** Runs just before the roll (reveal hidden units). */
  readonly beforeResolve?: (ctx: RulesContext<G>, combat: CombatUnderWay<G['position']>, defenders: readonly string[]) => void;
  /**
   * Why a unit that was in the attack when it was resolved takes no part in
   * the roll (gone from the map as `beforeResolve` ran: a revealed decoy), in a
   * player's words; default: the core's words from its state.
   */
  readonly droppedOut?: (ctx: ReadContext<G>, unit: UnitOf<G>, role: 'attacker' | 'defender') => string | null;
  /**
   * What each result code of the CRT means: a {@link CombatLegend} (one entry a
   * code), or a function of the code where codes are built from parts (`"1/E"`).
   * Either way every code the CRT prints is read once when the procedures are
   * built, so a missing one is refused then, not at the roll that reads it.
   */
  readonly legend: CombatLegend | ((code: string) => ResultMeaning);
  /** Disrupts a unit (for `disrupt` steps). */
  readonly disrupt?: (ctx: RulesContext<G>, unit: string) => void;
  /** Retreats. */
  readonly retreat?: RetreatConfig<G>;
  /** The roll a unit must pass to retreat. */
  readonly retreatRoll?: RetreatRoll<G>;
  /** Whether an attacking unit may advance into the vacated hex (beyond being next to it, not having retreated, stacking). */
  readonly mayAdvance?: (ctx: ReadContext<G>, unit: UnitOf<G>, hex: G['position']) => boolean;
  /** Runs once the results are applied, before the advance (Banzai casualty checks). */
  readonly afterResults?: (ctx: RulesContext<G>, combat: ResultUnderWay<G['position']>) => void;
  /** Runs when the combat is over (mark the attackers, update control). */
  readonly resolved?: (ctx: RulesContext<G>, combat: { readonly hex: G['position']; readonly side: string; readonly attackers: readonly string[]; readonly result: string | null }) => void;
  /** A declared attack may be called off before it is resolved (it still counts as this hex's attack). */
  readonly cancel?: boolean;
  /** Whether a unit may be given a No Retreat order (default: any), for `retreat` steps that allow one. */
  readonly noRetreat?: (ctx: ReadContext<G>, unit: UnitOf<G>) => boolean;
  /** Ask a decision even when it has one option (default: carry it out). */
  readonly askSingle?: boolean;
  /** Procedure names, if the game needs others (default `attack`, `combatResult`). */
  readonly names?: {
    /** The attack procedure's name (default `attack`). */
    readonly attack?: string;
    /** The combat result procedure's name (default `combatResult`). */
    readonly result?: string;
  };
}
