/**
 * The log in a player's words: each action as the player gave it, and each
 * event with its dice, modifiers and rule.
 *
 * @module
 */
import { compass, logWords, type Action, type GameEvent } from 'hexwar';
import { COUNTER } from '../data/forces';
import { kit, nameOf } from './types';

const { text: str, list, count: num } = logWords;

/** A side's name. */
export const sideName = kit.sideName;
/** A figure's name (a battery's name passes as is). */
const who = (id: unknown): string => (COUNTER.has(str(id)) ? nameOf(str(id)) : str(id));
const inches = (n: unknown): string => `${Math.round(num(n) * 10) / 10}"`;
const point = (p: unknown): string => {
  const q = p as { x?: unknown; y?: unknown } | null;
  return q && typeof q === 'object' ? `(${inches(q.x)}, ${inches(q.y)})` : str(p);
};
const rule = (e: GameEvent) => (e.rule !== undefined ? ` (${str(e.rule)})` : '');

/** One line for an action, after the side's name. */
export function describeAction(_ctx: unknown, a: Action): string | undefined {
  switch (a.type) {
    case 'pivot':
      return `the ${who(a['figure'])} turns to face ${compass(num(a['facing']))}`;
    case 'recrew':
      return `re-crew the ${who(a['unit'])}`;
    case 'endMovement':
      return `movement done`;
    case 'callArtillery':
      return `${who(a['figure'])} calls the artillery on the precalled target "${str(a['target'])}"`;
    case 'endFire':
      return `fire done`;
    default:
      return undefined;
  }
}

/** One line for an event; `undefined` leaves it to the core's words. */
export function describeEvent(_ctx: unknown, e: GameEvent): string | null | undefined {
  const u = who(e['unit']);
  switch (e.type) {
    case 'pivoted':
      return `The ${u} turns from ${compass(num(e['from']))} to ${compass(num(e['to']))}${rule(e)}`;
    case 'forcedReverse':
      return e['moved'] === true ? `The ${u} must reverse (card 6)${rule(e)}` : `The ${u} must reverse (card 6) but cannot move${rule(e)}`;
    case 'eliminated':
      return `${u} is out of action: ${str(e['why'])}`;
    case 'crewLost':
      return e['uncrewed'] === true ? `The ${u} has lost its whole crew: it stands empty and may be re-crewed${rule(e)}` : `The ${u} loses ${num(e['lost'])} of its crew (${num(e['left'])} left)${rule(e)}`;
    case 'equipmentDestroyed':
      return `The ${u} is destroyed with its crew${e['heavy'] === true ? ', killed by heavy weapons' : ''}${rule(e)}`;
    case 'cardResult':
      return `Card ${str(e['card'])} for the ${u}: ${str(e['words'])}${rule(e)}`;
    case 'blowsUp': {
      const near = list(e['within']).map(who);
      return `The ${u} blows up: ${near.length ? `damage check on ${near.join(', ')}` : 'nothing within 6"'}${rule(e)}`;
    }
    case 'recrewed':
      return `The ${u} is re-crewed by ${list(e['by']).map(who).join(', ')}${rule(e)}`;
    case 'artillery':
      if (e['card'] !== undefined) {
        const hit = list(e['touched']).map(who);
        return `Artillery card ${str(e['card'])} lands at ${point(e['centre'])}: ${hit.length ? `it touches ${hit.join(', ')}` : 'it touches nothing'}${rule(e)}`;
      }
      return `${who(e['caller'])} calls the ${sideName(e['side'])} battery on the precalled target "${str(e['target'])}" at ${point(e['at'])}${rule(e)}`;
    case 'effectEnded':
      return `The ${u} is free of ${list(e['effects']).map((x) => (x === 'noFire' ? '"no fire"' : '"no movement"')).join(' and ')}${rule(e)}`;
    default:
      return undefined;
  }
}
