/**
 * The Greater East Asia War's names and state, declared once: the sequence of
 * play (4.0), the sides, the game's own data, its options and events, and the
 * typed kit every rule file builds on.
 *
 * @module
 */
import { declareTypes, setupGame, type EventsOf, type ReadContext, type RulesContext, type SpecOf, type UnitOf } from 'hexwar';
import type { EntryDecision } from 'hexwar/procedures';
import type { EVENTS } from './events';
import type { Side } from '../data/counters';
import { SCENARIO_1 } from '../data/scenario1';

/**
 * The sequence of play (4.2): the set-up (3.1, the Japanese first) as turn 0
 * unless the quick set-up is chosen; then each game turn the Japanese and then
 * the Allied player turn (a–g), the Victory Point, Victory Check and Turn
 * Advance phases. Supply attrition (g) is played only on summer turns (TEC
 * errata); Scenario I lasts its five turns (28.0).
 */
const sequence = {
  setup: [
    { phase: 'japaneseSetup', rule: '3.1', when: 'playersSetUp' },
    { phase: 'alliedSetup', rule: '3.1', when: 'playersSetUp' },
  ],
  turns: SCENARIO_1.turns.last,
  steps: [
    {
      sides: ['japanese', 'allied'],
      rule: '4.2',
      steps: [
        { phase: 'mobilization', rule: '6.1' },
        { phase: 'reorganization', rule: '7.1' },
        { phase: 'firstMovement', rule: '8.1' },
        { phase: 'firstCombat', rule: '11.0' },
        { phase: 'secondMovement', rule: '8.3' },
        { phase: 'secondCombat', rule: '11.0' },
        { phase: 'supplyAttrition', rule: '14.0', when: 'summerTurn' },
      ],
    },
    { phase: 'victoryPoints', rule: '5.2' },
    { phase: 'victoryCheck', rule: '27.1' },
    { phase: 'turnAdvance', rule: '4.2' },
  ],
} as const;

/** The two sides (2.4), the Japanese first (4.2). */
const SIDES = ['japanese', 'allied'] as const;

/**
 * The options: `quickSetup` skips the players' set-up (3.1, 3.2) for the
 * stand-in deployment of Scenario I (a legal set-up under 3.2). Off by
 * default: the players set up.
 *
 * @category Greater East Asia
 */
export type GeawOptions = {
  /** Start from the stand-in deployment instead of setting up. */
  readonly quickSetup: boolean;
};

/**
 * The game's own data: what is neither a unit, a track nor a procedure under
 * way. Per-phase marks (moved, attacked, rail-ready, expended, sailed) are unit
 * flags the core clears.
 *
 * @category Greater East Asia
 */
export type GeawData = {
  /**
   * Control of hexes that changed hands since December 1941 (hex → side): a
   * hex is controlled by the side whose land unit last entered it (5.3, 8.11).
   */
  readonly captured: { readonly [hex: string]: Side };
  /** Counts changes of control: supply traces and rail nets are kept per value. */
  readonly controlSerial: number;
  /** Mobilization Costs Table lines marked "(once)" already used (6.3): bought, or a unit of the initial deployment. */
  readonly once: readonly string[];
  /** VP for units lost in the combat under way, netted when it ends (5.5, 5.6). */
  readonly lossVp: {
    /** The Japanese player's net change so far. */
    readonly japanese: number;
    /** The Allied player's net change so far. */
    readonly allied: number;
  };
};

/**
 * The events the game emits itself, typed from their declarations in
 * `events.ts` (the core's come on top).
 *
 * @category Greater East Asia
 */
export type GeawEvent = EventsOf<typeof EVENTS>;

/**
 * The marks the game keeps on a unit, each cleared as the phase ends but the
 * set-up's: moved (8.5), attacked (11.0), may move by rail (8.12), supply
 * expended (8.3), an amphibious task force that sailed (18.0), placed a
 * second time (3.2).
 *
 * @category Greater East Asia
 */
export type GeawFlags = {
  /** Moved this phase (8.5). */
  readonly moved: boolean;
  /** Attacked this phase (11.0). */
  readonly attacked: boolean;
  /** Started the phase in general supply, so it may move by rail (8.12). */
  readonly railOk: boolean;
  /** A supply unit expended this phase (8.3). */
  readonly expended: boolean;
  /** An amphibious task force that has carried a unit this phase (18.0). */
  readonly sailed: boolean;
  /** Placed a second time during set-up (3.2). */
  readonly redeployed: boolean;
};

type Types = { data: GeawData; options: GeawOptions; events: GeawEvent; decisions: EntryDecision; flags: GeawFlags };

/**
 * What the compiler knows of The Greater East Asia War: its data, options,
 * events, phases, sides and decisions.
 *
 * @interface
 * @category Greater East Asia
 */
export type G = SpecOf<Types, typeof sequence, typeof SIDES>;

/** The typed builders for the game's verbs and procedures. */
export const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });

/** A read context typed for the game. */
export type Ctx = ReadContext<G>;
/** A rules context typed for the game. */
export type WCtx = RulesContext<G>;
/** A unit of the game, its flags typed. */
export type Unit = UnitOf<G>;

/** A unit on the map (what the board's lists hold): its hex is known. */
export type Placed = Unit & { readonly at: string };
