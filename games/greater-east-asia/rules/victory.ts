/**
 * Victory points (5.0) and victory (27.0 stand-in): objective hexes scored in
 * the Victory Point Phase while occupied by a land unit (5.2, 5.3), the
 * Victory Check Phase's automatic victory (4.2 step 4), a player whose VP
 * reach zero (5.6, 27.2), and more VP at the end (1.0, 4.2 step 5).
 *
 * @module
 */
import type { GameResult } from 'hexwar';
import type { Side } from '../data/counters';
import { OBJECTIVES } from '../data/map';
import { SCENARIO_1 } from '../data/scenario1';
import { isLand, vpTrack } from './common';
import type { Ctx, WCtx } from './types';

const SIDES: readonly Side[] = ['japanese', 'allied'];
const word = (s: Side) => (s === 'japanese' ? 'Japanese' : 'Allied');

/** The side occupying an objective hex with a land unit (5.3: naval units alone never count), or `null`. */
function occupier(ctx: Ctx, hex: string): Side | null {
  return ctx.board.unitsAt(hex).find((u) => isLand(u.id))?.side ?? null;
}

/** The VP each side would take for the objective hexes it occupies now (5.2, 5.3). */
export function objectiveVp(ctx: Ctx): Record<Side, { vp: number; hexes: string[] }> {
  const out: Record<Side, { vp: number; hexes: string[] }> = { japanese: { vp: 0, hexes: [] }, allied: { vp: 0, hexes: [] } };
  for (const o of OBJECTIVES) {
    const side = occupier(ctx, o.hex);
    if (!side) continue;
    out[side].vp += o.vp;
    out[side].hexes.push(o.name);
  }
  return out;
}

/** The Victory Point Phase (4.2 step 3): each player adds the VP of the objective hexes he occupies (5.2); 100 is the most (5.6). */
export function victoryPointPhase(ctx: WCtx): void {
  const scored = objectiveVp(ctx);
  for (const side of SIDES) {
    const { vp, hexes } = scored[side];
    const total = ctx.addToTrack(vpTrack(side), vp);
    ctx.emit({ type: 'objectivesScored', side, vp, hexes, total, rule: '5.2' });
  }
}

/** The VP lead that wins at once in the Victory Check Phase (27.1 stand-in, from the scenario). */
const AUTOMATIC_LEAD = SCENARIO_1.automaticVictory.vpLead;

/** The Victory Check Phase (4.2 step 4): a lead of {@link AUTOMATIC_LEAD} VP or more is an automatic victory (27.1 stand-in). */
export function victoryCheckPhase(ctx: WCtx): void {
  const [j, a] = [ctx.track(vpTrack('japanese')), ctx.track(vpTrack('allied'))];
  const lead = j - a;
  if (Math.abs(lead) < AUTOMATIC_LEAD) return;
  const winner: Side = lead > 0 ? 'japanese' : 'allied';
  ctx.emit({ type: 'automaticVictory', winner, lead: Math.abs(lead), rule: '27.1' });
  ctx.endGame({ winner, level: 'automatic victory', vp: { japanese: j, allied: a }, reason: `${word(winner)} automatic victory: a lead of ${Math.abs(lead)} VP (${AUTOMATIC_LEAD} needed) in the Victory Check Phase of turn ${ctx.turn} (27.1)` });
}

/** 27.2 (stand-in): a player whose VP reach zero loses at once. */
export function checkResult(ctx: Ctx): GameResult | null {
  if (ctx.turn < 1 || !SCENARIO_1.automaticVictory.opponentAtZero) return null;
  for (const side of SIDES) {
    if (ctx.track(vpTrack(side)) > 0) continue;
    const winner = side === 'japanese' ? 'allied' : 'japanese';
    return { winner, level: 'automatic victory', vp: { japanese: ctx.track('vp.japanese'), allied: ctx.track('vp.allied') }, reason: `the ${word(side)} VP reached zero on turn ${ctx.turn} (27.2)` };
  }
  return null;
}

/** The end of the last turn (4.2 step 5, 1.0): the player with more VP wins; equal VP is a draw. */
export function finalResult(ctx: Ctx): GameResult {
  const j = ctx.track('vp.japanese');
  const a = ctx.track('vp.allied');
  const vp = { japanese: j, allied: a };
  if (j === a) return { winner: null, level: 'draw', vp, reason: `equal VP at the end of turn ${SCENARIO_1.turns.last}: ${j} each (1.0)` };
  const winner: Side = j > a ? 'japanese' : 'allied';
  return { winner, level: 'victory', vp, reason: `${word(winner)} victory: ${Math.max(j, a)} VP to ${Math.min(j, a)} at the end of turn ${SCENARIO_1.turns.last} (1.0)` };
}
