/**
 * The rules' tables as plain data: movement rates, spotting distances, the
 * Tank/Antitank and Infantry fire tables with their modifiers, weapon ranges,
 * the card results, the indirect-fire overlays and the Hit/arrow die. Every
 * number here is the text's, unless its comment says "stand-in".
 *
 * @module
 */
import {
  CARD_DROP_STAND_IN, type CardDropModel, type DirectionDie, type MovementProfile, type ShotModifierRule,
  type SpottingRules, type TableWeapon
} from 'hexwar/tabletop';

/** The rules' section names, as refusals and the log cite them. */
export const RULE = {
  sequence: 'Turn Sequence',
  movement: 'Movement',
  spotting: 'Spotting',
  tank: 'Tank/Antitank Fire',
  infantry: 'Infantry Fire',
  ranges: 'Ranges',
  melee: 'Melee',
  cards: 'Card Results',
  indirect: 'Indirect Fire',
  /** The stand-in scenario (not in the text). */
  scenario: 'Scenario (stand-in)',
  special: (n: number) => `Special Rule ${n}`,
} as const;

// ---------------------------------------------------------------- movement

/**
 * One row of the movement chart as a profile: `open` inches in the open,
 * `rough` in rough ground; woods, jungle, streams and obstructions at half
 * move, but never faster than rough ground (the chart puts them under Rough,
 * "NA" under Open); a road doubles the open rate (Movement).
 */
function chartRow(name: ProfileName, open: number, rough: number, reverse?: number): MovementProfile {
  const half = Math.min(open / 2, rough);
  return {
    name,
    speed: open,
    terrain: { rough, woods: half, jungle: half, stream: half, obstructions: half, road: { times: 2 } },
    ...(reverse !== undefined ? { reverse } : {}),
  };
}

/**
 * The movement chart as profiles: inches in the open and in rough ground;
 * half move in woods, jungle, streams and obstructions, no faster than in
 * rough ground (infantry 3", wheeled 6", tracked 6"); twice the open rate on a
 * road; 3" a turn in reverse, open or rough (Movement).
 *
 * @category Pacific Skirmish
 */
export const PROFILES: Readonly<Record<ProfileName, MovementProfile>> = {
  infantry: chartRow('infantry', 6, 3),
  wheeled: chartRow('wheeled', 18, 6, 3),
  tracked: chartRow('tracked', 12, 8, 3),
};

/**
 * A row of the movement chart: infantry, wheeled or tracked.
 *
 * @category Pacific Skirmish
 */
export type ProfileName = 'infantry' | 'wheeled' | 'tracked';

/** Machinegun and mortar crews move at half speed (Special Rule 3). */
export const CREW_ALLOWANCE = 0.5;

// ---------------------------------------------------------------- spotting

/**
 * Spotting: a still target in terrain that is 90 % concealing is spotted only
 * within 6" (infantry, crews and guns) or 12" (vehicles), by a figure with a
 * line of sight to it (Spotting).
 *
 * @category Pacific Skirmish
 */
export const SPOTTING: SpottingRules = { concealedAt: 0.9, spotAt: { infantry: 6, crew: 6, gun: 6, wheeled: 12, tracked: 12 } };

// ---------------------------------------------------------------- weapons

/**
 * The two fire tables: Tank/Antitank Fire and Infantry Fire.
 *
 * @category Pacific Skirmish
 */
export type FireTable = 'tank' | 'infantry';

/**
 * A weapon: the core's description (its range, arc, target rule, rolls and
 * overlay), the table its fire is read on, and whether it is a heavy weapon.
 * Every weapon picks a spotted target, except the machinegun, which rolls at
 * every target in range and arc (Special Rule 2).
 *
 * @category Pacific Skirmish
 */
export interface Weapon extends TableWeapon {
  /** The table its fire is read on. */
  readonly table: FireTable;
  /** A heavy weapon (machineguns, mortars, guns, artillery): a crew it kills leaves no equipment to re-crew (Special Rule 7). */
  readonly heavy: boolean;
  /** It may score a hit on armour on the Infantry table: grenades and heavy weapons (Infantry Fire). */
  readonly hitsArmour?: boolean;
}

/**
 * The "Hit or arrow" die: a d6 with two Hit faces and four arrows (stand-in:
 * the text does not give the faces; this is the common scatter die). An arrow
 * points along a bearing drawn from 0 to 359 degrees; 1d6 gives the inches off.
 *
 * @category Pacific Skirmish
 */
export const HIT_OR_ARROW: DirectionDie = { faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] };

/** An overlay of a diameter, scattered by the Hit-or-arrow die and 1d6 inches (Indirect Fire). */
const overlay = (diameter: number) => ({ diameter, die: HIT_OR_ARROW, distanceDie: 6 });

