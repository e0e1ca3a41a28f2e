import * as z from 'zod';
import { lazy } from '../internal/lazy';
import { HexwarError } from '../errors';
import { crtLookup, oddsColumn, oddsPosition, shiftColumn, type ColumnShift, type CombatResultsTable, type OddsTable } from '../combat';
import type { ActionDefinition, HexSpec, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext, RulesContext } from '../engine/definition';
import type { Action, JsonValue, UnitState } from '../engine/types';
import { eliminate, loseStep } from './steps';
import { u8 } from '../internal/typed';

// ---------------------------------------------------------------- the data of a combat

/**
 * The two sides of a combat.
 *
 * @category Procedures
 */
export type CombatRole = 'attacker' | 'defender';

/**
 * A condition on a hex, as data: its terrain, a place in it (a town, a city),
 * or a feature inside it.
 *
 * @category Procedures
 */
export interface HexCondition {
  /** The hex's terrain is this. */
  readonly terrain?: string;
  /** The hex holds a place of this kind. */
  readonly place?: string;
  /** The hex has this feature. */
  readonly feature?: string;
}

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
export type StrengthModifier<G extends HexSpec = HexSpec> =
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
      readonly count?: (ctx: ReadContext<G>, hex: string, defender: string) => number;
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
      readonly apply: (ctx: ReadContext<G>, tally: CombatTally, combat: CombatUnderWay) => void;
    };

/**
 * One unit's part in a combat's arithmetic: its factor and what changed it.
 *
 * @category Procedures
 */
