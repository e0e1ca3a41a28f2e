/**
 * The search bot's hook: how a position stands, by the victory points of 9.1
 * as they would be counted if the game ended now (steps lost, Supply Level 0
 * turns, airfields and Meiktila as now controlled) against the levels of 9.2.
 *
 * @module
 */
import type { ReadContext } from 'hexwar';
import { victory } from './turn';
import type { G } from './types';

/** The Allied margin of 9.2 now (Allied VP less Japanese), a point past the line between a Japanese and an Allied victory, on a scale where 6 VP is decisive. */
export function evaluate(ctx: ReadContext<G>, side: string): number {
  const margin = victory.score(ctx, 'allied').total - victory.score(ctx, 'japanese').total;
  const allied = (margin - 0.5) / 6;
  return side === 'allied' ? allied : -allied;
}