/**
 * Every weapon. Ranges: grenade and pistol 6", rifle 24", machinegun and mortar
 * 36" (Ranges). Submachine guns fire pistol rounds and have the pistol's range;
 * the BAR fires rifle rounds and has the rifle's (interpretation). Tank and
 * anti-tank guns have no range in the text: they reach whatever they can see
 * on the table. Automatic weapons roll three times (Special Rule 1); artillery
 * and machineguns have 45° arcs; mortars fire overlays (Indirect Fire).
 *
 * @category Pacific Skirmish
 */
export const WEAPONS: Readonly<Record<WeaponId, Weapon>> = {
  rifle: { name: 'rifle', range: 24, targets: 'spotted', table: 'infantry', heavy: false },
  pistol: { name: 'pistol', range: 6, targets: 'spotted', table: 'infantry', heavy: false },
  smg: { name: 'submachine gun', range: 6, targets: 'spotted', rolls: 3, table: 'infantry', heavy: false },
  bar: { name: 'BAR', range: 24, targets: 'spotted', rolls: 3, table: 'infantry', heavy: false },
  grenade: { name: 'grenade', range: 6, targets: 'spotted', table: 'infantry', heavy: false, hitsArmour: true },
  mg: { name: 'machinegun', range: 36, arc: 45, targets: 'every', rule: 'Special Rule 2', table: 'infantry', heavy: true, hitsArmour: true },
  lightMortar: { name: 'light mortar', range: 36, targets: 'spotted', template: overlay(2), rule: 'Indirect Fire', table: 'infantry', heavy: true, hitsArmour: true },
  heavyMortar: { name: 'heavy mortar', range: 36, targets: 'spotted', template: overlay(3), rule: 'Indirect Fire', table: 'infantry', heavy: true, hitsArmour: true },
  tankGun: { name: 'tank gun', targets: 'spotted', table: 'tank', heavy: true },
  atGun: { name: 'anti-tank gun', arc: 45, targets: 'spotted', table: 'tank', heavy: true },
  heavyArtillery: { name: 'heavy artillery', template: overlay(4), rule: 'Indirect Fire', table: 'infantry', heavy: true, hitsArmour: true },
};

/**
 * A weapon's id.
 *
 * @category Pacific Skirmish
 */
export type WeaponId = 'rifle' | 'pistol' | 'smg' | 'bar' | 'grenade' | 'mg' | 'lightMortar' | 'heavyMortar' | 'tankGun' | 'atGun' | 'heavyArtillery';

// ---------------------------------------------------------------- fire tables

/**
 * What a hit does: a d6 for each figure of the target (6 = dead), or cards pulled.
 *
 * @category Pacific Skirmish
 */
export type HitResult =
  | {
      /** "6 = dead": a d6 for each figure of the target. */
      readonly kind: 'dice';
    }
  | {
      /** Cards pulled. */
      readonly kind: 'cards';
      /** How many. */
      readonly count: number;
    };

/**
 * One row of a fire table: hit on a modified d10 less than `need`.
 *
 * @category Pacific Skirmish
 */
export interface FireRow {
  /** The row's name in the log. */
  readonly name: string;
  /** Hit on a modified roll less than this. */
  readonly need: number;
  /** What a hit does. */
  readonly result: HitResult;
}

const dice: HitResult = { kind: 'dice' };
const cards = (count: number): HitResult => ({ kind: 'cards', count });

/**
 * The Tank/Antitank fire table. Infantry "see below": the Infantry Fire table's
 * number for infantry (6), with "6 = dead".
 *
 * @category Pacific Skirmish
 */
export const TANK_FIRE: Readonly<Record<TankRow, FireRow>> = {
  infantry: { name: 'infantry', need: 6, result: dice },
  wheeled: { name: 'wheeled', need: 8, result: cards(2) },
  front: { name: 'front armour', need: 5, result: cards(1) },
  side: { name: 'side armour', need: 7, result: cards(2) },
  rear: { name: 'rear armour', need: 8, result: cards(3) },
  artillery: { name: 'artillery', need: 5, result: dice },
  heavy: { name: 'heavy weapons', need: 7, result: dice },
};

/**
 * The target rows of the Tank/Antitank table.
 *
 * @category Pacific Skirmish
 */
export type TankRow = 'infantry' | 'wheeled' | 'front' | 'side' | 'rear' | 'artillery' | 'heavy';

/**
 * The target rows of the Infantry table.
 *
 * @category Pacific Skirmish
 */
export type InfantryRow = 'armour' | 'soft' | 'crew' | 'infantry';

/**
 * The Infantry fire table. Armour can be hit only by grenades and heavy weapons.
 *
 * @category Pacific Skirmish
 */
export const INFANTRY_FIRE: Readonly<Record<InfantryRow, FireRow>> = {
  armour: { name: 'armour', need: 6, result: cards(1) },
  soft: { name: 'soft vehicle', need: 9, result: cards(2) },
  crew: { name: 'weapons crew', need: 6, result: dice },
  infantry: { name: 'infantry', need: 6, result: dice },
};

