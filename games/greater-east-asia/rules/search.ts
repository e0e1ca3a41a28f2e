/**
 * The search bot's hook: how a position stands in VP (5.0), the measure of
 * everything in this game. A side's VP lead now, plus what the objective
 * hexes each side occupies would add over the turns left (5.2, 5.3), plus the
 * units each side has in play at what they cost to mobilize (6.2): VP spent
 * on a unit are changed into the unit, not thrown away, and a unit lost in
 * combat loses them.
 *
 * @module
 */
import type { ReadContext } from 'hexwar';
import { mobilizationCostOf } from '../data/tables';
import { SCENARIO_1 } from '../data/scenario1';
import { counterOf, vpTrack } from './common';
import { objectiveVp } from './victory';
import type { G } from './types';
import type { Side } from '../data/counters';

/** A lead of this many VP counts as decisive. */
const DECISIVE = 25;

/** The VP a side's units in play would cost to mobilize. */
function inPlay(ctx: ReadContext<G>, side: string): number {
  let vp = 0;
  for (const u of ctx.board.unitsOf(side)) vp += (mobilizationCostOf(counterOf(u.id))?.cost ?? 0) * (u.steps / Math.max(1, counterOf(u.id).steps));
  return vp;
}

/** A side's VP lead as it would stand at the end: VP now, objective VP for the turns left, units in play at their cost. */
export function evaluate(ctx: ReadContext<G>, side: Side): number {
  const enemy = side === 'japanese' ? 'allied' : 'japanese';
  const income = objectiveVp(ctx);
  // This turn's Victory Point Phase is still to come until the turn advances.
  const left = Math.max(0, SCENARIO_1.turns.last - Math.max(ctx.turn, SCENARIO_1.turns.first) + 1);
  const lead = ctx.track(vpTrack(side)) - ctx.track(vpTrack(enemy)) + left * (income[side].vp - income[enemy].vp) + 0.5 * (inPlay(ctx, side) - inPlay(ctx, enemy));
  return lead / DECISIVE;
}
