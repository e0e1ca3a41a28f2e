/**
 * The tabletop's fire as a game's data gives it: the weapons, the target
 * rules' names, what a shot is (its target, set-up, need and odds), the
 * modifiers as data and the configuration with its hooks. Types, and a few
 * lookups every part of fire shares; the parts themselves are the
 * `fire-*.ts` modules beside it (see `fire-parts.ts`).
 *
 * @module
 */
import type { ReadContext, RulesContext, UnitOf } from '../../engine/definition';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { polygonCentre, type TablePoint } from '../../tabletop/geometry';
import type { Aspect, Measure, RangeBand } from '../../tabletop/measure';
import type { DirectionDie, ScatterTable } from '../../tabletop/scatter';
import type { SpottingRules, SpottingStatus } from '../../tabletop/spotting';
import type { TableData, TableState } from '../../tabletop/table';
import type { CheckNeed, RollModifier } from '../tables';
import type { MovePath } from './along';
import type { PlacedUnit } from './common';
import type { TableSpec } from '../../engine/definition';

/**
 * How a weapon picks its targets:
 * - `spotted`: any enemy its side has spotted, in range, arc and sight;
 * - `nearest`: the nearest enemy or enemies it can see and hurt (ties all count);
 * - `any`: any enemy it can see and hurt in range (a sniper's free choice);
 * - `every`: it rolls at every target in range and arc at once (a machinegun).
 *
 * @category Tabletop procedures
 */
export type TargetRule = (typeof TARGET_RULES)[number];

/**
 * The target rules' names, declared once: {@link TargetRule} is read from
 * this list, and the check of a game's weapons at definition accepts these
 * (an editor offering a weapon's `targets` lists them too).
 *
 * @example
 * ```ts
 * import { TARGET_RULES } from 'hexwar/tabletop';
 * TARGET_RULES.includes('nearest'); // true
 * ```
 * @category Tabletop procedures
 */
export const TARGET_RULES = ['spotted', 'nearest', 'any', 'every'] as const;

/**
 * A template a weapon lays (a mortar's overlay, a grenade's blast): its size,
 * and how the shot scatters, by a direction die and a distance die or by a
 * table read along the line of fire.
 *
 * @category Tabletop procedures
 */
export interface TemplateRules {
  /** Its radius in inches ("everyone within 3 inches"). */
  readonly radius?: number;
  /** Or its diameter ("a 2-inch overlay"). */
  readonly diameter?: number;
  /** A direction die (a Hit face or an arrow) and the faces of the die for the inches off. */
  readonly die?: DirectionDie;
  /** The faces of the distance die (default 6). */
  readonly distanceDie?: number;
  /** Or a scatter table read along the line of fire. */
  readonly table?: ScatterTable;
  /** It is aimed at a point (a grenade, a shell: its own verb) rather than at a target's place (indirect fire). */
  readonly atPoint?: boolean;
  /** Aimed at a point, the firer must see it. */
  readonly sight?: boolean;
}

/**
 * A weapon as the fire procedure reads it: its reach (a range, or range bands),
 * its arc, how it picks targets, how many times it rolls, and any template.
 *
 * @category Tabletop procedures
 */
export interface TableWeapon {
  /** Its name in messages and the log. */
  readonly name: string;
  /** Its range in inches (with bands, the last band's limit); none: it reaches whatever it sees. */
  readonly range?: number;
  /** Its range bands (`short`, `long`), nearest first. */
  readonly bands?: readonly RangeBand[];
  /** Its arc of fire in degrees about the firer's facing; all round if absent. */
  readonly arc?: number;
  /** How it picks targets (default `any`). */
  readonly targets?: TargetRule;
  /** Hit rolls at each target (an automatic weapon's 3; default 1). */
  readonly rolls?: number;
  /** It may fire at a second target within this many inches of the first (a shotgun, a sub-machine gun). */
  readonly second?: number;
  /** It lays a template: at a target's place (indirect fire, with no sight or arc of its own), or at a point (its own verb). */
  readonly template?: TemplateRules;
  /**
   * It fires indirectly without a template (a light mortar rolling to hit as
   * a rifle does): at any enemy its side has spotted, in range, with no sight
   * or arc of its own; cover, the tables and the roll as for any shot.
   */
  readonly indirect?: boolean;
  /** The rule that allows its fire, cited by its listed actions and its refusals. */
  readonly rule?: string;
}

/**
 * What a target is, for a shot: a figure where it stands (or stood, along its
 * move), or a solid object.
 *
 * @category Tabletop procedures
 */
export interface ShotTarget {
  /** The figure's or object's id. */
  readonly id: string;
  /** The figure (absent for an object). */
  readonly figure?: TableFigure;
  /** The object's kind (`emplacement`, `command-post`), for an object. */
  readonly object?: string;
  /** Where it is shot at: the figure's place, or the object's middle. */
  readonly at: TablePosition;
}

/**
 * Everything a shot's odds depend on: who fires what from where, at what, at
 * what range. What the game's `need` hook reads.
 *
 * @category Tabletop procedures
 */
