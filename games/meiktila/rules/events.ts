/**
 * Meiktila's own events, each with its fields and its words in the log. Raw
 * dice, chit draws and shuffles are left out of the log: every die that
 * decides something is reported, with its meaning, by the game's own event.
 *
 * @module
 */
import * as z from 'zod';
import { declareEvent, rewordEvent } from 'hexwar';

const side = z.enum(['allied', 'japanese']);
const players = (s: 'allied' | 'japanese'): string => (s === 'allied' ? 'the Allies' : 'the Japanese');

/** Meiktila's events and its words for them (the core words combat, retreats, set-up and the cup). */
export const EVENTS = {
  /** The air power roll (5.1): 1-5 Allied air units, 6 the 64th Sentai (its first or second and last appearance). */
  airPower: declareEvent({ roll: z.number(), alliedAir: z.number(), japaneseAir: z.number(), sentai: z.number(), rule: z.string() }, (e, w) => {
    const roll = `Air power (5.1): rolled ${e.roll}`;
    if (e.alliedAir > 0) return `${roll}: ${w.plural(e.alliedAir, 'Allied air unit')}`;
    if (e.japaneseAir > 0) return `${roll}: the Japanese get the 64th Sentai (${e.sentai >= 2 ? 'second and last time' : 'first time'})`;
    return `${roll}: no air units for either side`;
  }),
  /** The initiative roll-off (4.1): each side's roll, the Allied air bonus among it, and the winner. */
  initiative: declareEvent({ allied: z.number(), japanese: z.number(), airBonus: z.number(), winner: side, rule: z.string() }, (e) =>
    `Initiative (4.1): Allied ${e.allied}${e.airBonus > 0 ? ` (with +${e.airBonus} for air)` : ''} vs Japanese ${e.japanese}: ${players(e.winner)}`,
  ),
  /** The Allied air allocation (5.2): on Air Supply, interdicting each edge, and left free for combat. */
  airAllocated: declareEvent({ supply: z.number(), north: z.number(), south: z.number(), combat: z.number(), rule: z.string() }, (e) => {
    const parts: string[] = [];
    if (e.supply > 0) parts.push(`${e.supply} on air supply (5.2.1)`);
    for (const edge of ['north', 'south'] as const) if (e[edge] > 0) parts.push(`${e[edge]} interdicting ${edge} (5.2.2)`);
    if (e.combat > 0) parts.push(`${e.combat} free for combat`);
    return parts.length ? `Allied air (5.2): ${parts.join(', ')}` : 'No Allied air units this turn (5.2)';
  }),
  /** A Border battalion flown in at reduced strength to an airfield (8.1.1). */
  flownIn: declareEvent({ unit: z.string(), hex: z.string(), rule: z.string() }, (e, w) => `${w.unit(e.unit)} flies in to ${e.hex} at reduced strength${w.rule(e)}`),
  /** An improved position built by a unit (8.4), or placed for a side at set-up (10.2). */
  entrenched: declareEvent({ hex: z.string(), unit: z.string().optional(), side: side.optional(), setup: z.boolean().optional(), rule: z.string() }, (e, w) =>
    e.setup === true ? `Japanese improved position in ${e.hex}${w.rule(e)}` : `${w.unit(e.unit ?? '')} builds an improved position in ${e.hex}${w.rule(e)}`,
  ),
  /** An Allied unit brought back to full strength (8.1.3); a Japanese one rolls its `tableRoll` (8.1.4). */
  replaced: declareEvent({ unit: z.string(), rule: z.string() }, (e, w) => `${w.unit(e.unit)} is brought back to full strength${w.rule(e)}`),
  // Each unit's mark is summed up per side by the supply status.
  outOfSupply: rewordEvent('outOfSupply', null),
  orderChosen: rewordEvent('orderChosen', (e, w) => (e.order === 'attackMove' ? `${e.marker}: attack first, then move (attacks shift 1 right)${w.rule(e)}` : `${e.marker}: move, then attack${w.rule(e)}`)),
};
