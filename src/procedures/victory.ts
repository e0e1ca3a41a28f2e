import type { RulesContext } from '../engine/definition';

/**
 * A level of victory, as data: the highest margin it covers (the last level
 * covers everything above), who wins and what it is called.
 *
 * @category Procedures
 */
export interface VictoryLevel {
  /** The highest margin (first side's VP minus the second's) this level covers; omit on the last. */
  readonly atMost?: number;
  /** The winner, or `null` for a draw. */
  readonly winner: string | null;
  /** Its name, e.g. `"Allied major victory"`. */
  readonly level: string;
}

/**
 * Reads victory levels by margin, lowest first.
 *
 * @example
 * ```ts
 * const levelOf = victoryLevels([{ atMost: 0, winner: 'japanese', level: 'Japanese victory' }, { atMost: 4, winner: 'allied', level: 'Allied minor victory' }, { winner: 'allied', level: 'Allied major victory' }]);
 * levelOf(3).level; // 'Allied minor victory'
 * ```
 * @category Procedures
 */
export function victoryLevels(levels: readonly VictoryLevel[]): (margin: number) => VictoryLevel {
  return (margin) => levels.find((l) => l.atMost === undefined || margin <= l.atMost) ?? levels[levels.length - 1]!;
}

/**
 * Scores victory points for a side now, with the cause and the rule: adds to its
 * VP track (`vp.<side>` unless named) and emits a `vp` event.
 *
 * @returns the side's new total.
 * @category Procedures
 */
export function scoreVp(ctx: RulesContext, side: string, vp: number, why: string, rule?: string, track = `vp.${side}`): number {
  const total = ctx.addToTrack(track, vp);
  ctx.emit({ type: 'vp', side, vp, why, total, ...(rule ? { rule } : {}) });
  return total;
}