export interface ShotSetup {
  /** Who fires: a figure's id, or a battery's name. */
  readonly by: string;
  /** The firer's side. */
  readonly side: string;
  /** The firing figure, if a figure fires. */
  readonly firer?: TableFigure;
  /** The weapon's id. */
  readonly weapon: string;
  /** The target. */
  readonly target: ShotTarget;
  /** Where the shot comes from: the firer, or the middle of a template. */
  readonly from: TablePoint;
  /** The range in inches, measured as the game measures. */
  readonly distance: number;
  /** The range band, for a weapon with bands. */
  readonly band?: string;
  /** Inches into the target's move, for fire along a move. */
  readonly along?: number;
  /** A template's shot (indirect fire, a blast). */
  readonly template?: boolean;
}

/**
 * What a shot needs, as the game's `need` hook reads its table: the number,
 * and the row it was read on.
 *
 * @category Tabletop procedures
 */
export interface ShotNeed {
  /** The number: hit on a modified roll of at least it, or less than it (the config's `compare`). */
  readonly need: number;
  /** The table's row (`rear armour`, `infantry`). */
  readonly row?: string;
  /** The table read (`tank`, `infantry`). */
  readonly table?: string;
  /** The face of the target struck, when the row depends on it. */
  readonly aspect?: Aspect;
  /** The rule the shot carries out (default the weapon's, then the config's). */
  readonly rule?: string;
}

/**
 * A shot's odds, worked out by one pure function ({@link FireProcedure.odds}):
 * the need, every modifier with its reason, and the chance to hit. The
 * resolution rolls against exactly these; a forecast shows them.
 *
 * @category Tabletop procedures
 */
export interface ShotOdds<N extends ShotNeed = ShotNeed> extends ShotSetup {
  /** What the game's tables give. */
  readonly need: N;
  /** The modifiers to the roll, each with its reason. */
  readonly modifiers: readonly RollModifier[];
  /** The check the roll must pass. */
  readonly check: CheckNeed;
  /** The die rolled. */
  readonly die: number;
  /** The chance to hit, 0 to 1. */
  readonly chance: number;
  /** The rule the shot carries out. */
  readonly rule: string;
}

/**
 * A modifier to the hit roll as data: it applies when its condition holds
 * (the target in cover from the shot, the firer or the target moved), to every
 * weapon or to those listed.
 *
 * @category Tabletop procedures
 */
export interface ShotModifierRule {
  /** When it applies. */
  readonly when: 'cover' | 'firer-moved' | 'target-moved';
  /** What it adds to the roll. */
  readonly n: number;
  /** Why, in a player's words (for cover, the sources of cover follow in brackets). */
  readonly why: string;
  /** Only for these weapons. */
  readonly weapons?: readonly string[];
}

/**
 * Why a shot is not allowed: a code and a message in a player's words.
 *
 * @category Tabletop procedures
 */
export interface FireProblem {
  /** What is wrong: `range`, `arc`, `sight`, `cannot-hurt`, `hopeless`, `not-spotted`, `no-weapon`, … */
  readonly code: string;
  /** The reason, in a player's words, with the rule. */
  readonly message: string;
  /** The rule. */
  readonly rule: string;
}

/**
 * Fire configured by data: the weapons, the die and how it is read, the range
 * convention, modifiers as data, spotting, fire along a move; and the hooks
 * where a game's rules truly differ: why a figure may not fire, what its
 * tables need against a target, and what a hit does (a "6 = dead" die, cards
 * pulled, a kill).
 *
 * @typeParam N - what the game's `need` hook gives (its rows).
 * @category Tabletop procedures
 */
