/**
 * Heuristic bot hooks: the Allies go for the airfield and Myitkyina and attack
 * at good odds; the Japanese hold the objectives and attack only at good odds.
 * They read only the side's view (hidden Japanese units are guessed at 1 defence).
 *
 * @module
 */
import type { Action, BotContext } from 'hexwar';
import { AIRFIELD, MYITKYINA } from '../data/map';
import { counterOf, weight, type G } from './types';

const OBJECTIVES = [AIRFIELD, ...MYITKYINA];
const objective = (hex: string) => OBJECTIVES.includes(hex);
type B = BotContext<G>;

/** How far a hex is from the nearest objective a side still has to take (Allies) or hold (Japanese). */
function distanceToGoal(ctx: B, hex: string): number {
  const open = OBJECTIVES.filter((h) => ctx.board.sideAt(h, ctx.side).length === 0);
  return Math.min(...(open.length ? open : OBJECTIVES).map((g) => ctx.board.distance(hex, g)));
}

/** A guess of a hex's defence from what the side can see (a marker counts 1). */
const guessDefence = (ctx: B, hex: string): number => {
  const there = ctx.board.unitsAt(hex).filter((u) => u.side !== ctx.side);
  return there.reduce((s, u) => s + (u.hidden ? 1 : ctx.factors(u).defence), 0) + (MYITKYINA.includes(hex) ? Math.min(there.length, 2) : 0);
};

/** Attack strength the side could bring against a hex. */
const reach = (ctx: B, hex: string): number => ctx.board.neighbours(hex).reduce((s, h) => s + ctx.board.sideAt(h, ctx.side).filter((u) => !u.flags?.['disrupted']).reduce((t, u) => t + (ctx.factors(u).attack ?? 0), 0), 0);

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
    case 'move': {
      const u = ctx.unit(a['unit'] as string);
      const to = a['to'] as string;
      if (side === 'japanese' && objective(u.at!) && ctx.board.sideAt(u.at!, side).length <= 1) return -10;
      return (distanceToGoal(ctx, u.at!) - distanceToGoal(ctx, to)) * 2 + (objective(to) ? 3 : 0) - 0.5;
    }
    case 'declareAttack': {
      const hex = a['hex'] as string;
      const odds = reach(ctx, hex) / Math.max(1, guessDefence(ctx, hex));
      return odds >= 1.5 ? 4 + odds : side === 'allied' && objective(hex) && odds >= 1 ? 1 : -1;
    }
    case 'addAttacker':
      return 3 + (ctx.factors(a['unit'] as string).attack ?? 0);
    case 'noRetreat':
      return side === 'japanese' ? 1 : -1;
    default:
      return undefined;
  }
}
