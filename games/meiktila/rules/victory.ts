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

/** Where a side's final VP come from (9.1). */
export interface VpBreakdown {
  /** Enemy steps eliminated. */
  readonly steps: number;
  /** Turns ended with the Allied Supply Level at 0 (Japanese only). */
  readonly supplyZero: number;
  /** Airfields held, 2 VP each. */
  readonly airfields: number;
  /** Meiktila held, 5 VP. */
  readonly meiktila: boolean;
  /** The total. */
  readonly total: number;
}

/** Each side's final VP by source (9.1); the totals are {@link finalVp}'s. */
export function vpBreakdown(ctx: Pick<Ctx, 'track' | 'data'>): { allied: VpBreakdown; japanese: VpBreakdown } {
  const total = finalVp(ctx);
  const of = (side: 'allied' | 'japanese'): VpBreakdown => ({
    steps: ctx.data.scoring[side].steps,
    supplyZero: side === 'japanese' ? ctx.data.scoring.japanese.supplyZero : 0,
    airfields: AIRFIELDS.filter((a) => ctx.data.control[a] === side).length,
    meiktila: ctx.data.control[MEIKTILA] === side,
    total: total[side],
  });
  return { allied: of('allied'), japanese: of('japanese') };
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
