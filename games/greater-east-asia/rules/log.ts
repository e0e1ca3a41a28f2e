/**
 * The game's log in a player's words: one line per event of the game's own
 * (the core words combat, retreats, losses, set-up and entries).
 *
 * @module
 */
import { logWords, sideWord, type Action, type GameEvent } from 'hexwar';
import type { Ctx } from './types';

const { text: str, count: num, list, signed, plural } = logWords;

/** One line for an event of the game's own, or `undefined` for the core's words. */
export function describeEvent(_ctx: Ctx | null, e: GameEvent): string | null | undefined {
  const u = str(e['unit']);
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  switch (e.type) {
    case 'mobilized':
      return `${u} is mobilized for ${str(e['cost'])} VP: ${sideWord(e['side'])} VP ${str(e['total'])}${rule}`;
    case 'brokenDown': {
      const into = list(e['into']);
      const lost = num(e['lost']);
      const missing = num(e['missing']);
      return `${u} breaks down in ${str(e['hex'])} into ${into.length ? into.join(', ') : 'nothing'}${lost ? `, ${plural(lost, 'division')} lost` : ''}${missing ? ` (${missing} more not in the counter mix, lost)` : ''}: ${str(e['why'])}${rule}`;
    }
    case 'combined': {
      const supply = list(e['supply']);
      return `${list(e['from']).join(', ')} combine into ${u} in ${str(e['hex'])}${supply.length ? `, spending ${supply.join(', ')}` : ''}${rule}`;
    }
    case 'supplyExpended':
      return `${u} is expended in ${str(e['hex'])}: ${plural(num(e['units']), 'unit')} within ${str(e['radius'])} hexes may move${rule}`;
    case 'landed':
      return `${u} lands at ${str(e['to'])} from ${str(e['from'])}, carried by ${str(e['by'])}${rule}`;
    case 'railMoved':
      return `${u} moves by rail ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'railReady':
      return `${sideWord(e['side'])}: ${plural(num(e['units']), 'unit')} on railroads start the 1st Movement Phase in general supply and may move by rail${rule}`;
    case 'objectivesScored': {
      const hexes = list(e['hexes']);
      return `${sideWord(e['side'])} occupies ${plural(hexes.length, 'objective hex', 'objective hexes')}${hexes.length ? ` (${hexes.join(', ')})` : ''}: +${str(e['vp'])} VP, now ${str(e['total'])}${rule}`;
    }
    case 'lossVp':
      return `${signed(num(e['vp']))} VP ${sideWord(e['side'])} for units lost in the combat at ${str(e['hex'])}: now ${str(e['total'])}${rule}`;
    case 'attrition':
      return `${u} supply attrition: rolled ${str(e['roll'])}, a step lost on ${num(e['risk']) > 1 ? `1-${str(e['risk'])}` : '1'}: ${e['lost'] === true ? 'loses a step' : 'no loss'}${rule}`;
    case 'automaticVictory':
      return `${sideWord(e['winner'])} automatic victory: a lead of ${str(e['lead'])} VP${rule}`;
    case 'overstacked':
      return `${u} is over the stacking limit in ${str(e['hex'])} at the end of the 1st Movement Phase${rule}`;
    case 'moved':
      return `${u} moves ${str(e['from'])} → ${str(e['to'])}${e['how'] !== undefined ? ` ${str(e['how'])}` : ''}${rule}`;
    default:
      return undefined;
  }
}

/** One line for a player's action, or `undefined` for the verb's `says` or the core's words. */
export function describeAction(_ctx: Ctx, a: Action): string | undefined {
  if (a.type === 'enterAt') return `${str(a['unit'])} enters at ${str(a['hex'])}`;
  return undefined;
}
