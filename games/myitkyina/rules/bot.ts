/**
 * Heuristic bot hooks: both sides go for the airfield and Myitkyina (the
 * core's bot moves, attacks and advances towards the objectives); set-up and
 * arrivals are the postcard's own. They read only the side's view.
 *
 * @module
 */
import { type BotContext } from 'hexwar';
import { verbScores, type CoreActions, type PayloadsOf } from 'hexwar/bots';
import { AIRFIELD, MYITKYINA } from '../data/map';
import { phases } from './phases';
import { counterOf, weight, type G } from './types';

const OBJECTIVES = [AIRFIELD, ...MYITKYINA];
const objective = (hex: string) => OBJECTIVES.includes(hex);
type B = BotContext<G>;

/** The objectives the side does not hold yet (all of them once it holds every one): the core's bot moves, attacks and advances towards them. */
export function objectives(ctx: B): readonly string[] {
  const open = OBJECTIVES.filter((h) => ctx.board.sideAt(h, ctx.side).length === 0);
  return open.length ? open : OBJECTIVES;
}

/** The fields of the actions the bot scores, by verb: the set-up's placements (the core's deployment), reinforcements and the core's. */
type Actions = PayloadsOf<typeof phases.reinforcement.actions> & CoreActions & { readonly deploy: CoreActions['place']; readonly endSetup: object };

/** Scores an action for the bot's side, verb by verb: higher is better; the core scores the combat decisions. */
export const score = verbScores<G, Actions>({
  deploy(ctx, a) {
    if (ctx.side === 'japanese') return (objective(a.hex) ? 10 - ctx.board.unitsAt(a.hex).length * 3 : 0) - ctx.board.distance(a.hex, MYITKYINA[1]!) * 0.5;
    // Regiments first (one to a hex), then the battalions, the road hex A6 first; never move a unit already placed.
    const u = ctx.unit(a.unit);
    if (u.at !== null) return -5;
    return (weight(u.id) > 1 ? 3 : 1) - ctx.board.unitsAt(a.hex).reduce((s, x) => s + weight(x.id), 0) + (a.hex === 'A6' ? 0.5 : 0);
  },
  reinforce: (ctx, a) => (counterOf(a.unit).nation === 'british' ? -1 : 5 - ctx.board.distance(a.hex, 'F5') * 0.3),
  endSetup: () => 10,
  addAttacker: (ctx, a) => 3 + (ctx.factors(a.unit).attack ?? 0),
  noRetreat: (ctx) => (ctx.side === 'japanese' ? 1 : -1),
});