export interface CombatEntry {
  /** Attacker or defender. */
  readonly role: CombatRole;
  /** Its hex. */
  readonly hex: string;
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
export interface CombatTally {
  /** The attack total. */
  attack: number;
  /** The defence total. */
  defence: number;
  /** Each unit's entry. */
  readonly units: { [unit: string]: CombatEntry };
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
export interface CombatUnderWay {
  /** The hex attacked. */
  readonly hex: string;
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
 * A support a side may add to a combat: units that add their factor
 * (artillery in range), or a pool of points that each shift the odds (air units).
 *
 * @category Procedures
 */
export type SupportDefinition<G extends HexSpec> =
  | {
      /** Units that add a factor. */
      readonly kind: 'units';
      /** The support's name, e.g. `"artillery"`. */
      readonly name: string;
      /** The attacker's verb, e.g. `"addArtillery"`. */
      readonly verb: string;
      /** The defender's verb (asked once the attack is declared), if the defender may add it too. */
      readonly defenderVerb?: string;
      /** Units of `side` able to support a combat in `hex` now, those already added left out. */
      readonly available: (ctx: ReadContext<G>, side: string, hex: string, already: readonly string[]) => readonly UnitState[];
      /** What each adds: the attacker's attack factor, the defender's defence factor (default). */
      readonly factor?: (ctx: ReadContext<G>, unit: UnitState, role: CombatRole) => number;
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
      readonly verb: string;
      /** The defender's verb. */
      readonly defenderVerb?: string;
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
export interface SpecialOrder<G extends HexSpec> {
  /** The verb, e.g. `"banzai"`. */
  readonly verb: string;
  /** Whether the attacking unit may be given it. */
  readonly eligible: (ctx: ReadContext<G>, unit: UnitState, combat: CombatUnderWay) => boolean;
  /** The rule. */
  readonly rule?: string;
  /** Why not, for refusals. */
  readonly refusal?: string;
  /** What giving the order says in the log (a `says` template, default `"{unit}: <verb>"`). */
  readonly says?: string;
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
      /** The attackers may advance after combat into the vacated hex. */
      readonly kind: 'advance';
    };

/**
 * How a game's retreats go (the defaults are the commonest reading).
 *
 * @category Procedures
 */
export interface RetreatConfig<G extends HexSpec> {
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
  readonly forbidden?: (ctx: ReadContext<G>, unit: UnitState, hex: string, combat: ResultUnderWay) => boolean;
  /** Whether a unit may end its retreat in a hex (default: within the game's stacking limit). */
  readonly mayEnd?: (ctx: ReadContext<G>, unit: UnitState, hex: string) => boolean;
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
export interface RetreatRoll<G extends HexSpec> {
  /** The die. */
  readonly die: number;
  /** The factor the roll must not exceed, from the unit's current face and its entry in the combat. */
  readonly factor: (ctx: ReadContext<G>, unit: UnitState, entry: CombatEntry | undefined) => number;
  /** A modifier to the roll (Japanese AT: +1 for attacking Allied units). */
  readonly modifier?: (ctx: ReadContext<G>, unit: UnitState, combat: ResultUnderWay) => number;
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
 * The combat result procedure's local state.
 *
 * @category Procedures
 */
export interface ResultUnderWay {
  /** The hex attacked. */
  readonly hex: string;
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
  readonly entries: { readonly [unit: string]: CombatEntry };
  /** The game's `afterResults` hook has run. */
  readonly afterDone: boolean;
}

/**
 * What the attack procedures need from a game: the tables, who may attack and
 * join, the modifiers as data, the shifts, supports, special orders, modes, the
 * roll, and what each result code does. Hooks only where the rules are the
 * game's own.
 *
 * @category Procedures
 */
export interface AttackConfig<G extends HexSpec> {
  /** The odds table. */
  readonly odds: OddsTable;
  /** The combat results table (its columns those of the odds table). */
  readonly crt: CombatResultsTable;
  /** The rule of combat (6.5). */
  readonly rule: string;
  /** Units of `side` that may attack `hex` now (adjacent, activated, not yet attacked…), `joining` the units already in the attack. */
  readonly attackers: (ctx: ReadContext<G>, hex: string, side: string, joining: readonly string[]) => readonly UnitState[];
  /** Whether `unit` may join the attackers so far (combining rules); default yes. */
  readonly mayJoin?: (ctx: ReadContext<G>, attackers: readonly UnitState[], unit: UnitState, hex: string) => boolean;
  /** Hexes `side` may attack now; default every hex with an enemy unit and an attacker able to attack it. */
  readonly targets?: (ctx: ReadContext<G>, side: string) => readonly string[];
  /** Each hex may be attacked once per activation (an attack called off counts). */
  readonly oncePerActivation?: boolean;
  /** Why a hex may not be attacked, or a unit may not join, for refusals. */
  readonly refusals?: {
    /** Why `hex` may not be attacked now. */
    readonly declare?: (ctx: ReadContext<G>, hex: string) => string;
    /** Why `unit` may not join the attack. */
    readonly join?: (ctx: ReadContext<G>, unit: string) => string;
  };
  /** A unit's attack factor (default its printed attack, 0 for none). */
  readonly attackFactor?: (ctx: ReadContext<G>, unit: UnitState) => number;
  /** A unit's defence factor (default its printed defence). */
  readonly defenceFactor?: (ctx: ReadContext<G>, unit: UnitState) => number;
  /** Strength modifiers, in the order they apply. */
  readonly modifiers?: readonly StrengthModifier<G>[];
  /** Out-of-supply units: which, and how they are halved (with their stack, rounding up). */
  readonly outOfSupply?: {
    /** Whether a unit counts as out of supply in this combat. */
    readonly units: (ctx: ReadContext<G>, unit: UnitState) => boolean;
    /** How a halved stack's odd point is rounded. */
    readonly round: 'up' | 'down';
    /** The rule that halves them. */
    readonly rule?: string;
  };
  /** The least defence total (default 0). */
  readonly minimumDefence?: number;
  /** Column shifts the game's rules give (armour, attack-first, disrupted defenders). */
  readonly shifts?: (ctx: ReadContext<G>, combat: CombatUnderWay, tally: CombatTally, defenders: readonly UnitState[]) => readonly ColumnShift[];
  /** Supports each side may add. */
  readonly supports?: readonly SupportDefinition<G>[];
  /** Special orders for attacking units. */
  readonly specials?: readonly SpecialOrder<G>[];
  /** Ways to resolve an attack (`normal`, `pressed`, `banzai`), when the game has them. */
  readonly modes?: (ctx: ReadContext<G>, combat: CombatUnderWay) => readonly string[];
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
  readonly alsoAttacked?: (ctx: ReadContext<G>, side: string, attackers: readonly UnitState[], hex: string) => readonly string[];
  /** Runs just before the roll (reveal hidden units). */
  readonly beforeResolve?: (ctx: RulesContext<G>, combat: CombatUnderWay, defenders: readonly string[]) => void;
  /** What a result code does, as steps, in order (the defender's first, if the game says so). */
  readonly results: (ctx: ReadContext<G>, code: string, combat: CombatUnderWay) => readonly CombatStep[];
  /** What a result code means, in words, for the log. */
  readonly meaning?: (code: string) => string;
  /** Disrupts a unit (for `disrupt` steps). */
  readonly disrupt?: (ctx: RulesContext<G>, unit: string) => void;
  /** Retreats. */
  readonly retreat?: RetreatConfig<G>;
  /** The roll a unit must pass to retreat. */
  readonly retreatRoll?: RetreatRoll<G>;
  /** Whether an attacking unit may advance into the vacated hex (beyond being next to it, not having retreated, stacking). */
  readonly mayAdvance?: (ctx: ReadContext<G>, unit: UnitState, hex: string) => boolean;
  /** Runs once the results are applied, before the advance (Banzai casualty checks). */
  readonly afterResults?: (ctx: RulesContext<G>, combat: ResultUnderWay) => void;
  /** Runs when the combat is over (mark the attackers, update control). */
  readonly resolved?: (ctx: RulesContext<G>, combat: { readonly hex: string; readonly side: string; readonly attackers: readonly string[]; readonly result: string | null }) => void;
  /** A declared attack may be called off before it is resolved (it still counts as this hex's attack). */
  readonly cancel?: boolean;
  /** Whether a unit may be given a No Retreat order (default: any), for `retreat` steps that allow one. */
  readonly noRetreat?: (ctx: ReadContext<G>, unit: UnitState) => boolean;
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

/**
 * What a finished attack hands to the procedure that called it.
 *
 * @category Procedures
 */
export interface AttackOutcome {
  /** The hex attacked. */
  readonly hex: string;
  /** The attacking units. */
  readonly attackers: readonly string[];
  /** The result read, or `null` if the attack was called off. */
  readonly result: string | null;
  /** The attack was called off before the roll. */
  readonly cancelled: boolean;
}

/**
 * A combat as it would be resolved, before the roll: the defenders, the
 * strengths with each modifier, the odds and every shift with its rule.
 *
 * @category Procedures
 */
export interface CombatPreview {
  /** The hexes attacked (the target first). */
  readonly hexes: readonly string[];
  /** The defending units. */
  readonly defenders: readonly string[];
  /** The attack total. */
  readonly attack: number;
  /** The defence total. */
  readonly defence: number;
  /** The strength modifiers as they apply. */
  readonly lines: readonly ModifierLine[];
  /** Supports added to the totals. */
  readonly supports: CombatTally['supports'];
  /** The column the strengths read before shifts. */
  readonly baseColumn: string;
  /** Every shift known before the roll, with its reason and rule. */
  readonly shifts: readonly ColumnShift[];
  /** The column after the shifts. */
  readonly column: string;
  /** Its index. */
  readonly columnIndex: number;
  /** Each unit's part in the arithmetic. */
  readonly entries: CombatTally['units'];
}

// ---------------------------------------------------------------- arithmetic

function meets(ctx: ReadContext, hex: string, c: HexCondition | undefined): boolean {
  if (!c) return true;
  const b = ctx.board;
  if (c.terrain !== undefined && b.terrain(hex) !== c.terrain) return false;
  if (c.place !== undefined && !b.isPlace(hex, c.place)) return false;
  if (c.feature !== undefined && !(ctx.map.features[b.cell(hex)] ?? []).includes(c.feature)) return false;
  return true;
}

/**
 * A combat's strengths: each unit's factor with the modifiers applied,
 * out-of-supply stacks halved, supports added, the defence at least its minimum.
 *
 * @category Procedures
 */
export function tallyCombat<G extends HexSpec>(ctx: ReadContext<G>, config: AttackConfig<G>, combat: CombatUnderWay, defenders: readonly UnitState[]): CombatTally {
  const tally: CombatTally = { attack: 0, defence: 0, units: {}, lines: [], supports: [] };
  const af = config.attackFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).attack ?? 0);
  const df = config.defenceFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).defence);
  const oos = (u: UnitState) => config.outOfSupply?.units(ctx, u) ?? false;
  const attackers = combat.attackers.map((id) => ctx.unit(id));
  for (const u of attackers) tally.units[u.id] = { role: 'attacker', hex: u.at!, base: af(ctx, u), add: 0, mult: 1, oos: oos(u) };
  for (const u of defenders) tally.units[u.id] = { role: 'defender', hex: u.at!, base: df(ctx, u), add: 0, mult: 1, oos: oos(u) };
  const line = (role: CombatRole, reason: string, rule: string | undefined, amount: number, units: string[], times?: number) => {
    if (units.length > 0) tally.lines.push({ role, reason, ...(rule ? { rule } : {}), amount, ...(times ? { times } : {}), units });
  };
  const defenderSide = defenders[0]?.side ?? '';
  // Weakest defenders first, for bonuses that go to one unit each.
  const weakest = [...defenders].sort((a, b) => tally.units[a.id]!.base - tally.units[b.id]!.base || (a.id < b.id ? -1 : 1));
  let next = 0;
  for (const m of config.modifiers ?? []) {
    switch (m.kind) {
      case 'perAttacker': {
        const hit = attackers.filter((u) => tally.units[u.id]!.base > 0 && (m.across === undefined || ctx.board.crosses(u.at!, combat.hex, m.across)) && meets(ctx, combat.hex, m.into));
        for (const u of hit) tally.units[u.id]!.add += m.add;
        line('attacker', m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case 'perDefender': {
        const hit = defenders.filter((u) => meets(ctx, u.at!, m.in));
        for (const u of hit) tally.units[u.id]!.add += m.add;
        line('defender', m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case 'oneDefender': {
        if (weakest.length === 0 || !meets(ctx, combat.hex, m.in)) break;
        const n = m.count ? Math.min(m.count(ctx, combat.hex, defenderSide), weakest.length) : 1;
        const hit: string[] = [];
        for (let k = 0; k < n; k++) {
          const u = weakest[next++ % weakest.length]!;
          tally.units[u.id]!.add += m.add;
          hit.push(u.id);
        }
        line('defender', m.reason, m.rule, m.add, hit);
        break;
      }
      case 'hexBonus': {
        const byHex = new Map<string, UnitState[]>();
        for (const u of defenders) if (meets(ctx, u.at!, m.in) && tally.units[u.id]!.base > 0) byHex.set(u.at!, [...(byHex.get(u.at!) ?? []), u]);
        for (const [hex, units] of byHex) {
          const cap = typeof m.max === 'number' ? m.max : (m.max[units[0]!.side] ?? 0);
          const n = Math.min(units.length, cap);
          for (let k = 0; k < n; k++) tally.units[units[k]!.id]!.add += m.add;
          if (n > 0) tally.lines.push({ role: 'defender', reason: `${m.reason} (${hex})`, ...(m.rule ? { rule: m.rule } : {}), amount: m.add * n, units: units.slice(0, n).map((u) => u.id) });
        }
        break;
      }
      case 'double': {
        const hit = (combat.specials[m.special] ?? []).filter((id) => tally.units[id] && tally.units[id]!.base > 0);
        for (const id of hit) tally.units[id]!.mult *= 2;
        line('attacker', m.reason, m.rule, 0, [...hit], 2);
        break;
      }
      case 'custom':
        m.apply(ctx, tally, combat);
        break;
    }
  }
  // Totals by stack: an out-of-supply stack is totalled, then halved.
  const round = config.outOfSupply?.round === 'down' ? Math.floor : Math.ceil;
  const total = (role: CombatRole) => {
    const byHex = new Map<string, { ok: number; oos: number }>();
    for (const e of Object.values(tally.units)) {
      if (e.role !== role) continue;
      const v = e.base > 0 || role === 'defender' ? Math.max(0, e.base * e.mult + e.add) : 0;
      const t = byHex.get(e.hex) ?? { ok: 0, oos: 0 };
      if (e.oos) t.oos += v;
      else t.ok += v;
      byHex.set(e.hex, t);
    }
    let sum = 0;
    for (const t of byHex.values()) sum += t.ok + round(t.oos / 2);
    return sum;
  };
  tally.attack = total('attacker');
  tally.defence = total('defender');
  const oosUnits = (role: CombatRole) => Object.entries(tally.units).filter(([, e]) => e.role === role && e.oos).map(([id]) => id);
  line('attacker', 'out of supply: halved', config.outOfSupply?.rule, 0, oosUnits('attacker'));
  line('defender', 'out of supply: halved', config.outOfSupply?.rule, 0, oosUnits('defender'));
  // Supports.
  for (const s of config.supports ?? []) {
    if (s.kind !== 'units') continue;
    for (const [role, given, side] of [
      ['attacker', combat.supports[s.name], combat.side],
      ['defender', combat.defence[s.name], defenderSide],
    ] as const) {
      for (const id of (given as readonly string[] | undefined) ?? []) {
        const u = ctx.unit(id);
        const value = s.factor ? s.factor(ctx, u, role) : role === 'attacker' ? (ctx.factors(u).attack ?? 0) : ctx.factors(u).defence;
        tally.supports.push({ role, kind: s.name, unit: id, value });
        if (role === 'attacker') tally.attack += value;
        else tally.defence += value;
        void side;
      }
    }
  }
  tally.defence = Math.max(config.minimumDefence ?? 0, tally.defence);
  return tally;
}

// ---------------------------------------------------------------- retreats

/**
 * Where a unit may end a retreat of `hexes` hexes: each hex farther from what
 * it retreats from, never into an enemy unit, an uncontested enemy ZOC,
 * prohibited terrain or across a prohibited hexside, never into the hex just
 * attacked, never into a hex the game forbids; the last hex within stacking.
 * `offMap` is true when a path could only go on off the map.
 *
 * @category Procedures
 */
export function retreatEnds<G extends HexSpec>(
  ctx: ReadContext<G>,
  rules: RetreatConfig<G>,
  unit: UnitState,
  hexes: number,
  combat: ResultUnderWay,
): {
  /** The hexes the retreat may end in. */
  ends: string[];
  /** No hex on the map will do but the retreat could go off it (the unit is eliminated). */
  offMap: boolean;
} {
  const b = ctx.board;
  const map = ctx.map;
  const side = unit.side;
  const start = unit.at!;
  const role: CombatRole = combat.attackers.includes(unit.id) ? 'attacker' : 'defender';
  const from =
    rules.away === 'start'
      ? [start]
      : role === 'attacker'
        ? [combat.hex]
        : combat.attackers.map((id) => ctx.unit(id).at).filter((h): h is string => h !== null);
  const away = from.length ? from : [start];
  const dist = (h: string) => Math.min(...away.map((f) => b.distance(f, h)));
  const enemy = b.enemyOccupied(side);
  let zoc: Uint8Array | null = null;
  if (rules.blockedByZoc !== false) {
    zoc = u8(map.size);
    const own = b.occupied(side);
    for (const other of new Set(ctx.state.units.filter((u) => u.side !== side).map((u) => u.side))) {
      const z = b.zoc(other, rules.zocBlockingTerrain ? { blockingTerrain: rules.zocBlockingTerrain } : {});
      for (let i = 0; i < z.length; i++) if (z[i] && !own[i]) zoc[i] = 1;
    }
  }
  const prohibited = new Set(rules.prohibitedTerrain ?? []);
  let sideMask = 0;
  for (const f of rules.prohibitedHexsides ?? []) sideMask |= map.hexsideBit(f);
  let frontier = [start];
  const reached = new Set([start]);
  let offMap = false;
  for (let step = 1; step <= hexes; step++) {
    const next: string[] = [];
    for (const h of frontier) {
      const c = b.cell(h);
      const dh = rules.away === 'start' ? step - 1 : dist(h);
      for (let d = 0; d < 6; d++) {
        const n = map.neighbors[c * 6 + d]!;
        if (n < 0) {
          offMap = true;
          continue;
        }
        if ((map.hexsides[c * 6 + d]! & sideMask) !== 0) continue;
        const l = map.labels[n]!;
        if (reached.has(l)) continue;
        if (rules.away === 'start' ? b.distance(start, l) !== step : dist(l) <= dh) continue;
        if (l === combat.hex || enemy[n] || (zoc && zoc[n]) || prohibited.has(map.terrainTypes[map.terrain[n]!]!)) continue;
        if (rules.forbidden?.(ctx, unit, l, combat)) continue;
        reached.add(l);
        next.push(l);
      }
    }
    frontier = next;
  }
  const ends = frontier.filter((h) => (rules.mayEnd ? rules.mayEnd(ctx, unit, h) : ctx.board.room(h, unit))).sort((a, b2) => b.cell(a) - b.cell(b2));
  return { ends, offMap: ends.length === 0 && offMap && rules.offMap !== 'never' };
}

// ---------------------------------------------------------------- the procedures

// Built on first use, never at import (see src/internal/lazy.ts).
const unitField = /* @__PURE__ */ lazy(() => z.object({ unit: z.string().min(1) }));
const noFields = /* @__PURE__ */ lazy(() => z.object({}));

/**
 * The attack procedures of a game, built from its {@link AttackConfig}: the
 * `declareAttack` verb for whatever phase or procedure attacks are made in,
 * and the `attack` (put together, supported, resolved) and `combatResult`
 * (step losses, retreats with their rolls, No Retreat orders, disruption,
 * advance after combat) procedures.
 *
 * @example
 * ```ts
 * const combat = attackProcedures<G>({ odds, crt, rule: '6.5', attackers: …, results: … });
 * defineGame({ …, phases: { combat: { actions: { declareAttack: combat.declare, endCombat } } },
 *   procedures: combat.procedures });
 * ```
 * @category Procedures
 */
export function attackProcedures<G extends HexSpec>(config: AttackConfig<G>): {
  /** The verb that declares an attack on a hex and starts the attack procedure. */
  readonly declare: ActionDefinition<
    G,
    {
      /** The hex attacked. */
      hex: string;
    }
  >;
  /** The hexes `side` may attack now. */
  readonly targets: (ctx: ReadContext<G>, side: string) => readonly string[];
  /** The two procedures, to list in the game's `procedures`. */
  readonly procedures: { readonly [name: string]: ProcedureDefinition<G, never, never> };
  /** A combat's strengths, for bots and front ends. */
  readonly tally: (ctx: ReadContext<G>, combat: CombatUnderWay) => CombatTally;
  /** A combat's odds and every shift with its rule, before the roll: what a front end shows before the attack is confirmed. */
  readonly preview: (ctx: ReadContext<G>, combat: CombatUnderWay) => CombatPreview;
} {
  const ATTACK = config.names?.attack ?? 'attack';
  const RESULT = config.names?.result ?? 'combatResult';
  const rule = config.rule;
  const af = config.attackFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).attack ?? 0);
  const enemies = (ctx: ReadContext<G>, hex: string, side: string) => ctx.board.unitsAt(hex).filter((u) => u.side !== side);

  const targets = (ctx: ReadContext<G>, side: string): readonly string[] => {
    if (config.targets) return config.targets(ctx, side);
    const out = new Set<string>();
    const done = config.oncePerActivation ? (ctx.frame<{ hexesAttacked: readonly string[] }>('activation')?.hexesAttacked ?? []) : [];
    for (const u of ctx.state.units) {
      if (u.side === side || u.at === null || u.steps <= 0 || out.has(u.at) || done.includes(u.at)) continue;
      if (config.attackers(ctx, u.at, side, []).some((a) => af(ctx, a) > 0)) out.add(u.at);
    }
    return [...out].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
  };

  const defendersOf = (ctx: ReadContext<G>, c: CombatUnderWay): { hexes: string[]; units: UnitState[] } => {
    const attackers = c.attackers.map((id) => ctx.unit(id));
    const hexes = [c.hex, ...(config.alsoAttacked?.(ctx, c.side, attackers, c.hex) ?? [])];
    const units = ctx.state.units.filter((u) => u.side !== c.side && u.at !== null && u.steps > 0 && hexes.includes(u.at));
    return { hexes, units };
  };

  const tally = (ctx: ReadContext<G>, c: CombatUnderWay) => tallyCombat(ctx, config, c, defendersOf(ctx, c).units);

  /** Strengths, odds and every shift known before the roll. */
  const reckon = (ctx: ReadContext<G>, c: CombatUnderWay, defenders: readonly UnitState[]) => {
    const t = tallyCombat(ctx, config, c, defenders);
    const odds = oddsColumn(t.attack, t.defence, config.odds);
    const base = oddsPosition(odds, config.odds);
    const shifts: ColumnShift[] = [...(config.shifts?.(ctx, c, t, defenders) ?? [])];
    for (const s of config.supports ?? []) {
      if (s.kind !== 'pool') continue;
      const a = (c.supports[s.name] as number | undefined) ?? 0;
      const d = (c.defence[s.name] as number | undefined) ?? 0;
      if (a > 0) shifts.push({ shift: a * s.shift, reason: s.name, ...(s.rule ? { rule: s.rule } : {}), side: 'attacker' });
      if (d > 0) shifts.push({ shift: -d * s.shift, reason: `defending ${s.name}`, ...(s.rule ? { rule: s.rule } : {}), side: 'defender' });
    }
    return { tally: t, odds, base, shifts };
  };

  /** What a combat would be resolved on, before the roll (for front ends and bots). */
  const preview = (ctx: ReadContext<G>, c: CombatUnderWay): CombatPreview => {
    const { units: defenders, hexes } = defendersOf(ctx, c);
    const r = reckon(ctx, c, defenders);
    const clamp = (i: number) => Math.max(0, Math.min(config.odds.columns.length - 1, i));
    const column = shiftColumn(r.base, r.shifts, config.odds.columns.length).index;
    return { hexes, defenders: defenders.map((u) => u.id), attack: r.tally.attack, defence: r.tally.defence, lines: r.tally.lines, supports: r.tally.supports, baseColumn: config.odds.columns[clamp(r.base)]!.label, shifts: r.shifts, column: config.odds.columns[column]!.label, columnIndex: column, entries: r.tally.units };
  };

  const joiners = (ctx: ProcedureReadContext<G, CombatUnderWay>): UnitState[] => {
    const c = ctx.local;
    const now = c.attackers.map((id) => ctx.unit(id));
    return config.attackers(ctx, c.hex, c.side, c.attackers).filter((u) => !c.attackers.includes(u.id) && (!config.mayJoin || config.mayJoin(ctx, now, u, c.hex)));
  };

  const declare: ActionDefinition<G, { hex: string }> = {
    schema: z.object({ hex: z.string().min(1) }),
    rule,
    legal: (ctx, side) => {
      const hexes = targets(ctx, side);
      return hexes.length ? [{ type: 'declareAttack', side, choose: { hex: [...hexes] } }] : [];
    },
    refuse: (ctx, a) => config.refusals?.declare?.(ctx, a.hex) ?? `${String(a.hex).slice(0, 20)} cannot be attacked now: it needs an enemy unit next to one of your units able to attack (${rule})`,
    apply(ctx, a) {
      ctx.call(ATTACK, { hex: a.hex }, a.side);
    },
  };

  /** The defender's support choices still open. */
  const defenderOptions = (ctx: ReadContext<G>, c: CombatUnderWay): Action[] => {
    const side = enemies(ctx, c.hex, c.side)[0]?.side;
    if (!side) return [];
    const out: Action[] = [];
    for (const s of config.supports ?? []) {
      if (!s.defenderVerb) continue;
      if (s.kind === 'units') for (const u of s.available(ctx, side, c.hex, (c.defence[s.name] as string[] | undefined) ?? [])) out.push({ type: s.defenderVerb, side, unit: u.id });
      else if (s.free(ctx, side) > ((c.defence[s.name] as number | undefined) ?? 0)) out.push({ type: s.defenderVerb, side });
    }
    if (out.length > 0) out.push({ type: 'defDone', side });
    return out;
  };

  const askDefenderOrFight = (ctx: ProcedureContext<G, CombatUnderWay>): void => {
    const options = defenderOptions(ctx, ctx.local);
    if (options.length > 0) {
      const sup = (config.supports ?? []).find((s) => s.defenderVerb);
      ctx.decide({ side: options[0]!.side, kind: 'defSupport' as G['decision'], prompt: `${ctx.local.hex} is attacked: add support to the defence, or done`, ...(sup?.rule ? { rule: sup.rule } : {}), options });
      return;
    }
    fight(ctx);
  };

  const fight = (ctx: ProcedureContext<G, CombatUnderWay>): void => {
    const c = ctx.local;
    let { units: defenders, hexes } = defendersOf(ctx, c);
    config.beforeResolve?.(ctx, c, defenders.map((u) => u.id));
    ({ units: defenders, hexes } = defendersOf(ctx, c));
    const attackerIds = c.attackers.filter((id) => ctx.unit(id).at !== null);
    if (defenders.length === 0) {
      ctx.emit({ type: 'combat', side: c.side, hex: c.hex, hexes, attackers: attackerIds, defenders: [], result: 'none', reason: 'no unit left to defend once revealed', rule });
      spend(ctx, c, '');
      ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: '', attackers: attackerIds, defenders: [], result: 'none', queue: [{ kind: 'advance' }], entries: {} }, c.side);
      return;
    }
    const { tally: t, odds, base, shifts } = reckon(ctx, c, defenders);
    const roll = ctx.random.die(config.roll?.die ?? 6, `combat against ${c.hex} (${rule})`);
    const read = config.roll?.read ? config.roll.read(ctx, c.side, roll) : roll;
    const byRoll = config.roll?.shift?.(c.mode, read) ?? null;
    if (byRoll) shifts.push(byRoll);
    const column = shiftColumn(base, shifts, config.odds.columns.length).index;
    const result = crtLookup(config.crt, column, read);
    const defenderSide = defenders[0]!.side;
    ctx.emit({
      type: 'combat',
      side: c.side,
      hex: c.hex,
      hexes,
      attackers: attackerIds,
      defenders: defenders.map((u) => u.id),
      attack: t.attack,
      defence: t.defence,
      modifiers: t.lines.map((l) => ({ ...l, units: [...l.units] })),
      supports: t.supports.map((s) => ({ ...s })),
      odds: odds.kind === 'column' ? odds.label : odds.outcome,
      baseColumn: config.odds.columns[Math.max(0, Math.min(config.odds.columns.length - 1, base))]!.label,
      shifts: shifts.map((s) => ({ shift: s.shift, reason: s.reason, ...(s.rule ? { rule: s.rule } : {}) })),
      column: config.odds.columns[column]!.label,
      roll,
      ...(read !== roll ? { read } : {}),
      ...(c.mode !== null ? { mode: c.mode } : {}),
      result,
      ...(config.meaning ? { meaning: config.meaning(result) } : {}),
      rule,
    });
    spend(ctx, c, defenderSide);
    const queue = config.results(ctx, result, c);
    const entries: Record<string, CombatEntry> = {};
    for (const [id, e] of Object.entries(t.units)) entries[id] = { ...e };
    if (queue.length === 0) {
      finish(ctx, result);
      return;
    }
    ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: defenderSide, attackers: attackerIds, defenders: defenders.map((u) => u.id), result, queue: [...queue] as never, entries: entries as never }, c.side);
  };

