/**
 * Victory (stand-in: the text has no scenario). A side with no fighting figure
 * left loses at once. Otherwise, at the end of the last turn the Americans win
 * if they hold the village well (a fighting American figure within 3" and no
 * Japanese one); else the Japanese, who held it at the start, win.
 *
 * @module
 */
import { type GameResult } from 'hexwar';
import { lastSideStanding } from 'hexwar/procedures';
import { pointDistance, TABLE_EPSILON } from 'hexwar/tabletop';
import { SIDES } from '../data/forces';
import { OBJECTIVE } from '../data/table';
import { OBJECTIVE_RADIUS, TURNS } from '../data/tables';
import { fighting, kit, type Ctx } from './types';

/** The fighting figures of a side within the objective's radius. */
function holders(ctx: Ctx, side: string): string[] {
  return ctx.state.units.filter((u) => u.side === side && fighting(u) && pointDistance(u.at!, OBJECTIVE) <= OBJECTIVE_RADIUS + TABLE_EPSILON).map((u) => u.id);
}

/** Checked after every action: a side with no fighting figure loses at once. */
export const checkResult = (ctx: Ctx): GameResult | null => lastSideStanding(ctx, SIDES, fighting, kit.sideName);

/** After the last turn: the village well decides. */
export function finalResult(ctx: Ctx): GameResult {
  const us = holders(ctx, 'us');
  const japan = holders(ctx, 'japan');
  if (us.length > 0 && japan.length === 0) return { winner: 'us', reason: `the Americans hold the village well at the end of turn ${TURNS}` };
  return { winner: 'japan', reason: japan.length > 0 ? `the Japanese still hold the village well at the end of turn ${TURNS}` : `nobody holds the village well at the end of turn ${TURNS}: the Japanese keep it` };
}