/**
 * The hit modifiers on both tables, added to the d10 (a higher roll is worse):
 * in cover +2, the firer or the target moved last turn +1 each.
 *
 * @category Pacific Skirmish
 */
export const MODIFIERS: readonly ShotModifierRule[] = [
  { when: 'cover', n: 2, why: 'in cover' },
  { when: 'firer-moved', n: 1, why: 'firer moved last turn' },
  { when: 'target-moved', n: 1, why: 'target moved last turn' },
];

/**
 * The Tank/Antitank table's own modifiers: attacker heavier -2, lighter +2, a
 * flank or rear shot at artillery or a heavy weapon -3.
 *
 * @category Pacific Skirmish
 */
export const TANK_MODIFIERS = {
  /** Added to the roll when the attacker is heavier than its target. */
  heavier: -2,
  /** Added to the roll when the attacker is lighter than its target. */
  lighter: 2,
  /** Added to the roll for a flank or rear shot at artillery or a heavy weapon. */
  flank: -3,
} as const;

/** The d6 a figure that is hit rolls: dead on this (the "6 = dead" of the tables). */
export const DEAD_ON = 6;

// ---------------------------------------------------------------- cards

/**
 * What a pulled card does to a vehicle.
 *
 * @category Pacific Skirmish
 */
export type CardEffect =
  | 'destroyed'
  | 'noFire'
  | 'noMove'
  | 'noFireGame'
  | 'noMoveGame'
  | 'turnRight'
  | 'turnLeft'
  | 'forwardOnly'
  | 'reverse'
  | 'crewKilled'
  | 'blowsUp'
  | 'stunned';

/**
 * The card results, by rank (suits do not matter): all thirteen.
 *
 * @category Pacific Skirmish
 */
export const CARD_RESULTS: Readonly<Record<string, CardResult>> = {
  A: { effect: 'destroyed', words: 'destroyed' },
  K: { effect: 'noFire', words: 'no fire for 1 turn' },
  Q: { effect: 'noMove', words: 'no movement for 1 turn' },
  J: { effect: 'noFireGame', words: 'no fire for the rest of the game' },
  '10': { effect: 'noMoveGame', words: 'no movement for the rest of the game' },
  '9': { effect: 'turnRight', words: 'turns right 90° and stops for 1 turn' },
  '8': { effect: 'turnLeft', words: 'turns left 90° and stops for 1 turn' },
  '7': { effect: 'forwardOnly', words: 'can only move forward, no turns' },
  '6': { effect: 'reverse', words: 'must reverse 2 full turns' },
  '5': { effect: 'crewKilled', words: 'crew killed (may re-crew with an officer and 2 infantry)' },
  '4': { effect: 'blowsUp', words: 'blows up: damage check on everything within 6"' },
  '3': { effect: 'destroyed', words: 'destroyed' },
  '2': { effect: 'stunned', words: 'stunned: no movement or fire until it recovers on a 4+' },
};

/**
 * One line of the card chart.
 *
 * @category Pacific Skirmish
 */
export interface CardResult {
  /** What it does. */
  readonly effect: CardEffect;
  /** The chart's words. */
  readonly words: string;
}

/** A card's rank as the chart reads it: `"10H"` → `"10"`, `"AS"` → `"A"`. */
export const rankOf = (card: string): string => card.slice(0, -1);

/** Card 4: everything within this many inches takes a damage check. */
export const BLAST_RADIUS = 6;
/** Card 6: the forced reverse lasts this many of the vehicle's movement phases. */
export const REVERSE_TURNS = 2;
/** Card 2: a stunned vehicle returns to action on a d6 of this or more. */
export const STUN_RECOVERY = 4;

// ---------------------------------------------------------------- indirect fire and artillery

/**
 * Off-board artillery by dropped cards (Special Rule 8): two poker cards, each
 * landing within 4" of the target (the core's labelled stand-in model: the
 * text gives only the 15" drop height).
 */
export const CARD_DROP: CardDropModel = CARD_DROP_STAND_IN;
/** Cards dropped per artillery mission (Special Rule 8). */
export const CARDS_DROPPED = 2;

/** Stand-in: fire missions each side's off-board artillery has in the game. */
export const MISSIONS = 3;

// ---------------------------------------------------------------- melee and contact

/** Stand-in: figures are in contact (for melee and re-crewing) when their bases are at most this many inches apart. */
export const CONTACT = 0.5;
/** Melee: a Japanese officer adds this to his die. */
export const JAPANESE_OFFICER_BONUS = 1;

/** Stand-in: the game lasts this many turns. */
export const TURNS = 8;
/** Stand-in: a side holds the objective with a figure this close to it (and no enemy as close). */
export const OBJECTIVE_RADIUS = 3;
