/**
 * Off-board artillery (Special Rule 8 and Indirect Fire): any figure that can
 * see one of its side's precalled targets may call the battery on it, in its
 * side's fire phase, instead of firing. The American heavy battery lands a 4"
 * overlay by the Hit-or-arrow die; the Japanese field battery drops two cards
 * from 15" above the target, and everything a card touches is hit: figures are
 * killed, vehicles pull cards without a hit roll.
 *
 * @module
 */
import * as z from 'zod';
import { type ActionDescriptor } from 'hexwar';
import { dropCards, figuresTouching, indexFigures, type CardDraw, type TablePoint } from 'hexwar/tabletop';
import { BATTERIES, counterOf, type Side } from '../data/forces';
import { PRECALLED, precalledName } from '../data/table';
import { CARD_DROP, CARDS_DROPPED, RULE } from '../data/tables';
import { cardsFrom, killOutright, pullCards, type Source } from './damage';
import { fire, firingSide } from './fire';
import { isVehicle, kit, nameOf, onTable, type Ctx, type Unit, type WCtx } from './types';

/** Whether a figure may call the artillery now: a figure (not a vehicle) on the table that has not fired this phase. */
const mayCall = (u: Unit): boolean => onTable(u) && !isVehicle(counterOf(u.id)) && u.flags?.fired !== true && !(counterOf(u.id).crew !== undefined && (u.flags?.crew === 0));

/** The precalled targets a figure can see. */
function callable(ctx: Ctx, u: Unit): string[] {
  if (!onTable(u)) return [];
  const points = PRECALLED[u.side];
  return Object.keys(points).filter((id) => ctx.board.sight(u.at, points[id]!));
}

/** Why `side` may not call its battery now, or `null`. */
function batteryBlock(ctx: Ctx, side: string): string | null {
  if (firingSide(ctx) !== side) return `artillery is called in your own fire phase (${RULE.special(8)})`;
  if ((ctx.data.missions[side] ?? 0) <= 0) return `your battery has fired all its missions (${RULE.scenario})`;
  if (ctx.data.called.includes(side)) return `your battery has already fired this phase (${RULE.scenario})`;
  return null;
}

/** A number in [0, 1) for the card model, drawn and logged. */
const unit01 = (ctx: WCtx, purpose: string): number => ctx.random.int(0, 9999, purpose) / 10000;

/** Two cards dropped on the target; everything they touch is hit (Special Rule 8). */
function dropTheCards(ctx: WCtx, side: Side, caller: string, target: TablePoint): void {
  const draws: CardDraw[] = [];
  for (let i = 1; i <= CARDS_DROPPED; i++) {
    draws.push({ offset: unit01(ctx, `card ${i} drop: how far out`), bearing: unit01(ctx, `card ${i} drop: which way`), rotation: unit01(ctx, `card ${i} drop: how it lies`) });
  }
  const cards = dropCards(target, draws, CARD_DROP);
  const source: Source = { side, by: BATTERIES[side].name, heavy: true };
  cards.forEach((card, i) => {
    const touched = figuresTouching(indexFigures(fire.live(ctx)), card.corners).map((f) => f.id);
    ctx.emit({ type: 'artillery', side, caller, card: i + 1, centre: card.centre, rotation: card.rotation, corners: [...card.corners], touched, rule: RULE.special(8) });
    for (const id of touched) {
      const u = ctx.unit(id);
      if (!onTable(u)) continue;
      if (isVehicle(counterOf(id))) pullCards(ctx, id, cardsFrom(u, card.centre), source);
      else killOutright(ctx, id, source);
    }
  });
}

/** "Call in" the side's off-board battery on a precalled target the calling figure can see. */
export const callArtillery = kit.action({
  schema: z.object({ figure: z.string(), target: z.string() }),
  rule: RULE.special(8),
  says: (_ctx, a) => `${nameOf(a.figure)} calls the artillery on the precalled target, ${precalledName(a.target)}`,
  legal(ctx, side) {
    if (batteryBlock(ctx, side)) return [];
    const out: ActionDescriptor[] = [];
    for (const u of ctx.state.units) {
      if (u.side !== side || !mayCall(u)) continue;
      const targets = callable(ctx, u);
      if (targets.length > 0) out.push({ type: 'callArtillery', side, fixed: { figure: u.id }, choose: { target: targets } });
    }
    return out;
  },
  refuse(ctx, a) {
    const block = batteryBlock(ctx, a.side);
    if (block) return block;
    if (!ctx.hasUnit(a.figure)) return `${a.figure.slice(0, 30)} is not a figure of this game (${RULE.special(8)})`;
    const u = ctx.unit(a.figure);
    if (u.side !== a.side) return `${nameOf(u.id)} is not one of your figures (${RULE.special(8)})`;
    if (!mayCall(u)) return `${nameOf(u.id)} cannot call the artillery now: it must be a figure on the table that has not fired this phase (${RULE.special(8)})`;
    const points = PRECALLED[a.side];
    if (!Object.hasOwn(points, a.target)) return `"${a.target.slice(0, 30)}" is not one of your precalled targets (${Object.keys(points).join(', ')}): all artillery targets must be precalled (${RULE.special(8)})`;
    return `${nameOf(u.id)} cannot see the precalled target, ${precalledName(a.target)}: it must be in the caller's line of sight (${RULE.special(8)})`;
  },
  apply(ctx, a) {
    const side = a.side;
    ctx.updateUnit(a.figure, { flags: { fired: true } });
    ctx.setData({ ...ctx.data, missions: { ...ctx.data.missions, [side]: (ctx.data.missions[side] ?? 0) - 1 }, called: [...ctx.data.called, side] });
    const target = PRECALLED[side][a.target]!;
    const battery = BATTERIES[side];
    if (battery.kind === 'overlay') {
      ctx.emit({ type: 'artillery', side, caller: a.figure, target: a.target, at: target, rule: RULE.indirect });
      fire.strike(ctx, { by: battery.name, side, weapon: 'heavyArtillery', aim: target, from: target });
    } else dropTheCards(ctx, side, a.figure, target);
  },
});
