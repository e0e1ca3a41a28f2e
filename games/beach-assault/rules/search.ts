/**
 * The search bot's hooks: how a position stands (Tan's race to the command
 * post before turn 20 is out), and Tan's sealed arrival order as Green may
 * guess it from what has landed so far.
 *
 * @module
 */
import { isOneOf, type BotContext, type HiddenParts, type ReadContext } from 'hexwar';
import { pointDistance, polygonCentre } from 'hexwar/tabletop';
import { shuffled } from 'hexwar/bots';
import { TAN_ARRIVALS } from '../data/forces';
import { WIDTH } from '../data/table';
import { TURNS } from '../data/tables';
import { dueTurn } from './arrival';
import { commandPost, counterOf, onTable } from './figures';
import type { BeachData, G } from './types';

/**
 * How the position stands for a side: Tan must bring infantry into contact
 * with the command post, with no Green infantryman there, by the end of turn
 * 20; Green wins by holding out or killing Tan's infantry. Men alive on each
 * side (the core counts them too), how close Tan's nearest infantry are to
 * the post (as a share of the table's length, the farthest a man can be), Green's
 * infantry at the post, and the turns gone.
 */
export function evaluate(ctx: ReadContext<G>, side: string): number {
  const post = polygonCentre(commandPost(ctx));
  const tan: number[] = [];
  let guards = 0;
  for (const u of ctx.state.units) {
    if (!onTable(u) || counterOf(u.id).type !== 'infantry') continue;
    const d = pointDistance(u.at!, post);
    if (u.side === 'tan') tan.push(Math.min(d, WIDTH));
    else if (d <= 6) guards++;
  }
  tan.sort((a, b) => a - b);
  const closest = tan.length ? tan.slice(0, 4).reduce((a, b) => a + b, 0) / Math.min(4, tan.length) : WIDTH;
  const gone = Math.max(0, ctx.turn - 1) / (TURNS - 1);
  const score = 0.6 * (1 - closest / WIDTH) - 0.05 * Math.min(guards, 6) - 0.5 * gone;
  return side === 'tan' ? score : -score;
}

/**
 * Tan's order as Green may guess it: units that have landed sit in the places
 * of the turn they landed on; the rest fill the other places at random.
 */
export function determinize(ctx: BotContext<G>, draw: (n: number) => number): HiddenParts<G> {
  const data = ctx.view.data as BeachData;
  // Only Green is kept from the order; Tan's own null order is one not yet written, nothing to guess.
  if (data.order !== null || ctx.view.side !== 'green') return {};
  const order: (string | null)[] = TAN_ARRIVALS.map(() => null);
  const landed = new Set<string>();
  for (const a of data.arrived) {
    const place = order.findIndex((u, i) => u === null && dueTurn(i) === a.turn);
    if (place < 0 || !isOneOf(TAN_ARRIVALS, a.unit)) continue;
    order[place] = a.unit;
    landed.add(a.unit);
  }
  const rest = shuffled(TAN_ARRIVALS.filter((u) => !landed.has(u)), draw);
  return { data: { ...data, order: order.map((u) => u ?? rest.pop()!) } };
}
