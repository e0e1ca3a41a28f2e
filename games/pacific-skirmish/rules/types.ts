/**
 * The skirmish's names and state, declared once: the sequence of play, the
 * sides, the game's own data, its events, the typed kit every rule file
 * builds on, and small questions about figures (their markers and effects).
 *
 * @module
 */
import { setupGame, type EventsOf, type Deck, type JsonValue, type MovePath, type ReadContext, type RulesContext, type SpecOf, type TablePosition, type UnitState } from 'hexwar';
import { counterOf, SIDES, type SkirmishCounter } from '../data/forces';
import { RULE, TURNS } from '../data/tables';
import type { EVENTS } from './events';

/**
 * The turn sequence: in each turn the Americans (A) then the Japanese (B) have
 * a player turn: the player moves; the other player designates targets and
 * fires; the moving player designates targets and fires; melee.
 */
export const sequence = {
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

type Types = { data: SkirmishData; events: SkirmishEvent; position: TablePosition };
/**
 * What the compiler knows of the skirmish: its data, phases, sides, events and
 * positions (points on the table, so `ctx.board` is a `TableBoard`).
 *
 * @interface
 * @category Pacific Skirmish
 */
export type G = SpecOf<Types, typeof sequence, typeof SIDES>;
/** The typed builders for the skirmish's verbs. */
export const kit = setupGame({ types: {} as Types, sides: SIDES, sequence, sideNames: { us: 'American', japan: 'Japanese' } });
/** The context the rules read. */
export type Ctx = ReadContext<G>;
/** The context the rules change the match through. */
export type WCtx = RulesContext<G>;
/** A figure in the state. */
export type Unit = UnitState<TablePosition>;

/** The other side. */
export const enemyOf = kit.enemyOf;

/** Whether a counter is a vehicle. */
export const isVehicle = (c: SkirmishCounter): boolean => c.class === 'wheeled' || c.class === 'tracked';
/** Whether a counter is a crewed weapon (machinegun, mortar or gun). */
export const isCrewed = (c: SkirmishCounter): boolean => c.class === 'crew' || c.class === 'gun';
/** Whether a counter is a figure that fights in melee (infantry and weapon crews, not vehicles). */
export const isFootFigure = (c: SkirmishCounter): boolean => !isVehicle(c);

/** A unit's flag. */
export const flag = (u: Unit, name: string): JsonValue | undefined => u.flags?.[name];
/** Whether a figure is on the table and in play. */
export const onTable = (u: Unit): u is Unit & { readonly at: TablePosition } => u.at !== null && u.steps > 0;
/** The crew left on a crewed weapon. */
export const crewOf = (u: Unit): number => {
  const c = counterOf(u.id);
  if (!isCrewed(c)) return 0;
  const v = flag(u, 'crew');
  return typeof v === 'number' ? v : (c.crew ?? 0);
};
/** Whether a figure can act at all: on the table, crewed, not stunned or a crewless vehicle. */
export function active(u: Unit): boolean {
  if (!onTable(u)) return false;
  const c = counterOf(u.id);
  if (isCrewed(c) && crewOf(u) <= 0) return false;
  if (isVehicle(c) && (flag(u, 'crewless') === true || flag(u, 'stunned') !== undefined)) return false;
  return true;
}
/** Whether a figure still counts as a fighting figure for victory. */
export function fighting(u: Unit): boolean {
  if (!onTable(u)) return false;
  const c = counterOf(u.id);
  if (isCrewed(c)) return crewOf(u) > 0;
  if (isVehicle(c)) return flag(u, 'crewless') !== true && c.weapons.length > 0;
  return true;
}

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
export const inForce = (u: Unit, name: 'noFire' | 'noMove'): boolean => flag(u, name) !== undefined;

/** A figure's name in the log. */
export const nameOf = (id: string): string => {
  try {
    return counterOf(id).name;
  } catch {
    return id.slice(0, 40);
  }
};
