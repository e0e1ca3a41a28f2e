/**
 * Meiktila's names and state, declared once: the sequence of play (4.0), the
 * sides, the game's own data, its options, events and decisions. Every rule
 * file builds on the typed kit made here.
 *
 * @module
 */
import { declareTypes, setupGame, type EventsOf, type SpecOf, type UnitOf } from 'hexwar';
import type { CombatDecision } from 'hexwar/combat';
import type { EntryDecision } from 'hexwar/procedures';
import type { EVENTS } from './events';
import type { Side } from '../data/counters';

/** The sequence of play (4.0), with the set-up of 10.0 as turn 0. */
const sequence = {
  // 10.1 then 10.2, played as turn 0 unless the quickSetup option skips them.
  setup: [
    { phase: 'alliedSetup', rule: '10.1', when: 'playersSetUp' },
    { phase: 'japaneseSetup', rule: '10.2', when: 'playersSetUp' },
  ],
  turns: 10,
  steps: [
    { phase: 'airPower', rule: '4.1' },
    { phase: 'supply', rule: '4.2' },
    { phase: 'activation', rule: '4.3' },
    { phase: 'end', rule: '4.4' },
  ],
} as const;

/** The two sides. */
const SIDES = ['allied', 'japanese'] as const;

/**
 * The optional rules (11.0 and the optional retreat rule of 6.5.3).
 *
 * @category Meiktila
 */
export type MeiktilaOptions = {
  /** 11.1 Banzai charges. */
  readonly banzai: boolean;
  /** 11.2 Kimura's hesitation. */
  readonly kimura: boolean;
  /** 6.5.3 optional multi-roll retreat. */
  readonly multiRollRetreat: boolean;
  /** Skip the set-up phases (10.1, 10.2) and start from the fixed stand-in deployment. */
  readonly quickSetup: boolean;
};

/**
 * The game's own data: what is neither a unit, a track nor a procedure under
 * way. Per-turn marks on units (out of supply, Fired, tried, forced march) are
 * unit flags the core clears at the end of the turn.
 *
 * @category Meiktila
 */
export type MeiktilaData = {
  /** 6s rolled for air power so far (5.1). */
  readonly sixes: number;
  /** Which appearance the 64th Sentai is making this turn (0 none, 1 first, 2 second) (5.1). */
  readonly sentai: number;
  /** Allied air units received this turn (5.1). */
  readonly alliedAir: number;
  /** Air units still free for combat this turn, by side (5.2). */
  readonly airFree: {
    /** Allied air units not yet committed to a combat. */
    readonly allied: number;
    /** Japanese air units not yet committed to a combat. */
    readonly japanese: number;
  };
  /** The player with the initiative this turn (4.1). */
  readonly initiative: Side | null;
  /** Allied air allocation this turn (5.2.1, 5.2.2), once made in the Supply Phase. */
  readonly air: null | {
    /** Air units on Air Supply. */
    readonly supply: number;
    /** Air units in the North Interdiction space. */
    readonly north: number;
    /** Air units in the South Interdiction space. */
    readonly south: number;
  };
  /** Allied replacement and reinforcement steps left this turn (5.2.1, 8.1.1, 8.1.3). */
  readonly alliedSteps: {
    /** Allied replacements still allowed this turn (one per air unit on Air Supply). */
    readonly replacements: number;
    /** Border battalions that may still be flown in this turn (one per air unit on Air Supply). */
    readonly reinforcements: number;
  };
  /** Japanese replacement attempts this turn by the edge traced to (8.1.4). */
  readonly japaneseReplacements: {
    /** Attempts traced to the north map edge. */
    readonly north: number;
    /** Attempts traced to the south map edge. */
    readonly south: number;
  };
  /** Variant units held in the Strategic Reserve for good (11.2). */
  readonly reserveHeld: readonly string[];
  /** A Japanese unit has attacked (10.1). */
  readonly japaneseAttacked: boolean;
  /** Improved positions: hex -> side and count (8.4). */
  readonly ips: {
    readonly [hex: string]: {
      /** The side that dug them; they are removed when its units leave the hex. */
      readonly side: Side;
      /** How many improved positions (at most one per unit of that side in the hex). */
      readonly count: number;
    };
  };
  /** Control of Meiktila and the airfields. */
  readonly control: { readonly [hex: string]: Side };
  /** Turns that ended with the Allied Supply Level at 0 (9.1: a Japanese VP each). */
  readonly supplyZeroTurns: number;
};

/**
 * The events Meiktila emits itself, typed from their declarations with their
 * words in `events.ts` (the core's events, moves and combat and dice among
 * them, come on top).
 *
 * @category Meiktila
 */
export type MeiktilaEvent = EventsOf<typeof EVENTS>;

/**
 * The kinds of decision Meiktila asks a player mid-procedure: where a reinforcement
 * enters (its own rules call `offerEntry`), and the attack procedures' defensive
 * support, loss or retreat, where to retreat, whether to advance. `defineGame`
 * reads the attack procedures' kinds from the procedures it lists, but only for
 * the game it makes: the rules' own kit declares them all, so that the bot's
 * hooks can ask which decision is open (`ctx.decision`) in typed words.
 *
 * @category Meiktila
 */
export type MeiktilaDecision = EntryDecision | CombatDecision;

/**
 * The marks Meiktila keeps on a unit, each cleared as the turn ends but the
 * set-up's: out of supply (4.4), fired (4.4), no attack after a replacement
 * (8.1.3), tried for replacement (8.1), flown in this turn (8.1.1), force
 * marched or touched an enemy ZOC (6.2.1), placed a second time (10.1).
 *
 * @category Meiktila
 */
export type MeiktilaFlags = {
  /** Out of supply this turn (4.2.1, 4.2.2), marked in the Supply Phase (4.4 clears it). */
  readonly oos: boolean;
  /** An artillery unit that has fired in support this turn (4.4). */
  readonly fired: boolean;
  /** Received a replacement this turn: it may move and defend but not attack (8.1.3). */
  readonly noAttack: boolean;
  /** Tried for a replacement this turn (8.1). */
  readonly tried: boolean;
  /** Flown in reduced this turn (8.1.1). */
  readonly arrived: boolean;
  /** Force marched this turn (6.2.1). */
  readonly marched: boolean;
  /** Touched an enemy ZOC while moving this turn (6.2.1). */
  readonly touchedZoc: boolean;
  /** Placed a second time during set-up (10.1). */
  readonly redeployed: boolean;
};

/** The types Meiktila declares to the core: its data, options, events, decisions and unit flags. */
type Types = { data: MeiktilaData; options: MeiktilaOptions; events: MeiktilaEvent; decisions: MeiktilaDecision; flags: MeiktilaFlags };

/**
 * What the compiler knows of Meiktila: its data, options, events, phases,
 * sides and decisions, so a misspelt phase or event does not compile.
 *
 * @interface
 * @category Meiktila
 */
export type G = SpecOf<Types, typeof sequence, typeof SIDES>;

/** A unit of Meiktila, its flags typed. */
export type Unit = UnitOf<G>;

/** The typed builders for Meiktila's verbs and procedures. */
export const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });
