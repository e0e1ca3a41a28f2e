/**
 * The data of a combat, all plain JSON: the roles, each unit's entry and the
 * modifiers as they applied, an attack under way, the steps a result makes
 * happen, the result procedure's state, and what an attack hands back.
 */
import type { ColumnShift } from '../../combat';
import type { PositionCondition } from '../../board/board';
import type { JsonValue, Position } from '../../engine/types';

/**
 * The two sides of a combat.
 *
 * @category Procedures
 */
export type CombatRole = 'attacker' | 'defender';

/**
 * A condition on the hex (or point) a unit fights in, as data: its terrain, a
 * place there, a feature there. The same as the board's {@link PositionCondition}.
 *
 * @category Procedures
 */
export type HexCondition = PositionCondition;

/**
 * One unit's part in a combat's arithmetic: its factor and what changed it.
 *
 * @category Procedures
 */
export interface CombatEntry<P extends Position = string> {
  /** Attacker or defender. */
  readonly role: CombatRole;
  /** Where it fights from: its hex, or its point on the table. */
  readonly hex: P;
  /** Its printed factor used (attack or defence) at the time of the combat. */
  base: number;
  /** Everything added to it. */
  add: number;
  /** Its multiplier (2 for a Banzai charge). */
  mult: number;
  /** Out of supply: halved with its stack. */
  oos: boolean;
}

/**
 * A strength modifier as it applied, for the log: who, by how much, why.
 *
 * @category Procedures
 */
export interface ModifierLine {
  /** Whose strength. */
  readonly role: CombatRole;
  /** Why, in a player's words. */
  readonly reason: string;
  /** The rule. */
  readonly rule?: string;
  /** The change per unit (`x2` is shown by `times`). */
  readonly amount: number;
  /** A multiplier instead of an addition. */
  readonly times?: number;
  /** The units it applied to. */
  readonly units: readonly string[];
}

/**
 * A combat's arithmetic: totals, each unit's entry, the modifiers as applied
 * and the supports added.
 *
 * @category Procedures
 */
export interface CombatTally<P extends Position = string> {
  /** The attack total. */
  attack: number;
  /** The defence total. */
  defence: number;
  /** Each unit's entry. */
  readonly units: { [unit: string]: CombatEntry<P> };
  /** The modifiers as they applied. */
  readonly lines: ModifierLine[];
  /** Supports added to the totals (artillery in range). */
  readonly supports: {
    /** The side it supports. */
    readonly role: CombatRole;
    /** The support's name, e.g. `"artillery"`. */
    readonly kind: string;
    /** The supporting unit. */
    readonly unit?: string;
    /** The strength it adds. */
    readonly value: number;
  }[];
}

/**
 * An attack being put together or resolved: the attack procedure's local state.
 *
 * @category Procedures
 */
export interface CombatUnderWay<P extends Position = string> {
  /** The hex attacked (on a table, the point attacked). */
  readonly hex: P;
  /** The attacking side. */
  readonly side: string;
  /** The attacking units. */
  readonly attackers: readonly string[];
  /** Attackers given a special order, by the order's verb (Banzai). */
  readonly specials: { readonly [verb: string]: readonly string[] };
  /** The attacker's supports: unit ids, or a count for a pool (air units). */
  readonly supports: { readonly [kind: string]: readonly string[] | number };
  /** The defender's supports. */
  readonly defence: { readonly [kind: string]: readonly string[] | number };
  /** The resolution mode chosen (Pressed Attack, Banzai!), if the game has modes. */
  readonly mode: string | null;
}

/**
 * One thing a combat result makes happen, carried out in order by the combat
 * result procedure. Plain JSON.
 *
 * - `eliminate`: every unit of that role in the combat loses all its steps.
 * - `disrupt`: the game's `disrupt` hook runs for each of them.
 * - `lose`: the owner chooses `count` steps (or whole units, with `units`) to lose.
 * - `lossOrRetreat`: unit by unit, each loses a step or retreats `hexes`
 *   hexes (after a retreat roll, if the game has one), until `need` steps are met.
 * - `retreat`: every unit retreats `hexes` hexes, or holds under a No Retreat
 *   order where the game allows it (`noRetreat`: what holding costs).
 * - `exchange`: that side loses at least the steps the other side has lost in this combat so far.
 * - `advance`: attackers may advance into the hex attacked if it is empty.
 *
 * @category Procedures
 */
export type CombatStep =
  | {
      /** Every unit of that side is eliminated. */
      readonly kind: 'eliminate';
      /** Whose units. */
      readonly role: CombatRole;
    }
  | {
      /** Every unit of that side is disrupted. */
      readonly kind: 'disrupt';
      /** Whose units. */
      readonly role: CombatRole;
    }
  | {
      /** The owner chooses the losses. */
      readonly kind: 'lose';
      /** Whose units. */
      readonly role: CombatRole;
      /** Steps (or whole units, with `units`) to lose. */
      readonly count: number;
      /** Count whole units eliminated rather than steps. */
      readonly units?: boolean;
    }
  | {
      /** Each unit in turn loses a step or retreats, until enough steps are met. */
      readonly kind: 'lossOrRetreat';
      /** Whose units. */
      readonly role: CombatRole;
      /** Steps to lose in all, among the units that do not retreat instead. */
      readonly need: number;
      /** Hexes a unit retreats instead of losing a step. */
      readonly hexes: number;
    }
  | {
      /** Every unit retreats. */
      readonly kind: 'retreat';
      /** Whose units. */
      readonly role: CombatRole;
      /** Hexes each unit retreats. */
      readonly hexes: number;
      /** A unit may hold under a No Retreat order instead: it just holds, or is eliminated holding. */
      readonly noRetreat?: 'hold' | 'eliminate';
      /** The result named in the decision and the log, if not the CRT result itself. */
      readonly result?: string;
    }
  | {
      /**
       * The exchange: this side loses at least as many steps as the other side
       * has lost so far in this combat (its owner chooses which, as for `lose`).
       */
      readonly kind: 'exchange';
      /** Whose units pay. */
      readonly role: CombatRole;
    }
  | {
      /** The attackers may advance after combat into the vacated hex. */
      readonly kind: 'advance';
    };

