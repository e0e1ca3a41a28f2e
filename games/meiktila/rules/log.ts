/**
 * The game's log in a player's words: one line per action (what the player
 * chose) and one per event (what came of it). Raw dice, chit draws and
 * shuffles are left out: every die that decides something is reported, with
 * its meaning, by the game's own event.
 *
 * @module
 */
import { logWords, type Action, type GameEvent } from 'hexwar';
import type { Ctx } from './common';
import { kit } from './types';

const { text: str, count: num, plural } = logWords;

/** A side's name as an adjective: "Allied" or "Japanese". */
export const sideName = kit.sideName;
const players = (side: unknown): string => (side === 'allied' ? 'the Allies' : side === 'japanese' ? 'the Japanese' : str(side));


/**
 * One line describing an event for the log, `null` to leave it out (the
 * per-unit out-of-supply marks, summed up per side), or `undefined` for the
 * core's own words (combat, retreats, set-up, the cup).
 */
export function describeEvent(_ctx: Ctx | null, e: GameEvent): string | null | undefined {
  const u = str(e['unit']);
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  switch (e.type) {
    case 'outOfSupply':
      return null;
    case 'entrenched':
      return e['setup'] === true ? `Japanese improved position in ${str(e['hex'])}${rule}` : `${u} builds an improved position in ${str(e['hex'])}${rule}`;
    case 'airPower': {
      const roll = `Air power (5.1): rolled ${str(e['roll'])}`;
      if (num(e['alliedAir']) > 0) return `${roll}: ${plural(num(e['alliedAir']), 'Allied air unit')}`;
      if (num(e['japaneseAir']) > 0) return `${roll}: the Japanese get the 64th Sentai (${num(e['sentai']) >= 2 ? 'second and last time' : 'first time'})`;
      return `${roll}: no air units for either side`;
    }
    case 'initiative':
      return `Initiative (4.1): Allied ${str(e['allied'])}${num(e['airBonus']) > 0 ? ` (with +${num(e['airBonus'])} for air)` : ''} vs Japanese ${str(e['japanese'])}: ${players(e['winner'])}`;
    case 'airAllocated': {
      const parts: string[] = [];
      if (num(e['supply']) > 0) parts.push(`${str(e['supply'])} on air supply (5.2.1)`);
      for (const edge of ['north', 'south']) if (num(e[edge]) > 0) parts.push(`${str(e[edge])} interdicting ${edge} (5.2.2)`);
      if (num(e['combat']) > 0) parts.push(`${str(e['combat'])} free for combat`);
      return parts.length ? `Allied air (5.2): ${parts.join(', ')}` : 'No Allied air units this turn (5.2)';
    }
    case 'flownIn':
      return `${u} flies in to ${str(e['hex'])} at reduced strength${rule}`;
    case 'orderChosen':
      return e['order'] === 'attackMove' ? `${str(e['marker'])}: attack first, then move (attacks shift 1 right)${rule}` : `${str(e['marker'])}: move, then attack${rule}`;
    case 'replaced':
      return `${u} is brought back to full strength${rule}`;
    default:
      return undefined;
  }
}

/** A player's action in words, after the side's name (Meiktila's own verbs; the core says the rest). */
export function describeAction(ctx: Ctx, a: Action): string | undefined {
  const u = str(a['unit']);
  switch (a.type) {
    case 'allocateAir': {
      const parts = (['supply', 'north', 'south'] as const).filter((k) => num(a[k]) > 0).map((k) => `${str(a[k])} ${k === 'supply' ? 'to air supply' : `to interdict ${k}`}`);
      return ctx.data.alliedAir === 0 ? `no air units to allocate` : `air units ${parts.length ? parts.join(', ') : 'all kept for combat'}`;
    }
    case 'chooseOrder':
      return `${a['order'] === 'attackMove' ? 'attack, then move' : 'move, then attack'}`;
    case 'move':
      return `move ${u} to ${str(a['to'])}${a['march'] === true ? ' (forced march)' : ''}`;
    default:
      return undefined;
  }
}
