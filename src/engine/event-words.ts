import type { z } from 'zod';
import { compass } from './table-words';
import type { CoreEventOf, CoreEventType } from './events';
import type { CoreEventRewording, EventDeclaration, Says, Wording } from './event-types';

export type { AnySays, CoreEventRewording, EventDeclaration, EventsOf, EventWordsOf, Says, Wording } from './event-types';

/**
 * Declares one of a game's own events: its fields and, next to them, its words
 * in the log, written from the typed event (a misspelt field does not compile).
 *
 * @example
 * ```ts
 * import { declareEvent, type EventsOf } from 'hexwar';
 * import { z } from 'zod';
 *
 * export const EVENTS = {
 *   entrenched: declareEvent({ unit: z.string(), hex: z.string(), rule: z.string() }, (e, w) => `${w.unit(e.unit)} digs in at ${e.hex}${w.rule(e)}`),
 * };
 * export type MyEvent = EventsOf<typeof EVENTS>;
 * ```
 * @category Log
 */
export function declareEvent<const S extends z.ZodRawShape>(fields: S, says: Says<z.output<z.ZodObject<S>>> | null): EventDeclaration<S> {
  return { fields, says };
}

/**
 * Rewords one of the core's events for a game's log, typed by the core's event.
 *
 * @example
 * ```ts
 * import { rewordEvent } from 'hexwar';
 * outOfSupply: rewordEvent('outOfSupply', null), // summed up per side instead
 * ```
 * @category Log
 */
export function rewordEvent<K extends CoreEventType>(core: K, says: Says<CoreEventOf<K>> | null): CoreEventRewording<K> {
  return { core, says };
}

/**
 * A side's name for a log line: its id with a capital (`allied` → `Allied`).
 *
 * @category Log
 */
export const sideWord = (side: unknown): string => (typeof side === 'string' ? side.charAt(0).toUpperCase() + side.slice(1) : (JSON.stringify(side) ?? ''));


const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;

/**
 * The plain words every wording shares (the names are the caller's).
 *
 * @internal
 */
export function wording(unit: (id: string) => string, side: (id: string) => string): Wording {
  return {
    unit,
    side,
    rule: (e) => (e.rule !== undefined ? ` (${e.rule})` : ''),
    at: (p) => (p === null || p === undefined ? '' : typeof p === 'string' ? p : `(${inches(p.x)}, ${inches(p.y)})`),
    inches,
    signed: (n) => (n >= 0 ? `+${n}` : `${n}`),
    plural: (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`,
    compass,
    percent: (n) => `${Math.round(n * 100)}%`,
  };
}