  const spend = (ctx: ProcedureContext<G, CombatUnderWay>, c: CombatUnderWay, defenderSide: string) => {
    for (const s of config.supports ?? []) {
      if (s.kind === 'units') {
        const a = (c.supports[s.name] as string[] | undefined) ?? [];
        const d = (c.defence[s.name] as string[] | undefined) ?? [];
        if (a.length) s.spend?.(ctx, c.side, a);
        if (d.length && defenderSide) s.spend?.(ctx, defenderSide, d);
      } else {
        const a = (c.supports[s.name] as number | undefined) ?? 0;
        const d = (c.defence[s.name] as number | undefined) ?? 0;
        if (a) s.spend?.(ctx, c.side, a);
        if (d && defenderSide) s.spend?.(ctx, defenderSide, d);
      }
    }
  };

  const finish = (ctx: ProcedureContext<G, CombatUnderWay>, result: string | null) => {
    const c = ctx.local;
    config.resolved?.(ctx, { hex: c.hex, side: c.side, attackers: c.attackers, result });
    ctx.end({ hex: c.hex, attackers: [...c.attackers], result, cancelled: result === null } satisfies AttackOutcome);
  };

  // ------------------------------------------------------------ the attack procedure
  type P = ProcedureContext<G, CombatUnderWay>;
  type R = ProcedureReadContext<G, CombatUnderWay>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const attackVerbs: Record<string, ActionDefinition<G, any, R, P>> = {};
  attackVerbs['addAttacker'] = {
    schema: unitField(),
    rule,
    legal: (ctx, side) => {
      const list = joiners(ctx).map((u) => u.id);
      return list.length ? [{ type: 'addAttacker', side, choose: { unit: list } }] : [];
    },
    refuse: (ctx, a: { unit: string }) => config.refusals?.join?.(ctx, a.unit) ?? `${String(a.unit).slice(0, 20)} cannot join the attack on ${ctx.local.hex} (${rule})`,
    apply(ctx, a: { unit: string }) {
      const c = ctx.local;
      ctx.setLocal({ ...c, attackers: [...c.attackers, a.unit] });
      ctx.emitAbout(ctx.unit(a.unit), { type: 'attackJoined', unit: a.unit, hex: c.hex, rule });
    },
  };
  for (const s of config.specials ?? []) {
    attackVerbs[s.verb] = {
      schema: unitField(),
      rule: s.rule ?? rule,
      legal: (ctx, side) => {
        const c = ctx.local;
        const given = c.specials[s.verb] ?? [];
        const list = c.attackers.filter((id) => !given.includes(id) && s.eligible(ctx, ctx.unit(id), c));
        return list.length ? [{ type: s.verb, side, choose: { unit: list } }] : [];
      },
      refuse: (_ctx, a: { unit: string }) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot be given that order (${s.rule ?? rule})`,
      says: s.says ?? `{unit}: ${s.verb}`,
      apply(ctx, a: { unit: string }) {
        const c = ctx.local;
        ctx.setLocal({ ...c, specials: { ...c.specials, [s.verb]: [...(c.specials[s.verb] ?? []), a.unit] } });
      },
    };
  }
  for (const s of config.supports ?? []) {
    if (s.kind === 'units') {
      attackVerbs[s.verb] = {
        schema: unitField(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => {
          const c = ctx.local;
          const list = s.available(ctx, side, c.hex, (c.supports[s.name] as string[] | undefined) ?? []).map((u) => u.id);
          return list.length ? [{ type: s.verb, side, choose: { unit: list } }] : [];
        },
        refuse: (_ctx, a: { unit: string }) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot support this combat (${s.rule ?? rule})`,
        says: '{unit} supports the attack on {target}',
        apply(ctx, a: { unit: string }) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: [...((c.supports[s.name] as string[] | undefined) ?? []), a.unit] } });
        },
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: unitField(),
          rule: s.rule ?? rule,
          says: '{unit} supports the defence of {target}',
          apply(ctx, a: { unit: string }) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: [...((c.defence[s.name] as string[] | undefined) ?? []), a.unit] } });
            askDefenderOrFight(ctx);
          },
        };
      }
    } else {
      attackVerbs[s.verb] = {
        schema: noFields(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => (s.free(ctx, side) > ((ctx.local.supports[s.name] as number | undefined) ?? 0) ? [{ type: s.verb, side }] : []),
        refuse: () => s.refusal ?? `no more ${s.name} support is free (${s.rule ?? rule})`,
        says: `${s.name} support for the attack on {target}`,
        apply(ctx) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: ((c.supports[s.name] as number | undefined) ?? 0) + 1 } });
        },
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: noFields(),
          rule: s.rule ?? rule,
          says: `${s.name} support for the defence of {target}`,
          apply(ctx) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: ((c.defence[s.name] as number | undefined) ?? 0) + 1 } });
            askDefenderOrFight(ctx);
          },
        };
      }
    }
  }
  if ((config.supports ?? []).some((s) => s.defenderVerb)) {
    attackVerbs['defDone'] = { schema: noFields(), rule, apply: (ctx: P) => fight(ctx) };
  }
  const modes = (ctx: R): readonly string[] => (config.modes ? config.modes(ctx, ctx.local) : []);
  attackVerbs['resolveAttack'] = {
    schema: config.modes ? z.object({ mode: z.string().min(1) }) : noFields(),
    rule,
    legal: (ctx, side) => {
      const c = ctx.local;
      if (!c.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return [];
      const m = modes(ctx);
      return config.modes ? (m.length ? [{ type: 'resolveAttack', side, choose: { mode: [...m] } }] : []) : [{ type: 'resolveAttack', side }];
    },
    refuse: (ctx, a: { mode?: string }) => {
      if (!ctx.local.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return `an attack needs at least one unit with an attack factor (${rule})`;
      return config.modeRefusal?.(String(a.mode)) ?? null;
    },
    apply(ctx, a: { mode?: string }) {
      ctx.setLocal({ ...ctx.local, mode: a.mode ?? null });
      askDefenderOrFight(ctx);
    },
  };
  if (config.cancel) {
    attackVerbs['cancelAttack'] = {
      schema: noFields(),
      rule,
      legal: (_ctx, side) => [{ type: 'cancelAttack', side }],
      apply(ctx) {
        ctx.emit({ type: 'attackCalledOff', hex: ctx.local.hex, rule });
        finish(ctx, null);
      },
    };
  }

  const attack: ProcedureDefinition<G, CombatUnderWay, { hex: string }> = {
    rule,
    start(ctx, args) {
      ctx.emit({ type: 'attackDeclared', side: ctx.active, hex: args.hex, rule });
      return { hex: args.hex, side: ctx.stack[ctx.stack.length - 1]!.side ?? ctx.active!, attackers: [], specials: {}, supports: {}, defence: {}, mode: null };
    },
    actions: attackVerbs as never,
    resume(ctx, outcome) {
      finish(ctx, (outcome as { result?: string } | null)?.result ?? null);
    },
    // A front end shows the odds and every shift before the attack is confirmed,
    // but only from what the side may see: not while a defender is hidden from it.
    view(ctx, side) {
      const c = ctx.local;
      // Only while the attack is being put together (on top of the stack), with its attackers on the board.
      const open = ctx.stack[ctx.stack.length - 1]?.local === (c as unknown) && c.attackers.length > 0 && c.attackers.every((id) => ctx.unit(id).at !== null);
      if (!open) return c as never;
      const { units: defenders } = defendersOf(ctx, c);
      const hidden = [...c.attackers.map((id) => ctx.unit(id)), ...defenders].some((u) => u.hidden && u.side !== side);
      return { ...c, preview: hidden ? null : (preview(ctx, c) as never) } as never;
    },
  };

  // ------------------------------------------------------------ the result procedure
  type Q = ProcedureContext<G, ResultUnderWay>;
  const retreat = config.retreat ?? {};
  const onBoard = (ctx: ReadContext<G>, ids: readonly string[]) => ids.filter((id) => {
    const u = ctx.unit(id);
    return u.at !== null && u.steps > 0;
  });
  const roleUnits = (ctx: ReadContext<G>, r: ResultUnderWay, role: CombatRole) => onBoard(ctx, role === 'attacker' ? r.attackers : r.defenders);
  const roleSide = (r: ResultUnderWay, role: CombatRole) => (role === 'attacker' ? r.attacker : r.defender);
  const ends = (ctx: ReadContext<G>, r: ResultUnderWay, id: string, hexes: number) => retreatEnds(ctx, retreat, ctx.unit(id), hexes, r);
  // A decision with one option is carried out at once (its verb carries on with the steps itself).
  const decide = (ctx: Q, side: string, kind: string, prompt: string, options: Action[], r?: string): void => {
    if (options.length === 1 && !config.askSingle) resultVerbs[options[0]!.type]!.apply(ctx as never, options[0] as never);
    else ctx.decide({ side: side as G['side'], kind: kind as G['decision'], prompt, rule: r ?? retreat.rule ?? rule, options });
  };

  /** Carries on with the steps: opens the next decision, or ends the combat. */
  const proceed = (ctx: Q): void => {
    for (let guard = 0; guard < 1000; guard++) {
      const r = ctx.local;
      const step = r.queue[0];
      if (!step || (step.kind === 'advance' && !r.afterDone)) {
        if (!r.afterDone) {
          ctx.setLocal({ ...r, afterDone: true });
          config.afterResults?.(ctx, ctx.local);
          continue;
        }
        ctx.end({ result: r.result });
        return;
      }
      const pop = () => ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1), units: [], need: 0, retreating: null });
      switch (step.kind) {
        case 'eliminate':
          for (const id of roleUnits(ctx, r, step.role)) eliminate(ctx, id, `${r.result} result`, rule);
          pop();
          continue;
        case 'disrupt':
          for (const id of roleUnits(ctx, r, step.role)) config.disrupt?.(ctx, id);
          pop();
          continue;
        case 'lose': {
          const units = roleUnits(ctx, r, step.role);
          const left = r.need > 0 ? r.need : step.count;
          const total = step.units ? units.length : units.reduce((s, id) => s + ctx.unit(id).steps, 0);
          if (units.length === 0 || left <= 0) {
            pop();
            continue;
          }
          if (total <= left) {
            for (const id of units) eliminate(ctx, id, `${r.result} result`, rule);
            pop();
            continue;
          }
          ctx.setLocal({ ...r, need: left });
          const side = roleSide(r, step.role);
          decide(ctx, side, 'takeLoss', `${r.result}: choose a unit to ${step.units ? 'eliminate' : 'lose a step'} (${left} to go)`, units.map((unit) => ({ type: 'takeLoss', side, unit })), rule);
          return;
        }
        case 'lossOrRetreat': {
          const first = r.units.length === 0 && r.need === 0;
          const units = (first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units)).filter((id) => !r.retreated.includes(id));
          const need = first ? step.need : r.need;
          if (need <= 0 || units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need });
          const side = roleSide(r, step.role);
          const options: Action[] = [];
          for (const id of units) {
            options.push({ type: 'takeLoss', side, unit: id });
            if (ends(ctx, ctx.local, id, step.hexes).ends.length > 0) options.push({ type: 'retreat', side, unit: id });
          }
          const who = step.role === 'defender' ? 'Defender' : 'Attacker';
          decide(ctx, side, 'lossOrRetreat', `${who} result at ${r.hex}: ${need} more step(s) to lose, or retreat units ${step.hexes} hex(es)`, options);
          return;
        }
        case 'retreat': {
          const first = r.units.length === 0 && r.need === 0;
          const units = first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units);
          if (units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need: 1 });
          const id = units[0]!;
          const side = roleSide(r, step.role);
          const options: Action[] = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: 'retreatTo', side, unit: id, to }));
          const mayHold = Boolean(step.noRetreat) && (!noRetreatFor || noRetreatFor(ctx, ctx.unit(id)));
          if (mayHold) options.push({ type: 'noRetreat', side, unit: id });
          if (options.length === 0) {
            eliminate(ctx, id, 'no retreat possible', retreat.rule ?? rule);
            ctx.setLocal({ ...ctx.local, units: ctx.local.units.filter((x) => x !== id) });
            if (ctx.local.units.length === 0) pop();
            continue;
          }
          decide(ctx, side, 'retreat', `${step.result ?? r.result}: where does ${id} retreat${mayHold ? ', or does it hold (No Retreat!)' : ''}?`, options);
          return;
        }
        case 'advance': {
          const attackerSide = r.attacker;
          if (ctx.board.unitsAt(r.hex).some((u) => u.side !== attackerSide)) {
            pop();
            continue;
          }
          const movers = onBoard(ctx, r.attackers).filter((id) => {
            const u = ctx.unit(id);
            if (u.at === r.hex || r.retreated.includes(id) || !ctx.board.adjacent(u.at!, r.hex)) return false;
            if (config.mayAdvance && !config.mayAdvance(ctx, u, r.hex)) return false;
            return retreat.mayEnd ? retreat.mayEnd(ctx, u, r.hex) : ctx.board.room(r.hex, u);
          });
          if (movers.length === 0) {
            pop();
            continue;
          }
          const options: Action[] = [...movers.map((unit) => ({ type: 'advance', side: attackerSide, unit })), { type: 'noAdvance', side: attackerSide }];
          ctx.decide({ side: attackerSide as G['side'], kind: 'advance' as G['decision'], prompt: `${r.hex} is vacant: advance attacking units into it, or stop`, rule, options });
          return;
        }
      }
    }
    throw new HexwarError({ code: 'internal-error', message: 'the combat result did not settle' });
  };
  const noRetreatFor = config.noRetreat;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const resultVerbs: Record<string, ActionDefinition<G, any, ProcedureReadContext<G, ResultUnderWay>, Q>> = {
    takeLoss: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const r = ctx.local;
        const step = r.queue[0]!;
        if (step.kind === 'lose' && step.units) eliminate(ctx, a.unit, `${r.result} result`, rule);
        else if (step.kind === 'lose') loseStep(ctx, a.unit, `${r.result} result`, rule);
        else loseStep(ctx, a.unit, 'combat result', retreat.rule ?? rule);
        const need = ctx.local.need - 1;
        // A loss the owner chooses is done once its count is met (a need of 0 would read as a step not yet begun).
        if (step.kind === 'lose' && need <= 0) ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1), units: [], need: 0, retreating: null });
        else ctx.setLocal({ ...ctx.local, need });
        proceed(ctx);
      },
    },
    retreat: {
      schema: unitField(),
      rule: retreat.rule ?? rule,
      apply(ctx, a: { unit: string }) {
        const id = a.unit;
        const step = ctx.local.queue[0] as Extract<CombatStep, { kind: 'lossOrRetreat' }>;
        const roll = config.retreatRoll;
        let passed = true;
        if (roll) {
          const rolls = roll.rolls ? roll.rolls(ctx, step.hexes) : 1;
          for (let k = 0; k < rolls; k++) {
            const u = ctx.unit(id);
            const die = ctx.random.die(roll.die, `retreat roll ${id} (${roll.rule ?? rule})`);
            const mod = roll.modifier?.(ctx, u, ctx.local) ?? 0;
            // The factor the unit has now: a step lost earlier in this combat counts.
            const factor = roll.factor(ctx, u, ctx.local.entries[id]);
            const fail = die === roll.alwaysFails || die + mod > factor;
            ctx.emitAbout(u, { type: 'retreatRoll', unit: id, roll: die, modifier: mod, ...(mod && roll.modifierWhy ? { modifierWhy: roll.modifierWhy } : {}), cf: factor, failed: fail, ...(die === roll.alwaysFails ? { natural: true } : {}), rule: roll.rule ?? rule });
            passed = !fail;
            if (fail) {
              loseStep(ctx, id, 'failed retreat roll', roll.rule ?? rule);
              ctx.setLocal({ ...ctx.local, need: ctx.local.need - 1 });
              if (ctx.unit(id).steps <= 0 || ctx.local.need <= 0) break;
            }
          }
          // With several rolls, the last decides; once the result is met no retreat is owed.
          if (passed && rolls > 1 && ctx.local.need <= 0) passed = false;
        }
        if (passed && ctx.unit(id).steps > 0) {
          const options = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: 'retreatTo', side: ctx.unit(id).side, unit: id, to }));
          if (options.length > 0) {
            ctx.setLocal({ ...ctx.local, retreating: id });
            ctx.decide({ side: ctx.unit(id).side as G['side'], kind: 'retreatTo' as G['decision'], prompt: `Where does ${id} retreat (${step.hexes} hex${step.hexes > 1 ? 'es' : ''})?`, rule: retreat.rule ?? rule, options });
            return;
          }
        }
        proceed(ctx);
      },
    },
    retreatTo: {
      schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
      rule: retreat.rule ?? rule,
      apply(ctx, a: { unit: string; to: string }) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: a.to });
        ctx.emitAbout(u, { type: 'retreated', unit: a.unit, from: u.at, to: a.to, rule: retreat.rule ?? rule });
        const r = ctx.local;
        const step = r.queue[0]!;
        const units = r.units.filter((x) => x !== a.unit);
        const next = { ...r, retreating: null, retreated: [...r.retreated, a.unit], units };
        // A whole-stack retreat is done when every unit has gone; one unit's retreat meets nothing of a step count.
        ctx.setLocal(step.kind === 'retreat' && units.length === 0 ? { ...next, queue: r.queue.slice(1), need: 0 } : next);
        proceed(ctx);
      },
    },
    noRetreat: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const r = ctx.local;
        const step = r.queue[0] as Extract<CombatStep, { kind: 'retreat' }>;
        const u = ctx.unit(a.unit);
        ctx.emitAbout(u, { type: 'noRetreat', unit: a.unit, at: u.at, result: step.result ?? r.result, rule });
        if (step.noRetreat === 'eliminate') eliminate(ctx, a.unit, `No Retreat! on ${step.result ?? r.result}`, rule);
        const units = r.units.filter((x) => x !== a.unit);
        ctx.setLocal(units.length === 0 ? { ...ctx.local, units, queue: r.queue.slice(1), need: 0 } : { ...ctx.local, units });
        proceed(ctx);
      },
    },
    advance: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: ctx.local.hex });
        ctx.emitAbout(u, { type: 'advanced', unit: a.unit, from: u.at, to: ctx.local.hex, rule });
        proceed(ctx);
      },
    },
    noAdvance: {
      schema: noFields(),
      rule,
      apply(ctx) {
        ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1) });
        proceed(ctx);
      },
    },
  };

  const result: ProcedureDefinition<G, ResultUnderWay, Omit<ResultUnderWay, 'need' | 'units' | 'retreating' | 'retreated' | 'afterDone'>> = {
    rule,
    start(ctx, args) {
      ctx.setLocal({ ...args, need: 0, units: [], retreating: null, retreated: [], afterDone: false });
      proceed(ctx);
      return ctx.stack.length > 0 && ctx.stack[ctx.stack.length - 1]!.proc === RESULT ? ctx.local : (undefined as never);
    },
    actions: resultVerbs as never,
  };

  return { declare, targets, procedures: { [ATTACK]: attack as never, [RESULT]: result as never }, tally: (ctx, c) => tally(ctx, c), preview };
}

/** Arguments the attack procedure is called with. @internal */
export type AttackArgs = { readonly hex: string } & Record<string, JsonValue>;
