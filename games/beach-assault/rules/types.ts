/**
 * Beach Assault's names and state, declared once: the sequence of play (Tan
 * writes down his arrival order, then twenty turns of Tan then Green, each a
 * movement phase and a fire phase), the sides, the game's data, its events,
 * its options and the typed kit every rule file builds on.
 *
 * @module
 */
import { declareTypes, setupGame, type EventsOf, type ReadContext, type RulesContext, type SpecOf, type UnitOf } from 'hexwar';
import { type TablePosition } from 'hexwar/tabletop';
import { TURNS } from '../data/tables';
import { SIDES } from '../data/forces';
import type { EVENTS } from './events';

export type { Side } from '../data/forces';

/** Before the battle Tan writes down his arrival order; then twenty turns, Tan then Green, each moving and then firing. */
const sequence = {
  setup: [{ sides: ['tan'], name: 'orders', rule: 'Arrival', steps: [{ phase: 'seal', rule: 'Arrival' }] }],
  turns: TURNS,
  steps: [
    {
      sides: ['tan', 'green'],
      rule: 'Mechanism',
      steps: [
        { phase: 'movement', rule: 'Movement' },
        { phase: 'fire', rule: 'Small-Arms Fire' },
      ],
    },
  ],
} as const;

/** What changed on the table in play: wire sections made passable, solid objects destroyed (the core's `TableState`). */
export type BeachTableState = {
  /** Wire sections made passable (cut by two infantrymen, or flattened by a tank). */
  readonly passable: readonly string[];
  /** Emplacements and the command post destroyed. */
  readonly destroyed: readonly string[];
};

/** One arrival: a Tan unit landing or a Green reinforcement entering, and when. */
export type Arrival = {
  /** The unit (an infantry unit's id, or a vehicle's). */
  readonly unit: string;
  /** The turn it arrived. */
  readonly turn: number;
};

/** The game's own data: plain JSON. */
export type BeachData = {
  /**
   * Tan's arrival order, written down before the battle: the sealed
   * commitment. Only Tan's view shows it until the battle is over.
   */
  readonly order: readonly string[] | null;
  /** Every arrival so far, Tan's and Green's, in order (public: everyone sees units come on). */
  readonly arrived: readonly Arrival[];
  /** Wire made passable and objects destroyed. */
  readonly table: BeachTableState;
  /** Green units the reinforcement roll brought this turn, still to enter at the land edge. */
  readonly reinforcing: readonly string[];
  /** The reinforcement tank has come: every later reinforcement is infantry. */
  readonly tankCame: boolean;
  /** The battle is over and the order has been shown to Green. */
  readonly revealed: boolean;
};

/** The optional rules. */
export type BeachOptions = {
  /** The solo variant: the player takes Green; Tan's order is rolled on a d8 and Tan is played by the engine. */
  readonly solo: boolean;
};

/** The events Beach Assault emits, typed from their declarations in `events.ts` (the core's dice and phase changes come on top). */
export type BeachEvent = EventsOf<typeof EVENTS>;

/** A point on the table with the figure's facing: the game's position. */
export type Position = TablePosition;

/**
 * The marks Beach Assault keeps on a figure: this turn, moved, the inches
 * spent, fired, the wire it works on, its unit's morale result, alighted from
 * or boarded a jeep; for the game, the jeep it rides in and a jeep the shells
 * immobilised.
 *
 * @category Beach Assault
 */
export type BeachFlags = {
  /** Moved this turn (Movement). */
  readonly moved: boolean;
  /** The share of its move spent this turn (Movement). */
  readonly spent: number;
  /** Fired this turn (Small-Arms Fire). */
  readonly fired: boolean;
  /** The wire it works on this turn (Barbed Wire). */
  readonly wiring: string;
  /** Its unit's morale result this turn: may not move, or runs (Morale). */
  readonly morale: 'hold' | 'run';
  /** Got out of a jeep this turn (Movement). */
  readonly alighted: boolean;
  /** Got into a jeep this turn (Movement). */
  readonly boarded: boolean;
  /** The jeep it rides in (Movement). */
  readonly aboard: string;
  /** A jeep the shells immobilised (Small-Arms Fire). */
  readonly immobilised: boolean;
};

type Types = { data: BeachData; options: BeachOptions; events: BeachEvent; position: Position; flags: BeachFlags };
/**
 * What the compiler knows of Beach Assault: its data, options, phases, sides
 * and events, so a misspelt phase or event does not compile.
 *
 * @interface
 * @category Beach Assault
 */
export type G = SpecOf<Types, typeof sequence, typeof SIDES>;
/** The typed builders for Beach Assault's verbs. */
export const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });
/** The context the rules read. */
export type Ctx = ReadContext<G>;
/** The context the rules change the match through. */
export type WCtx = RulesContext<G>;
/** A unit (a figure or vehicle) in the state. */
export type Unit = UnitOf<G>;

/** The other side. */
export const enemyOf = kit.enemyOf;
/** A side's name in the log. */
export const sideName = kit.sideName;
