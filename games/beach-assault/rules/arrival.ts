/**
 * Tan's arrival order: a sealed commitment. Before the battle Tan writes down
 * the order his eight units will land in (two on each of turns 1, 3, 5 and 7);
 * in the solo variant it is rolled on a d8 instead, in secret. Green's view,
 * events and log never contain it. When the battle is over it is shown to
 * Green and checked against what landed.
 *
 * @module
 */
import { z } from 'zod';
import { isOneOf } from 'hexwar';
import { TAN_ARRIVALS } from '../data/forces';
import { ARRIVAL_TURNS } from '../data/tables';
import { kit, type Arrival, type BeachData, type Ctx, type WCtx } from './types';

/** The turn the unit in place `i` (from 0) of an order is due to land. */
export const dueTurn = (i: number): number => ARRIVAL_TURNS[Math.floor(i / 2)]!;

/** Why a list is not an arrival order (every one of Tan's eight units exactly once), or `null`. */
export function whyNotOrder(order: readonly string[]): string | null {
  const missing = TAN_ARRIVALS.filter((u) => !order.includes(u));
  const unknown = order.filter((u) => !isOneOf(TAN_ARRIVALS, u));
  if (unknown.length) return `${unknown[0]!.slice(0, 40)} is not one of Tan's units (${TAN_ARRIVALS.join(', ')}) (Arrival)`;
  if (order.length !== TAN_ARRIVALS.length || missing.length) return `the order lists each of Tan's eight units once: ${missing.length ? `${missing.join(', ')} missing` : 'a unit is listed twice'} (Arrival)`;
  return null;
}

/** Seals an order: kept in the game's data, announced to Tan alone; everyone else learns only that an order was written. */
function seal(ctx: WCtx, order: readonly string[], how: 'written' | 'rolled'): void {
  ctx.setData({ ...ctx.data, order: [...order] });
  ctx.emit({ type: 'orderSealed', how, order: [...order], visibleTo: ['tan'], publicAs: { type: 'orderSealed', how }, rule: 'Arrival' });
  // Once written, the order stands: undo does not go back past it.
  ctx.revealed();
}

/**
 * Tan's open `order` field: `units`, the eight units to put in order; `turns`,
 * the turn each place of the order lands on (places 1 and 2 on turn 1, 3 and 4
 * on turn 3, …). The value is the list of units, first to land first.
 */
const ARRIVAL_ORDER_FIELD = { kind: 'arrival-order', units: [...TAN_ARRIVALS], turns: TAN_ARRIVALS.map((_u, i) => dueTurn(i)) } as const;

/** Tan writes down the order his units will land in. */
export const writeOrder = kit.action({
  schema: z.object({ order: z.array(z.string().max(40)).max(8) }),
  rule: 'Arrival',
  says: 'writes down his arrival order and seals it',
  // The open field: the units to order, and the turn each place of the order lands on (two a turn), so a
  // front end can ask for the order turn by turn ("t2 t4 / t5 tank1 / …").
  legal: (ctx, side) => (side === 'tan' && !ctx.options.solo && ctx.data.order === null ? [{ type: 'writeOrder', side, open: { order: ARRIVAL_ORDER_FIELD } }] : []),
  refuse: (_ctx, a) => (a.side !== 'tan' ? 'only Tan writes down an arrival order (Arrival)' : 'the arrival order is already written, or the solo variant rolls it (Arrival)'),
  check: (_ctx, a) => whyNotOrder(a.order),
  apply(ctx, a) {
    seal(ctx, a.order, 'written');
    ctx.endPhase();
  },
});

/**
 * The solo variant's order, rolled in secret on a d8: the eight units are
 * numbered 1–8 (Tan tank 1, Tan tank 2, the jeep, units T1–T5); each roll
 * puts the unit of that number next in the order, a number already placed is
 * rolled again, and the last unit left takes the last place without a roll.
 */
export function rollOrder(ctx: WCtx): void {
  const order = ctx.secretly(['tan'], () => {
    const out: string[] = [];
    while (out.length < TAN_ARRIVALS.length - 1) {
      const roll = ctx.random.die(8, 'solo arrival order');
      const unit = TAN_ARRIVALS[roll - 1]!;
      if (!out.includes(unit)) out.push(unit);
    }
    out.push(TAN_ARRIVALS.find((u) => !out.includes(u))!);
    return out;
  });
  seal(ctx, order, 'rolled');
}

/** What landed against what was written: for each place in the order, the unit, the turn it was due and the turn it landed. */
function arrivalsAgainst(order: readonly string[], arrived: readonly Arrival[]): { unit: string; due: number; landed: number | null }[] {
  return order.map((unit, i) => ({ unit, due: dueTurn(i), landed: arrived.find((a) => a.unit === unit)?.turn ?? null }));
}

/** True if everything that landed landed on its turn, by the order (units never landed may be still at sea when the battle ends). */
export function followed(order: readonly string[], arrived: readonly Arrival[]): boolean {
  const tan = arrived.filter((a) => isOneOf(TAN_ARRIVALS, a.unit));
  return tan.every((a) => {
    const i = order.indexOf(a.unit);
    return i >= 0 && dueTurn(i) === a.turn;
  });
}

/** The battle is over: the order is shown to Green, checked against what landed. */
export function revealOrder(ctx: WCtx): void {
  const order = ctx.data.order ?? [];
  ctx.setData({ ...ctx.data, revealed: true });
  ctx.emit({ type: 'orderRevealed', order: [...order], landed: arrivalsAgainst(order, ctx.data.arrived), followed: followed(order, ctx.data.arrived), rule: 'Arrival' });
  ctx.revealed();
}

/** The game's data as a side may see it: Green does not see Tan's order until it is revealed. */
export function viewData(ctx: Ctx, side: string): BeachData {
  return side === 'tan' || ctx.data.revealed ? ctx.data : { ...ctx.data, order: null };
}

export { orderWords } from '../data/forces';
