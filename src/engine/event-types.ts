/**
 * What a game's events are worded with: the {@link Wording} every line's words
 * are made of, an event's declaration (fields and words), a rewording of a core
 * event, and the types a game's event map gives. The contract a definition and
 * the procedures' words read, apart from the code that words the log.
 *
 * @module
 */
import type { z } from 'zod';
import type { CoreEventOf, CoreEventType, EventEnvelope } from './events';
import type { GameEvent, Position } from './types';

/**
 * What a log line's words are made of, handed to every event's `says`: a
 * unit's name as the log gives it (a hidden unit's marker as `marker jp-03`, a
 * figure by its printed name), a side's name, the rule in brackets, a place
 * (a hex label, or a point on a table as `(12.5", 30")`) and the small
 * phrases every log needs.
 *
 * @category Log
 */
export interface Wording {
  /** A unit's name in the log. */
  unit(id: string): string;
  /** A side's name (`us` → `American`). */
  side(id: string): string;
  /** The event's rule in brackets with a space before it (` (6.2)`), or nothing. */
  rule(event: {
    /** The rule, if any. */
    readonly rule?: string | undefined;
  }): string;
  /** A place: a hex label as is, a point on a table as `(12.5", 30")`. */
  at(place: Position | null | undefined): string;
  /** A length: `2.5"`. */
  inches(n: number): string;
  /** A number with its sign: `+2`, `-1`, `+0`. */
  signed(n: number): string;
  /** A count with its noun: `1 air unit`, `3 air units`. */
  plural(n: number, one: string, many?: string): string;
  /** A facing as a compass point and degrees: `north (90°)`. */
  compass(degrees: number): string;
  /** A share as a percentage: `75%`. */
  percent(share: number): string;
}

/**
 * An event's words in the log: one line from the typed event, or `null` to
 * leave it out of the log.
 *
 * @example
 * ```ts
 * import { declareEvent, type Says } from 'hexwar';
 * import { z } from 'zod';
 *
 * const says: Says<{ unit: string; hex: string }> = (e, w) => `${w.unit(e.unit)} digs in at ${w.at(e.hex)}`;
 * const EVENTS = { dugIn: declareEvent({ unit: z.string(), hex: z.string() }, says) };
 * ```
 * @category Log
 */
export type Says<E> = (event: E, w: Wording) => string | null;

/**
 * One of a game's own events: its fields as zod schemas (beside `type`, which
 * is the key it is declared under) and its words in the log (`null`: the log
 * leaves it out). The fuzzer checks every event the game emits against its
 * fields.
 *
 * @example
 * ```ts
 * import { declareEvent, type EventsOf } from 'hexwar';
 * import { z } from 'zod';
 *
 * const EVENTS = {
 *   harlowHeld: declareEvent({ turn: z.number(), by: z.enum(['blue', 'red']).nullable() }, (e) => `End of turn ${e.turn}: Harlow is ${e.by ? `held by ${e.by}` : 'empty'}`),
 *   spotted: declareEvent({ unit: z.string() }, null), // for the front end only: the log leaves it out
 * };
 * type Events = EventsOf<typeof EVENTS>;
 * ```
 * @category Log
 */
export interface EventDeclaration<S extends z.ZodRawShape = z.ZodRawShape> {
  /** The event's fields (not `type`), each a zod schema. */
  readonly fields: S;
  /** Its words in the log. */
  readonly says: Says<z.output<z.ZodObject<S>>> | null;
}

/**
 * A game's own words for one of the core's events (its combat line, its
 * set-up): the core's event, exactly typed, worded the game's way.
 *
 * @example
 * ```ts
 * import { rewordEvent } from 'hexwar';
 *
 * // The core says "1/114 moves B1 → C2"; this game says it its own way.
 * const moved = rewordEvent('moved', (e, w) => `${w.unit(e.unit)} marches to ${w.at(e.to)}${w.rule(e)}`);
 * ```
 * @category Log
 */
export interface CoreEventRewording<K extends CoreEventType> {
  /** The core's event it rewords. */
  readonly core: K;
  /** The game's words for it (`null`: the log leaves it out). */
  readonly says: Says<CoreEventOf<K>> | null;
}

/**
 * The union of the events a map of `declareEvent`s declares, each typed
 * by its key and fields (entries that reword the core's events add none).
 *
 * @category Log
 */
export type EventsOf<M> = {
  [K in keyof M & string]: M[K] extends EventDeclaration<infer S>
    ? {
        /** The event's type: its key in the map. */
        readonly type: K;
      } & Readonly<z.output<z.ZodObject<S>>> &
        EventEnvelope
    : never;
}[keyof M & string];

/**
 * A game's events and their words, as its definition gives them: each of its
 * own events declared (fields and words), and any of the core's reworded.
 *
 * @category Log
 */
export type EventWordsOf<
  E extends {
    /** The event's type. */
    readonly type: string;
  },
> = {
  readonly [K in Exclude<E['type'], CoreEventType>]: {
    /** The event's fields. */
    readonly fields?: z.ZodRawShape;
    /** Its words. */
    readonly says: Says<
      Extract<
        E,
        {
          /** The event's type. */
          readonly type: K;
        }
      >
    > | null;
  };
} & {
  readonly [K in CoreEventType]?: CoreEventRewording<K>;
};

/** Any event's words, as the log looks them up. @internal */
export type AnySays = (event: GameEvent, w: Wording) => string | null;
