/**
 * The game's log in a player's words. The sealed order is worded only for Tan
 * (the engine words the public form of a secret event for everyone else), and
 * Tan writing it down is logged without it.
 *
 * @module
 */
import { logWords, type Action, type GameEvent } from 'hexwar';
import { unitName } from '../data/forces';
import { orderWords } from './arrival';
import { nameOf } from './figures';
import type { Ctx } from './types';

const { text: str, list, count } = logWords;

/** A point as a player reads it: (12.5", 30"). */
const at = (v: unknown): string => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return p && typeof p.x === 'number' && typeof p.y === 'number' ? `(${Math.round(p.x * 10) / 10}", ${Math.round(p.y * 10) / 10}")` : str(v);
};
const inches = (n: unknown): string => `${Math.round(count(n) * 10) / 10}"`;
const who = (id: unknown): string => nameOf(str(id));
const wire = (id: unknown): string => `wire section ${str(id).replace(/^wire-/, '').toUpperCase()}`;

/** One line for an action, or `undefined` to let the core say it. */
export function describeAction(_ctx: Ctx, a: Action): string | undefined {
  switch (a.type) {
    case 'writeOrder':
      return `writes down his arrival order and seals it`;
    case 'land':
      return `${unitName(str(a['unit']))} lands at the sea edge, ${inches(a['y'])} from the south edge`;
    case 'reinforce':
      return `${unitName(str(a['unit']))} enters at the land edge, ${inches(a['y'])} from the south edge`;
    case 'board':
      return `${who(a['figure'])} gets into ${who(a['jeep'])}`;
    case 'alight':
      return `${who(a['figure'])} gets out at ${at(a['at'])}`;
    case 'cutWire':
      return `${who(a['figure'])} works on ${wire(a['wire'])}`;
    case 'endMovement':
      return `movement done`;
    case 'endFire':
      return `fire done`;
    default:
      return undefined;
  }
}

/** One line for an event; `null` leaves it out, `undefined` leaves it to the core. */
export function describeEvent(_ctx: Ctx, e: GameEvent): string | null | undefined {
  switch (e.type) {
    case 'orderSealed':
      if (Array.isArray(e['order'])) return `Tan's sealed arrival order (${e['how'] === 'rolled' ? 'rolled on a d8' : 'written'}): ${orderWords(list(e['order']))}`;
      return e['how'] === 'rolled' ? "Tan's arrival order is rolled on a d8, in secret, and sealed (Solo Variant)" : 'Tan has written down his arrival order and sealed it; Green will see it after the battle (Arrival)';
    case 'orderRevealed': {
      const landed = (e['landed'] ?? []) as unknown as { unit: string; due: number; landed: number | null }[];
      const late = landed.filter((l) => l.landed !== null && l.landed !== l.due);
      return `The sealed order is opened: ${orderWords(list(e['order']))}. ${e['followed'] === true ? 'Every unit landed on its turn, as written.' : `NOT followed: ${late.map((l) => `${unitName(l.unit)} landed on turn ${l.landed}, due on turn ${l.due}`).join('; ')}.`}`;
    }
    case 'landed':
      return `${unitName(str(e['unit']))} comes ashore at the sea edge on turn ${str(e['turn'])}`;
    case 'reinforcementDue':
      return e['unit'] === null ? `Green's reinforcement would be ${e['kind'] === 'tank' ? 'a tank' : 'infantry'}, but there are no more figures in the box` : `${unitName(str(e['unit']))} will enter at the land edge`;
    case 'reinforced':
      return `${unitName(str(e['unit']))} enters at the land edge`;
    case 'boarded':
      return `${who(e['figure'])} gets into ${who(e['jeep'])}`;
    case 'alighted':
      return e['forced'] === true ? `${who(e['figure'])} scrambles out of the wreck of ${who(e['jeep'])} at ${at(e['at'])}` : `${who(e['figure'])} gets out of ${who(e['jeep'])} at ${at(e['at'])}`;
    case 'wireWork':
      return `${who(e['figure'])} works on ${wire(e['wire'])} (${list(e['working']).length} at work on it)`;
    case 'wireCut':
      return e['done'] === true ? `${wire(e['wire'])} is made passable by ${list(e['men']).map(who).join(' and ')}` : `${who(list(e['men'])[0])} worked on ${wire(e['wire'])} alone: it takes two men, and it is still impassable`;
    case 'wireFlattened':
      return `${who(e['by'])} drives over ${wire(e['wire'])}: it is passable for everyone now`;
    case 'killed':
      return `${who(e['figure'])} is killed: ${str(e['why'])}`;
    case 'vehicleLost':
      return `${who(e['figure'])} is lost: ${str(e['why'])}`;
    case 'ran':
      return e['left'] !== null ? `${who(e['figure'])} runs off the table from ${at(e['from'])} and is gone` : `${who(e['figure'])} runs from ${at(e['from'])} to ${at(e['to'])}`;
    case 'captureCheck':
      return `At the command post: ${list(e['tan']).map(who).join(', ')} for Tan${list(e['green']).length ? `; ${list(e['green']).map(who).join(', ')} still defend it` : '; no Green infantry there: it is captured'}`;
    default:
      return undefined;
  }
}