export interface FireConfig<G extends TableSpec, N extends ShotNeed = ShotNeed> {
  /** The rule cited by default. */
  readonly rule: string;
  /** The table (the game's `table`). */
  readonly table: TableData;
  /** Sections cited: the sequence of play, ranges, arcs, sight, spotting (each defaults to `rule`). */
  readonly rules?: {
    /** The sequence of play (who fires when). */
    readonly sequence?: string;
    /** Range bands. */
    readonly ranges?: string;
    /** Arcs of fire. */
    readonly arcs?: string;
    /** Line of sight. */
    readonly sight?: string;
    /** Spotting. */
    readonly spotting?: string;
  };
  /** The weapons by id; a figure's are its counter's `weapons`. */
  readonly weapons: Readonly<Record<string, TableWeapon>>;
  /** How ranges are measured: centre to centre (default) or base edge to base edge. */
  readonly measure?: Measure;
  /** The die rolled to hit (default 6). */
  readonly die?: number;
  /** A hit is a modified roll at least the need (`atLeast`, "needs 5") or less than it (`below`, "hit on less than 8"). */
  readonly compare: 'atLeast' | 'below';
  /** A natural roll that always hits ("a natural 1 is always a hit"). */
  readonly alwaysHits?: number;
  /** A fire action names the weapon (a figure carries several). Without it a figure fires its one weapon. */
  readonly namesWeapon?: boolean;
  /** The modifiers as data. */
  readonly modifiers?: readonly ShotModifierRule[];
  /** Cover: what counts as "behind" (within `reach` inches of the target), and the classes of figure that shelter those behind them. */
  readonly cover?: {
    /** How far from a piece of cover a figure still counts as in it, in inches. */
    readonly reach?: number;
    /** The classes of figure cover protects (all when left out). */
    readonly figures?: readonly string[];
  };
  /** Targets must be spotted first (the `spotted` target rule): the rules and what each figure did. */
  readonly spotting?: {
    /** The spotting distances and what hides a figure. */
    readonly rules: SpottingRules;
    /** How a figure stands for spotting now (moved, fired, in cover). */
    status(ctx: ReadContext<G>, unit: UnitOf<G>): SpottingStatus;
  };
  /** Fire at any point of a target's move this player turn: the rule, and every figure's move this player turn, by figure. */
  readonly alongMoves?: {
    /** The rule that allows fire at a figure along its move. */
    readonly rule: string;
    /** The moves made this player turn, by figure. */
    moves(ctx: ReadContext<G>): Readonly<Record<string, MovePath>>;
  };
  /** The side that fires now (default the active side). */
  firingSide?(ctx: ReadContext<G>): G['side'] | null;
  /** The game's own reason a figure may not fire now, or `null`. */
  mayFire?(ctx: ReadContext<G>, unit: UnitOf<G>): string | null;
  /** Whether a figure on the table takes part in fire (fires, spots and is fired at); default all. */
  inPlay?(ctx: ReadContext<G>, unit: UnitOf<G>): boolean;
  /** A figure's own target rule for a weapon (a sniper's free choice), overriding the weapon's. */
  targetRule?(ctx: ReadContext<G>, firer: PlacedUnit<G['flags']>, weapon: string): TargetRule | undefined;
  /** The solid objects a figure may fire at (besides enemy figures). */
  objectTargets?(ctx: ReadContext<G>, firer: PlacedUnit<G['flags']>, weapon: string): readonly string[];
  /** What the game's tables need for a shot, or why the weapon cannot hurt the target. */
  need(ctx: ReadContext<G>, shot: ShotSetup): N | string;
  /** The game's own modifiers beyond the data (attacker heavier, a flank shot). */
  more?(ctx: ReadContext<G>, shot: ShotSetup, need: N): readonly RollModifier[];
  /** The table's changes in play (objects destroyed), from the game's data. */
  tableState?(ctx: ReadContext<G>): TableState | undefined;
  /** After a figure fires: the game's markers. */
  fired?(ctx: RulesContext<G>, firer: PlacedUnit<G['flags']>): void;
  /** What a roll does: called after each roll, hit or miss (a hit kills, pulls cards…). */
  resolve(ctx: RulesContext<G>, shot: ShotOdds<N>, hit: boolean): void;
  /** A game's own words (and rule) for a refusal (`null`: the core's). */
  reword?(
    ctx: ReadContext<G>,
    problem: FireProblem,
    firer: string,
    weapon: string,
  ): {
    /** The refusal in the game's words. */
    readonly message: string;
    /** The rule it cites. */
    readonly rule: string;
  } | null;
}

/** Whether a value is a refusal (a problem) rather than a need or odds. @internal */
export const isProblem = (x: unknown): x is FireProblem => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

/**
 * A weapon of the fire rules by id, for ids already checked against them (a
 * figure's weapons are, when the game is defined).
 *
 * @internal
 */
export function weaponOf<G extends TableSpec, N extends ShotNeed>(config: FireConfig<G, N>, id: string): TableWeapon {
  const w = config.weapons[id];
  if (!w) throw new Error(`fire (${config.rule}): "${id}" is not a weapon of the fire rules; a weapon id should have been checked against them first`);
  return w;
}

/** A template's radius in inches: its radius, or half its diameter (the weapon checks insist on one of them). @internal */
export function templateRadius(t: TemplateRules): number {
  if (t.radius !== undefined) return t.radius;
  if (t.diameter !== undefined) return t.diameter / 2;
  throw new Error('a template has a radius or a diameter; the weapon checks should have refused one with neither');
}

/** The middle of a polygon's corners (where fire at a solid object is aimed). @internal */
export const centreOf = polygonCentre;

/** A solid object's printed name. @internal */
export function objectName(ctx: ReadContext<TableSpec>, id: string): string {
  const o = ctx.board.table.data.objects?.find((x) => x.id === id);
  return o?.name ?? id;
}

/** Shot odds as the log reads them: `5 or more`, `less than 8`. @internal */
export const needWords = (compare: 'atLeast' | 'below', need: number): string => (compare === 'atLeast' ? `${need} or more` : `less than ${need}`);

/**
 * A template laid on the table: who fires it, with what, aimed where, from
 * where (the line of fire, for scatter read along it).
 *
 * @category Tabletop procedures
 */
export interface Strike {
  /** A figure's id or a battery's name. */
  readonly by: string;
  /** Its side. */
  readonly side: string;
  /** The weapon's id (it has a template). */
  readonly weapon: string;
  /** The point aimed at. */
  readonly aim: TablePoint;
  /** Where it is fired from. */
  readonly from: TablePoint;
}