/**
 * What a result code of the CRT means: the steps it makes happen, in order,
 * and its words for the log and the forecast.
 *
 * @example
 * ```ts
 * const EX: ResultMeaning = { steps: [{ kind: 'lose', role: 'defender', count: 1 }, { kind: 'exchange', role: 'attacker' }], words: 'exchange' };
 * ```
 * @category Procedures
 */
export interface ResultMeaning {
  /** The steps, in order (the defender's first, if the game says so); none for a result that does nothing. */
  readonly steps: readonly CombatStep[];
  /** The result in a player's words (`"the defenders retreat one hex"`); the code itself if none. */
  readonly words?: string;
}

/**
 * A combat results table's legend: every result code the table prints, and
 * what it means. The attack procedures read it; {@link attackProcedures}
 * refuses a table with a code its legend lacks.
 *
 * @example
 * ```ts
 * const LEGEND: CombatLegend = {
 *   AR: { steps: [{ kind: 'retreat', role: 'attacker', hexes: 1 }], words: 'the attackers retreat one hex' },
 *   DE: { steps: [{ kind: 'eliminate', role: 'defender' }, { kind: 'advance' }], words: 'the defenders are eliminated' },
 * };
 * ```
 * @category Procedures
 */
export type CombatLegend = { readonly [code: string]: ResultMeaning };

/**
 * The combat result procedure's local state.
 *
 * @category Procedures
 */
export interface ResultUnderWay<P extends Position = string> {
  /** The hex attacked (on a table, the point attacked). */
  readonly hex: P;
  /** The attacking side. */
  readonly attacker: string;
  /** The defending side. */
  readonly defender: string;
  /** Attacking units. */
  readonly attackers: readonly string[];
  /** Defending units. */
  readonly defenders: readonly string[];
  /** The result read. */
  readonly result: string;
  /** Steps still to carry out; the first is under way. */
  readonly queue: readonly CombatStep[];
  /** Steps still to lose (the `need` of the step under way). */
  readonly need: number;
  /** Units of the step under way still to deal with. */
  readonly units: readonly string[];
  /** The unit that passed its retreat roll and must choose where to go. */
  readonly retreating: string | null;
  /** Units that retreated (they may not advance back: the rearguard). */
  readonly retreated: readonly string[];
  /** Each unit's entry in the arithmetic, for retreat rolls against its current factor. */
  readonly entries: { readonly [unit: string]: CombatEntry<P> };
  /** The game's `afterResults` hook has run. */
  readonly afterDone: boolean;
  /** Each unit's steps as the result began, kept only for a result with an `exchange` step (which pays what the other side lost). */
  readonly before?: { readonly [unit: string]: number };
}

/**
 * What a finished attack hands to the procedure that called it.
 *
 * @category Procedures
 */
export interface AttackOutcome<P extends Position = string> {
  /** The hex attacked (on a table, the point attacked). */
  readonly hex: P;
  /** The attacking units. */
  readonly attackers: readonly string[];
  /** The result read, or `null` if the attack was called off. */
  readonly result: string | null;
  /** The attack was called off before the roll. */
  readonly cancelled: boolean;
}

/**
 * The chance of one result of a combat, and the faces of the die that give it.
 *
 * @category Procedures
 */
export interface ResultChance {
  /** The result code, as the table prints it. */
  readonly result: string;
  /** Its chance, 0 to 1. */
  readonly chance: number;
  /** The faces of the combat die that give it. */
  readonly rolls: readonly number[];
}

/**
 * A combat as it would be resolved, before the roll: the defenders, the
 * strengths with each modifier, the odds and every shift with its rule, the
 * column, and the chance of each result.
 *
 * @category Procedures
 */
export interface CombatPreview<P extends Position = string> {
  /** The hexes attacked (the target first). */
  readonly hexes: readonly P[];
  /** The defending units. */
  readonly defenders: readonly string[];
  /** The attack total. */
  readonly attack: number;
  /** The defence total. */
  readonly defence: number;
  /** The strength modifiers as they apply. */
  readonly lines: readonly ModifierLine[];
  /** Supports added to the totals. */
  readonly supports: CombatTally<P>['supports'];
  /** The odds the strengths give: the column's label, or why no column (`'automatic'`, `'none'`). */
  readonly odds: string;
  /** The index of the column the strengths read before shifts (it may lie off the table). */
  readonly base: number;
  /** The column the strengths read before shifts. */
  readonly baseColumn: string;
  /** Every shift known before the roll, with its reason and rule. */
  readonly shifts: readonly ColumnShift[];
  /** The column after the shifts. */
  readonly column: string;
  /** Its index. */
  readonly columnIndex: number;
  /** Each unit's part in the arithmetic. */
  readonly entries: CombatTally<P>['units'];
  /** The chance of each result over the faces of the combat die (none when nobody defends). */
  readonly chances: readonly ResultChance[];
}

/** Arguments the attack procedure is called with. @internal */
export type AttackArgs = { readonly hex: Position } & Record<string, JsonValue>;
