/**
 * The skirmish's names and state, declared once: the sequence of play, the
 * sides, the game's own data, its events, the typed kit every rule file
 * builds on, and small questions about figures (their markers and effects).
 *
 * @module
 */
import { declareTypes, setupGame, type EventsOf, type ReadContext, type RulesContext, type SpecOf, type UnitOf } from 'hexwar';
import { type MovePath, type PlacedUnit, type TablePosition } from 'hexwar/tabletop';
import { type Deck } from 'hexwar/random';
import { counterOf, SIDES, type SkirmishCounter } from '../data/forces';
import { RULE, TURNS } from '../data/tables';
import type { EVENTS } from './events';

/**
 * The turn sequence: in each turn the Americans (A) then the Japanese (B) have
 * a player turn: the player moves; the other player designates targets and
 * fires; the moving player designates targets and fires; melee.
 */
const sequence = {
  turns: TURNS,
  steps: [
    {
      sides: ['us', 'japan'],
      name: 'playerTurn',
      rule: RULE.sequence,
      steps: [
        { phase: 'movement', rule: RULE.movement },
        { phase: 'defensiveFire', rule: RULE.sequence },
        { phase: 'offensiveFire', rule: RULE.sequence },
        { phase: 'melee', rule: RULE.melee },
      ],
    },
  ],
} as const;

/**
 * The skirmish's own data in the match state: plain JSON.
 *
 * @category Pacific Skirmish
 */
export type SkirmishData = {
  /** The deck of cards pulled for hits on vehicles: a standard 52-card deck. */
  readonly deck: Deck;
  /** The moves made in this player turn's movement phase, by figure. */
  readonly paths: { readonly [figure: string]: MovePath };
  /** Off-board artillery fire missions each side has left. */
  readonly missions: { readonly [side: string]: number };
  /** The sides that have called their artillery in this fire phase. */
  readonly called: readonly string[];
};

/**
 * The events the skirmish emits itself, typed from their declarations in
 * `events.ts` (moves, shots, overlays, melee and rolls on its tables are the
 * core's events).
 *
 * @category Pacific Skirmish
 */
export type SkirmishEvent = EventsOf<typeof EVENTS>;

/**
 * The marks the skirmish keeps on a figure: fired, forced to move and turned
 * this phase; for the game, a weapon's crew (a count), crewless vehicles and
 * uncrewed weapons, the side that stunned a vehicle, cards' no-fire and
 * no-move results (`'game'`, or the moment they end), turns of forced reverse,
 * forward only, and when it last moved and fired.
 *
 * @category Pacific Skirmish
 */
export type SkirmishFlags = {
  /** Fired this phase. */
  readonly fired: boolean;
  /** Made its forced reverse this phase (a card). */
  readonly forced: boolean;
  /** A gun that turned in place this phase. */
  readonly turned: boolean;
  /** The crew left on a crewed weapon (Special Rule 7). */
  readonly crew: number;
  /** A vehicle whose crew a card killed, until it is re-crewed. */
  readonly crewless: boolean;
  /** A crewed weapon with no crew left, until it is re-crewed (Special Rule 7). */
  readonly uncrewed: boolean;
  /** The side whose fire stunned a vehicle: no movement or fire until it rolls back into action in that side's movement phase. */
  readonly stunned: string;
  /** A card's no-move result: `'game'`, or the moment it ends. */
  readonly noMove: string;
  /** A card's no-fire result: `'game'`, or the moment it ends. */
  readonly noFire: string;
  /** Turns a vehicle still must reverse (a card). */
  readonly mustReverse: number;
  /** A vehicle that may move only straight ahead (a card). */
  readonly forwardOnly: boolean;
  /** Moved since its side's last movement phase (spotting). */
  readonly moved: boolean;
  /** The side's Special Rule 3 turn (`crewTurn`) in which a crew last moved. */
  readonly movedTurn: number;
  /** Fired since its side's last movement phase (spotting). */
  readonly firedSinceMove: boolean;
  /** The side's Special Rule 3 turn (`crewTurn`) in which a crew last fired. */
  readonly firedTurn: number;
};

type Types = { data: SkirmishData; events: SkirmishEvent; position: TablePosition; flags: SkirmishFlags };
/**
 * What the compiler knows of the skirmish: its data, phases, sides, events and
 * positions (points on the table, so `ctx.board` is a `TableBoard`).
 *
 * @interface
 * @category Pacific Skirmish
 */
