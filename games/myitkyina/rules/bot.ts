/**
 * Heuristic bot hooks: both sides go for the airfield and Myitkyina (the
 * core's bot moves, attacks and advances towards the objectives); set-up and
 * arrivals are the postcard's own. They read only the side's view.
 *
 * @module
 */
import type { Action, BotContext } from 'hexwar';
import { AIRFIELD, MYITKYINA } from '../data/map';
import { counterOf, weight, type G } from './types';

const OBJECTIVES = [AIRFIELD, ...MYITKYINA];
const objective = (hex: string) => OBJECTIVES.includes(hex);
type B = BotContext<G>;

/** The objectives the side does not hold yet (all of them once it holds every one): the core's bot moves, attacks and advances towards them. */
export function objectives(ctx: B): readonly string[] {
  const open = OBJECTIVES.filter((h) => ctx.board.sideAt(h, ctx.side).length === 0);
  return open.length ? open : OBJECTIVES;
}

/** Scores an action for the bot's side: higher is better; the core scores the combat decisions. */
export function score(ctx: B, a: Action): number | undefined {
  const side = ctx.side;
  switch (a.type) {
    case 'deploy': {
      const hex = a['hex'] as string;
      if (side === 'japanese') return (objective(hex) ? 10 - ctx.board.unitsAt(hex).length * 3 : 0) - ctx.board.distance(hex, MYITKYINA[1]!) * 0.5;
      // Regiments first (one to a hex), then the battalions, the road hex A6 first; never move a unit already placed.
      const u = ctx.unit(a['unit'] as string);
      if (u.at !== null) return -5;
      return (weight(u.id) > 1 ? 3 : 1) - ctx.board.unitsAt(hex).reduce((s, x) => s + weight(x.id), 0) + (hex === 'A6' ? 0.5 : 0);
    }
    case 'reinforce':
      return counterOf(a['unit'] as string).nation === 'british' ? -1 : 5 - ctx.board.distance(a['hex'] as string, 'F5') * 0.3;
    case 'endSetup':
      return 10;
    case 'addAttacker':
      return 3 + (ctx.factors(a['unit'] as string).attack ?? 0);
    case 'noRetreat':
      return side === 'japanese' ? 1 : -1;
    default:
      return undefined;
  }
}
