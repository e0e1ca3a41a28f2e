/**
 * The search bot's hooks: how a position stands (the fight for the village
 * well, stand-in victory), and the order of the deck, which no one sees.
 *
 * @module
 */
import { type BotContext, type HiddenParts, type ReadContext } from 'hexwar';
import { pointDistance } from 'hexwar/tabletop';
import { shuffled } from 'hexwar/bots';
import { OBJECTIVE } from '../data/table';
import { OBJECTIVE_RADIUS, TURNS } from '../data/tables';
import { counterOf } from '../data/forces';
import { fighting, isVehicle, type G, type SkirmishData } from './types';

/** What a fighting figure is worth: a vehicle or crewed weapon as much as a squad of riflemen. */
const worth = (id: string): number => (isVehicle(counterOf(id)) ? 4 : 1);

/**
 * How the position stands for a side: fighting strength left on each side
 * (a side with none loses), and the well, which the Americans must hold at
 * the end of turn 8 with no Japanese figure within 3": American figures near
 * it and Japanese ones on it, weighed more as the turns run out.
 */
export function evaluate(ctx: ReadContext<G>, side: string): number {
  let us = 0;
  let japan = 0;
  let near = 0;
  let holders = 0;
  let approach = 0;
  let count = 0;
  for (const u of ctx.state.units) {
    if (!fighting(u)) continue;
    const d = pointDistance(u.at!, OBJECTIVE);
    if (u.side === 'us') {
      us += worth(u.id);
      approach += Math.min(d, 40);
      count++;
      if (d <= OBJECTIVE_RADIUS) near++;
    } else {
      japan += worth(u.id);
      if (d <= OBJECTIVE_RADIUS + 1) holders++;
    }
  }
  const late = Math.min(1, Math.max(0, ctx.turn) / TURNS);
  const score = (us - japan) / 12 + (count ? 0.4 * (1 - approach / count / 40) : 0) + (0.1 + 0.3 * late) * (Math.min(near, 3) - Math.min(holders, 3)) / 3 - 0.4 * late;
  return side === 'us' ? score : -score;
}

/** The draw pile in an order drawn at random: the view lists the cards left, sorted. */
export function determinize(ctx: BotContext<G>, draw: (n: number) => number): HiddenParts<G> {
  const data = ctx.view.data as SkirmishData;
  return { data: { ...data, deck: { ...data.deck, drawPile: shuffled(data.deck.drawPile, draw) } } };
}