export type G = SpecOf<Types, typeof sequence, typeof SIDES>;
/** The typed builders for the skirmish's verbs. */
export const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence, sideNames: { us: 'American', japan: 'Japanese' } });
/** The context the rules read. */
export type Ctx = ReadContext<G>;
/** The context the rules change the match through. */
export type WCtx = RulesContext<G>;
/** A figure in the state. */
export type Unit = UnitOf<G>;

/** The other side. */
export const enemyOf = kit.enemyOf;

/** Whether a counter is a vehicle. */
export const isVehicle = (c: SkirmishCounter): boolean => c.class === 'wheeled' || c.class === 'tracked';
/** Whether a counter is a crewed weapon (machinegun, mortar or gun). */
export const isCrewed = (c: SkirmishCounter): boolean => c.class === 'crew' || c.class === 'gun';
/** Whether a counter is a figure that fights in melee (infantry and weapon crews, not vehicles). */
export const isFootFigure = (c: SkirmishCounter): boolean => !isVehicle(c);

/** A figure on the table and in play: its position a point. */
export type Placed = PlacedUnit<G['flags'], G['side']>;
/** Whether a figure is on the table and in play. */
export const onTable = (u: Unit): u is Placed => u.at !== null && u.steps > 0;
/** The crew left on a crewed weapon. */
export const crewOf = (u: Unit): number => {
  const c = counterOf(u.id);
  if (!isCrewed(c)) return 0;
  const v = u.flags?.crew;
  return typeof v === 'number' ? v : (c.crew ?? 0);
};
/** Whether a figure can act at all: on the table, crewed, not stunned or a crewless vehicle. */
export function active(u: Unit): boolean {
  if (!onTable(u)) return false;
  const c = counterOf(u.id);
  if (isCrewed(c) && crewOf(u) <= 0) return false;
  if (isVehicle(c) && (u.flags?.crewless === true || u.flags?.stunned !== undefined)) return false;
  return true;
}
/** Whether a figure still counts as a fighting figure for victory. */
export function fighting(u: Unit): boolean {
  if (!onTable(u)) return false;
  const c = counterOf(u.id);
  if (isCrewed(c)) return crewOf(u) > 0;
  if (isVehicle(c)) return u.flags?.crewless !== true && c.weapons.length > 0;
  return true;
}

/**
 * Special Rule 3's turn for a side ("may not move and fire"), judged by the
 * player turn and the same for both sides: the number of the turn of the
 * side's own player turn now under way or next to come. The enemy's player
 * turn (in which the side fires its defensive fire) counts with the side's own
 * player turn that follows it: for the Japanese that is the game turn; for the
 * Americans, whose player turn opens a game turn, the Japanese player turn of
 * turn N counts with the American player turn of turn N + 1. A machinegun or
 * mortar crew that moves may so not fire for the rest of its own player turn
 * (its offensive fire), and one that fires, in defensive or offensive fire,
 * may not move until its own player turn is over.
 */
export const crewTurn = (ctx: Ctx, side: string): number => {
  const active = ctx.active ?? side;
  return active === side || SIDES.indexOf(side as (typeof SIDES)[number]) > SIDES.indexOf(active as (typeof SIDES)[number]) ? ctx.turn : ctx.turn + 1;
};

/** The key of a moment of the turn sequence, for effects that last "1 turn": `"3:japan:offensiveFire"`. */
export const momentKey = (turn: number, side: string, phase: string): string => `${turn}:${side}:${phase}`;

/**
 * When an effect that lasts "1 turn" inflicted now ends: as the same phase of
 * the next turn begins (interpretation: one whole turn, whichever side drew
 * the card). A vehicle so misses exactly its side's next two fire phases (K)
 * or its next movement phase (Q, 9, 8).
 */
export const oneTurnKey = (ctx: Ctx): string => momentKey(ctx.turn + 1, ctx.active ?? 'us', ctx.phase);

/** Whether an effect flag (`noFire`, `noMove`) is in force: for the rest of the game, or until the moment its key names. */
export const inForce = (u: Unit, name: 'noFire' | 'noMove'): boolean => u.flags?.[name] !== undefined;

/** A figure's name in the log. */
export const nameOf = (id: string): string => {
  try {
    return counterOf(id).name;
  } catch {
    return id.slice(0, 40);
  }
};
