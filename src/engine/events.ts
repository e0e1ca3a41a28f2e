import type { CardDrawnEvent, ChitDrawnEvent, DiceRolledEvent, DieRolledEvent, NumberDrawnEvent, ShuffledEvent } from '../random/events';
import type { GameEvent, JsonValue, Position } from './types';
import type { CombatEvents } from './combat-events';
import type { TableEvents } from './table-events';


/**
 * The fields of every event the core emits, by type: the sequence of play,
 * dice, the attack and combat-result procedures, set-up, reinforcements, the
 * activation cup, supply, stacking, tracks, victory points and the tabletop's
 * moves, shots, templates and melee. A game's own events are declared in its
 * types; together they are the only events a typed game may emit, so a
 * misspelt type or field does not compile, and the log's words read them by
 * name.
 *
 * @category Log
 */
export interface CoreEvents extends CombatEvents, TableEvents {
  /** The sequence of play moved on. */
  readonly phaseChanged: {
    /** The game turn. */
    readonly turn: number;
    /** The phase now. */
    readonly phase: string;
    /** The side whose player turn it is, if any. */
    readonly side: string | null;
    /** The phase before. */
    readonly from?: string;
  };
  /** A die rolled. */
  readonly dieRolled: Omit<DieRolledEvent, 'type'>;
  /** Dice rolled together. */
  readonly diceRolled: Omit<DiceRolledEvent, 'type'>;
  /** A chit drawn from a cup. */
  readonly chitDrawn: Omit<ChitDrawnEvent, 'type'>;
  /** A number drawn. */
  readonly numberDrawn: Omit<NumberDrawnEvent, 'type'>;
  /** A card drawn. */
  readonly cardDrawn: Omit<CardDrawnEvent, 'type'>;
  /** A deck or a list shuffled. */
  readonly shuffled: Omit<ShuffledEvent, 'type'>;
  /** A unit moved on a hex map. */
  readonly moved: {
    /** The unit. */
    readonly unit: string;
    /** Where it was. */
    readonly from?: Position | null;
    /** Where it is. */
    readonly to: Position;
    /** How, in a player's words (`by forced march`). */
    readonly how?: string;
    /** Movement points spent. */
    readonly mp?: number;
    /** The hexes it went through, start and end included. */
    readonly path?: readonly string[];
    /** Moved by forced march. */
    readonly forcedMarch?: boolean;
    /** Ended touching an enemy zone of control. */
    readonly enemyZoc?: boolean;
    /** The rule. */
    readonly rule?: string;
  };
  /** A unit over the stacking limit is eliminated. */
  readonly overstacked: {
    /** The unit. */
    readonly unit: string;
    /** Its hex. */
    readonly hex: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit is marked out of supply. */
  readonly outOfSupply: {
    /** The unit. */
    readonly unit: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A side's supply status, summed up. */
  readonly supplyStatus: {
    /** The side. */
    readonly side: string;
    /** How many units were checked. */
    readonly units: number;
    /** How many rolled for supply. */
    readonly rolled: number;
    /** Units with no supply line. */
    readonly cutOff: readonly string[];
    /** Units that failed their roll. */
    readonly failed: readonly string[];
    /** The highest roll in supply. */
    readonly atMost?: number;
    /** The modifiers to that roll, in words. */
    readonly modifiers?: readonly string[];
    /** Why no one rolls, in words. */
    readonly noRoll?: string;
    /** What being cut off is called (default: `no supply line`). */
    readonly cutWords?: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit set up. */
  readonly setUp: {
    /** The unit. */
    readonly unit: string;
    /** Its side. */
    readonly side?: string;
    /** Its hex. */
    readonly hex: Position;
    /** The hex it was moved from. */
    readonly from?: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A side finished setting up. */
  readonly setupFinished: {
    /** The side. */
    readonly side: string;
    /** Where its units stand: hex to unit ids (hidden units left out). */
    readonly placed?: { readonly [hex: string]: readonly string[] };
    /** The rule. */
    readonly rule: string;
  };
  /** A reinforcement entered. */
  readonly entered: {
    /** The unit. */
    readonly unit: string;
    /** Its entry hex. */
    readonly hex: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A reinforcement could not enter. */
  readonly entryBlocked: {
    /** The unit. */
    readonly unit: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A reinforcement's release roll succeeded. */
  readonly reinforcementReleased: ReleaseRoll;
  /** A reinforcement's release roll failed. */
  readonly reinforcementDelayed: ReleaseRoll;
  /** The activation markers for the turn, counted per side (each side's count under its id). */
  readonly markersChosen: {
    /** A side's count of markers (or the rule, under `rule`). */
    readonly [side: string]: number | string;
    /** The rule. */
    readonly rule: string;
  };
  /** The side that goes first chose its marker. */
  readonly firstChosen: {
    /** The side. */
    readonly side: string;
    /** The marker. */
    readonly marker: string;
    /** The marker's name. */
    readonly name?: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A marker drawn or played: a formation activates. */
  readonly activated: {
    /** The marker. */
    readonly marker: string;
    /** Its name. */
    readonly name?: string;
    /** Its side. */
    readonly side: string;
    /** Its kind. */
    readonly kind?: string;
    /** How many units may act (rolled). */
    readonly limit?: number;
    /** The rule. */
    readonly rule: string;
  };
  /** A side passed. */
  readonly passed: {
    /** The side. */
    readonly side: string;
    /** The marker it passed with. */
    readonly marker?: string;
    /** The rule. */
    readonly rule: string;
  };
  /** The order of an activation's stages was chosen. */
  readonly orderChosen: {
    /** The marker. */
    readonly marker: string;
    /** The order's key. */
    readonly order: string;
    /** Its stages, in order. */
    readonly stages: readonly string[];
    /** The rule. */
    readonly rule: string;
  };
  /** The cup is empty: no more activations this turn. */
  readonly cupEmptied: {
    /** Why. */
    readonly reason: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A modified roll read on a table or against a number. */
  readonly tableRoll: {
    /** The table or check. */
    readonly table: string;
    /** The unit it is for. */
    readonly unit?: string;
    /** The dice. */
    readonly roll: number;
    /** The modifiers, each with its reason. */
    readonly modifiers: readonly {
      /** How much. */
      readonly n: number;
      /** Why. */
      readonly why: string;
    }[];
    /** The roll with its modifiers. */
    readonly modified: number;
    /** What it needed, in words. */
    readonly needs?: string;
    /** The result read. */
    readonly result: JsonValue;
    /** What it means, in words. */
    readonly outcome: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A side conceded. */
  readonly conceded: {
    /** The side. */
    readonly side: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A track changed. */
  readonly track: {
    /** The track. */
    readonly track: string;
    /** Its label. */
    readonly label: string;
    /** Its value before. */
    readonly from: number;
    /** Its value now. */
    readonly to: number;
    /** Why. */
    readonly why: string;
    /** The rule. */
    readonly rule?: string;
  };
  /** Victory points scored. */
  readonly vp: {
    /** The side. */
    readonly side: string;
    /** How many. */
    readonly vp: number;
    /** Why. */
    readonly why: string;
    /** The side's total now. */
    readonly total: number;
    /** The rule. */
    readonly rule?: string;
  };
  /** A side's final victory points. */
  readonly finalVp: {
    /** The side. */
    readonly side: string;
    /** Each part of the score. */
    readonly parts: readonly {
      /** What for. */
      readonly label: string;
      /** How many. */
      readonly vp: number;
    }[];
    /** The total. */
    readonly total: number;
    /** The rule. */
    readonly rule: string;
  };
  /** The level of victory. */
  readonly victoryLevel: {
    /** The winner, if any. */
    readonly winner: string | null;
    /** The level's name. */
    readonly level: string;
    /** The sides, in order. */
    readonly sides: readonly string[];
    /** Their totals, in the same order. */
    readonly totals: readonly number[];
    /** The margin. */
    readonly margin: number;
    /** The rule. */
    readonly rule: string;
  };
}

/**
 * A reinforcement's release roll, as the `reinforcementReleased` and
 * `reinforcementDelayed` events carry it.
 *
 * @category Log
 */
export type ReleaseRoll = {
  /** The unit. */
  readonly unit: string;
  /** The die. */
  readonly roll: number;
  /** The highest roll that releases it (0: none can). */
  readonly upTo: number;
  /** Held out for the rest of the game. */
  readonly heldForGood?: boolean;
  /** The rule. */
  readonly rule: string;
};

/**
 * The type of every event the core emits (the keys of {@link CoreEvents}).
 *
 * @category Log
 */
export type CoreEventType = keyof CoreEvents & string;

/**
 * What an event may carry besides its fields: who may see it and what the
 * others see instead (set by the core for hidden units, or by a rule).
 *
 * @category Log
 */
export type EventEnvelope = {
  /** The sides that may see this event; absent means everyone. */
  readonly visibleTo?: readonly string[];
  /** The event other sides see instead; `null` hides it from them entirely. */
  readonly publicAs?: GameEvent | null;
};

/**
 * One of the core's events, exactly typed by its type.
 *
 * @example
 * ```ts
 * import type { CoreEventOf } from 'hexwar';
 *
 * function onMoved(e: CoreEventOf<'moved'>) {
 *   console.log(e.unit, e.from, e.to, e.mp); // typed: the fields of the core's `moved` event
 * }
 * ```
 * @category Log
 */
export type CoreEventOf<K extends CoreEventType> = {
  /** The event's type. */
  readonly type: K;
} & CoreEvents[K] &
  EventEnvelope;

/**
 * An event of the core's: one of {@link CoreEvents}, each exactly typed.
 *
 * @category Log
 */
export type CoreEvent = { [K in CoreEventType]: CoreEventOf<K> }[CoreEventType];
