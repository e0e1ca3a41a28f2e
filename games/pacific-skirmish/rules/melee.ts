/**
 * Melee, on the core's: at the end of each player turn, every figure in
 * contact with an enemy figure (bases within {@link CONTACT} inches:
 * stand-in) fights it: high die wins, ties re-roll, a Japanese officer adds 1;
 * the loser dies (a crew loses one man). Vehicles, and weapons standing empty,
 * do not melee.
 *
 * @module
 */
import { fightMelee } from 'hexwar/tabletop';
import { counterOf } from '../data/forces';
import { CONTACT, JAPANESE_OFFICER_BONUS, RULE } from '../data/tables';
import { eliminate, loseCrew } from './damage';
import { isCrewed, isFootFigure, nameOf, type WCtx } from './types';

/** A figure's melee bonus: +1 for a Japanese officer. */
const meleeBonus = (id: string): number => {
  const c = counterOf(id);
  return c.officer && c.side === 'japan' ? JAPANESE_OFFICER_BONUS : 0;
};

/** Fights every melee of the phase, the moving side's figures first. */
export function resolveMelee(ctx: WCtx): void {
  fightMelee(ctx, {
    rule: RULE.melee,
    contact: CONTACT,
    fights: (_ctx, u) => isFootFigure(counterOf(u.id)) && u.flags?.uncrewed !== true,
    bonus: (_ctx, id) => meleeBonus(id),
    lost(ctx, winner, loser) {
      if (isCrewed(counterOf(loser))) loseCrew(ctx, loser, 1, { side: ctx.unit(winner).side, by: winner, heavy: false });
      else eliminate(ctx, loser, `killed in melee by ${nameOf(winner)}`);
    },
  });
}
