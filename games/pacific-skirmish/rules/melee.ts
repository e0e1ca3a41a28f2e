/**
 * Melee: at the end of each player turn, every figure in contact with an enemy
 * figure (bases within {@link CONTACT} inches: stand-in) fights it: both roll a
 * die, high die wins, ties re-roll, a Japanese officer adds 1; the loser dies
 * (a crew loses one man). Vehicles do not melee. The moving player's figures
 * fight first, each against the enemies it touches, nearest first.
 *
 * @module
 */
import { figureDistance } from 'hexwar';
import { counterOf } from '../data/forces';
import { CONTACT, JAPANESE_OFFICER_BONUS, RULE } from '../data/tables';
import { eliminate, loseCrew } from './damage';
import { liveFigures } from './spotting';
import { isCrewed, isFootFigure, nameOf, onTable, type WCtx } from './types';

/** A figure's melee bonus: +1 for a Japanese officer. */
export const meleeBonus = (id: string): number => {
  const c = counterOf(id);
  return c.officer && c.side === 'japan' ? JAPANESE_OFFICER_BONUS : 0;
};

/** Most re-rolls of a tie before a melee is called off (the chance of reaching it is about 10⁻⁷⁸). */
const MAX_ROLLS = 100;

/** One melee between two figures in contact: high die wins, ties re-roll. */
function fight(ctx: WCtx, a: string, b: string): void {
  const rolls: [number, number][] = [];
  for (let i = 0; i < MAX_ROLLS; i++) {
    const ra = ctx.random.die(6, `melee: ${nameOf(a)}`);
    const rb = ctx.random.die(6, `melee: ${nameOf(b)}`);
    rolls.push([ra, rb]);
    const ta = ra + meleeBonus(a);
    const tb = rb + meleeBonus(b);
    if (ta === tb) continue;
    const [winner, loser] = ta > tb ? [a, b] : [b, a];
    const side = ctx.unit(winner).side;
    ctx.emit({ type: 'melee', a, b, rolls, bonusA: meleeBonus(a), bonusB: meleeBonus(b), winner, loser, rule: RULE.melee });
    if (isCrewed(counterOf(loser))) loseCrew(ctx, loser, 1, { side, by: winner, heavy: false });
    else eliminate(ctx, loser, `killed in melee by ${nameOf(winner)}`);
    return;
  }
  ctx.emit({ type: 'melee', a, b, rolls, winner: null, loser: null, rule: RULE.melee });
}

/** The pairs of enemy figures in contact, the moving side's figures first, in the order they fight. */
export function contacts(ctx: WCtx): [string, string][] {
  const moving = ctx.active;
  const foot = liveFigures(ctx).filter((f) => isFootFigure(counterOf(f.id)));
  const mine = foot.filter((f) => f.side === moving);
  const pairs: [string, string][] = [];
  for (const f of mine) {
    const near = foot
      .filter((e) => e.side !== f.side)
      .map((e) => ({ e, d: figureDistance(f, e, 'base') }))
      .filter((x) => x.d <= CONTACT + 1e-9)
      .sort((x, y) => x.d - y.d || (x.e.id < y.e.id ? -1 : 1));
    for (const { e } of near) pairs.push([f.id, e.id]);
  }
  return pairs;
}

/** Fights every melee of the phase. */
export function resolveMelee(ctx: WCtx): void {
  for (const [a, b] of contacts(ctx)) {
    if (!onTable(ctx.unit(a)) || !onTable(ctx.unit(b))) continue;
    // Equipment whose crew has just died no longer fights.
    if (!liveFigures(ctx).some((f) => f.id === a) || !liveFigures(ctx).some((f) => f.id === b)) continue;
    fight(ctx, a, b);
  }
}
