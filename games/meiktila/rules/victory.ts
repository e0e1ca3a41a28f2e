/**
 * Victory (9.0): VP for enemy steps as they happen, airfields and Meiktila at
 * the end, Allied Supply Level 0 turns for the Japanese, and the three levels.
 *
 * @module
 */
import type { GameResult } from '../../../src/engine';
import { AIRFIELDS, MEIKTILA } from '../data/map';
import type { Ctx } from './common';

/** Final VP by side (9.1). */
export function finalVp(ctx: Pick<Ctx, 'track' | 'data'>): { allied: number; japanese: number } {
  const vp = { allied: ctx.track('vp.allied'), japanese: ctx.track('vp.japanese') };
  for (const a of AIRFIELDS) {
    const s = ctx.data.control[a];
    if (s) vp[s] += 2;
  }
  const c = ctx.data.control[MEIKTILA];
  if (c) vp[c] += 5;
  return vp;
}

/** The level of victory from the Allied total minus the Japanese total (9.2). */
export function victoryLevel(diff: number): { winner: 'allied' | 'japanese'; level: string } {
  if (diff <= 0) return { winner: 'japanese', level: 'Japanese victory' };
  if (diff <= 4) return { winner: 'allied', level: 'Allied minor victory' };
  return { winner: 'allied', level: 'Allied major victory' };
}

/** The result after 14 March (9.2). */
export function finalResult(ctx: Ctx): GameResult {
  const vp = finalVp(ctx);
  const diff = vp.allied - vp.japanese;
  const { winner, level } = victoryLevel(diff);
  return { winner, level, vp, reason: `${level}: Allied ${vp.allied} VP, Japanese ${vp.japanese} VP (difference ${diff}) (9.2)` };
}
