import type { ReadContext, RulesContext, UnitOf } from '../../engine/definition';
import type { TableFigure } from '../../tabletop/figures';
import { figureDistance } from '../../tabletop/measure';
import { figureName, standsOnTable } from './common';
import type { TableSpec } from '../../engine/definition';

/**
 * Melee configured by data: how close bases must be to fight, who fights, the
 * bonus to a figure's die, and what losing does. Both figures roll a die; the
 * higher total wins, ties roll again.
 *
 * @category Tabletop procedures
 */
export interface MeleeConfig<G extends TableSpec> {
  /** The rule cited. */
  readonly rule: string;
  /** Figures are in contact when their bases are at most this many inches apart. */
  readonly contact: number;
  /** The die rolled (default 6). */
  readonly die?: number;
  /** Most rolls before a melee of endless ties is called off (default 100). */
  readonly maxRolls?: number;
  /** Whether a figure fights in melee now (infantry and crews, not vehicles). */
  fights?(ctx: ReadContext<G>, unit: UnitOf<G>): boolean;
  /** What a figure adds to its die (a Japanese officer's +1). */
  bonus?(ctx: ReadContext<G>, id: string): number;
  /** What losing a melee does to the loser (a figure dies, a crew loses a man). */
  lost(ctx: RulesContext<G>, winner: string, loser: string): void;
}

/**
 * The pairs of enemy figures in contact, the moving side's figures first (in
 * unit order), each against the enemies it touches, nearest first.
 *
 * @category Tabletop procedures
 */
function meleeContacts<G extends TableSpec>(ctx: ReadContext<G>, config: MeleeConfig<G>): [string, string][] {
  const fights = (f: TableFigure) => !config.fights || config.fights(ctx, ctx.unit(f.id));
  const foot = ctx.board.figures().filter(fights);
  const pairs: [string, string][] = [];
  for (const f of foot) {
    if (f.side !== ctx.active) continue;
    const near = foot
      .filter((e) => e.side !== f.side)
      .map((e) => ({ e, d: figureDistance(f, e, 'base') }))
      .filter((x) => x.d <= config.contact + 1e-9)
      .sort((x, y) => x.d - y.d || (x.e.id < y.e.id ? -1 : 1));
    for (const { e } of near) pairs.push([f.id, e.id]);
  }
  return pairs;
}

/**
 * Fights every melee: each pair of enemy figures in contact (the moving side's first, each against the enemies it touches, nearest first) that is
 * still in the fight rolls, high total wins, ties re-roll; one `melee` event
 * each, worded by the core's log, and the game's `lost` hook on the loser.
 *
 * @example
 * ```ts
 * import { eliminate } from 'hexwar/combat';
 * import { fightMelee } from 'hexwar/tabletop';
 *
 * // Pacific Skirmish: every foot figure in base contact fights; the loser is killed.
 * fightMelee(ctx, {
 *   rule: '7', contact: 0.5,
 *   fights: (_ctx, u) => counterOf(u.id).class === 'infantry',
 *   lost: (ctx, winner, loser) => eliminate(ctx, loser, `killed in melee by ${winner}`),
 * });
 * ```
 * @category Tabletop procedures
 */
export function fightMelee<G extends TableSpec>(ctx: RulesContext<G>, config: MeleeConfig<G>): void {
  const still = (id: string) => standsOnTable(ctx.unit(id)) && (!config.fights || config.fights(ctx, ctx.unit(id)));
  for (const [a, b] of meleeContacts(ctx, config)) {
    if (!still(a) || !still(b)) continue;
    const bonusA = config.bonus?.(ctx, a) ?? 0;
    const bonusB = config.bonus?.(ctx, b) ?? 0;
    const rolls: [number, number][] = [];
    let winner: string | null = null;
    for (let i = 0; i < (config.maxRolls ?? 100) && winner === null; i++) {
      const ra = ctx.random.die(config.die ?? 6, `melee: ${figureName(ctx, a)}`);
      const rb = ctx.random.die(config.die ?? 6, `melee: ${figureName(ctx, b)}`);
      rolls.push([ra, rb]);
      if (ra + bonusA !== rb + bonusB) winner = ra + bonusA > rb + bonusB ? a : b;
    }
    const loser = winner === null ? null : winner === a ? b : a;
    ctx.emit({ type: 'melee', a, b, rolls, bonusA, bonusB, winner, loser, rule: config.rule });
    if (winner !== null && loser !== null) config.lost(ctx, winner, loser);
  }
}
